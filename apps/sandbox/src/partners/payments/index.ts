import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import {
  GatewayPaymentRequest,
  GatewayPayoutRequest,
  PAYMENT_SIGNATURE_HEADER,
  type PaymentNotification,
} from "@jogada/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { SandboxConfig } from "../../config.js";
import {
  checkoutLanguage,
  checkoutPage,
  type Delivery,
  dashboardPage,
  type Payment,
  type Payout,
  unknownPaymentPage,
} from "./pages.js";

function sign(secret: string, raw: string): string {
  return createHmac("sha256", secret).update(raw).digest("hex");
}

function verify(secret: string, raw: string, signature: unknown): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, raw), "hex"), Buffer.from(signature, "hex"));
}

/** Seconds between delivery attempts of a notification the platform did not acknowledge. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The payment gateway: hosted checkout for deposits (the payer pays or abandons), payouts for
 * withdrawals (a payee account number starting with FAIL is refused by the "bank"), and signed
 * notifications to the platform, retried until acknowledged and replayable from /payments.
 */
export async function registerPayments(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const publicUrl = config.SANDBOX_PUBLIC_URL ?? `http://${config.SANDBOX_HOST}:${config.SANDBOX_PORT}`;
  const secret = config.PAYMENTS_SECRET;
  const payments = new Map<string, Payment>();
  const payouts = new Map<string, Payout>();
  const deliveries = new Map<string, Delivery>();
  const timers = new Set<NodeJS.Timeout>();
  app.addHook("onClose", async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  async function attempt(delivery: Delivery): Promise<void> {
    const raw = JSON.stringify(delivery.notification);
    let status = "network error";
    try {
      const res = await fetch(delivery.notifyUrl, {
        method: "POST",
        headers: { "content-type": "application/json", [PAYMENT_SIGNATURE_HEADER]: sign(secret, raw) },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      status = String(res.status);
      delivery.attempts.push({ at: new Date().toISOString(), status });
      if (res.ok) {
        delivery.acknowledged = true;
        return;
      }
    } catch {
      delivery.attempts.push({ at: new Date().toISOString(), status });
    }
    const delay = RETRY_DELAYS_MS[delivery.attempts.length - 1];
    if (delay !== undefined && !delivery.acknowledged) later(delay, () => void attempt(delivery));
  }

  function notify(notifyUrl: string, notification: PaymentNotification): void {
    const delivery: Delivery = { notification, notifyUrl, attempts: [], acknowledged: false };
    deliveries.set(notification.notificationId, delivery);
    void attempt(delivery);
  }

  await app.register(async (scope) => {
    // Signatures are over the exact bytes sent, so keep the raw body.
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
      try {
        done(null, { raw: body as string, json: JSON.parse(body as string) });
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    function signedBody<T extends z.ZodType>(
      schema: T,
      request: FastifyRequest,
      reply: FastifyReply,
    ): z.infer<T> | undefined {
      const body = request.body as { raw: string; json: unknown } | undefined;
      if (!body || !verify(secret, body.raw, request.headers[PAYMENT_SIGNATURE_HEADER])) {
        void reply.status(401).send({ error: "INVALID_SIGNATURE" });
        return undefined;
      }
      const parsed = schema.safeParse(body.json);
      if (!parsed.success) {
        void reply.status(400).send({ error: "INVALID_REQUEST", detail: parsed.error.issues[0]?.message });
        return undefined;
      }
      return parsed.data;
    }

    scope.post("/payments/api/payments", async (request, reply) => {
      const input = signedBody(GatewayPaymentRequest, request, reply);
      if (!input) return reply;
      // The same order asked twice gets the same payment (the platform may retry).
      const existing = [...payments.values()].find((p) => p.orderNo === input.orderNo);
      const payment: Payment = existing ?? {
        paymentId: `PAY-${randomUUID()}`,
        ...input,
        status: "open",
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.paymentId, payment);
      return {
        paymentId: payment.paymentId,
        checkoutUrl: `${publicUrl}/payments/checkout/${payment.paymentId}`,
      };
    });

    scope.post("/payments/api/payouts", async (request, reply) => {
      const input = signedBody(GatewayPayoutRequest, request, reply);
      if (!input) return reply;
      const known = payouts.get(input.payoutId);
      if (known) return { payoutRef: known.payoutRef, status: "accepted" as const };
      const accepted: Payout = {
        ...input,
        payoutRef: `OUT-${randomUUID()}`,
        status: "processing",
        createdAt: new Date().toISOString(),
      };
      payouts.set(input.payoutId, accepted);
      later(500, () => {
        accepted.status = accepted.payee.accountNo.toUpperCase().startsWith("FAIL") ? "FAILED" : "PAID";
        notify(accepted.notifyUrl, {
          notificationId: `NTF-${randomUUID()}`,
          kind: "payout",
          orderNo: accepted.payoutId,
          providerRef: accepted.payoutRef,
          amount: accepted.amount,
          currency: accepted.currency,
          status: accepted.status,
          occurredAt: new Date().toISOString(),
        });
      });
      return { payoutRef: accepted.payoutRef, status: "accepted" as const };
    });

    scope.get("/payments/checkout/:paymentId", async (request, reply) => {
      const payment = payments.get((request.params as { paymentId: string }).paymentId);
      const language = checkoutLanguage(payment, (request.query as { lang?: unknown }).lang);
      if (!payment) return reply.status(404).type("text/html").send(unknownPaymentPage(language));
      return reply.type("text/html").send(checkoutPage(payment, language));
    });

    scope.post("/payments/checkout/:paymentId/:action", async (request, reply) => {
      const { paymentId, action } = request.params as { paymentId: string; action: string };
      const payment = payments.get(paymentId);
      if (!payment || (action !== "pay" && action !== "cancel")) return reply.status(404).send();
      if (payment.status === "open") {
        payment.status = action === "pay" ? "PAID" : "FAILED";
        notify(payment.notifyUrl, {
          notificationId: `NTF-${randomUUID()}`,
          kind: "payment",
          orderNo: payment.orderNo,
          providerRef: payment.paymentId,
          amount: payment.amount,
          currency: payment.currency,
          status: payment.status,
          occurredAt: new Date().toISOString(),
        });
      }
      const back = new URL(payment.returnUrl);
      back.searchParams.set("orderNo", payment.orderNo);
      return reply.redirect(back.toString(), 303);
    });

    scope.post("/payments/notifications/:notificationId/resend", async (request, reply) => {
      const delivery = deliveries.get((request.params as { notificationId: string }).notificationId);
      if (!delivery) return reply.status(404).send({ error: "UNKNOWN_NOTIFICATION" });
      await attempt(delivery);
      const accept = request.headers.accept ?? "";
      if (accept.includes("text/html")) return reply.redirect("/payments", 303);
      return { attempts: delivery.attempts, acknowledged: delivery.acknowledged };
    });

    scope.get("/payments/api/notifications", async () =>
      [...deliveries.values()].map((d) => ({
        ...d.notification,
        attempts: d.attempts,
        acknowledged: d.acknowledged,
      })),
    );

    scope.get("/payments", async (_request, reply) =>
      reply
        .type("text/html")
        .send(dashboardPage([...payments.values()], [...payouts.values()], [...deliveries.values()])),
    );
  });
}
