import { AffiliateQuery, AffiliateReply } from "../../auth.js";
import { defineCall } from "../../call.js";
import { RegisterReply, RegisterRequest } from "../../registration.js";

const registration = {
  access: "guest",
  tag: "auth",
  encrypted: false,
  idempotent: false,
} as const;

const refusals = [
  "register.disabled",
  "register.username.taken",
  "register.mobile.taken",
  "field.required",
  "field.invalid",
  "password.confirm.mismatch",
  "mobile.invalid",
  "affiliate.invalid",
  "captcha.required",
  "captcha.invalid",
  "bot.check.required",
  "verification.code.invalid",
  "verification.code.expired",
  "rg.registration.excluded",
  "rg.birthday.required",
  "rg.birthday.invalid",
  "rg.birthday.future",
  "rg.age.under.minimum",
  "register.terms.required",
  "terms.version.stale",
  "identity.id.invalid",
] as const;

export const register = defineCall({
  ...registration,
  method: "PUT",
  path: "/wps/member/register",
  module: "REG3",
  encrypted: true,
  rateLimit: "login",
  summary: "Registers by username and logs in (enc)",
  body: RegisterRequest,
  reply: RegisterReply,
  errors: refusals,
});

export const registerByMobile = defineCall({
  ...registration,
  method: "PUT",
  path: "/wps/member/register/mobile",
  module: "MOBILENUMREG3",
  encrypted: true,
  rateLimit: "login",
  summary: "Registers by mobile number and logs in (enc)",
  body: RegisterRequest,
  reply: RegisterReply,
  errors: refusals,
});

export const affiliate = defineCall({
  ...registration,
  method: "GET",
  path: "/wps/agent/affiliate",
  module: "AFFMAN3",
  summary: "Checks an affiliate (invitation) code",
  query: AffiliateQuery,
  reply: AffiliateReply,
  errors: ["affiliate.invalid"],
});
