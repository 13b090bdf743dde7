import type { AppContext } from "../../platform/context.js";
import type { MemberLookup } from "../wallet/service.js";
import { DepositService } from "./deposit-service.js";
import { PaymentGateway } from "./gateway.js";
import { openOrders } from "./repository.js";
import {
  type PayeeChecks,
  type WithdrawalBlock,
  type WithdrawalForfeit,
  type WithdrawalLimits,
  WithdrawalService,
} from "./withdrawal-service.js";

export interface CashierServices {
  gateway: PaymentGateway;
  deposits: DepositService;
  withdrawals: WithdrawalService;
}

/**
 * `withdrawalBlock` says whether a member may not withdraw now for a reason of another module
 * (the agents module's: bills owed to the member's downline under the brand's owedRestriction);
 * `withdrawalForfeit` what a withdrawal gives up (the promotions module's active bonus);
 * `withdrawalLimits` the daily amount and count a member may ask (the loyalty module's VIP level).
 */
export function createCashier(
  ctx: AppContext,
  members: MemberLookup & PayeeChecks,
  withdrawalBlock?: WithdrawalBlock,
  withdrawalForfeit?: WithdrawalForfeit,
  withdrawalLimits?: WithdrawalLimits,
): CashierServices {
  const gateway = new PaymentGateway(
    ctx.config.PAYMENT_GATEWAY_URL ?? `${ctx.config.SANDBOX_URL}/payments`,
    ctx.config.PAYMENT_GATEWAY_SECRET,
  );
  ctx.metrics.countOpenOrdersWith(() => openOrders(ctx.pool));
  return {
    gateway,
    deposits: new DepositService(ctx, gateway),
    withdrawals: new WithdrawalService(
      ctx,
      gateway,
      members,
      withdrawalBlock,
      withdrawalForfeit,
      withdrawalLimits,
    ),
  };
}
