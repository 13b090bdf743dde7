import type { Queryable } from "../../platform/db.js";

export interface MemberRow {
  id: string;
  merchant_code: string;
  username: string;
  type: number;
  upline_id: string | null;
  nickname: string | null;
  country_dialing_code: string | null;
  mobile: string | null;
  email: string | null;
  password_hash: string;
  payment_password_hash: string | null;
  password_changed_at: Date;
  must_change_password: boolean;
  status: number;
  affiliate_code: string | null;
  referral_code: string | null;
  profile: Record<string, string>;
  terms_version: string | null;
  terms_accepted_at: Date | null;
  avatar_type: "CUSTOM" | "STATIC" | null;
  avatar: string | null;
  /** The language the player chose (a code of LANGUAGE_CODES), null when never chosen. */
  language: string | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
}

export interface NewMember {
  merchantCode: string;
  username: string;
  type: number;
  uplineId: number | null;
  nickname: string | null;
  countryDialingCode: string | null;
  mobile: string | null;
  email: string | null;
  passwordHash: string;
  paymentPasswordHash: string | null;
  mustChangePassword: boolean;
  affiliateCode: string | null;
  referralCode: string | null;
  profile: Record<string, string>;
  registerIp: string | null;
  registerMethod: string;
  /** The language the account speaks in (null: the brand's default). */
  language: string | null;
}

/** Inserts an account; undefined when the username (or mobile) is already taken. */
export async function insertMember(db: Queryable, m: NewMember): Promise<number | undefined> {
  const result = await db.query<{ id: string }>(
    `insert into members (merchant_code, username, type, upline_id, nickname, country_dialing_code, mobile,
       email, password_hash, payment_password_hash, must_change_password, affiliate_code, referral_code,
       profile, register_ip, register_method, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     on conflict do nothing
     returning id`,
    [
      m.merchantCode,
      m.username,
      m.type,
      m.uplineId,
      m.nickname,
      m.countryDialingCode,
      m.mobile,
      m.email,
      m.passwordHash,
      m.paymentPasswordHash,
      m.mustChangePassword,
      m.affiliateCode,
      m.referralCode,
      m.profile,
      m.registerIp,
      m.registerMethod,
      m.language,
    ],
  );
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : Number(id);
}

export async function updateLanguage(db: Queryable, id: number, language: string): Promise<void> {
  await db.query("update members set language = $2 where id = $1", [id, language]);
}

export async function findById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>("select * from members where id = $1", [id]);
  return result.rows[0];
}

export async function findByUsername(
  db: Queryable,
  merchantCode: string,
  username: string,
): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(
    "select * from members where merchant_code = $1 and lower(username) = lower($2)",
    [merchantCode, username],
  );
  return result.rows[0];
}

export async function findByMobile(
  db: Queryable,
  merchantCode: string,
  dialCode: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(
    `select * from members where merchant_code = $1 and country_dialing_code = $2 and mobile = $3 and type <> 4
     order by id limit 1`,
    [merchantCode, dialCode, mobile],
  );
  return result.rows[0];
}

