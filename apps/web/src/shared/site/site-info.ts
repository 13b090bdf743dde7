import { calls, flattenWhitelabel, type Language, type SiteInfo } from "@jogada/contracts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { call, callKeys } from "../api/call";
import { callKey } from "../api/hooks";

/**
 * Site info: status, brand settings, whitelabel modules, resources and the server's encryption
 * key (kept in `callKeys` for the encrypted calls). The shell renders the site only once it has
 * arrived, so below the shell `useSite()` always has it.
 */
function siteInfoQuery(language: string) {
  const input = { query: { url: window.location.host } };
  return {
    // keyed on the language because the maintenance notice comes in the reader's language
    queryKey: callKey(calls.site.siteInfo, input, language),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const info = await call(calls.site.siteInfo, input, { signal });
      callKeys.encryptionKey = info.encryptionKey;
      return info;
    },
    staleTime: 60_000,
  };
}

export function useSiteInfo() {
  const { i18n } = useTranslation();
  return useQuery({ ...siteInfoQuery(i18n.language), placeholderData: keepPreviousData });
}

/**
 * Asks for the site info at start, beside the first screen's texts and chunks (main.tsx): the
 * shell waits for it, so asking only once it renders would add a round trip to the first screen.
 */
export function prefetchSiteInfo(client: QueryClient, language: Language): void {
  void client.prefetchQuery(siteInfoQuery(language));
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
