import { LoginReply } from "../../auth.js";
import { defineCall } from "../../call.js";
import {
  OAuthCompleteBody,
  OAuthCompleteReply,
  OAuthLinkBody,
  OAuthProviderParams,
  OAuthStartBody,
  OAuthStartReply,
  SignInOptionsReply,
} from "../../sign-in.js";

const oauth = { module: null, access: "guest", tag: "auth", encrypted: false, idempotent: false } as const;

export const signInOptions = defineCall({
  ...oauth,
  method: "GET",
  path: "/wps/session/oauth/providers",
  summary: "Which third-party sign-ins (Google, Facebook) the brand offers",
  reply: SignInOptionsReply,
  errors: [],
});

/** The site sends the browser to `authorizationUrl`; the provider comes back to /oauth/callback. */
export const oauthStart = defineCall({
  ...oauth,
  method: "POST",
  path: "/wps/session/oauth/:provider/start",
  rateLimit: "login",
  summary: "Starts a Google or Facebook sign-in (authorization code with PKCE): the provider's address",
  params: OAuthProviderParams,
  body: OAuthStartBody,
  reply: OAuthStartReply,
  errors: ["oauth.provider.off", "oauth.provider.unavailable"],
});

export const oauthComplete = defineCall({
  ...oauth,
  method: "POST",
  path: "/wps/session/oauth/:provider/callback",
  rateLimit: "login",
  summary: "Ends a third-party sign-in with the provider's code and state: a session, or a link to prove",
  params: OAuthProviderParams,
  body: OAuthCompleteBody,
  reply: OAuthCompleteReply,
  errors: [
    "oauth.provider.off",
    "oauth.state.invalid",
    "oauth.code.invalid",
    "oauth.provider.unavailable",
    "account.disabled",
  ],
});

/** A first sign-in: the player proves ownership of the account with its password. */
export const oauthLink = defineCall({
  ...oauth,
  method: "POST",
  path: "/wps/session/oauth/link",
  encrypted: true,
  rateLimit: "login",
  summary: "Links a provider's account to the player's after the player's password is proved (enc)",
  body: OAuthLinkBody,
  reply: LoginReply,
  errors: ["oauth.link.invalid", "oauth.link.taken", "login.failed", "login.locked", "account.disabled"],
});
