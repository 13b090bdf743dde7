import type { SiteInfo } from "@jogada/contracts";
import { flattenWhitelabel } from "@jogada/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../shared/api/client";

export function useSiteInfo() {
  return useQuery({
    queryKey: ["site-info"],
    queryFn: () => api<SiteInfo>("/wps/system/status", { query: { url: window.location.host } }),
    staleTime: 60_000,
  });
}

/** `modId -> enabled` of the brand's whitelabel tree. */
export function useModules(): Record<string, boolean> {
  const { data } = useSiteInfo();
  return data ? flattenWhitelabel(data.info.whitelabel) : {};
}
