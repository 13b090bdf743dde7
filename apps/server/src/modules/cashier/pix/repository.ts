import type { Queryable } from "../../../platform/db.js";
import type { DepositRow } from "../repository.js";

export interface PixDepositRow extends DepositRow {
  txid: string | null;
  pix_location: string | null;
  pix_payload: string | null;
  expires_at: Date | null;
  payer_name: string | null;
  payer_document: string | null;
  end_to_end_id: string | null;
  paid_late: boolean;
  failure_reason: string | null;
  refunded_amount: string;
}

export async function findByTxid(
  db: Queryable,
  txid: string,
  lock = false,
): Promise<PixDepositRow | undefined> {
  const { rows } = await db.query<PixDepositRow>(
    `select * from deposit_orders where txid = $1${lock ? " for update" : ""}`,
    [txid],
  );
  return rows[0];
}

export async function findByOrder(db: Queryable, orderNo: string, lock = false) {
  const { rows } = await db.query<PixDepositRow>(
    `select * from deposit_orders where order_no = $1${lock ? " for update" : ""}`,
    [orderNo],
  );
  return rows[0];
}

export async function setTxid(db: Queryable, orderNo: string, txid: string) {
  await db.query("update deposit_orders set txid = $2 where order_no = $1", [orderNo, txid]);
}

export async function setCharge(
  db: Queryable,
  orderNo: string,
  charge: { location: string; payload: string; expiresAt: Date },
) {
  await db.query(
    `update deposit_orders set pix_location = $2, pix_payload = $3, expires_at = $4, provider_ref = txid,
            updated_at = now() where order_no = $1 and pix_location is null`,
    [orderNo, charge.location, charge.payload, charge.expiresAt],
  );
}

/** Pending Pix deposits and those that expired within a day (a late payment still credits them). */
export async function reconcilable(db: Queryable, limit: number): Promise<PixDepositRow[]> {
  const { rows } = await db.query<PixDepositRow>(
    `select * from deposit_orders
      where txid is not null and created_at < now() - interval '3 seconds'
        and (status = 'pending'
             or (status = 'failed' and failure_reason = 'expired' and expires_at > now() - interval '1 day'))
      order by created_at limit $1`,
    [limit],
  );
  return rows;
}

/** Fails an unpaid deposit; answers whether it was pending until now (its amount stops counting). */
export async function failDeposit(db: Queryable, orderNo: string, reason: string): Promise<boolean> {
  const { rows } = await db.query<{ was: string }>(
    `with old as (select status from deposit_orders where order_no = $1 and status <> 'paid' for update)
     update deposit_orders d set status = 'failed', failure_reason = $2, updated_at = now()
       from old where d.order_no = $1 returning old.status as was`,
    [orderNo, reason],
  );
  return rows[0]?.was === "pending";
}

export async function recordPayer(
  db: Queryable,
  orderNo: string,
  payer: { name: string | null; document: string | null; endToEndId: string; late: boolean },
) {
  await db.query(
    `update deposit_orders set payer_name = $2, payer_document = $3, end_to_end_id = $4, paid_late = $5,
            failure_reason = null, updated_at = now() where order_no = $1`,
    [orderNo, payer.name, payer.document, payer.endToEndId, payer.late],
  );
}

