import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { holderOf } from "../wallet/index.js";
import type { CashierServices } from "./index.js";
import { pixRoutes } from "./pix/routes.js";

const { cashier: c } = calls;

/** Deposits, withdrawals and the payment provider's notifications. */
export function cashierRoutes(
  ctx: AppContext,
  { deposits, withdrawals, pix, watch }: CashierServices,
): CallBinding[] {
  return [
    ...pixRoutes(pix, watch),
    handle(c.depositSettings, ({ brand, language }) => deposits.settings(brand.config, language)),
    handle(c.createDeposit, ({ member, brand, body, idempotencyKey, language }) =>
      deposits.create(holderOf(member), brand.config, body, idempotencyKey, language),
    ),
    handle(c.depositOrder, ({ member, brand, query }) =>
      deposits.order(holderOf(member), brand.config, query.orderNo),
    ),
    handle(c.depositList, ({ member, brand, query }) =>
      deposits.list(holderOf(member), brand.config, query.page, query.size),
    ),
    handle(c.payeeAccounts, ({ member }) => withdrawals.payees(holderOf(member))),
    handle(c.addPayeeAccount, ({ member, brand, body }) =>
      withdrawals.addPayee(holderOf(member), brand.config, body),
    ),
    handle(c.withdrawSettings, ({ member, brand }) => withdrawals.settings(holderOf(member), brand.config)),
    handle(c.withdraw, ({ member, brand, body, idempotencyKey }) =>
      withdrawals.request(holderOf(member), brand.config, body, idempotencyKey),
    ),
    handle(c.withdrawList, async ({ member, query }) => {
      const { list, ...rest } = await withdrawals.list({ memberId: member.id }, query.page, query.size);
      return {
        ...rest,
        list: list.map(
          ({ memberId: _m, username: _u, merchantCode: _c, reviewedBy: _r, hasProof: _p, ...item }) => item,
        ),
      };
    }),
    handle(c.confirmWithdrawal, ({ member, brand, body, file }) =>
      withdrawals.confirm(holderOf(member), brand.config, body, file),
    ),
    handle(c.paymentNotification, async ({ params, body }) => {
      const outcome =
        body.kind === "payment"
          ? await deposits.onPayment(params.provider, body, async (merchant) => {
              const brand = await ctx.brands.get(merchant);
              if (!brand) throw new Error(`unknown merchant ${merchant}`);
              return brand.config;
            })
          : await withdrawals.onPayout(params.provider, body);
      await deposits.recordNotification(params.provider, body, outcome);
      if (outcome === "unknown_order") throw new AppError("payment.order.unknown");
      if (outcome === "mismatch") throw new AppError("payment.notification.mismatch");
      return { received: true as const, outcome };
    }),
  ];
}
