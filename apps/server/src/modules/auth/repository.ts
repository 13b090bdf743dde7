import type { Queryable } from "../../platform/db.js";

// ----- SMS codes

export async function insertCode(
  db: Queryable,
  row: {
    merchantCode: string;
    purpose: string;
    dialCode: string;
    mobile: string;
    codeHash: Buffer;
    minutes: number;
  },
): Promise<{ id: string; expiresAt: Date }> {
  // A new code replaces any earlier one for the same number and purpose.
  await db.query(
    `update verification_codes set used_at = now()
      where merchant_code = $1 and purpose = $2 and country_dialing_code = $3 and mobile = $4 and used_at is null`,
    [row.merchantCode, row.purpose, row.dialCode, row.mobile],
  );
  const result = await db.query<{ id: string; expires_at: Date }>(
    `insert into verification_codes (merchant_code, purpose, country_dialing_code, mobile, code_hash, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6)) returning id, expires_at`,
    [row.merchantCode, row.purpose, row.dialCode, row.mobile, row.codeHash, row.minutes],
  );
  return { id: result.rows[0]!.id, expiresAt: result.rows[0]!.expires_at };
}

export async function lockLatestCode(
  db: Queryable,
  key: { merchantCode: string; purpose: string; dialCode: string; mobile: string },
): Promise<{ id: string; code_hash: Buffer; used_at: Date | null; expired: boolean } | undefined> {
  const result = await db.query<{ id: string; code_hash: Buffer; used_at: Date | null; expired: boolean }>(
    `select id, code_hash, used_at, expires_at <= now() as expired from verification_codes
      where merchant_code = $1 and purpose = $2 and country_dialing_code = $3 and mobile = $4
      order by created_at desc, id desc limit 1 for update`,
    [key.merchantCode, key.purpose, key.dialCode, key.mobile],
  );
  return result.rows[0];
}

export async function spendCode(db: Queryable, id: string): Promise<void> {
  await db.query("update verification_codes set used_at = coalesce(used_at, now()) where id = $1", [id]);
}

export async function countWrongAttempt(db: Queryable, id: string, maxAttempts: number): Promise<void> {
  await db.query(
    `update verification_codes set attempts = attempts + 1,
            used_at = case when attempts + 1 >= $2 then now() else used_at end
      where id = $1`,
    [id, maxAttempts],
  );
}

// ----- Login IP addresses

export async function knownLoginIp(db: Queryable, memberId: number, ip: string): Promise<boolean> {
  const result = await db.query("select 1 from member_login_ips where member_id = $1 and ip = $2", [
    memberId,
    ip,
  ]);
  return (result.rowCount ?? 0) > 0;
}

export async function hasAnyLoginIp(db: Queryable, memberId: number): Promise<boolean> {
  const result = await db.query("select 1 from member_login_ips where member_id = $1 limit 1", [memberId]);
  return (result.rowCount ?? 0) > 0;
}

export async function rememberLoginIp(db: Queryable, memberId: number, ip: string): Promise<void> {
  await db.query(
    `insert into member_login_ips (member_id, ip) values ($1, $2)
     on conflict (member_id, ip) do update set last_seen_at = now()`,
    [memberId, ip],
  );
}

// ----- Password reset links and remember-me tokens

export async function insertPasswordReset(
  db: Queryable,
  tokenHash: Buffer,
  memberId: number,
  minutes: number,
) {
  await db.query(
    "insert into password_resets (token_hash, member_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))",
    [tokenHash, memberId, minutes],
  );
}

/** Consumes a reset link; the member id when it was live. */
export async function usePasswordReset(db: Queryable, tokenHash: Buffer): Promise<number | undefined> {
  const result = await db.query<{ member_id: string }>(
    `update password_resets set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now() returning member_id`,
    [tokenHash],
  );
  const id = result.rows[0]?.member_id;
  return id === undefined ? undefined : Number(id);
}

export async function insertRememberToken(
  db: Queryable,
  tokenHash: Buffer,
  memberId: number,
  merchantCode: string,
  hours: number,
) {
  await db.query(
    `insert into remember_tokens (token_hash, member_id, merchant_code, expires_at)
     values ($1, $2, $3, now() + make_interval(hours => $4))`,
    [tokenHash, memberId, merchantCode, hours],
  );
}

export async function useRememberToken(
  db: Queryable,
  tokenHash: Buffer,
  merchantCode: string,
): Promise<number | undefined> {
  const result = await db.query<{ member_id: string }>(
    `update remember_tokens set used_at = now()
      where token_hash = $1 and merchant_code = $2 and used_at is null and expires_at > now()
      returning member_id`,
    [tokenHash, merchantCode],
  );
  const id = result.rows[0]?.member_id;
  return id === undefined ? undefined : Number(id);
}

export async function revokeRememberTokens(db: Queryable, memberId: number): Promise<void> {
  await db.query("update remember_tokens set used_at = now() where member_id = $1 and used_at is null", [
    memberId,
  ]);
}
