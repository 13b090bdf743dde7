import type { Queryable } from "../../platform/db.js";

/** SQL of time-outs, self-exclusions and closures, and the identities they bar from coming back. */

export async function setExclusion(
  db: Queryable,
  memberId: number | string,
  kind: "timeout" | "self-exclusion" | "closed",
  until: Date | null,
): Promise<void> {
  await db.query(
    `update rg_players set excluded_kind = $2, excluded_from = now(), excluded_until = $3, updated_at = now()
      where member_id = $1`,
    [memberId, kind, until],
  );
}

export async function addExcludedIdentities(
  db: Queryable,
  merchant: string,
  memberId: number | string,
  identities: { kind: "email" | "mobile" | "document"; hash: Buffer }[],
  until: Date | null,
): Promise<void> {
  for (const identity of identities) {
    await db.query(
      `insert into rg_excluded_identities (merchant_code, kind, value_hash, member_id, until)
       values ($1, $2, $3, $4, $5)
       on conflict (merchant_code, kind, value_hash, member_id) do update set until = excluded.until`,
      [merchant, identity.kind, identity.hash, memberId, until],
    );
  }
}

export async function excludedIdentityExists(
  db: Queryable,
  merchant: string,
  identities: { kind: "email" | "mobile" | "document"; hash: Buffer }[],
): Promise<boolean> {
  if (identities.length === 0) return false;
  const { rows } = await db.query(
    `select 1 from rg_excluded_identities
      where merchant_code = $1 and kind = any($2::text[]) and value_hash = any($3::bytea[])
        and (until is null or until > now())
        and (kind, value_hash) in (select * from unnest($2::text[], $3::bytea[]))
      limit 1`,
    [merchant, identities.map((i) => i.kind), identities.map((i) => i.hash)],
  );
  return rows.length > 0;
}

/** Players of a brand under a time-out, self-exclusion or closure now. */
export async function excludedMemberIds(db: Queryable, merchant: string): Promise<string[]> {
  const { rows } = await db.query<{ member_id: string }>(
    `select member_id from rg_players
      where merchant_code = $1 and excluded_kind is not null and (excluded_until is null or excluded_until > now())`,
    [merchant],
  );
  return rows.map((r) => r.member_id);
}
