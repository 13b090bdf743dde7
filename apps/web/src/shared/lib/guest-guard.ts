import { GUEST_ALLOWED_ROUTES } from "@jogada/contracts";

/**
 * SPEC §2: when the brand sets loginedToHomePage, a visitor without a session token may open only
 * the guest routes; anything else goes to /login. Returns where to go, or null to stay.
 */
export function guestRedirect(
  pathname: string,
  { loginedToHomePage, hasToken }: { loginedToHomePage: boolean; hasToken: boolean },
): string | null {
  if (!loginedToHomePage || hasToken) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return GUEST_ALLOWED_ROUTES.includes(path) ? null : "/login";
}
