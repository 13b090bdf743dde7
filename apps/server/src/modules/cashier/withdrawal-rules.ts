import { type BrandConfig, formatMoney, moneyParam, type WithdrawalOrderValue } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { Tx } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { money } from "../wallet/index.js";
import { payeeView } from "./payees.js";
import * as repo from "./repository.js";

/** What withdrawals take from other modules, how an order is shown, and the daily limits. */

export interface PayeeChecks {
  hasPaymentPassword(memberId: number): Promise<boolean>;
}

/** Proofs are screenshots and photos of statements: enough pixels to read, no more. */
export const PROOF_MAX_SIDE = 4096;

export const holdRef = (orderNo: string) => `withdrawal:${orderNo}`;

export function view(row: repo.WithdrawalRow, decimals: number): WithdrawalOrderValue {
  return {
    orderNo: row.order_no,
    amount: formatMoney(BigInt(row.amount), decimals),
    currency: row.currency,
    status: row.status,
    payee: payeeView(row.payee),
    reason: row.reason,
    confirmation: row.confirmation,
    receivedAmount: row.received_amount === null ? null : formatMoney(BigInt(row.received_amount), decimals),
    confirmDeadline: row.status === "paid" ? (row.confirm_deadline?.toISOString() ?? null) : null,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

/** Whether another rule stops a member's withdrawals now (an agent's owed bills). */
export type WithdrawalBlock = (memberId: number, brand: BrandConfig) => Promise<boolean>;

/** A member's daily withdrawal limits by another module's rule (loyalty: the VIP level); null: none. */
export type WithdrawalLimits = (
  memberId: number,
  brand: BrandConfig,
) => Promise<{ dailyAmount: bigint | null; dailyCount: number | null }>;

/** What a withdrawal gives up by another module's rule (promotions: an active bonus). */
export interface WithdrawalForfeit {
  /** Before anything is written: refuses when something would be given up without the player's yes. */
  check(memberId: number, brand: BrandConfig, accepted: boolean): Promise<void>;
  /** Inside the withdrawal's transaction, so a refused withdrawal gives nothing up. */
  apply(tx: Tx, memberId: number): Promise<void>;
}

/** Inside the request's transaction (requests of a member queue on a lock), so two at once cannot pass the limit together. */
export async function checkDailyLimits(
  tx: Tx,
  limits: WithdrawalLimits | undefined,
  memberId: number,
  brand: BrandConfig,
  amount: bigint,
) {
  if (!limits) return;
  const { dailyAmount, dailyCount } = await limits(memberId, brand);
  if (dailyAmount === null && dailyCount === null) return;
  const today = await repo.lockedWithdrawalDay(tx, memberId, brand.timeZone);
  if (dailyCount !== null && today.count >= dailyCount)
    throw new AppError("loyalty.withdrawal.daily.count", { count: dailyCount });
  if (dailyAmount !== null && today.total + amount > dailyAmount) {
    const left = dailyAmount > today.total ? dailyAmount - today.total : 0n;
    throw new AppError(
      "loyalty.withdrawal.daily.limit",
      {
        limit: moneyParam(money(dailyAmount, brand), brand.currency),
        left: moneyParam(money(left, brand), brand.currency),
      },
      { field: "amount" },
    );
  }
}

/** A staff decision on a withdrawal in the audit log, with the order, its player and amount. */
export async function auditWithdrawal(
  tx: Tx,
  actor: string,
  action: string,
  order: repo.WithdrawalRow,
  detail: Record<string, unknown>,
): Promise<void> {
  await writeAudit(tx, {
    actor,
    action,
    merchantCode: order.merchant_code,
    detail: { orderNo: order.order_no, memberId: order.member_id, amount: order.amount, ...detail },
  });
}
