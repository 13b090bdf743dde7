import type { StaffRole } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";

export interface OperatorRow {
  id: string;
  username: string;
  password_hash: string;
  disabled: boolean;
  role: StaffRole;
  totp_secret: string | null;
  totp_last_step: string;
  created_at: Date;
  last_login_at: Date | null;
  member_id: string | null;
}

export async function insertOperator(
  db: Queryable,
  input: { username: string; passwordHash: string; role: StaffRole; totpSecret: string; disabled?: boolean },
): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>(
    `insert into operators (username, password_hash, role, totp_secret, disabled) values ($1, $2, $3, $4, $5)
     on conflict (username) do nothing returning *`,
    [input.username, input.passwordHash, input.role, input.totpSecret, input.disabled ?? false],
  );
  return rows[0];
}

/** The command line's create: a name that exists gets the new password, role and secret. */
export async function upsertOperator(
  db: Queryable,
  input: { username: string; passwordHash: string; role: StaffRole; totpSecret: string },
): Promise<void> {
  await db.query(
    `insert into operators (username, password_hash, role, totp_secret) values ($1, $2, $3, $4)
     on conflict (username) do update set password_hash = excluded.password_hash, role = excluded.role,
       totp_secret = excluded.totp_secret, totp_last_step = 0, disabled = false`,
    [input.username, input.passwordHash, input.role, input.totpSecret],
  );
}

export async function findOperator(db: Queryable, username: string): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>("select * from operators where username = $1", [username]);
  return rows[0];
}

export async function lockOperator(db: Queryable, username: string): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>("select * from operators where username = $1 for update", [
    username,
  ]);
  return rows[0];
}

export async function listOperators(db: Queryable): Promise<OperatorRow[]> {
  const { rows } = await db.query<OperatorRow>("select * from operators order by username");
  return rows;
}

export async function updateOperator(
  db: Queryable,
  username: string,
  change: { role?: StaffRole; disabled?: boolean; totpSecret?: string; memberId?: number | null },
): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>(
    `update operators set role = coalesce($2, role), disabled = coalesce($3, disabled),
       totp_secret = coalesce($4, totp_secret),
       totp_last_step = case when $4::text is null then totp_last_step else 0 end,
       member_id = case when $5 then $6::bigint else member_id end
     where username = $1 returning *`,
    [
      username,
      change.role ?? null,
      change.disabled ?? null,
      change.totpSecret ?? null,
      change.memberId !== undefined,
      change.memberId ?? null,
    ],
  );
  return rows[0];
}

export async function memberExists(db: Queryable, memberId: number): Promise<boolean> {
  const { rowCount } = await db.query("select 1 from members where id = $1", [memberId]);
  return rowCount === 1;
}

/** Accepts a TOTP step once: false when this step or a later one was already used. */
export async function consumeTotpStep(db: Queryable, operatorId: string, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `update operators set totp_last_step = $2, last_login_at = now() where id = $1 and totp_last_step < $2`,
    [operatorId, step],
  );
  return rowCount === 1;
}

export async function insertSession(
  db: Queryable,
  input: { tokenHash: Buffer; operatorId: string; hours: number; ip: string },
) {
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into operator_sessions (token_hash, operator_id, expires_at, ip)
     values ($1, $2, now() + make_interval(hours => $3), $4) returning expires_at`,
    [input.tokenHash, input.operatorId, input.hours, input.ip],
  );
  return rows[0]?.expires_at as Date;
}

/**
 * The live session of a token, moving its idle clock forward: none when it expired, sat idle
 * longer than `idleMinutes`, was ended by logout or its account was disabled.
 */
export async function touchSession(db: Queryable, tokenHash: Buffer, idleMinutes: number) {
  const { rows } = await db.query<{ username: string; role: StaffRole; expires_at: Date }>(
    `update operator_sessions s set last_seen_at = now()
       from operators o
      where s.token_hash = $1 and o.id = s.operator_id and s.expires_at > now()
        and s.last_seen_at > now() - make_interval(mins => $2) and not o.disabled
      returning o.username, o.role, s.expires_at`,
    [tokenHash, idleMinutes],
  );
  return rows[0];
}

export async function deleteSession(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query("delete from operator_sessions where token_hash = $1", [tokenHash]);
}

export async function deleteSessionsOf(db: Queryable, username: string): Promise<void> {
  await db.query(
    "delete from operator_sessions where operator_id = (select id from operators where username = $1)",
    [username],
  );
}

/** The withdrawals export's query, oldest first, with each player's username. */
export function withdrawalExportQuery(filter: {
  status?: string | undefined;
  merchantCode?: string | undefined;
}): {
  text: string;
  values: unknown[];
} {
  const values: unknown[] = [];
  const clauses: string[] = [];
  if (filter.status) clauses.push(`w.status = $${values.push(filter.status)}`);
  if (filter.merchantCode) clauses.push(`w.merchant_code = $${values.push(filter.merchantCode)}`);
  return {
    text: `select w.order_no, w.member_id, m.username, w.merchant_code, w.amount, w.currency, w.status,
                  w.confirmation, w.reviewed_by, w.created_at
             from withdrawal_orders w join members m on m.id = w.member_id
            ${clauses.length ? `where ${clauses.join(" and ")}` : ""} order by w.id`,
    values,
  };
}
