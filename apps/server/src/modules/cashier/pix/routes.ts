import { timingSafeEqual } from "node:crypto";
import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../../platform/calls.js";
import { AppError } from "../../../platform/errors.js";
import type { PaymentsWatch } from "./admin.js";
import type { PixDeposits } from "./deposits.js";
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
  pix: { deposits: PixDeposits; refunds: PixRefunds; webhookToken: string } | null,
  watch: PaymentsWatch,
): CallBinding[] {
  return [
    handle(c.pixWebhook, async ({ params, body }) => {
      // The secret path segment keeps strangers from raising alerts; credit needs the provider's word.
      if (
        !pix ||
        params.provider !== pix.deposits.provider.code ||
        !sameToken(params.token, pix.webhookToken)
      ) {
        throw new AppError("payment.signature.invalid");
      }
      try {
        const outcomes = await pix.deposits.onWebhook(body.pix);
        return { received: outcomes.length };
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
