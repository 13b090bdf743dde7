import {
  CaptchaRequiredQuery,
  CaptchaRequiredReply,
  FREE_PLAY_GATEWAY_VERSION,
  FreePlayRequest,
  LoginReply,
  LoginRequest,
  LogoutReply,
  RememberReply,
} from "../../auth.js";
import { defineCall } from "../../call.js";

const session = { module: null, access: "guest", tag: "auth", encrypted: false, idempotent: false } as const;

/**
 * Asked by the login form before its first submit (and as the username changes), so the captcha
 * box is shown as soon as the server will require it: failures are counted per account and per
 * address separately, each against its own threshold in the brand configuration (loginCaptcha).
 */
export const captchaRequired = defineCall({
  ...session,
  method: "GET",
  path: "/wps/session/captchaRequired",
  rateLimit: "login",
  summary: "Whether a login of this account from this address needs a captcha now",
  query: CaptchaRequiredQuery,
  reply: CaptchaRequiredReply,
  errors: [],
});

export const login = defineCall({
  ...session,
  method: "POST",
  path: "/wps/session/login",
  encrypted: true,
  rateLimit: "login",
  summary: "Log in by username and password or by SMS code (enc)",
  body: LoginRequest,
  reply: LoginReply,
  errors: [
    "login.credentials.required",
    "login.failed",
    "login.locked",
    "login.ip.verification",
    "account.disabled",
    "captcha.required",
    "captcha.invalid",
    "bot.check.required",
    "mobile.invalid",
    "mobile.not.registered",
    "verification.code.invalid",
    "verification.code.expired",
    "sms.too.frequent",
    "sms.daily.limit",
    "sms.send.failed",
  ],
});

export const freePlay = defineCall({
  ...session,
  method: "POST",
  path: "/wps/session/login/freeplay",
  rateLimit: "login",
  module: "FREEPLAY3",
  // SPEC §7: the body travels encrypted, with the gateway version 3.
  encrypted: true,
  headers: { "Gateway-Version": FREE_PLAY_GATEWAY_VERSION },
  summary: "Free play: a new trial account with play money",
  body: FreePlayRequest,
  reply: LoginReply,
  errors: [],
});

export const rememberLogin = defineCall({
  ...session,
  method: "POST",
  path: "/wps/session/login/remember",
  rateLimit: "login",
  summary: "A new session from the remember-me cookie (rotated)",
  reply: RememberReply,
  errors: [],
});

export const logout = defineCall({
  ...session,
  method: "DELETE",
  path: "/wps/session/logout",
  access: "any",
  allowPendingPasswordChange: true,
  summary: "Ends the session",
  reply: LogoutReply,
  errors: [],
});
