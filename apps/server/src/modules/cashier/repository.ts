import type { PixKeyType } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";

export interface DepositRow {
  id: string;
  order_no: string;
  merchant_code: string;
  member_id: string;
  channel_id: string;
  provider: string;
  amount: string;
  currency: string;
  status: "pending" | "paid" | "failed";
  provider_ref: string | null;
  checkout_url: string | null;
  created_at: Date;
  paid_at: Date | null;
}

export async function insertDeposit(
  db: Queryable,
  row: {
    orderNo: string;
    merchantCode: string;
    memberId: number;
    channelId: string;
    provider: string;
    amount: bigint;
    currency: string;
  },
): Promise<DepositRow> {
  const { rows } = await db.query<DepositRow>(
    `insert into deposit_orders (order_no, merchant_code, member_id, channel_id, provider, amount, currency)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [
      row.orderNo,
      row.merchantCode,
      row.memberId,
      row.channelId,
      row.provider,
      row.amount.toString(),
      row.currency,
    ],
  );
  return rows[0] as DepositRow;
}

export async function setDepositCheckout(db: Queryable, orderNo: string, providerRef: string, url: string) {
  await db.query(
    "update deposit_orders set provider_ref = $2, checkout_url = $3, updated_at = now() where order_no = $1",
    [orderNo, providerRef, url],
  );
}

export async function findDeposit(
  db: Queryable,
  orderNo: string,
  lock = false,
): Promise<DepositRow | undefined> {
  const { rows } = await db.query<DepositRow>(
    `select * from deposit_orders where order_no = $1${lock ? " for update" : ""}`,
    [orderNo],
  );
  return rows[0];
}

export async function listDeposits(db: Queryable, memberId: number, limit: number, offset: number) {
  const { rows } = await db.query<DepositRow & { total: string }>(
    `select *, count(*) over () as total from deposit_orders where member_id = $1 order by id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return rows;
}

export async function settleDeposit(
  db: Queryable,
  orderNo: string,
  status: "paid" | "failed",
  providerRef: string,
) {
  await db.query(
    `update deposit_orders set status = $2, provider_ref = coalesce(provider_ref, $3), updated_at = now(),
            paid_at = case when $2 = 'paid' then now() else paid_at end
      where order_no = $1`,
    [orderNo, status, providerRef],
  );
}

export async function recordDepositFacts(db: Queryable, memberId: string, amount: bigint) {
  await db.query(
    `insert into member_deposit_stats (member_id, deposit_count, total_amount, first_deposit_amount, first_deposit_at, last_deposit_at)
     values ($1, 1, $2, $2, now(), now())
     on conflict (member_id) do update set deposit_count = member_deposit_stats.deposit_count + 1,
       total_amount = member_deposit_stats.total_amount + excluded.total_amount, last_deposit_at = now()`,
    [memberId, amount.toString()],
  );
}

export async function depositFacts(db: Queryable, memberId: number) {
  const { rows } = await db.query<{
    deposit_count: number;
    total_amount: string;
    first_deposit_amount: string | null;
    first_deposit_at: Date | null;
    last_deposit_at: Date | null;
  }>("select * from member_deposit_stats where member_id = $1", [memberId]);
  return rows[0];
}

export async function logNotification(
  db: Queryable,
  row: {
    provider: string;
    notificationId: string;
    orderNo: string | null;
    valid: boolean;
    outcome: string;
    payload: unknown;
  },
) {
  await db.query(
    `insert into payment_notifications (provider, notification_id, order_no, signature_valid, outcome, payload)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      row.provider,
      row.notificationId,
      row.orderNo,
      row.valid,
      row.outcome,
      JSON.stringify(row.payload ?? null),
    ],
  );
}

export interface PayeeRow {
  id: string;
  member_id: string;
  type: "BANK" | "EWALLET" | "PIX";
  institution: string;
  /** A Pix payee's key, as the directory writes it. */
  account_no: string;
  holder_name: string;
  pix_key_type: PixKeyType | null;
}

export async function insertPayee(
  db: Queryable,
  memberId: number,
  p: { type: string; institution: string; accountNo: string; holderName: string; pixKeyType: string | null },
): Promise<PayeeRow | undefined> {
  const { rows } = await db.query<PayeeRow>(
    `insert into payee_accounts (member_id, type, institution, account_no, holder_name, pix_key_type)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning *`,
    [memberId, p.type, p.institution, p.accountNo, p.holderName, p.pixKeyType],
  );
  return rows[0];
}

export async function listPayees(db: Queryable, memberId: number): Promise<PayeeRow[]> {
  const { rows } = await db.query<PayeeRow>("select * from payee_accounts where member_id = $1 order by id", [
    memberId,
  ]);
  return rows;
}

export async function findPayee(db: Queryable, memberId: number, id: string): Promise<PayeeRow | undefined> {
  const { rows } = await db.query<PayeeRow>("select * from payee_accounts where member_id = $1 and id = $2", [
    memberId,
    id,
  ]);
  return rows[0];
}

export interface WithdrawalRow {
  id: string;
  order_no: string;
  merchant_code: string;
  member_id: string;
  amount: string;
  currency: string;
  provider: string;
  /** As it was when the player asked; a Pix payee's accountNo is the whole key (never shown). */
  payee: StoredPayee;
  status: "review" | "paying" | "paid" | "completed" | "rejected" | "failed" | "returned";
  payout_requested: boolean;
  provider_ref: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  reason: string | null;
  paid_at: Date | null;
  confirm_deadline: Date | null;
  confirmation: "received" | "not_received" | "partial" | "auto_received" | null;
  received_amount: string | null;
  proof_type: string | null;
  confirmed_at: Date | null;
  created_at: Date;
  payout_id: string | null;
  payout_status: string | null;
  payout_end_to_end_id: string | null;
  payout_error: string | null;
  updated_at: Date;
}

export interface StoredPayee {
  type: "BANK" | "EWALLET" | "PIX";
  institution: string;
  accountNo: string;
  holderName: string;
  pixKeyType?: PixKeyType | null;
}

const WITHDRAWAL_COLUMNS = `id, order_no, merchant_code, member_id, amount, currency, provider, payee, status,
  payout_requested, provider_ref, reviewed_by, reviewed_at, reason, paid_at, confirm_deadline, confirmation,
  received_amount, proof_type, confirmed_at, created_at, payout_id, payout_status, payout_end_to_end_id,
  payout_error, updated_at`;

export async function insertWithdrawal(
  db: Queryable,
  row: {
    orderNo: string;
    merchantCode: string;
    memberId: number;
    amount: bigint;
    currency: string;
    provider: string;
    payee: WithdrawalRow["payee"];
  },
): Promise<WithdrawalRow> {
  const { rows } = await db.query<WithdrawalRow>(
    `insert into withdrawal_orders (order_no, merchant_code, member_id, amount, currency, provider, payee)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${WITHDRAWAL_COLUMNS}`,
    [
      row.orderNo,
      row.merchantCode,
      row.memberId,
      row.amount.toString(),
      row.currency,
      row.provider,
      JSON.stringify(row.payee),
    ],
  );
  return rows[0] as WithdrawalRow;
}

export async function findWithdrawal(
  db: Queryable,
  orderNo: string,
  lock = false,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawal_orders where order_no = $1${lock ? " for update" : ""}`,
    [orderNo],
  );
  return rows[0];
}

export async function listWithdrawals(
  db: Queryable,
  filter: { memberId?: number; status?: string; merchantCode?: string },
  limit: number,
  offset: number,
) {
  const { rows } = await db.query<WithdrawalRow & { username: string; total: string }>(
    `select ${WITHDRAWAL_COLUMNS}, (select m.username from members m where m.id = member_id) as username,
            count(*) over () as total from withdrawal_orders
      where ($1::bigint is null or member_id = $1) and ($2::text is null or status = $2)
        and ($3::text is null or merchant_code = $3)
      order by id desc limit $4 offset $5`,
    [filter.memberId ?? null, filter.status ?? null, filter.merchantCode ?? null, limit, offset],
  );
  return rows;
}

export async function updateWithdrawal(
  db: Queryable,
  orderNo: string,
  change: Partial<{
    status: WithdrawalRow["status"];
    payout_requested: boolean;
    provider_ref: string;
    reviewed_by: string;
    reviewed_at: Date;
    reason: string;
    paid_at: Date;
    confirm_deadline: Date;
    confirmation: NonNullable<WithdrawalRow["confirmation"]>;
    received_amount: string;
    proof_type: string;
    proof_image: Buffer;
    confirmed_at: Date;
    payout_id: string;
    payout_status: string;
    payout_end_to_end_id: string;
    payout_error: string | null;
    payout_checked_at: Date;
  }>,
) {
  const keys = Object.keys(change) as (keyof typeof change)[];
  const sets = keys.map((key, i) => `${key} = $${i + 2}`).join(", ");
  await db.query(`update withdrawal_orders set ${sets}, updated_at = now() where order_no = $1`, [
    orderNo,
    ...keys.map((key) => change[key]),
  ]);
}

export async function proofImage(db: Queryable, orderNo: string) {
  const { rows } = await db.query<{ proof_type: string | null; proof_image: Buffer | null }>(
    "select proof_type, proof_image from withdrawal_orders where order_no = $1",
    [orderNo],
  );
  return rows[0];
}

/** Paid withdrawals whose confirmation time ran out; rows other instances hold are skipped. */
export async function claimOverdueConfirmations(db: Queryable, limit: number) {
  const { rows } = await db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawal_orders
      where status = 'paid' and confirm_deadline < now()
      order by confirm_deadline limit $1 for update skip locked`,
    [limit],
  );
  return rows;
}

/** Approved withdrawals whose payout request did not reach the provider yet. */
export async function claimUnrequestedPayouts(db: Queryable, limit: number) {
  const { rows } = await db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawal_orders
      where status = 'paying' and not payout_requested and updated_at < now() - interval '5 seconds'
      order by id limit $1 for update skip locked`,
    [limit],
  );
  return rows;
}

