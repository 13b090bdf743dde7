import {
  type Localized,
  MEMBER_PAGE_NAMES,
  type MemberPageKey,
  parseLanguage,
  SITE_PAGE_NAMES,
  type SitePageKey,
} from "@jogada/contracts";
import { useTranslation } from "react-i18next";

/**
 * A page's one name (packages/contracts page-names) in the reader's language: menus, dropdowns
 * and the page's own title use this, never a catalogue text of their own.
 */
export function usePageName(page: MemberPageKey | SitePageKey): string {
  return useOptionalPageName(page) ?? page;
}

const NAMES: Record<string, Localized> = { ...SITE_PAGE_NAMES, ...MEMBER_PAGE_NAMES };

/**
 * The name of a section that may or may not have a menu entry (a catalogue section such as
 * /bingo has none): its page name when it has one, so the tab and the heading agree.
 */
export function useOptionalPageName(page: string): string | undefined {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  return Object.hasOwn(NAMES, page) ? NAMES[page]?.[language] : undefined;
}
