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
