import type { Queryable } from "../../platform/db.js";

export interface OperatorRow {
  id: string;
  username: string;
  password_hash: string;
  disabled: boolean;
}

export async function insertOperator(db: Queryable, username: string, passwordHash: string) {
  await db.query(
    `insert into operators (username, password_hash) values ($1, $2)
     on conflict (username) do update set password_hash = excluded.password_hash, disabled = false`,
    [username, passwordHash],
  );
}

export async function findOperator(db: Queryable, username: string): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>("select * from operators where username = $1", [username]);
  return rows[0];
}

export async function insertSession(db: Queryable, tokenHash: Buffer, operatorId: string, hours: number) {
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into operator_sessions (token_hash, operator_id, expires_at)
     values ($1, $2, now() + make_interval(hours => $3)) returning expires_at`,
    [tokenHash, operatorId, hours],
  );
  return rows[0]?.expires_at as Date;
}

export async function findSession(db: Queryable, tokenHash: Buffer) {
  const { rows } = await db.query<{ username: string }>(
    `select o.username from operator_sessions s join operators o on o.id = s.operator_id
      where s.token_hash = $1 and s.expires_at > now() and not o.disabled`,
    [tokenHash],
  );
  return rows[0];
}
