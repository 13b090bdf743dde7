import { type AnnouncementType, calls, type HelpTag, LIMITS } from "@jogada/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callKey, useCallQuery } from "../../../shared/api/hooks";
import { fetchCustomerServiceList } from "../../../shared/lib/customer-service";

const { content: c } = calls;

/** The language every content query is keyed on, so switching language refetches the texts. */
function useLanguage(): string {
  return useTranslation().i18n.language;
}

export function useAnnouncements(types: readonly AnnouncementType[]) {
  const language = useLanguage();
  return useCallQuery(
    c.announcements,
    { query: { types: types.join(","), platform: "W" } },
    { keyExtra: [language], staleTime: 5 * 60_000 },
  );
}

/** Notice page: 9 per page (SPEC §9), newest first. */
export function useNoticeList(page: number) {
  const language = useLanguage();
  return useCallQuery(
    c.noticeList,
    { query: { page, size: LIMITS.noticePageSize } },
    { keyExtra: [language], placeholderData: keepPreviousData },
  );
}

export function useHelpCenter(tag?: HelpTag) {
  const language = useLanguage();
  return useCallQuery(c.helpCenter, { query: { tag } }, { keyExtra: [language], staleTime: 10 * 60_000 });
}

/** The customer-service addresses (type 3 and 4 encrypted), as the contact bar lists them. */
export function useCustomerServiceList() {
  return useQuery({
    queryKey: callKey(c.customerService),
    queryFn: fetchCustomerServiceList,
    staleTime: 10 * 60_000,
  });
}

/** App downloads and QR-code targets: `data.resources`. */
export function useResources() {
  return useCallQuery(c.resources, {}, { staleTime: 10 * 60_000 });
}
