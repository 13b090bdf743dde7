import type {
  Announcements,
  AnnouncementType,
  HelpEntry,
  HelpTag,
  NoticeList,
  Resource,
} from "@jogada/contracts";
import { LIMITS } from "@jogada/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../shared/api/client";
import { fetchCustomerServiceList } from "../../../shared/lib/customer-service";

/** The language every content query is keyed on, so switching language refetches the texts. */
function useLanguage(): string {
  return useTranslation().i18n.language;
}

export function useAnnouncements(types: readonly AnnouncementType[]) {
  const language = useLanguage();
  return useQuery({
    queryKey: ["announcements", types.join(","), language],
    queryFn: () =>
      api<Announcements>("/wps/relay/MCSFE_getListAnnouncements", {
        query: { types: types.join(","), platform: "W" },
      }),
    staleTime: 5 * 60_000,
  });
}

/** Notice page: 9 per page (SPEC §9), newest first. */
export function useNoticeList(page: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ["notice-list", page, language],
    queryFn: () =>
      api<NoticeList>("/wps/relay/MCSFE_getNoticeList", { query: { page, size: LIMITS.noticePageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useHelpCenter(tag?: HelpTag) {
  const language = useLanguage();
  return useQuery({
    queryKey: ["help-center", tag ?? "all", language],
    queryFn: () => api<HelpEntry[]>("/wps/system/helpCenter", { query: { tag } }),
    staleTime: 10 * 60_000,
  });
}

export function useCustomerServiceList() {
  return useQuery({
    queryKey: ["customer-service"],
    queryFn: fetchCustomerServiceList,
    staleTime: 10 * 60_000,
  });
}

export function useResources() {
  return useQuery({
    queryKey: ["resources"],
    queryFn: () => api<{ resources: Resource[] }>("/wps/system/resources").then((value) => value.resources),
    staleTime: 10 * 60_000,
  });
}