/** Records a Pix once by its end-to-end id; false when it was already recorded. */
export async function insertReceipt(
  db: Queryable,
  row: {
    endToEndId: string;
    provider: string;
    txid: string | null;
    orderNo: string | null;
    amount: string;
    payerName: string | null;
    payerDocument: string | null;
    paidAt: string | null;
    outcome: string;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into pix_receipts (end_to_end_id, provider, txid, order_no, amount, payer_name, payer_document, paid_at, outcome)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (end_to_end_id) do nothing`,
    [
      row.endToEndId,
      row.provider,
      row.txid,
      row.orderNo,
      row.amount,
      row.payerName,
      row.payerDocument,
      row.paidAt,
      row.outcome,
    ],
  );
  return rowCount === 1;
}

export async function receipt(db: Queryable, endToEndId: string, lock = false) {
  const { rows } = await db.query<{
    end_to_end_id: string;
    provider: string;
    txid: string | null;
    order_no: string | null;
    amount: string;
    outcome: string;
  }>(`select * from pix_receipts where end_to_end_id = $1${lock ? " for update" : ""}`, [endToEndId]);
  return rows[0];
}

export async function knownReceipts(db: Queryable, ids: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ end_to_end_id: string }>(
    "select end_to_end_id from pix_receipts where end_to_end_id = any($1)",
    [ids],
  );
  return new Set(rows.map((r) => r.end_to_end_id));
}

export async function insertAlert(
  db: Queryable,
  alert: {
    provider: string;
    kind: string;
    orderNo?: string | null;
    txid?: string | null;
    endToEndId?: string | null;
    detail?: Record<string, unknown>;
  },
) {
  await db.query(
    `insert into payment_alerts (provider, kind, order_no, txid, end_to_end_id, detail) values ($1, $2, $3, $4, $5, $6)`,
    [
      alert.provider,
      alert.kind,
      alert.orderNo ?? null,
      alert.txid ?? null,
      alert.endToEndId ?? null,
      JSON.stringify(alert.detail ?? {}),
    ],
  );
}

export interface RefundRow {
  id: string;
  end_to_end_id: string;
  order_no: string | null;
  amount: string;
  status: string;
  rtr_id: string | null;
  reason: string;
  requested_by: string;
  created_at: Date;
}

/** A refund request; the existing one when the same id was asked before. */
export async function insertRefund(
  db: Queryable,
  row: { id: string; endToEndId: string; orderNo: string | null; amount: bigint; reason: string; by: string },
): Promise<{ row: RefundRow; created: boolean }> {
  const { rows } = await db.query<RefundRow>(
    `insert into pix_refunds (id, end_to_end_id, order_no, amount, reason, requested_by)
     values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing returning *`,
    [row.id, row.endToEndId, row.orderNo, row.amount.toString(), row.reason, row.by],
  );
  if (rows[0]) return { row: rows[0], created: true };
  const existing = await db.query<RefundRow>("select * from pix_refunds where id = $1", [row.id]);
  return { row: existing.rows[0] as RefundRow, created: false };
}

export async function updateRefund(db: Queryable, id: string, status: string, rtrId: string | null) {
  await db.query(
    "update pix_refunds set status = $2, rtr_id = coalesce($3, rtr_id), updated_at = now() where id = $1",
    [id, status, rtrId],
  );
}

export async function unsentRefunds(db: Queryable, limit: number): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(
    `select * from pix_refunds where status = 'requested' and updated_at < now() - interval '5 seconds'
      order by created_at limit $1`,
    [limit],
  );
  return rows;
}

export async function addRefunded(db: Queryable, orderNo: string, amount: bigint) {
  await db.query(
    "update deposit_orders set refunded_amount = refunded_amount + $2, updated_at = now() where order_no = $1",
    [orderNo, amount.toString()],
  );
}

export async function memberDocument(db: Queryable, memberId: string): Promise<string | null> {
  const { rows } = await db.query<{ doc: string | null }>(
    "select profile->>'idNumber' as doc from members where id = $1",
    [memberId],
  );
  return rows[0]?.doc ?? null;
}

export interface AlertRow {
  id: string;
  provider: string;
  kind: string;
  order_no: string | null;
  txid: string | null;
  end_to_end_id: string | null;
  detail: Record<string, unknown>;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution: string | null;
}

export async function listAlerts(db: Queryable, open: boolean, limit: number, offset: number) {
  const { rows } = await db.query<AlertRow & { total: string }>(
    `select *, count(*) over () as total from payment_alerts
      where (resolved_at is null) = $1 order by id desc limit $2 offset $3`,
    [open, limit, offset],
  );
  return rows;
}

export async function resolveAlert(db: Queryable, id: number, by: string, resolution: string) {
  const { rows } = await db.query<AlertRow>(
    `update payment_alerts set resolved_at = now(), resolved_by = $2, resolution = $3
      where id = $1 and resolved_at is null returning *`,
    [id, by, resolution],
  );
  return rows[0];
}

export async function providerStatuses(db: Queryable) {
  const { rows } = await db.query<{
    provider: string;
    last_ok_at: Date | null;
    last_error_at: Date | null;
    last_error: string | null;
  }>("select * from payment_provider_status order by provider");
  return rows;
}
