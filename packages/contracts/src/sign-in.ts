import { z } from "zod";
import { LoginValue } from "./auth.js";
import { ok } from "./envelope.js";

/** Third-party sign-in (SPEC §6): each provider is switched per brand (`signIn` in its configuration). */
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export const OAuthProvider = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

/** The site's page the provider sends the browser back to (`?code=...&state=...`). */
export const OAUTH_CALLBACK_ROUTE = "/oauth/callback";

export const SignInOptionsReply = ok(z.object({ google: z.boolean(), facebook: z.boolean() }));

export const OAuthProviderParams = z.object({ provider: OAuthProvider });
/** Where the site goes when the sign-in ends (a path of the site, never another origin). */
export const OAuthStartBody = z.object({
  returnTo: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]{0,200}$/)
    .default("/"),
});
export const OAuthStartReply = ok(z.object({ authorizationUrl: z.string().url() }));

/** The query the provider sent back to /oauth/callback, forwarded as is (`iss` when it sends one). */
export const OAuthCompleteBody = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
  iss: z.string().url().max(500).optional(),
});

/**
 * `signed-in`: the provider's account is linked to a player, `login` is that session.
 * `link-required`: a first sign-in; the player proves they own an account (its password) with
 * `linkToken` before it is linked. Nothing is linked on the provider's word alone.
 */
export const OAuthCompleteValue = z.discriminatedUnion("status", [
  z.object({ status: z.literal("signed-in"), returnTo: z.string(), login: LoginValue }),
  z.object({
    status: z.literal("link-required"),
    returnTo: z.string(),
    provider: OAuthProvider,
    linkToken: z.string(),
    /** The provider's e-mail address, masked, to tell the player which account they came with. */
    email: z.string(),
  }),
]);
export type OAuthCompleteValue = z.infer<typeof OAuthCompleteValue>;
export const OAuthCompleteReply = ok(OAuthCompleteValue);

export const OAuthLinkBody = z.object({
  linkToken: z.string().min(1).max(256),
  userName: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
