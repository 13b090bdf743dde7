import type { Queryable } from "../../platform/db.js";
import { columnOf, LIMIT_KEYS, type LimitKey, MONEY_KEYS } from "./limits.js";

/** SQL of the deposit, loss, wager and time limits, and the reality check. */

export interface LimitRow {
  limit_key: LimitKey;
  source: "player" | "operator";
  value: string | null;
  pending: boolean;
  pending_value: string | null;
  pending_requested_at: Date | null;
  pending_confirmable_at: Date | null;
}

export async function limitRows(db: Queryable, memberId: number | string, lock = false): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRow>(
    `select limit_key, source, value, pending, pending_value, pending_requested_at, pending_confirmable_at
       from rg_limits where member_id = $1${lock ? " for update" : ""}`,
    [memberId],
  );
  return rows;
}

export async function saveLimit(
  db: Queryable,
  memberId: number | string,
  key: LimitKey,
  source: "player" | "operator",
  row: { value: bigint | null; pending: { value: bigint | null; confirmableAt: Date } | null },
): Promise<void> {
  await db.query(
    `insert into rg_limits (member_id, limit_key, source, value, pending, pending_value, pending_requested_at,
                            pending_confirmable_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, case when $5 then now() end, $7, now())
     on conflict (member_id, limit_key, source) do update
       set value = excluded.value, pending = excluded.pending, pending_value = excluded.pending_value,
           pending_requested_at = excluded.pending_requested_at,
           pending_confirmable_at = excluded.pending_confirmable_at, updated_at = now()`,
    [
      memberId,
      key,
      source,
      row.value,
      row.pending !== null,
      row.pending?.value ?? null,
      row.pending?.confirmableAt ?? null,
    ],
  );
}

/** Writes the effective limits (lowest of player and operator) onto the player's row. */
export async function setEffective(
  db: Queryable,
  memberId: number | string,
  effective: Record<LimitKey, bigint | null>,
): Promise<void> {
  const keys = LIMIT_KEYS;
  const assignments = keys.map((key, i) => `${columnOf(key)} = $${i + 2}`).join(", ");
  const hasMoney = MONEY_KEYS.some((key) => effective[key] !== null);
  await db.query(
    `update rg_players set ${assignments}, has_money_limits = $${keys.length + 2}, updated_at = now()
      where member_id = $1`,
    [memberId, ...keys.map((key) => effective[key]), hasMoney],
  );
}

export async function setRealityCheck(db: Queryable, memberId: number | string, minutes: number | null) {
  await db.query(
    "update rg_players set reality_check_minutes = $2, updated_at = now() where member_id = $1",
    [memberId, minutes],
  );
}

export async function setBirthday(
  db: Queryable,
  memberId: number | string,
  merchant: string,
  birthday: string,
) {
  await db.query(
    `insert into rg_players (member_id, merchant_code, birthday) values ($1, $2, $3)
     on conflict (member_id) do update set birthday = excluded.birthday, updated_at = now()`,
    [memberId, merchant, birthday],
  );
}
