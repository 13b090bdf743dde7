import { z } from "zod";
import { defineCall } from "../../call.js";
import {
  CreateDepositRequest,
  DepositListReply,
  DepositOrderQuery,
  DepositOrderReply,
  DepositSettingsReply,
  PaymentNotification,
  PaymentNotificationReply,
} from "../../cashier.js";
import { PageQuery } from "../../envelope.js";
import { RG_DEPOSIT_ERRORS } from "../../errors/index.js";

const deposit = { module: "DPSTBAS3", access: "real", tag: "cashier", encrypted: false } as const;

export const depositSettings = defineCall({
  ...deposit,
  method: "GET",
  path: "/wps/relay/DPS_depositSettings",
  idempotent: false,
  summary: "Deposit channels and limits",
  reply: DepositSettingsReply,
  errors: [],
});

export const createDeposit = defineCall({
  ...deposit,
  method: "POST",
  path: "/wps/relay/DPS_createDeposit",
  idempotent: true,
  rateLimit: "money",
  summary: "Open a deposit order and get the provider's checkout page",
  body: CreateDepositRequest,
  reply: DepositOrderReply,
  errors: [
    "deposit.channel.unknown",
    "wallet.amount.invalid",
    "wallet.amount.below.minimum",
    "wallet.amount.above.maximum",
    "payment.gateway.unavailable",
    ...RG_DEPOSIT_ERRORS,
  ],
});

export const depositOrder = defineCall({
  ...deposit,
  method: "GET",
  path: "/wps/relay/DPS_depositOrder",
  idempotent: false,
  summary: "One deposit order",
  query: DepositOrderQuery,
  reply: DepositOrderReply,
  errors: ["deposit.order.unknown"],
});

export const depositList = defineCall({
  ...deposit,
  method: "GET",
  path: "/wps/relay/DPS_depositList",
  idempotent: false,
  summary: "The player's deposit orders",
  query: PageQuery,
  reply: DepositListReply,
  errors: [],
});

export const paymentNotification = defineCall({
  method: "POST",
  path: "/api/payments/:provider/notify",
  module: null,
  access: "partner",
  partner: "payments",
  alwaysAvailable: true,
  tag: "cashier",
  encrypted: false,
  idempotent: false,
  summary: "Payment provider notification (payment or payout), HMAC-signed; safe to repeat",
  params: z.object({ provider: z.string().regex(/^[A-Z0-9_]{2,32}$/) }),
  body: PaymentNotification,
  reply: PaymentNotificationReply,
  errors: ["payment.signature.invalid", "payment.order.unknown", "payment.notification.mismatch"],
});
