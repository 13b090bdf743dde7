import { formatMoney } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { payeeView, type StoredPayee } from "../cashier/index.js";

interface ConfirmationRow {
  order_no: string;
  member_id: string;
  username: string;
  merchant_code: string;
  amount: string;
  currency: string;
  received_amount: string | null;
  confirmation: "not_received" | "partial";
  has_proof: boolean;
  resolution: "refunded" | "closed" | null;
  resolved_by: string | null;
  resolution_reason: string | null;
  refunded: string | null;
  confirmed_at: Date | null;
}

const CONFIRMATIONS = `
  select w.order_no, w.member_id, m.username, w.merchant_code, w.amount, w.currency, w.received_amount,
         w.confirmation, w.proof_image is not null as has_proof, r.resolution, r.resolved_by,
         r.reason as resolution_reason, r.refunded, w.confirmed_at
    from withdrawal_orders w join members m on m.id = w.member_id
    left join withdrawal_resolutions r on r.order_no = w.order_no
   where w.confirmation in ('not_received', 'partial')`;

const LATE = ["already_failed"];
const UNMATCHED = ["unknown_order", "mismatch"];

/** Withdrawal detail, the not-received confirmation queue, deposits and provider notifications. */
export class PaymentsAdmin {
  constructor(private readonly ctx: AppContext) {}

  private async decimals(merchant: string) {
    return (await this.ctx.brands.get(merchant))?.config.currency.decimals ?? 2;
  }

  private money = (value: string | bigint | null, decimals: number) =>
    value === null ? null : formatMoney(BigInt(value), decimals);

  async withdrawal(orderNo: string) {
    const { rows } = await this.ctx.pool.query<{
      order_no: string;
      member_id: string;
      username: string;
      merchant_code: string;
      amount: string;
      currency: string;
      status: string;
      confirmation: string | null;
      received_amount: string | null;
      reviewed_by: string | null;
      reason: string | null;
      has_proof: boolean;
      provider_ref: string | null;
      provider: string;
      outcome: string | null;
      received_at: Date | null;
      created_at: Date;
      updated_at: Date;
      payee: StoredPayee;
      payout_id: string | null;
      payout_status: string | null;
      payout_error: string | null;
      payout_checked_at: Date | null;
    }>(
      `select w.order_no, w.member_id, m.username, w.merchant_code, w.amount, w.currency, w.status, w.confirmation,
              w.received_amount, w.reviewed_by, w.reason, w.proof_image is not null as has_proof, w.provider_ref,
              w.provider, n.outcome, n.received_at, w.created_at, w.updated_at, w.payee, w.payout_id,
              w.payout_status, w.payout_error, w.payout_checked_at
         from withdrawal_orders w join members m on m.id = w.member_id
         left join lateral (select outcome, received_at from payment_notifications p
                             where p.order_no = w.order_no order by p.id desc limit 1) n on true
        where w.order_no = $1`,
      [orderNo],
    );
    const w = rows[0];
    if (!w) throw new AppError("withdrawal.not.found");
    const decimals = await this.decimals(w.merchant_code);
    return {
      orderNo: w.order_no,
      memberId: w.member_id,
      username: w.username,
      merchantCode: w.merchant_code,
      amount: formatMoney(BigInt(w.amount), decimals),
      currency: w.currency,
      status: w.status,
      confirmation: w.confirmation,
      receivedAmount: this.money(w.received_amount, decimals),
      reviewedBy: w.reviewed_by,
      rejectReason: ["rejected", "failed", "returned"].includes(w.status) ? w.reason : null,
      hasProof: w.has_proof,
      payee: payeeView(w.payee),
      // A Pix payout: what the provider last said of our idEnvio; others: the gateway's notification.
      provider: w.payout_id
        ? {
            reference: w.provider_ref,
            status: w.payout_status,
            updatedAt: w.payout_checked_at?.toISOString() ?? null,
            payoutId: w.payout_id,
            lastError: w.payout_error,
          }
        : {
            reference: w.provider_ref,
            status: w.outcome ?? (w.provider_ref ? w.status : null),
            updatedAt: (w.received_at ?? (w.provider_ref ? w.updated_at : null))?.toISOString() ?? null,
          },
      createdAt: w.created_at.toISOString(),
      updatedAt: w.updated_at.toISOString(),
    };
  }

