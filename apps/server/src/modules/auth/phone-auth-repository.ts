import type { Queryable } from "../../platform/db.js";

export async function insertRequest(
  db: Queryable,
  row: {
    idHash: Buffer;
    merchantCode: string;
    dialCode: string;
    mobile: string;
    sessionInfo: string;
    minutes: number;
  },
): Promise<void> {
  // A new code replaces the number's earlier ones, as the provider's latest code is the one to type.
  await db.query(
    `update phone_auth_requests set used_at = now()
      where merchant_code = $1 and country_dialing_code = $2 and mobile = $3 and used_at is null`,
    [row.merchantCode, row.dialCode, row.mobile],
  );
  await db.query(
    `insert into phone_auth_requests (id_hash, merchant_code, country_dialing_code, mobile, session_info, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [row.idHash, row.merchantCode, row.dialCode, row.mobile, row.sessionInfo, row.minutes],
  );
  if (Math.random() < 0.01)
    void db
      .query("delete from phone_auth_requests where expires_at < now() - interval '1 day'")
      .catch(() => {});
}

/** Seconds since the number's latest code was asked for (undefined: never). */
export async function secondsSinceLast(
  db: Queryable,
  merchantCode: string,
  dialCode: string,
  mobile: string,
) {
  const result = await db.query<{ seconds: number }>(
    `select extract(epoch from now() - created_at)::float8 as seconds from phone_auth_requests
      where merchant_code = $1 and country_dialing_code = $2 and mobile = $3
      order by created_at desc limit 1`,
    [merchantCode, dialCode, mobile],
  );
  return result.rows[0]?.seconds;
}

export interface PhoneAuthRequest {
  country_dialing_code: string;
  mobile: string;
  session_info: string;
  used_at: Date | null;
  expired: boolean;
}

export async function lockRequest(db: Queryable, idHash: Buffer, merchantCode: string) {
  const result = await db.query<PhoneAuthRequest>(
    `select country_dialing_code, mobile, session_info, used_at, expires_at <= now() as expired
       from phone_auth_requests where id_hash = $1 and merchant_code = $2 for update`,
    [idHash, merchantCode],
  );
  return result.rows[0];
}

export async function useRequest(db: Queryable, idHash: Buffer): Promise<void> {
  await db.query("update phone_auth_requests set used_at = coalesce(used_at, now()) where id_hash = $1", [
    idHash,
  ]);
}

/** Counts a wrong code; the request is spent after `max` of them. */
export async function countWrong(db: Queryable, idHash: Buffer, max: number): Promise<void> {
  await db.query(
    `update phone_auth_requests set wrong_attempts = wrong_attempts + 1,
            used_at = case when wrong_attempts + 1 >= $2 then now() else used_at end
      where id_hash = $1`,
    [idHash, max],
  );
}
