import type { SiteInfo } from "@jogada/contracts";
import { flattenWhitelabel } from "@jogada/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../api/client";

/**
 * Site info (`/wps/system/status`): status, brand settings, whitelabel modules, resources. The
 * shell renders the site only once it has arrived, so below the shell `useSite()` always has it.
 */
export function useSiteInfo() {
  const { i18n } = useTranslation();
  return useQuery({
    // keyed on the language because the maintenance notice comes in the reader's language
    queryKey: ["site-info", i18n.language],
    queryFn: () => api<SiteInfo>("/wps/system/status", { query: { url: window.location.host } }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Site info inside the shell (throws outside it, where it may not have loaded yet). */
export function useSite(): SiteInfo {
  const { data } = useSiteInfo();
  if (!data) throw new Error("useSite() called before the site info loaded");
  return data;
}

/** `modId -> enabled` of the brand's whitelabel tree. */
export function useModules(): Record<string, boolean> {
  const { data } = useSiteInfo();
  return data ? flattenWhitelabel(data.info.whitelabel) : {};
}
