import { z } from "zod";
import { BotCheck, DialCode } from "./account-fields.js";
import { LoginValue } from "./auth.js";
import { ok } from "./envelope.js";

/** Third-party sign-in (SPEC §6): each provider is switched per brand (`signIn` in its configuration). */
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export const OAuthProvider = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

/** The site's page the provider sends the browser back to (`?code=...&state=...`). */
export const OAUTH_CALLBACK_ROUTE = "/oauth/callback";

export const SignInOptionsReply = ok(
  z.object({ google: z.boolean(), facebook: z.boolean(), phone: z.boolean().default(false) }),
);

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
 * `link-required`: a first sign-in with the address of an account here (or on a brand that takes
 * no registrations); the player proves they own an account (its password) with `linkToken` before
 * it is linked. Nothing is linked on the provider's word alone. A first sign-in with an address
 * unknown here opens a new account, signed in.
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

/**
 * Phone-auth sign-in (SPEC §4): a phone-auth provider texts a code to the number; the code signs in
 * the member whose mobile it is. One code a minute per number (the site's countdown), and after
 * repeated requests the number waits five minutes.
 */
export const PHONE_AUTH = {
  countdownSeconds: 60,
  requestsBeforeRetry: 5,
  retryMinutes: 5,
  codeMinutes: 5,
  wrongCodesAllowed: 5,
} as const;

export const PhoneAuthCodeBody = z.object({
  countryDialingCode: DialCode,
  /** Empty is refused with its own message ("missing phone number"), not as a malformed request. */
  mobileNum: z.string().trim().max(20).default(""),
  altcha: BotCheck,
  /** The provider's own captcha answer when the site shows its widget. */
  captchaToken: z.string().max(4000).optional(),
});
export const PhoneAuthCodeReply = ok(
  z.object({
    /** Names this code in the verify call; the provider's own handle stays on the server. */
    verificationId: z.string(),
    /** The site's countdown before another code may be asked for (SPEC: one minute for phone-auth). */
    countdownSeconds: z.number().int(),
    expiredMinutes: z.number().int(),
  }),
);

export const PhoneAuthVerifyBody = z.object({
  verificationId: z.string().min(1).max(256),
  code: z.string().trim().max(16).default(""),
});

/**
 * `signed-in`: the number belongs to a member, `login` is the session. `not-registered`: the number
 * is proved but no account has it; `firebaseIdToken` lets the registration form skip the SMS code.
 */
export const PhoneAuthVerifyValue = z.discriminatedUnion("status", [
  z.object({ status: z.literal("signed-in"), login: LoginValue }),
  z.object({
    status: z.literal("not-registered"),
    firebaseIdToken: z.string(),
    countryDialingCode: z.string(),
    mobileNum: z.string(),
  }),
]);
export type PhoneAuthVerifyValue = z.infer<typeof PhoneAuthVerifyValue>;
export const PhoneAuthVerifyReply = ok(PhoneAuthVerifyValue);
