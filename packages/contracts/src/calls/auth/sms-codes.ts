import {
  SmsCodeExpiryReply,
  SmsCodeMinutesReply,
  SmsLoginCodeRequest,
  SmsPasswordCodeRequest,
  SmsRegisterCodeRequest,
} from "../../auth.js";
import { defineCall } from "../../call.js";

const sms = {
  method: "POST",
  access: "guest",
  tag: "auth",
  encrypted: false,
  idempotent: false,
  rateLimit: "login",
} as const;
const sending = ["sms.too.frequent", "sms.daily.limit", "sms.send.failed"] as const;

export const smsLoginCode = defineCall({
  ...sms,
  path: "/wps/verification/sms/noLogin",
  module: "MOBILEVERCODELOGIN3",
  summary: "Sends an SMS login code",
  body: SmsLoginCodeRequest,
  reply: SmsCodeMinutesReply,
  errors: [...sending, "mobile.not.registered"],
});

export const smsRegisterCode = defineCall({
  ...sms,
  path: "/wps/verification/sms/register",
  module: "REGMOBVERF3",
  summary: "Sends an SMS registration code",
  body: SmsRegisterCodeRequest,
  reply: SmsCodeMinutesReply,
  errors: [...sending, "register.mobile.taken"],
});

/** Also needs PWRESETSMS3 (checked by the handler). */
export const smsPasswordCode = defineCall({
  ...sms,
  path: "/wps/verification/sms/password",
  module: "CHNGPASSVERIF3",
  summary: "Sends a forgot-password SMS code",
  body: SmsPasswordCodeRequest,
  reply: SmsCodeExpiryReply,
  errors: [...sending, "mobile.not.registered"],
});
