import { defineCall } from "../../call.js";
import { PaymentPasswordReply, PaymentPasswordRequest } from "../../member.js";

export const setPaymentPassword = defineCall({
  method: "POST",
  path: "/wps/member/password/payment",
  module: null,
  access: "real",
  tag: "member",
  encrypted: true,
  idempotent: false,
  summary: "Sets or changes the payment password (enc)",
  body: PaymentPasswordRequest,
  reply: PaymentPasswordReply,
  errors: [
    "password.confirm.mismatch",
    "field.invalid",
    "payment.password.exists",
    "payment.password.invalid",
    "password.attempts.locked",
  ],
});
