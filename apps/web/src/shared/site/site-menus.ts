import { calls, type MenuItem } from "@jogada/contracts";
import { useCallQuery } from "../api/hooks";

/**
 * The brand's menus as the server builds them from its whitelabel tree (GET /wps/system/whitelabel):
 * the header's entries and the account menu. Undefined until they arrive (or when they cannot be
 * read), so the caller keeps what it showed before.
 */
export function useSiteMenus(): { header: MenuItem[]; member: MenuItem[] } | undefined {
  return useSiteMenusQuery().data?.menus;
}

/** True while the menus are still on their way (not once they came, nor when they failed). */
export function useSiteMenusPending(): boolean {
  return useSiteMenusQuery().isPending;
}

function useSiteMenusQuery() {
  return useCallQuery(calls.site.whitelabelMenus, {}, { staleTime: 5 * 60_000 });
}

/** Only the site's own paths: a menu entry pointing anywhere else is left out. */
export function isSitePath(route: string): boolean {
  return route.startsWith("/") && !route.startsWith("//") && !route.includes("\\");
}
