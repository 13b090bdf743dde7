import { OAUTH_CALLBACK_ROUTE, type OAuthProvider } from "@jogada/contracts";
import * as oidc from "openid-client";
import type { Config } from "../../config.js";
import { AppError } from "../../platform/errors.js";

/** What the provider vouches for after a good code exchange. */
export interface ProviderIdentity {
  subject: string;
  email: string;
}

interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Google and Facebook through OpenID Connect with openid-client: discovery, the authorization
 * address (code flow, PKCE S256, state and nonce) and the code exchange, which checks the ID
 * token's signature, issuer, audience, expiry and nonce. Outside production both names default to
 * the sandbox's providers.
 */
export class OAuthClient {
  private readonly configurations = new Map<OAuthProvider, Promise<oidc.Configuration>>();

  constructor(private readonly config: Config) {}

  get redirectUri(): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, "")}${OAUTH_CALLBACK_ROUTE}`;
  }

  private settings(provider: OAuthProvider): ProviderSettings | undefined {
    const c = this.config;
    const sandbox = c.NODE_ENV !== "production";
    const named =
      provider === "google"
        ? {
            issuer: c.OAUTH_GOOGLE_ISSUER,
            clientId: c.OAUTH_GOOGLE_CLIENT_ID,
            clientSecret: c.OAUTH_GOOGLE_CLIENT_SECRET,
          }
        : {
            issuer: c.OAUTH_FACEBOOK_ISSUER,
            clientId: c.OAUTH_FACEBOOK_CLIENT_ID,
            clientSecret: c.OAUTH_FACEBOOK_CLIENT_SECRET,
          };
    const issuer =
      named.issuer ?? (sandbox ? `${c.SANDBOX_URL.replace(/\/+$/, "")}/identity/${provider}` : undefined);
    const clientId = named.clientId ?? (sandbox ? "jogada-sandbox" : undefined);
    const clientSecret = named.clientSecret ?? (sandbox ? "sandbox-identity-secret" : undefined);
    if (!issuer || !clientId || !clientSecret) return undefined;
    return { issuer, clientId, clientSecret };
  }

  private configuration(provider: OAuthProvider): Promise<oidc.Configuration> {
    const known = this.configurations.get(provider);
    if (known) return known;
    const settings = this.settings(provider);
    if (!settings) return Promise.reject(new AppError("oauth.provider.unavailable"));
    const issuer = new URL(settings.issuer);
    const found = oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // The sandbox speaks plain HTTP on the developer's machine; real providers are HTTPS only.
        ...(issuer.protocol === "http:" && this.config.NODE_ENV !== "production"
          ? { execute: [oidc.allowInsecureRequests] }
          : {}),
      })
      .catch(() => {
        this.configurations.delete(provider);
        throw new AppError("oauth.provider.unavailable");
      });
    this.configurations.set(provider, found);
    return found;
  }

  async authorizationUrl(
    provider: OAuthProvider,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<string> {
    const configuration = await this.configuration(provider);
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: "S256",
    });
    return url.toString();
  }

  async exchange(
    provider: OAuthProvider,
    callback: { code: string; state: string; iss?: string },
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderIdentity> {
    const configuration = await this.configuration(provider);
    const current = new URL(this.redirectUri);
    current.searchParams.set("code", callback.code);
    current.searchParams.set("state", callback.state);
    if (callback.iss) current.searchParams.set("iss", callback.iss);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      // fetch() failing (TypeError) or timing out: the provider did not answer. Anything else is a
      // refusal or a reply that does not verify (a used or forged code, a wrong verifier, a bad
      // ID token): the sign-in is refused.
      const unreachable = error instanceof TypeError || (error as Error).name === "AbortError";
      throw new AppError(unreachable ? "oauth.provider.unavailable" : "oauth.code.invalid");
    }
    const claims = tokens.claims();
    if (!claims?.sub) throw new AppError("oauth.code.invalid");
    return { subject: claims.sub, email: typeof claims.email === "string" ? claims.email : "" };
  }
}
