import { z } from "zod";
import { Id, Reason } from "../../back-office-fields.js";
import { defineCall } from "../../call.js";
import { ok, PageQuery, paged } from "../../envelope.js";
import { PaymentAlertRow, PaymentProviderStatus, PixRefundValue, PixWebhookBody } from "../../pix.js";
import { ops } from "../back-office/ops.js";

export const pixWebhook = defineCall({
  method: "POST",
  path: "/api/pix/:provider/webhook/:token/pix",
  module: null,
  access: "guest",
  alwaysAvailable: true,
  rateLimit: "off",
  tag: "cashier",
  encrypted: false,
  idempotent: false,
  summary:
    "The Pix provider's webhook (API Pix: POST <webhookUrl>/pix), accepted only from its client certificate (mutual TLS): each Pix received is confirmed with GET /cob/{txid} before it credits, each Pix sent (gnExtras.idEnvio) with GET /v2/gn/pix/enviados/id-envio/{idEnvio} before a payout settles; safe to repeat",
  params: z.object({
    provider: z.string().regex(/^[A-Z0-9_]{2,32}$/),
    token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  }),
  body: PixWebhookBody,
  reply: ok(z.object({ received: z.number().int() })),
  errors: ["payment.signature.invalid", "payment.certificate.required", "payment.gateway.unavailable"],
});

export const paymentAlerts = defineCall({
  ...ops,
  permission: "payments.read",
  method: "GET",
  path: "/ops/payments/alerts",
  idempotent: false,
  summary:
    "What payment providers sent that no rule settled (unknown txid, other amount, repeated Pix...), newest first",
  query: PageQuery.extend({ state: z.enum(["open", "resolved"]).default("open") }),
  reply: ok(paged(PaymentAlertRow)),
  errors: [],
});

export const resolvePaymentAlert = defineCall({
  ...ops,
  permission: "payments.write",
  method: "POST",
  path: "/ops/payments/alerts/:id/resolve",
  idempotent: false,
  summary: "Close a payment alert with what was done about it",
  params: z.object({ id: Id }),
  body: z.object({ reason: Reason }),
  reply: ok(PaymentAlertRow),
  errors: ["payment.alert.unknown"],
});

export const refundPix = defineCall({
  ...ops,
  permission: "payments.write",
  method: "POST",
  path: "/ops/pix/:endToEndId/refund",
  idempotent: false,
  summary:
    "Give a received Pix back to its payer (PUT /pix/{e2eid}/devolucao/{id}); a credited one is taken back from the player's wallet; once per Pix",
  params: z.object({ endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/) }),
  body: z.object({ reason: Reason }),
  reply: ok(PixRefundValue),
  errors: [
    "pix.receipt.unknown",
    "pix.refund.refused",
    "wallet.insufficient.funds",
    "payment.gateway.unavailable",
  ],
});

export const paymentProviders = defineCall({
  ...ops,
  permission: "payments.read",
  method: "GET",
  path: "/ops/payments/providers",
  idempotent: false,
  summary: "Each payment provider: on or off, where it is, its last success and its last error",
  reply: ok(z.array(PaymentProviderStatus)),
  errors: [],
});
