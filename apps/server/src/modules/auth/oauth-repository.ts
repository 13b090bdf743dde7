import type { Queryable } from "../../platform/db.js";

export async function insertState(
  db: Queryable,
  row: {
    stateHash: Buffer;
    merchantCode: string;
    provider: string;
    codeVerifier: string;
    nonce: string;
    returnTo: string;
    minutes: number;
  },
): Promise<void> {
  await db.query(
    `insert into oauth_states (state_hash, merchant_code, provider, code_verifier, nonce, return_to, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [row.stateHash, row.merchantCode, row.provider, row.codeVerifier, row.nonce, row.returnTo, row.minutes],
  );
  if (Math.random() < 0.01)
    void db.query("delete from oauth_states where expires_at < now() - interval '1 day'").catch(() => {});
}

/** Claims a pending authorization once: a second claim (a replay) finds nothing. */
export async function claimState(db: Queryable, stateHash: Buffer, merchantCode: string, provider: string) {
  const result = await db.query<{ code_verifier: string; nonce: string; return_to: string }>(
    `update oauth_states set used_at = now()
      where state_hash = $1 and merchant_code = $2 and provider = $3 and used_at is null and expires_at > now()
      returning code_verifier, nonce, return_to`,
    [stateHash, merchantCode, provider],
  );
  return result.rows[0];
}

export async function linkedMember(db: Queryable, merchantCode: string, provider: string, subject: string) {
  const result = await db.query<{ member_id: string }>(
    "select member_id from oauth_links where merchant_code = $1 and provider = $2 and subject = $3",
    [merchantCode, provider, subject],
  );
  return result.rows[0] ? Number(result.rows[0].member_id) : undefined;
}

export async function insertPendingLink(
  db: Queryable,
  row: {
    tokenHash: Buffer;
    merchantCode: string;
    provider: string;
    subject: string;
    email: string;
    returnTo: string;
    minutes: number;
  },
): Promise<void> {
  await db.query(
    `insert into oauth_pending_links (token_hash, merchant_code, provider, subject, email, return_to, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [row.tokenHash, row.merchantCode, row.provider, row.subject, row.email, row.returnTo, row.minutes],
  );
}

export interface PendingLink {
  provider: string;
  subject: string;
  email: string | null;
}

export async function pendingLink(db: Queryable, tokenHash: Buffer, merchantCode: string, lock = false) {
  const result = await db.query<PendingLink>(
    `select provider, subject, email from oauth_pending_links
      where token_hash = $1 and merchant_code = $2 and used_at is null and expires_at > now()
      ${lock ? "for update" : ""}`,
    [tokenHash, merchantCode],
  );
  return result.rows[0];
}

export async function usePendingLink(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query("update oauth_pending_links set used_at = now() where token_hash = $1", [tokenHash]);
}

/** False when the account already has a link of this provider, or the subject another account. */
export async function insertLink(
  db: Queryable,
  row: { memberId: number; merchantCode: string; provider: string; subject: string; email: string | null },
): Promise<boolean> {
  const result = await db.query(
    `insert into oauth_links (member_id, merchant_code, provider, subject, email)
     values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [row.memberId, row.merchantCode, row.provider, row.subject, row.email],
  );
  return (result.rowCount ?? 0) > 0;
}