  private async confirmationValue(row: ConfirmationRow) {
    const decimals = await this.decimals(row.merchant_code);
    return {
      orderNo: row.order_no,
      memberId: row.member_id,
      username: row.username,
      merchantCode: row.merchant_code,
      amount: formatMoney(BigInt(row.amount), decimals),
      receivedAmount: this.money(row.received_amount, decimals),
      confirmation: row.confirmation,
      hasProof: row.has_proof,
      resolution: row.resolution,
      resolvedBy: row.resolved_by,
      resolutionReason: row.resolution_reason,
      confirmedAt: row.confirmed_at?.toISOString() ?? null,
      refunded: formatMoney(BigInt(row.refunded ?? "0"), decimals),
    };
  }

  async confirmations(state: "open" | "resolved", page: number, size: number) {
    const filter = state === "open" ? "r.order_no is null" : "r.order_no is not null";
    const [rows, count] = await Promise.all([
      this.ctx.pool.query<ConfirmationRow>(
        `${CONFIRMATIONS} and ${filter} order by w.confirmed_at ${state === "open" ? "asc" : "desc"}, w.id
          limit $1 offset $2`,
        [size, (page - 1) * size],
      ),
      this.ctx.pool.query<{ n: string }>(`select count(*) as n from (${CONFIRMATIONS} and ${filter}) c`),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      list: await Promise.all(
        rows.rows.map(async (row) => {
          const { refunded: _, ...value } = await this.confirmationValue(row);
          return value;
        }),
      ),
      total,
      totalPages: Math.ceil(total / size),
      page,
    };
  }

  /**
   * Refund (what did not arrive goes back to the player's main wallet, from the payment provider's
   * house account) or close without money moving. Once: the resolution's primary key and the
   * ledger reference both refuse a second one.
   */
  async resolve(
    staff: string,
    ip: string,
    orderNo: string,
    resolution: "refunded" | "closed",
    reason: string,
  ) {
    const row = await withTransaction(this.ctx.pool, async (tx) => {
      const locked = await tx.query<{ order_no: string }>(
        "select order_no from withdrawal_orders where order_no = $1 for update",
        [orderNo],
      );
      if (!locked.rows[0]) throw new AppError("withdrawal.not.found");
      const before = (await tx.query<ConfirmationRow>(`${CONFIRMATIONS} and w.order_no = $1`, [orderNo]))
        .rows[0];
      if (!before) throw new AppError("operator.confirmation.none");
      if (before.resolution) throw new AppError("operator.confirmation.resolved");
      const missing = BigInt(before.amount) - BigInt(before.received_amount ?? "0");
      let transferId: string | null = null;
      let refunded = 0n;
      if (resolution === "refunded" && missing > 0n) {
        const provider = await tx.query<{ provider: string }>(
          "select provider from withdrawal_orders where order_no = $1",
          [orderNo],
        );
        const moved = await this.ctx.ledger.transfer(
          {
            from: {
              owner: "house",
              merchant: before.merchant_code,
              kind: "house_payment",
              code: provider.rows[0]?.provider ?? "",
            },
            to: { owner: "player", memberId: Number(before.member_id), wallet: "main" },
            amount: missing,
            currency: before.currency,
            reference: `withdrawal-refund:${orderNo}`,
            kind: "withdrawal_refund",
            meta: { orderNo, operator: staff, reason },
          },
          tx,
        );
        transferId = moved.transferId;
        refunded = missing;
      }
      await tx.query(
        `insert into withdrawal_resolutions (order_no, resolution, resolved_by, reason, refunded, transfer_id)
         values ($1, $2, $3, $4, $5, $6)`,
        [orderNo, resolution, staff, reason, refunded.toString(), transferId],
      );
      const after = (await tx.query<ConfirmationRow>(`${CONFIRMATIONS} and w.order_no = $1`, [orderNo]))
        .rows[0]!;
      await writeAudit(tx, {
        actor: `operator:${staff}`,
        action: `withdrawal.confirmation.${resolution === "refunded" ? "refund" : "close"}`,
        merchantCode: before.merchant_code,
        ip,
        detail: { orderNo, reason, refunded: refunded.toString(), transferId },
        before: { resolution: null },
        after: { resolution, refunded: refunded.toString() },
      });
      return after;
    });
    if (row.resolution === "refunded") {
      await this.ctx.events.publish(row.member_id, { type: "balance" }).catch(() => {});
    }
    return this.confirmationValue(row);
  }

  async deposits(query: {
    status?: string | undefined;
    merchantCode?: string | undefined;
    q?: string | undefined;
    page: number;
    size: number;
  }) {
    const params: unknown[] = [];
    const clauses: string[] = [];
    const add = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (query.status) clauses.push(`d.status = ${add(query.status)}`);
    if (query.merchantCode) clauses.push(`d.merchant_code = ${add(query.merchantCode)}`);
    if (query.q) clauses.push(`(d.order_no = ${add(query.q)} or d.provider_ref = $${params.length})`);
    const where = clauses.length ? `where ${clauses.join(" and ")}` : "";
    const n = params.length;
    const [rows, count] = await Promise.all([
      this.ctx.pool.query<{
        order_no: string;
        member_id: string;
        username: string;
        merchant_code: string;
        amount: string;
        currency: string;
        status: string;
        provider_ref: string | null;
        created_at: Date;
        paid_at: Date | null;
      }>(
        `select d.order_no, d.member_id, m.username, d.merchant_code, d.amount, d.currency, d.status, d.provider_ref, d.created_at,
                d.paid_at
           from deposit_orders d join members m on m.id = d.member_id ${where}
          order by d.id desc limit $${n + 1} offset $${n + 2}`,
        [...params, query.size, (query.page - 1) * query.size],
      ),
      this.ctx.pool.query<{ n: string }>(`select count(*) as n from deposit_orders d ${where}`, params),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    const list = await Promise.all(
      rows.rows.map(async (d) => ({
        orderNo: d.order_no,
        memberId: d.member_id,
        username: d.username,
        merchantCode: d.merchant_code,
        amount: formatMoney(BigInt(d.amount), await this.decimals(d.merchant_code)),
        currency: d.currency,
        status: d.status,
        providerRef: d.provider_ref,
        createdAt: d.created_at.toISOString(),
        paidAt: d.paid_at?.toISOString() ?? null,
      })),
    );
    return { list, total, totalPages: Math.ceil(total / query.size), page: query.page };
  }

  async notifications(kind: "late" | "unmatched" | "all", page: number, size: number) {
    const outcomes = kind === "late" ? LATE : kind === "unmatched" ? UNMATCHED : [...LATE, ...UNMATCHED];
    const [rows, count] = await Promise.all([
      this.ctx.pool.query<{
        id: string;
        order_no: string | null;
        notification_id: string;
        payload: { amount?: string; status?: string; providerRef?: string } | null;
        outcome: string;
        received_at: Date;
      }>(
        `select id, order_no, notification_id, payload, outcome, received_at from payment_notifications
          where outcome = any($1) order by id desc limit $2 offset $3`,
        [outcomes, size, (page - 1) * size],
      ),
      this.ctx.pool.query<{ n: string }>(
        "select count(*) as n from payment_notifications where outcome = any($1)",
        [outcomes],
      ),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return {
      list: rows.rows.map((n) => ({
        id: n.id,
        orderNo: n.order_no ?? "",
        providerRef: n.payload?.providerRef ?? n.notification_id,
        amount: String(n.payload?.amount ?? ""),
        status: String(n.payload?.status ?? ""),
        outcome: n.outcome,
        receivedAt: n.received_at.toISOString(),
      })),
      total,
      totalPages: Math.ceil(total / size),
      page,
    };
  }
}
