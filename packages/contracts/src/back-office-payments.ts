import { z } from "zod";
import { Id, Merchant, Money, Reason } from "./back-office-fields.js";
import { PayeeView } from "./cashier.js";
import { ok, PageQuery, paged } from "./envelope.js";

/**
 * Withdrawals, deposits, their confirmation queue and notifications, and manual adjustments (four eyes).
 */

export const WithdrawalParams = z.object({ orderNo: z.string().min(1).max(64) });
export const WithdrawalDetailReply = ok(
  z.object({
    orderNo: z.string(),
    memberId: z.string(),
    username: z.string(),
    merchantCode: z.string(),
    amount: Money,
    currency: z.string(),
    status: z.string(),
    confirmation: z.string().nullable(),
    receivedAmount: Money.nullable(),
    reviewedBy: z.string().nullable(),
    rejectReason: z.string().nullable(),
    hasProof: z.boolean(),
    /** Where it is paid: a Pix key shows masked (its type, first and last characters). */
    payee: PayeeView,
    /** What the payment provider says about the payout (reference, status, last update). */
    provider: z.object({
      reference: z.string().nullable(),
      status: z.string().nullable(),
      updatedAt: z.string().nullable(),
      /** A Pix payout: our id of it at the provider (idEnvio) and the last error asking it. */
      payoutId: z.string().nullable().optional(),
      lastError: z.string().nullable().optional(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export const ConfirmationQueueQuery = PageQuery.extend({
  state: z.enum(["open", "resolved"]).default("open"),
});
export const ConfirmationRow = z.object({
  orderNo: z.string(),
  memberId: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  amount: Money,
  receivedAmount: Money.nullable(),
  confirmation: z.enum(["not_received", "partial"]),
  hasProof: z.boolean(),
  resolution: z.enum(["refunded", "closed"]).nullable(),
  resolvedBy: z.string().nullable(),
  resolutionReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export const ConfirmationListReply = ok(paged(ConfirmationRow));
/** Refund: the missing amount (not received: all; partly: amount minus what arrived) goes back to the player. */
export const ConfirmationResolveRequest = z.object({ reason: Reason });
export const ConfirmationResolveReply = ok(ConfirmationRow.extend({ refunded: Money }));

export const OpsDepositQuery = PageQuery.extend({
  status: z.enum(["pending", "paid", "failed"]).optional(),
  merchantCode: Merchant.optional(),
  q: z.string().trim().max(64).optional(),
});
export const OpsDepositRow = z.object({
  orderNo: z.string(),
  memberId: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  amount: Money,
  /** ISO code of the amount's currency: the console writes it with the brand's symbol. */
  currency: z.string(),
  status: z.string(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export const OpsDepositListReply = ok(paged(OpsDepositRow));
export const NotificationQuery = PageQuery.extend({
  /** late: arrived after the order had failed or expired; unmatched: no order with that number. */
  kind: z.enum(["late", "unmatched", "all"]).default("all"),
});
export const NotificationRow = z.object({
  id: z.string(),
  orderNo: z.string(),
  providerRef: z.string(),
  amount: Money,
  status: z.string(),
  outcome: z.string(),
  receivedAt: z.string(),
});
export const NotificationListReply = ok(paged(NotificationRow));
export const WithdrawalExportQuery = z.object({
  status: z.string().max(20).optional(),
  merchantCode: Merchant.optional(),
});

// ---------------------------------------------------------------- adjustments (four eyes)

export const AdjustmentStatus = z.enum(["applied", "pending", "approved", "rejected"]);
export const AdjustmentRow = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string(),
  merchantCode: z.string(),
  amount: Money,
  reason: z.string(),
  status: AdjustmentStatus,
  maker: z.string(),
  checker: z.string().nullable(),
  transferId: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The four-eyes amount in force when it was asked for: the one it was judged by (null: before it was kept). */
  fourEyesLimit: Money.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const AdjustmentQuery = PageQuery.extend({ status: AdjustmentStatus.optional() });
export const AdjustmentListReply = ok(paged(AdjustmentRow));
export const AdjustmentParams = z.object({ id: Id });
export const AdjustmentReply = ok(AdjustmentRow);
export const AdjustmentRejectRequest = z.object({ reason: Reason });
