import type { Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";

/**
 * Staff who also play on the platform name their player account (`operators.member_id`); they
 * never review, adjust or change the status of it themselves: 403 `operator.own.account`.
 */
export async function assertNotOwnAccount(
  db: Queryable,
  staff: string,
  memberId: number | bigint,
): Promise<void> {
  const { rows } = await db.query<{ member_id: string | null }>(
    "select member_id from operators where username = $1",
    [staff],
  );
  if (rows[0]?.member_id != null && BigInt(rows[0].member_id) === BigInt(memberId)) {
    throw new AppError("operator.own.account");
  }
}

/** The same for a withdrawal order: its holder is the staff member's own player account. */
export async function assertNotOwnWithdrawal(db: Queryable, staff: string, orderNo: string): Promise<void> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from withdrawal_orders w join operators o on o.member_id = w.member_id
      where w.order_no = $1 and o.username = $2`,
    [orderNo, staff],
  );
  if (Number(rows[0]?.n ?? 0) > 0) throw new AppError("operator.own.account");
}
