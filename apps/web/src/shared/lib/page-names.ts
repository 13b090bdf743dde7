import { MEMBER_PAGE_NAMES, type MemberPageKey, SITE_PAGE_NAMES, type SitePageKey } from "@jogada/contracts";
import { useTranslation } from "react-i18next";

/**
 * A page's one name (packages/contracts page-names) in the reader's language: menus, dropdowns
 * and the page's own title use this, never a catalogue text of their own.
 */
export function usePageName(page: MemberPageKey | SitePageKey): string {
  const { i18n } = useTranslation();
  const language = i18n.language === "EN" ? "EN" : "PT";
  const names: Record<string, { PT: string; EN: string }> = { ...SITE_PAGE_NAMES, ...MEMBER_PAGE_NAMES };
  return names[page]?.[language] ?? page;
}
