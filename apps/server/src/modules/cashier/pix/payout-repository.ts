import type { Queryable } from "../../../platform/db.js";
import type { WithdrawalRow } from "../repository.js";

const COLUMNS = `id, order_no, merchant_code, member_id, amount, currency, provider, payee, status,
  payout_requested, provider_ref, reviewed_by, reviewed_at, reason, paid_at, confirm_deadline, confirmation,
  received_amount, proof_type, confirmed_at, created_at, payout_id, payout_status, payout_end_to_end_id,
  payout_error, updated_at`;

/**
 * Gives an approved Pix withdrawal its id at the provider, once: the row that comes back is the
 * caller's to send; none when another call (or an earlier one) already took it.
 */
export async function claimPayout(db: Queryable, orderNo: string, payoutId: string) {
  const { rows } = await db.query<WithdrawalRow>(
    `update withdrawal_orders set payout_id = $2, payout_status = 'requested', payout_requested = true,
            updated_at = now()
      where order_no = $1 and status = 'paying' and payout_id is null returning ${COLUMNS}`,
    [orderNo, payoutId],
  );
  return rows[0];
}

/** What the provider last said of a payout (or why it could not be asked). */
export async function recordPayout(
  db: Queryable,
  orderNo: string,
  change: { status: string; endToEndId?: string | null; error?: string | null },
) {
  await db.query(
    `update withdrawal_orders set payout_status = $2, payout_end_to_end_id = coalesce($3, payout_end_to_end_id),
            payout_error = $4, payout_checked_at = now(), updated_at = now()
      where order_no = $1`,
    [orderNo, change.status, change.endToEndId ?? null, change.error ?? null],
  );
}

/**
 * Pix payouts still open (approved, not settled) that no call touched for `quietSeconds`, so the
 * reconciliation never races a request still waiting for its answer.
 */
export async function openPayouts(db: Queryable, limit: number, quietSeconds: number) {
  const { rows } = await db.query<WithdrawalRow>(
    `select ${COLUMNS} from withdrawal_orders
      where status = 'paying' and payout_id is not null
        and updated_at < now() - make_interval(secs => $2)
      order by updated_at limit $1`,
    [limit, quietSeconds],
  );
  return rows;
}

export async function findByPayoutId(db: Queryable, payoutId: string) {
  const { rows } = await db.query<WithdrawalRow>(
    `select ${COLUMNS} from withdrawal_orders where payout_id = $1`,
    [payoutId],
  );
  return rows[0];
}
