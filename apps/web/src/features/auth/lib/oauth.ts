import { calls, type OAuthProvider } from "@jogada/contracts";
import { call } from "../../../shared/api/call";

/** The provider of the sign-in under way: its callback page must name it to the server. */
const PENDING_KEY = "oauthProvider";

/**
 * Starts a Google or Facebook sign-in: the server keeps the state and PKCE verifier and answers
 * the provider's address; the browser leaves for it and comes back to /oauth/callback.
 */
export async function startOAuth(provider: OAuthProvider): Promise<void> {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const { authorizationUrl } = await call(calls.auth.oauthStart, {
    params: { provider },
    body: { returnTo: returnTo.startsWith("/oauth/") ? "/" : returnTo },
  });
  sessionStorage.setItem(PENDING_KEY, provider);
  window.location.assign(authorizationUrl);
}

/** The provider the sign-in was started with (taken once). */
export function takePendingProvider(): OAuthProvider | null {
  const provider = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  return provider === "google" || provider === "facebook" ? provider : null;
}

export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook" };
