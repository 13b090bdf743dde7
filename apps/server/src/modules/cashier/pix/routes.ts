import { timingSafeEqual } from "node:crypto";
import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../../platform/calls.js";
import { type ClientCertificatePolicy, clientCertificate } from "../../../platform/client-certificate.js";
import { AppError } from "../../../platform/errors.js";
import type { PaymentsWatch } from "./admin.js";
import type { PixDeposits } from "./deposits.js";
import type { PixPayouts } from "./payouts.js";
import { PixProviderError } from "./provider.js";
import type { PixRefunds } from "./refunds.js";

const { cashier: c } = calls;

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The Pix provider's webhook and the back office's Pix calls. */
export function pixRoutes(
  pix: {
    deposits: PixDeposits;
    payouts: PixPayouts;
    refunds: PixRefunds;
    webhookToken: string;
    webhookCertificate: ClientCertificatePolicy;
  } | null,
  watch: PaymentsWatch,
): CallBinding[] {
  return [
    handle(c.pixWebhook, async ({ params, body, request }) => {
      // Only the provider's client certificate (mutual TLS, or a trusted proxy's header) may call;
      // the secret path segment keeps strangers from raising alerts; credit needs the provider's word.
      if (
        !pix ||
        params.provider !== pix.deposits.provider.code ||
        !sameToken(params.token, pix.webhookToken)
      ) {
        throw new AppError("payment.signature.invalid");
      }
      if (!clientCertificate(request, pix.webhookCertificate)) {
        request.log.warn("pix webhook without the provider's client certificate refused");
        throw new AppError("payment.certificate.required");
      }
      try {
        // A Pix we sent carries our idEnvio: it settles a payout; any other is a deposit's.
        const sent = body.pix.filter((entry) => entry.gnExtras?.idEnvio);
        const received = body.pix.filter((entry) => !entry.gnExtras?.idEnvio);
        for (const entry of sent)
          await pix.payouts.onNotified(entry.gnExtras?.idEnvio as string, entry.endToEndId);
        const outcomes = received.length > 0 ? await pix.deposits.onWebhook(received) : [];
        return { received: outcomes.length + sent.length };
      } catch (error) {
        // The provider could not confirm now: a 503 makes it deliver again later.
        if (error instanceof PixProviderError) throw new AppError("payment.gateway.unavailable");
        throw error;
      }
    }),
    handle(c.paymentAlerts, ({ query }) => watch.alerts(query.state === "open", query.page, query.size)),
    handle(c.resolvePaymentAlert, ({ operator, params, body }) =>
      watch.resolve(params.id, `operator:${operator}`, body.reason),
    ),
    handle(c.refundPix, ({ operator, params, body }) => {
      if (!pix) throw new AppError("pix.receipt.unknown");
      return pix.refunds.request(params.endToEndId, `operator:${operator}`, body.reason);
    }),
    handle(c.paymentProviders, () => watch.status()),
  ];
}
