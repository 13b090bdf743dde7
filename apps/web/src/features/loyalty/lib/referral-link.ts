/**
 * The register address that credits this player (SPEC §3: the `referralCode` query of
 * registration): the server's path when it gives one, on this site's own origin.
 */
export function referralLink(origin: string, code: string, registerPath?: string): string {
  const url = new URL(registerPath || "/register", origin);
  if (url.origin !== origin) return referralLink(origin, code);
  if (!url.searchParams.has("referralCode")) url.searchParams.set("referralCode", code);
  return url.href;
}
