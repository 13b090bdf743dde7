import type { Queryable } from "../../platform/db.js";

export interface SessionRow {
  session_id: string;
  member_id: string;
  merchant_code: string;
  method: string;
  last_seen_at: Date;
  idle_expires_at: Date;
  expires_at: Date;
  username: string;
  type: number;
  status: number;
  must_change_password: boolean;
  password_changed_at: Date;
}

export async function insertSession(
  db: Queryable,
  row: {
    tokenHash: Buffer;
    memberId: number;
    merchantCode: string;
    method: string;
    ip: string;
    userAgent: string;
    idleMinutes: number;
    absoluteHours: number;
  },
): Promise<number> {
  const result = await db.query<{ id: string }>(
    `insert into sessions (token_hash, member_id, merchant_code, method, ip, user_agent, idle_expires_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7), now() + make_interval(hours => $8))
     returning id`,
    [
      row.tokenHash,
      row.memberId,
      row.merchantCode,
      row.method,
      row.ip,
      row.userAgent.slice(0, 300),
      row.idleMinutes,
      row.absoluteHours,
    ],
  );
  return Number(result.rows[0]!.id);
}

/** The live session of a token hash with its account, or undefined. */
export async function findLiveSession(
  db: Queryable,
  tokenHash: Buffer,
  merchantCode: string,
): Promise<SessionRow | undefined> {
  const result = await db.query<SessionRow>(
    `select s.id as session_id, s.member_id, s.merchant_code, s.method, s.last_seen_at,
            s.idle_expires_at, s.expires_at, m.username, m.type, m.status, m.must_change_password, m.password_changed_at
       from sessions s join members m on m.id = s.member_id
      where s.token_hash = $1 and s.merchant_code = $2 and s.revoked_at is null
        and s.idle_expires_at > now() and s.expires_at > now() and m.status = 0`,
    [tokenHash, merchantCode],
  );
  return result.rows[0];
}

/** Moves the idle expiry forward (never past the absolute expiry). */
export async function touchSession(db: Queryable, sessionId: number, idleMinutes: number): Promise<void> {
  await db.query(
    `update sessions set last_seen_at = now(),
            idle_expires_at = least(expires_at, now() + make_interval(mins => $2))
      where id = $1`,
    [sessionId, idleMinutes],
  );
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query("update sessions set revoked_at = now() where id = $1 and revoked_at is null", [sessionId]);
}

/** Ends every session of an account, except `keep` (the one that made the change). */
export async function revokeMemberSessions(db: Queryable, memberId: number, keep?: number): Promise<void> {
  await db.query(
    "update sessions set revoked_at = now() where member_id = $1 and revoked_at is null and id <> coalesce($2, 0)",
    [memberId, keep ?? null],
  );
}

/** Forgets sessions that ended (expired or revoked) more than a week ago. */
export async function deleteOldSessions(db: Queryable): Promise<void> {
  await db.query(
    `delete from sessions where least(expires_at, idle_expires_at, coalesce(revoked_at, 'infinity')) < now() - interval '7 days'`,
  );
}
