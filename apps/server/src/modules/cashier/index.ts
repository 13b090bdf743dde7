import type { AppContext } from "../../platform/context.js";
import type { MemberLookup } from "../wallet/service.js";
import { DepositService } from "./deposit-service.js";
import { PaymentGateway } from "./gateway.js";
import { type PayeeChecks, WithdrawalService } from "./withdrawal-service.js";

export interface CashierServices {
  gateway: PaymentGateway;
  deposits: DepositService;
  withdrawals: WithdrawalService;
}

export function createCashier(ctx: AppContext, members: MemberLookup & PayeeChecks): CashierServices {
  const gateway = new PaymentGateway(
    ctx.config.PAYMENT_GATEWAY_URL ?? `${ctx.config.SANDBOX_URL}/payments`,
    ctx.config.PAYMENT_GATEWAY_SECRET,
  );
  return {
    gateway,
    deposits: new DepositService(ctx, gateway),
    withdrawals: new WithdrawalService(ctx, gateway, members),
  };
}

/**
 * The cashier's jobs on every instance: automatic receipt of unconfirmed withdrawals and payout
 * requests that never reached the provider. Rows are claimed with SKIP LOCKED, so instances
 * never do the same row twice at once.
 */
export function startCashierJobs(ctx: AppContext, cashier: CashierServices): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await cashier.withdrawals.autoReceive();
      await cashier.withdrawals.retryPayouts();
    } catch (error) {
      ctx.log.warn({ err: error }, "cashier job failed");
    } finally {
      running = false;
    }
  }, ctx.config.CASHIER_JOB_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
