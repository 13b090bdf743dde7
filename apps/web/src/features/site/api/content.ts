import { type AnnouncementType, type CallInput, calls, type HelpTag, LIMITS } from "@jogada/contracts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import i18n from "i18next";
import { useTranslation } from "react-i18next";
import { callKey, prefetchCall, useCallQuery } from "../../../shared/api/hooks";
import { storedLanguage } from "../../../shared/i18n";
import { fetchCustomerServiceList } from "../../../shared/lib/customer-service";

const { content: c } = calls;

/** The language every content query is keyed on, so switching language refetches the texts. */
function useLanguage(): string {
  return useTranslation().i18n.language;
}

/** What the home page shows: banners, the notice line and the popup. */
export const HOME_ANNOUNCEMENTS: readonly AnnouncementType[] = ["B", "H", "PU"];
const ANNOUNCEMENTS_STALE_MS = 5 * 60_000;

function announcementsInput(types: readonly AnnouncementType[]): CallInput<typeof c.announcements> {
  return { query: { types: types.join(","), platform: "W" } };
}

export function useAnnouncements(types: readonly AnnouncementType[]) {
  const language = useLanguage();
  return useCallQuery(c.announcements, announcementsInput(types), {
    keyExtra: [language],
    staleTime: ANNOUNCEMENTS_STALE_MS,
  });
}

/**
 * Asks for the home page's announcements while its chunk is still on the way (the router calls
 * it), so its banners and popup wait one round trip less.
 */
export function prefetchHomeAnnouncements(client: QueryClient): void {
  const input = announcementsInput(HOME_ANNOUNCEMENTS);
  prefetchCall(client, c.announcements, input, {
    // Before i18next starts it has no language yet: the one it will start with.
    keyExtra: [i18n.language ?? storedLanguage()],
    staleTime: ANNOUNCEMENTS_STALE_MS,
  });
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