/** Whether a real account of the brand has this e-mail address (any letter case). */
export async function emailTaken(db: Queryable, merchantCode: string, email: string): Promise<boolean> {
  const result = await db.query(
    "select 1 from members where merchant_code = $1 and lower(email) = lower($2) and type <> 4 limit 1",
    [merchantCode, email],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function usernameTaken(db: Queryable, merchantCode: string, username: string): Promise<boolean> {
  const result = await db.query(
    "select 1 from members where merchant_code = $1 and lower(username) = lower($2)",
    [merchantCode, username],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function findByCode(
  db: Queryable,
  merchantCode: string,
  column: "affiliate_code" | "referral_code",
  code: string,
): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(
    `select * from members where merchant_code = $1 and lower(${column}) = lower($2) and status = 0`,
    [merchantCode, code],
  );
  return result.rows[0];
}

export async function updatePassword(
  db: Queryable,
  id: number,
  passwordHash: string,
  mustChange = false,
): Promise<void> {
  await db.query(
    `update members set password_hash = $2, password_changed_at = now(), must_change_password = $3,
            profile = profile - 'noPassword', updated_at = now() where id = $1`,
    [id, passwordHash, mustChange],
  );
}

export async function updatePaymentPassword(db: Queryable, id: number, hash: string): Promise<void> {
  await db.query("update members set payment_password_hash = $2, updated_at = now() where id = $1", [
    id,
    hash,
  ]);
}

/** Records a successful login; returns whether it was the first one. */
export async function recordLogin(db: Queryable, id: number, ip: string): Promise<boolean> {
  const result = await db.query<{ first: boolean }>(
    `update members m set first_login_at = coalesce(m.first_login_at, now()), last_login_at = now(),
            last_login_ip = $2
       from (select first_login_at is null as first from members where id = $1 for update) previous
      where m.id = $1
      returning previous.first`,
    [id, ip],
  );
  return result.rows[0]?.first ?? false;
}

export async function acceptTerms(db: Queryable, id: number, version: string): Promise<void> {
  await db.query("update members set terms_version = $2, terms_accepted_at = now() where id = $1", [
    id,
    version,
  ]);
}

/** Merges profile fields into the account's profile; the row is locked by the caller's transaction. */
export async function mergeProfile(db: Queryable, id: number, fields: Record<string, string>): Promise<void> {
  await db.query("update members set profile = profile || $2::jsonb, updated_at = now() where id = $1", [
    id,
    JSON.stringify(fields),
  ]);
}

export async function lockMember(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>("select * from members where id = $1 for update", [id]);
  return result.rows[0];
}

export async function recordDevice(db: Queryable, memberId: number, deviceHash: string): Promise<void> {
  await db.query(
    `insert into member_devices (member_id, device_hash) values ($1, $2)
     on conflict (member_id, device_hash) do update set last_seen_at = now()`,
    [memberId, deviceHash],
  );
}

export async function updateAvatar(
  db: Queryable,
  id: number,
  avatarType: "CUSTOM" | "STATIC",
  avatar: string,
): Promise<void> {
  await db.query("update members set avatar_type = $2, avatar = $3, updated_at = now() where id = $1", [
    id,
    avatarType,
    avatar,
  ]);
}

export async function findUsername(db: Queryable, id: number): Promise<string | undefined> {
  const result = await db.query<{ username: string }>("select username from members where id = $1", [id]);
  return result.rows[0]?.username;
}

/** Usernames of many accounts in one query (lists that show who did something). */
export async function findUsernames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<{ id: string; username: string }>(
    "select id, username from members where id = any($1::bigint[])",
    [ids],
  );
  return new Map(result.rows.map((row) => [Number(row.id), row.username]));
}

export async function markMustChangePassword(db: Queryable, id: number): Promise<void> {
  await db.query("update members set must_change_password = true, updated_at = now() where id = $1", [id]);
}

/** Stores the upload and returns the address the site shows it from. */
export async function saveCustomAvatar(
  db: Queryable,
  memberId: number,
  contentType: string,
  data: Buffer,
): Promise<string> {
  await db.query(
    `insert into member_avatars (member_id, content_type, data) values ($1, $2, $3)
     on conflict (member_id) do update set content_type = $2, data = $3, updated_at = now()`,
    [memberId, contentType, data],
  );
  return `/wps/member/avatar/${memberId}?v=${Date.now()}`;
}

export async function loadAvatar(db: Queryable, memberId: number) {
  const result = await db.query<{ content_type: string; data: Buffer }>(
    "select content_type, data from member_avatars where member_id = $1",
    [memberId],
  );
  const row = result.rows[0];
  return row ? { contentType: row.content_type, data: row.data } : undefined;
}

/** Sets the affiliate code when the account has none; the code in force (undefined on a clash). */
export async function ensureAffiliateCode(
  db: Queryable,
  id: number,
  candidate: string,
): Promise<string | undefined> {
  try {
    // Read first: an account that has a code is never written to.
    const current = await db.query<{ affiliate_code: string | null }>(
      "select affiliate_code from members where id = $1",
      [id],
    );
    if (current.rows[0]?.affiliate_code) return current.rows[0].affiliate_code;
    const { rows } = await db.query<{ affiliate_code: string | null }>(
      `update members set affiliate_code = $2, updated_at = now()
        where id = $1 and affiliate_code is null returning affiliate_code`,
      [id, candidate],
    );
    if (rows[0]?.affiliate_code) return rows[0].affiliate_code;
    const again = await db.query<{ affiliate_code: string | null }>(
      "select affiliate_code from members where id = $1",
      [id],
    );
    return again.rows[0]?.affiliate_code ?? undefined;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return undefined;
    throw error;
  }
}
