import { calls, type MenuItem } from "@jogada/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchCall, useCallQuery } from "../api/hooks";

/**
 * The brand's menus as the server builds them from its whitelabel tree (GET /wps/system/whitelabel):
 * the header's entries and the account menu. Undefined until they arrive (or when they cannot be
 * read), so the caller keeps what it showed before.
 */
export function useSiteMenus(): { header: MenuItem[]; member: MenuItem[] } | undefined {
  return useSiteMenusQuery().data?.menus;
}

/**
 * True while the menus' first try is on its way. Once a try failed, the bars show what they show
 * without the menus instead of staying empty through the retries (seconds), and take the menus if
 * a retry brings them.
 */
export function useSiteMenusPending(): boolean {
  const query = useSiteMenusQuery();
  return query.isPending && query.failureCount === 0;
}

const MENUS_STALE_MS = 5 * 60_000;

function useSiteMenusQuery() {
  return useCallQuery(calls.site.whitelabelMenus, {}, { staleTime: MENUS_STALE_MS });
}

/**
 * Asks for the menus at start, beside the site info (main.tsx): the navigation bars wait for them,
 * and asking only once the shell renders would add a round trip before they fill in.
 */
export function prefetchSiteMenus(client: QueryClient): void {
  prefetchCall(client, calls.site.whitelabelMenus, {}, { staleTime: MENUS_STALE_MS });
}

/** Only the site's own paths: a menu entry pointing anywhere else is left out. */
export function isSitePath(route: string): boolean {
  return route.startsWith("/") && !route.startsWith("//") && !route.includes("\\");
}
