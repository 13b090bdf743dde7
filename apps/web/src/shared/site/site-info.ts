import { calls, flattenWhitelabel, type SiteInfo } from "@jogada/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { call, callKeys } from "../api/call";
import { callKey } from "../api/hooks";

/**
 * Site info: status, brand settings, whitelabel modules, resources and the server's encryption
 * key (kept in `callKeys` for the encrypted calls). The shell renders the site only once it has
 * arrived, so below the shell `useSite()` always has it.
 */
export function useSiteInfo() {
  const { i18n } = useTranslation();
  const input = { query: { url: window.location.host } };
  return useQuery({
    // keyed on the language because the maintenance notice comes in the reader's language
    queryKey: callKey(calls.site.siteInfo, input, i18n.language),
    queryFn: async ({ signal }) => {
      const info = await call(calls.site.siteInfo, input, { signal });
      callKeys.encryptionKey = info.encryptionKey;
      return info;
    },
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
