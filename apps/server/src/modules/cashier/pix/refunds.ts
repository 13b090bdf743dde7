import { parseMoney } from "@jogada/contracts";
import { writeAudit } from "../../../platform/audit-log.js";
import type { AppContext } from "../../../platform/context.js";
import { withTransaction } from "../../../platform/db.js";
import { AppError } from "../../../platform/errors.js";
import { type PixProvider, PixProviderError } from "./provider.js";
import * as repo from "./repository.js";

/** The refund of a Pix, as staff see it. */
export interface RefundView {
  id: string;
  endToEndId: string;
  orderNo: string | null;
  amount: string;
  status: string;
  rtrId: string | null;
  reason: string;
  requestedBy: string;
}

const view = (row: repo.RefundRow, amount: string): RefundView => ({
  id: row.id,
  endToEndId: row.end_to_end_id,
  orderNo: row.order_no,
  amount,
  status: row.status,
  rtrId: row.rtr_id,
  reason: row.reason,
  requestedBy: row.requested_by,
});

/**
 * Refunds (devoluções, PUT /pix/{e2eid}/devolucao/{id}) of a whole received Pix. The refund id is
 * made from the end-to-end id, so asking twice is one refund at the provider and here. A Pix that
 * was credited takes its amount back from the player's main wallet in the same transaction that
 * records the request; the provider is asked after the commit, and again by a job until it answers.
 */
export class PixRefunds {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "ledger" | "brands" | "events" | "log">,
    private readonly provider: PixProvider,
  ) {}

  static idOf(endToEndId: string): string {
    return `D${endToEndId}`.slice(0, 35);
  }

  /** Records the refund (and takes a credited amount back), then asks the provider. */
  async request(endToEndId: string, by: string, reason: string): Promise<RefundView> {
    const { row, amount, created, memberId } = await withTransaction(this.ctx.pool, async (tx) => {
      const receipt = await repo.receipt(tx, endToEndId, true);
      if (!receipt?.order_no) throw new AppError("pix.receipt.unknown");
      const order = (await repo.findByOrder(tx, receipt.order_no, true)) as repo.PixDepositRow;
      const brand = (await this.ctx.brands.get(order.merchant_code))?.config;
      const minor = brand ? parseMoney(receipt.amount, brand.currency.decimals) : undefined;
      if (!brand || minor === undefined || minor <= 0n) throw new AppError("pix.receipt.unknown");
      const inserted = await repo.insertRefund(tx, {
        id: PixRefunds.idOf(endToEndId),
        endToEndId,
        orderNo: order.order_no,
        amount: minor,
        reason,
        by,
      });
      if (inserted.created && receipt.outcome === "credited") {
        await this.ctx.ledger.transfer(
          {
            from: { owner: "player", memberId: order.member_id, wallet: "main" },
            to: {
              owner: "house",
              merchant: order.merchant_code,
              kind: "house_payment",
              code: order.provider,
            },
            amount: minor,
            currency: order.currency,
            reference: `deposit-refund:${order.order_no}`,
            kind: "deposit_refund",
            meta: { orderNo: order.order_no, endToEndId, reason },
          },
          tx,
        );
        await repo.addRefunded(tx, order.order_no, minor);
      }
      if (inserted.created) {
        await writeAudit(tx, {
          actor: by,
          action: "pix.refund",
          merchantCode: order.merchant_code,
          detail: { orderNo: order.order_no, endToEndId, amount: receipt.amount, reason },
        });
      }
      return { ...inserted, amount: receipt.amount, memberId: order.member_id };
    });
    if (created) await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    if (row.status !== "requested") return view(row, amount);
    return view(await this.send(row, amount), amount);
  }

  /** Asks the provider for a recorded refund; a refusal is reported, a timeout is asked again later. */
  private async send(row: repo.RefundRow, amount: string): Promise<repo.RefundRow> {
    try {
      const answer = await this.provider.refund(row.end_to_end_id, row.id, {
        valor: amount,
        descricao: "Devolução do depósito",
      });
      await repo.updateRefund(this.ctx.pool, row.id, answer.status, answer.rtrId);
      return { ...row, status: answer.status, rtr_id: answer.rtrId };
    } catch (error) {
      if (error instanceof PixProviderError && error.kind === "refused") {
        throw new AppError("pix.refund.refused", { reason: error.message });
      }
      return row;
    }
  }

  /** Job: refunds recorded but not yet accepted by the provider. */
  async retryUnsent(limit = 20): Promise<number> {
    let sent = 0;
    for (const row of await repo.unsentRefunds(this.ctx.pool, limit)) {
      const receipt = await repo.receipt(this.ctx.pool, row.end_to_end_id);
      if (!receipt) continue;
      const after = await this.send(row, receipt.amount).catch(() => row);
      if (after.status !== "requested") sent++;
    }
    return sent;
  }
}
