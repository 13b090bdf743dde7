import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";
import type { CashierServices } from "./index.js";

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
  ];
}
