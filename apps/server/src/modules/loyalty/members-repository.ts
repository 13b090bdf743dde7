import type { Queryable } from "../../platform/db.js";

// Players' loyalty rows: level, totals, turnover per day and level changes.

export interface LoyaltyMemberRow {
  member_id: string;
  merchant_code: string;
  rank_level: number;
  highest_level: number;
  deposit_total: string;
  turnover_total: string;
  points_residue: string;
  login_streak: number;
  last_login_day: string | null;
  changed_at: Date | null;
}

const MEMBER_COLUMNS = `member_id, merchant_code, rank_level, highest_level, deposit_total, turnover_total,
  points_residue, login_streak, to_char(last_login_day, 'YYYY-MM-DD') as last_login_day, changed_at`;

/** The players' loyalty rows, created when missing, locked in id order. */
export async function lockMembers(
  db: Queryable,
  members: readonly { memberId: number; merchant: string }[],
): Promise<Map<number, LoyaltyMemberRow>> {
  if (members.length === 0) return new Map();
  await db.query(
    `insert into loyalty_members (member_id, merchant_code)
     select * from unnest($1::bigint[], $2::text[]) order by 1
     on conflict (member_id) do nothing`,
    [members.map((m) => m.memberId), members.map((m) => m.merchant)],
  );
  const { rows } = await db.query<LoyaltyMemberRow>(
    `select ${MEMBER_COLUMNS} from loyalty_members where member_id = any($1) order by member_id for update`,
    [members.map((m) => m.memberId)],
  );
  return new Map(rows.map((r) => [Number(r.member_id), r]));
}

export async function memberOf(db: Queryable, memberId: number): Promise<LoyaltyMemberRow | undefined> {
  const { rows } = await db.query<LoyaltyMemberRow>(
    `select ${MEMBER_COLUMNS} from loyalty_members where member_id = $1`,
    [memberId],
  );
  return rows[0];
}

export async function levelsOf(db: Queryable, memberIds: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ member_id: string; rank_level: number }>(
    "select member_id, rank_level from loyalty_members where member_id = any($1)",
    [memberIds],
  );
  return new Map(rows.map((r) => [Number(r.member_id), r.rank_level]));
}

export async function updateMember(db: Queryable, row: LoyaltyMemberRow): Promise<void> {
  await db.query(
    `update loyalty_members set rank_level = $2, highest_level = $3, deposit_total = $4, turnover_total = $5,
       points_residue = $6, login_streak = $7, last_login_day = $8, changed_at = $9, updated_at = now()
     where member_id = $1`,
    [
      row.member_id,
      row.rank_level,
      row.highest_level,
      row.deposit_total,
      row.turnover_total,
      row.points_residue,
      row.login_streak,
      row.last_login_day,
      row.changed_at,
    ],
  );
}

/** Players whose level may have to go down: above 0 and past the keep window since their last change. */
export async function keepCandidates(
  db: Queryable,
  merchant: string,
  keepDays: number,
  after: number,
  limit: number,
) {
  const { rows } = await db.query<{ member_id: string }>(
    `select member_id from loyalty_members
      where merchant_code = $1 and rank_level > 0
        and (changed_at is null or changed_at < now() - make_interval(days => $2)) and member_id > $3
      order by member_id limit $4`,
    [merchant, keepDays, after, limit],
  );
  return rows.map((r) => Number(r.member_id));
}

export async function loyaltyMerchants(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ merchant_code: string }>(
    "select distinct merchant_code from loyalty_members where rank_level > 0",
  );
  return rows.map((r) => r.merchant_code);
}

export async function addTurnoverDays(
  db: Queryable,
  rows: readonly { memberId: number; day: string; turnover: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into loyalty_turnover_days (member_id, day, turnover)
     select * from unnest($1::bigint[], $2::date[], $3::bigint[])
     on conflict (member_id, day) do update set turnover = loyalty_turnover_days.turnover + excluded.turnover`,
    [rows.map((r) => r.memberId), rows.map((r) => r.day), rows.map((r) => r.turnover.toString())],
  );
}

export async function windowTurnover(
  db: Queryable,
  memberIds: readonly number[],
  fromDay: string,
): Promise<Map<number, bigint>> {
  const { rows } = await db.query<{ member_id: string; total: string }>(
    `select member_id, sum(turnover) as total from loyalty_turnover_days
      where member_id = any($1) and day >= $2 group by member_id`,
    [memberIds, fromDay],
  );
  return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.total)]));
}

export async function insertLevelChange(
  db: Queryable,
  change: { memberId: number; merchant: string; from: number; to: number; reason: string },
): Promise<void> {
  await db.query(
    `insert into loyalty_level_changes (member_id, merchant_code, from_level, to_level, reason)
     values ($1, $2, $3, $4, $5)`,
    [change.memberId, change.merchant, change.from, change.to, change.reason],
  );
}

export async function levelCounts(db: Queryable, merchant: string) {
  const { rows } = await db.query<{ rank_level: number; n: string }>(
    `select coalesce(l.rank_level, 0) as rank_level, count(*) as n from members m
       left join loyalty_members l on l.member_id = m.id
      where m.merchant_code = $1 and m.type = 0 group by 1`,
    [merchant],
  );
  return new Map(rows.map((r) => [r.rank_level, Number(r.n)]));
}

export async function recentLevelChanges(db: Queryable, merchant: string, limit: number) {
  const { rows } = await db.query<{
    username: string;
    from_level: number;
    to_level: number;
    reason: string;
    created_at: Date;
  }>(
    `select m.username, c.from_level, c.to_level, c.reason, c.created_at from loyalty_level_changes c
       join members m on m.id = c.member_id where c.merchant_code = $1 order by c.id desc limit $2`,
    [merchant, limit],
  );
  return rows;
}