/**
 * Serialises a member's withdrawal requests until the transaction ends, then sums what they asked
 * since the start of the brand's local day (refused and failed requests do not count).
 */
export async function lockedWithdrawalDay(db: Queryable, memberId: number, timeZone: string) {
  await db.query("select pg_advisory_xact_lock(30200, $1::int)", [memberId]);
  const { rows } = await db.query<{ total: string; n: string }>(
    `select coalesce(sum(amount), 0) as total, count(*) as n from withdrawal_orders
      where member_id = $1 and status not in ('rejected', 'failed')
        and created_at >= (date_trunc('day', now() at time zone $2) at time zone $2)`,
    [memberId, timeZone],
  );
  return { total: BigInt(rows[0]?.total ?? 0), count: Number(rows[0]?.n ?? 0) };
}

/**
 * Open orders by kind and state with the age of the oldest, for the metrics: pending deposits
 * (a partial index, 1195) and withdrawals in review, paying or paid (withdrawal_orders_status_idx).
 */
export async function openOrders(db: Queryable) {
  const { rows } = await db.query<{
    kind: "deposit" | "withdrawal";
    state: string;
    n: string;
    oldest: number;
  }>(
    `select 'deposit' as kind, status as state, count(*) as n,
            coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
       from deposit_orders where status = 'pending' group by status
     union all
     select 'withdrawal', status, count(*), coalesce(extract(epoch from now() - min(created_at)), 0)::float8
       from withdrawal_orders where status in ('review', 'paying', 'paid') group by status`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    state: row.state,
    count: Number(row.n),
    oldestSeconds: row.oldest,
  }));
}
