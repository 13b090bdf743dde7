import type { Queryable } from "../../platform/db.js";

// ----- Image captchas

export async function insertCaptcha(db: Queryable, id: string, answerHash: Buffer, minutes: number) {
  await db.query(
    `insert into captchas (id, answer_hash, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
    [id, answerHash, minutes],
  );
}

/** Marks the captcha used (right or wrong) and returns its answer, unless it was used already. */
export async function useCaptcha(
  db: Queryable,
  id: string,
): Promise<{ answer_hash: Buffer; fresh: boolean } | undefined> {
  const result = await db.query<{ answer_hash: Buffer; fresh: boolean }>(
    `update captchas set used_at = now() where id = $1 and used_at is null
     returning answer_hash, expires_at > now() as fresh`,
    [id],
  );
  return result.rows[0];
}

export async function deleteStaleCaptchas(db: Queryable): Promise<void> {
  await db.query("delete from captchas where expires_at < now() - interval '1 day'");
}

// ----- Proof-of-work answers already accepted

/** Remembers an accepted answer; false when it was accepted before (a replay). */
export async function markBotCheckUsed(
  db: Queryable,
  signature: string,
  expiresAtSeconds: number,
): Promise<boolean> {
  const used = await db.query(
    `insert into bot_checks_used (signature, expires_at) values ($1, to_timestamp($2))
     on conflict do nothing`,
    [signature, expiresAtSeconds],
  );
  return (used.rowCount ?? 0) > 0;
}

export async function deleteExpiredBotChecks(db: Queryable): Promise<void> {
  await db.query("delete from bot_checks_used where expires_at < now()");
}
