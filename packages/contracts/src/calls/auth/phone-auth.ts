import { defineCall } from "../../call.js";
import {
  PhoneAuthCodeBody,
  PhoneAuthCodeReply,
  PhoneAuthVerifyBody,
  PhoneAuthVerifyReply,
} from "../../sign-in.js";

const phoneAuth = {
  module: null,
  access: "guest",
  tag: "auth",
  encrypted: false,
  idempotent: false,
} as const;

export const phoneAuthCode = defineCall({
  ...phoneAuth,
  method: "POST",
  path: "/wps/session/phone-auth/code",
  rateLimit: "login",
  summary: "Has the phone-auth provider text a sign-in code (one a minute; five minutes' wait after repeats)",
  body: PhoneAuthCodeBody,
  reply: PhoneAuthCodeReply,
  errors: [
    "oauth.provider.off",
    "bot.check.required",
    "phoneauth.phone.missing",
    "phoneauth.phone.invalid",
    "phoneauth.code.wait",
    "phoneauth.too.many",
    "phoneauth.captcha.failed",
    "phoneauth.quota",
    "phoneauth.not.enabled",
    "phoneauth.unavailable",
  ],
});

export const phoneAuthVerify = defineCall({
  ...phoneAuth,
  method: "POST",
  path: "/wps/session/phone-auth/verify",
  rateLimit: "login",
  summary: "Signs in with the code the phone-auth provider texted: a session, or the proof to register",
  body: PhoneAuthVerifyBody,
  reply: PhoneAuthVerifyReply,
  errors: [
    "oauth.provider.off",
    "phoneauth.code.invalid",
    "phoneauth.code.expired",
    "phoneauth.token.invalid",
    "phoneauth.not.enabled",
    "phoneauth.unavailable",
    "account.disabled",
  ],
});
