import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";
import type { CashierServices, PixServices } from "./index.js";

/**
 * Automatic receipt of unconfirmed withdrawals and payout requests that never reached the
 * provider. Rows are claimed with SKIP LOCKED, so every instance may run them at once.
 */
export function cashierJobs(ctx: AppContext, cashier: CashierServices): JobDefinition[] {
  const everySeconds = ctx.config.CASHIER_JOB_SECONDS;
  return [
    {
      name: "cashier.auto-receive",
      scope: "every-instance",
      everySeconds,
      run: () => cashier.withdrawals.autoReceive(),
    },
    {
      name: "cashier.retry-payouts",
      scope: "every-instance",
      everySeconds,
      run: () => cashier.withdrawals.retryPayouts(),
    },
    ...(cashier.pix ? pixJobs(ctx, cashier.pix) : []),
  ];
}

/**
 * Pix: the webhook told to the provider at start and every hour (a provider may drop it), pending
 * charges reconciled with GET /cob (a timed-out creation, a lost webhook, an expiry), open payouts
 * looked up by their idEnvio (a lost answer, a lost webhook; asked again only when the provider has
 * none), and refunds
 * the provider has not accepted yet asked again. Singletons: one instance asks the provider.
 */
function pixJobs(ctx: AppContext, pix: PixServices): JobDefinition[] {
  return [
    {
      name: "cashier.pix-webhook",
      scope: "singleton",
      everySeconds: 3600,
      runAtStart: true,
      retrySeconds: 30,
      run: async () => pix.deposits.provider.registerWebhook(pix.chave, await pix.webhookUrl()),
    },
    {
      name: "cashier.pix-reconcile",
      scope: "singleton",
      everySeconds: ctx.config.CASHIER_JOB_SECONDS,
      run: () => pix.deposits.reconcile(),
    },
    {
      name: "cashier.pix-payouts",
      scope: "singleton",
      everySeconds: ctx.config.CASHIER_JOB_SECONDS,
      run: () => pix.payouts.reconcile(),
    },
    {
      name: "cashier.pix-refunds",
      scope: "singleton",
      everySeconds: ctx.config.CASHIER_JOB_SECONDS,
      run: () => pix.refunds.retryUnsent(),
    },
  ];
}
