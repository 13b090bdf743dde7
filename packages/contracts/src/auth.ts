import { z } from "zod";
import { BotCheck, DialCode, MobileNumber, text } from "./account-fields.js";
import { ok } from "./envelope.js";
import { MEMBER_TYPES } from "./member-types.js";

export { DialCode, MobileNumber } from "./account-fields.js";

/*
 * Accounts and sessions (SPEC §3, §4, §5, §7 "Auth and member"): login, SMS codes, captcha and
 * passwords. Registration is in registration.ts, member info and avatar in member.ts.
 */

// ---------------------------------------------------------------------------------------------
// Account types (the SPEC's isAgent value; the values and tests are in member-types.ts)

export const MemberTypeSchema = z.union(MEMBER_TYPES.map((type) => z.literal(type)));

// ---------------------------------------------------------------------------------------------
// Captcha: GET /wps/captcha

export const CaptchaReply = ok(z.string().describe("data:image/png;base64,... image of the captcha"));

/** GET /wps/session/captchaRequired: whether a login (of this account, from this address) needs a captcha. */
export const CaptchaRequiredQuery = z.object({ username: z.string().trim().max(64).optional() });
export const CaptchaRequiredReply = ok(z.object({ captcha: z.boolean() }));

/** GET /wps/captcha/challenge: a proof-of-work challenge for the bot check. */
export const BotChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type BotChallenge = z.infer<typeof BotChallenge>;

// ---------------------------------------------------------------------------------------------
// Login: POST /wps/session/login (enc)

export const LoginType = z.enum(["username", "sms"]);

export const LoginRequest = z.object({
  /** With SMS login: the mobile number. */
  username: text(64).min(1),
  /** With SMS login: the code. */
  password: z.string().max(128).min(1),
  type: LoginType.default("username"),
  countryDialingCode: DialCode.optional(),
  captcha: text(16).optional(),
  /** The SMS code confirming a sign-in from a new IP address (LOGINIPVERF3). */
  verificationCode: text(16).optional(),
  rememberMe: z.boolean().optional(),
  altcha: BotCheck,
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginValue = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  /** The isAgent value: 0 member, 1/2/41/42 agents, 4 trial. */
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The holder must choose a new password before anything else (default or expired password). */
  changePasswordRequired: z.boolean(),
});
export type LoginValue = z.infer<typeof LoginValue>;
export const LoginReply = ok(LoginValue);

/** The error value of a refused login: `captcha` asks the site to show the captcha box. */
export const LoginFailureValue = z.object({
  captcha: z.boolean(),
  /** Set when a code was sent to the account's phone to confirm a new IP address. */
  ipVerification: z.boolean().optional(),
  maskedMobile: z.string().optional(),
});

/**
 * POST /wps/session/login/freeplay (SPEC §7): the visitor's operating system as the browser names
 * it and the platform, W for the web site.
 */
export const FreePlayRequest = z.object({
  os: text(32)
    .min(1)
    .regex(/^[\p{L}\p{N} _.()/,;:+-]+$/u),
  platform: z.literal("W"),
});

/** The gateway version free play is sent with (SPEC §7). */
export const FREE_PLAY_GATEWAY_VERSION = "3";

/** POST /wps/session/login/remember: a new session from the remember-me cookie. */
export const RememberReply = LoginReply;

export const LogoutReply = ok(z.null());

// ---------------------------------------------------------------------------------------------
// SMS codes

export const SmsLoginCodeRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: DialCode,
  altcha: BotCheck,
});
export const SmsRegisterCodeRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: DialCode,
  username: text(64).optional(),
  altcha: BotCheck,
});
export const SmsPasswordCodeRequest = SmsLoginCodeRequest;

export const SmsCodeMinutesReply = ok(z.object({ expiredMinutes: z.number().int() }));
/** Forgot-password code: the epoch milliseconds at which it expires. */
export const SmsCodeExpiryReply = ok(z.object({ expirationTime: z.number().int() }));

// ---------------------------------------------------------------------------------------------
// Affiliate check: GET /wps/agent/affiliate?code&domain

export const AffiliateQuery = z.object({ code: text(64).min(1), domain: text(255).optional() });
export const AffiliateReply = ok(z.object({ valid: z.literal(true), agent: z.string() }));

// ---------------------------------------------------------------------------------------------
// Passwords

/** POST /wps/member/password (token, enc). `oldPassword` is needed unless the holder lacks one. */
export const ChangePasswordRequest = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export const ChangePasswordReply = ok(z.null());

/** form POST /wps/member/password/email. */
export const ForgotByEmailRequest = z.object({
  username: text(64).min(1),
  /** SPEC §5: an address of the email format; anything else is a format error, not an unknown account. */
  email: text(255)
    .min(1)
    .refine((email) => z.email().safeParse(email).success, {
      message: "an email address",
      params: { errorCode: "email.format.invalid" },
    }),
});
export const ForgotByEmailReply = ok(z.null());

/** POST /wps/member/password/verification (enc): set a new password with an SMS code. */
export const ResetByPhoneRequest = z.object({
  mobileNum: MobileNumber,
  countryDialingCode: DialCode,
  verificationCode: text(16).min(1),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128).optional(),
  altcha: BotCheck,
});
export const ResetByPhoneReply = LoginReply;

/** POST /wps/member/password/reset (enc): the link of the forgot-password mail. */
export const ResetByLinkRequest = z.object({
  token: text(128).min(1),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export const ResetByLinkReply = LoginReply;
