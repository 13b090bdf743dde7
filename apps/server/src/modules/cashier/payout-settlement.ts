import type { BrandConfig } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import * as repo from "./repository.js";
import { holdRef } from "./withdrawal-rules.js";

/** What a provider said became of a payout. */
export type PayoutResult =
  | { status: "paid"; providerRef: string }
  | { status: "failed"; reason: string }
  /** Paid, then given back by the payee's bank: the amount is credited back to the player. */
  | { status: "returned"; reason: string };

/**
 * A payout's end, whichever provider reports it: paid posts the hold, failed voids it (the money
 * is the player's again), returned credits the amount back after a paid one. Each in one
 * transaction under the order's row lock, and each only from the state it follows, so a repeated
 * or late report changes nothing (the ledger's unique references say the same a second time).
 */
export class PayoutSettlement {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "ledger" | "events" | "brands" | "notify" | "metrics">,
  ) {}

  private async brandOf(merchant: string): Promise<BrandConfig> {
    const brand = await this.ctx.brands.get(merchant);
    if (!brand) throw new Error(`unknown merchant ${merchant}`);
    return brand.config;
  }

  /**
   * `check` may refuse the report once the order is locked (a notification naming another
   * amount): its answer is the outcome and nothing is written.
   */
  async settle(
    orderNo: string,
    result: PayoutResult,
    check?: (order: repo.WithdrawalRow, brand: BrandConfig) => string | null,
  ): Promise<string> {
    const done = await withTransaction(this.ctx.pool, async (tx) => {
      const order = await repo.findWithdrawal(tx, orderNo, true);
      if (!order) return { outcome: "unknown_order" };
      const brand = await this.brandOf(order.merchant_code);
      const refused = check?.(order, brand);
      if (refused) return { outcome: refused };
      const hold = holdRef(order.order_no);
      if (result.status === "returned") {
        if (order.status !== "paid" && order.status !== "completed")
          return { outcome: `already_${order.status}` };
        await this.ctx.ledger.transfer(
          {
            from: {
              owner: "house",
              merchant: order.merchant_code,
              kind: "house_payment",
              code: order.provider,
            },
            to: { owner: "player", memberId: Number(order.member_id), wallet: "main" },
            amount: BigInt(order.amount),
            currency: order.currency,
            reference: `withdrawal-return:${order.order_no}`,
            kind: "withdrawal_refund",
            meta: { orderNo: order.order_no, reason: result.reason },
          },
          tx,
        );
        await repo.updateWithdrawal(tx, order.order_no, { status: "returned", reason: result.reason });
        return { outcome: "returned", order };
      }
      if (order.status !== "paying") return { outcome: `already_${order.status}` };
      if (result.status === "paid") {
        await this.ctx.ledger.post({ reference: `${hold}:post`, pendingReference: hold }, tx);
        const deadline = new Date(Date.now() + brand.wallet.withdraw.autoReceiveMinutes * 60_000);
        await repo.updateWithdrawal(tx, order.order_no, {
          status: "paid",
          paid_at: new Date(),
          confirm_deadline: deadline,
          provider_ref: result.providerRef,
        });
        return { outcome: "paid", order };
      }
      await this.ctx.ledger.void(
        { reference: `${hold}:void`, pendingReference: hold, meta: { reason: result.reason } },
        tx,
      );
      await repo.updateWithdrawal(tx, order.order_no, { status: "failed", reason: result.reason });
      return { outcome: "failed", order };
    });
    const order = done.order;
    if (!order) return done.outcome;
    this.ctx.metrics.withdrawals.inc({ state: done.outcome });
    await this.ctx.events.publish(order.member_id, { type: "withdrawal", data: { orderNo } }).catch(() => {});
    await this.ctx.events.publish(order.member_id, { type: "balance" }).catch(() => {});
    if (done.outcome === "paid")
      await this.ctx.notify(order.member_id, "withdrawal.paid", { amount: BigInt(order.amount) });
    return done.outcome;
  }
}
