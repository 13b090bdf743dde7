import {
  ChangePasswordReply,
  ChangePasswordRequest,
  ForgotByEmailReply,
  ForgotByEmailRequest,
  ResetByLinkReply,
  ResetByLinkRequest,
  ResetByPhoneReply,
  ResetByPhoneRequest,
} from "../../auth.js";
import { defineCall } from "../../call.js";

const passwords = { method: "POST", tag: "auth", idempotent: false } as const;
const newPassword = ["password.confirm.mismatch", "field.invalid"] as const;

export const changePassword = defineCall({
  ...passwords,
  path: "/wps/member/password",
  module: "PASS3",
  access: "real",
  allowPendingPasswordChange: true,
  encrypted: true,
  summary: "Changes the password (enc)",
  body: ChangePasswordRequest,
  reply: ChangePasswordReply,
  errors: [...newPassword, "password.old.invalid", "password.same", "password.attempts.locked"],
});

/** SPEC §7: a classic form post. */
export const forgotPasswordByEmail = defineCall({
  ...passwords,
  path: "/wps/member/password/email",
  module: "PASS3",
  access: "guest",
  encrypted: false,
  form: true,
  rateLimit: "login",
  summary: "Forgot password: mails a reset link (form-encoded)",
  body: ForgotByEmailRequest,
  reply: ForgotByEmailReply,
  errors: ["email.format.invalid", "password.email.unknown", "mail.send.failed"],
});

export const resetPasswordByLink = defineCall({
  ...passwords,
  path: "/wps/member/password/reset",
  module: "PASS3",
  access: "guest",
  encrypted: true,
  rateLimit: "login",
  summary: "Sets a new password from the mailed link and logs in (enc)",
  body: ResetByLinkRequest,
  reply: ResetByLinkReply,
  errors: [...newPassword, "password.reset.invalid"],
});

/** Also needs PWRESETSMS3 (checked by the handler). */
export const resetPasswordByPhone = defineCall({
  ...passwords,
  path: "/wps/member/password/verification",
  module: "CHNGPASSVERIF3",
  access: "guest",
  encrypted: true,
  rateLimit: "login",
  summary: "Sets a new password with an SMS code and logs in (enc)",
  body: ResetByPhoneRequest,
  reply: ResetByPhoneReply,
  errors: [...newPassword, "mobile.not.registered", "verification.code.invalid", "verification.code.expired"],
});
