import type { Queryable } from "../../platform/db.js";

export type ChangeKind = "four-eyes.limit" | "staff.role" | "staff.create" | "staff.enable";

export interface ChangeRequestRow {
  id: string;
  kind: ChangeKind;
  merchant_code: string | null;
  target: string | null;
  change: Record<string, unknown>;
  status: "pending" | "approved" | "rejected";
  maker: string;
  checker: string | null;
  reject_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

/** A new pending request; undefined when one is already pending for the same thing. */
export async function insertRequest(
  db: Queryable,
  input: {
    kind: ChangeKind;
    merchantCode: string | null;
    target: string | null;
    change: object;
    maker: string;
  },
): Promise<ChangeRequestRow | undefined> {
  const { rows } = await db.query<ChangeRequestRow>(
    `insert into ops_change_requests (kind, merchant_code, target, change, maker) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning *`,
    [input.kind, input.merchantCode, input.target, JSON.stringify(input.change), input.maker],
  );
  return rows[0];
}

export async function lockRequest(db: Queryable, id: number): Promise<ChangeRequestRow | undefined> {
  const { rows } = await db.query<ChangeRequestRow>(
    "select * from ops_change_requests where id = $1 for update",
    [id],
  );
  return rows[0];
}

export async function pendingFor(
  db: Queryable,
  kind: ChangeKind,
  key: { merchantCode?: string; target?: string },
): Promise<ChangeRequestRow | undefined> {
  const { rows } = await db.query<ChangeRequestRow>(
    `select * from ops_change_requests where status = 'pending' and kind = $1
        and coalesce(merchant_code, '') = $2 and coalesce(target, '') = $3`,
    [kind, key.merchantCode ?? "", key.target ?? ""],
  );
  return rows[0];
}

/** Pending requests about one staff member (any kind), newest first. */
export async function pendingForStaff(
  db: Queryable,
  username: string,
): Promise<ChangeRequestRow | undefined> {
  const { rows } = await db.query<ChangeRequestRow>(
    `select * from ops_change_requests where status = 'pending' and target = $1 order by id desc limit 1`,
    [username],
  );
  return rows[0];
}

export async function decideRequest(
  db: Queryable,
  id: number,
  decision: { status: "approved" | "rejected"; checker: string; reason: string | null },
): Promise<ChangeRequestRow> {
  const { rows } = await db.query<ChangeRequestRow>(
    `update ops_change_requests set status = $2, checker = $3, reject_reason = $4, decided_at = now()
      where id = $1 returning *`,
    [id, decision.status, decision.checker, decision.reason],
  );
  return rows[0]!;
}

export async function listRequests(
  db: Queryable,
  status: string | undefined,
  page: number,
  size: number,
): Promise<{ rows: ChangeRequestRow[]; total: number }> {
  const where = status ? "where status = $3" : "";
  const [list, count] = await Promise.all([
    db.query<ChangeRequestRow>(
      `select * from ops_change_requests ${where} order by id desc limit $1 offset $2`,
      [size, (page - 1) * size, ...(status ? [status] : [])],
    ),
    db.query<{ n: string }>(
      `select count(*) as n from ops_change_requests ${status ? "where status = $1" : ""}`,
      status ? [status] : [],
    ),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}
