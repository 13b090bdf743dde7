import type { Queryable } from "../../platform/db.js";

// ----- Rebate -----

export interface CategoryDay {
  memberId: number;
  merchant: string;
  day: string;
  category: string;
  turnover: bigint;
}

export async function addCategoryDays(db: Queryable, rows: readonly CategoryDay[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort(
    (a, b) => a.memberId - b.memberId || a.day.localeCompare(b.day) || a.category.localeCompare(b.category),
  );
  await db.query(
    `insert into loyalty_category_days (member_id, merchant_code, day, category, turnover)
     select * from unnest($1::bigint[], $2::text[], $3::date[], $4::text[], $5::bigint[])
     on conflict (member_id, day, category)
       do update set turnover = loyalty_category_days.turnover + excluded.turnover`,
    [
      sorted.map((r) => r.memberId),
      sorted.map((r) => r.merchant),
      sorted.map((r) => r.day),
      sorted.map((r) => r.category),
      sorted.map((r) => r.turnover.toString()),
    ],
  );
}

export interface DueRebateRow {
  member_id: string;
  day: string;
  category: string;
  turnover: string;
  rank_level: number | null;
}

/**
 * Takes (deletes) the category turnover of days before `beforeDay`, each with the level the
 * player held at the end of that day in the brand's time zone: the level a change after it came
 * from, or the level now when none came since.
 */
export async function takeFinishedDays(
  db: Queryable,
  merchant: string,
  beforeDay: string,
  timeZone: string,
  limit: number,
): Promise<DueRebateRow[]> {
  const { rows } = await db.query<DueRebateRow>(
    `with taken as (
       delete from loyalty_category_days where (member_id, day, category) in (
         select member_id, day, category from loyalty_category_days
          where merchant_code = $1 and day < $2 order by member_id, day, category limit $3 for update skip locked)
       returning member_id, day, category, turnover)
     select t.member_id, to_char(t.day, 'YYYY-MM-DD') as day, t.category, t.turnover,
            coalesce((select c.from_level from loyalty_level_changes c
                       where c.member_id = t.member_id and c.created_at >= (t.day + 1)::timestamp at time zone $4
                       order by c.created_at, c.id limit 1), l.rank_level) as rank_level
       from taken t left join loyalty_members l on l.member_id = t.member_id
      order by t.member_id, t.day, t.category`,
    [merchant, beforeDay, limit, timeZone],
  );
  return rows;
}

export async function rebateMerchants(db: Queryable, beforeDay: string): Promise<string[]> {
  const { rows } = await db.query<{ merchant_code: string }>(
    "select distinct merchant_code from loyalty_category_days where day < $1",
    [beforeDay],
  );
  return rows.map((r) => r.merchant_code);
}

export interface RebateRow {
  rank_level: number;
  turnover: string;
  percent: string;
  amount: string;
  withheld: string;
  withheld_reason: string | null;
  payouts: number;
}

/** The rebate recorded for a player's day and category, locked; undefined before its first run. */
export async function lockRebate(
  db: Queryable,
  memberId: number,
  day: string,
  category: string,
): Promise<RebateRow | undefined> {
  const { rows } = await db.query<RebateRow>(
    `select rank_level, turnover, percent, amount, withheld, withheld_reason, payouts from loyalty_rebates
      where member_id = $1 and day = $2 and category = $3 for update`,
    [memberId, day, category],
  );
  return rows[0];
}

/** Writes the rebate of a player's day and category as it now stands (totals, not increments). */
export async function saveRebate(
  db: Queryable,
  r: {
    memberId: number;
    merchant: string;
    day: string;
    category: string;
    rankLevel: number;
    turnover: bigint;
    percent: number;
    amount: bigint;
    withheld: bigint;
    withheldReason: string | null;
    payouts: number;
  },
): Promise<void> {
  await db.query(
    `insert into loyalty_rebates
       (member_id, merchant_code, day, category, rank_level, turnover, percent, amount, withheld, withheld_reason, payouts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (member_id, day, category) do update set turnover = excluded.turnover, amount = excluded.amount,
       withheld = excluded.withheld, withheld_reason = excluded.withheld_reason, payouts = excluded.payouts,
       updated_at = now()`,
    [
      r.memberId,
      r.merchant,
      r.day,
      r.category,
      r.rankLevel,
      r.turnover.toString(),
      r.percent,
      r.amount.toString(),
      r.withheld.toString(),
      r.withheldReason,
      r.payouts,
    ],
  );
}

// ----- Birthday -----

export interface BirthdayRow {
  member_id: string;
  rank_level: number;
}

/**
 * Players of the brand whose birthday (given in their profile) is `monthDay` (MM-DD), at a level
 * above 0, not yet paid this year. Born on 29 February: paid on 28 February when the year has none.
 */
export async function birthdaysDue(
  db: Queryable,
  merchant: string,
  monthDay: string,
  year: number,
  alsoLeapDay: boolean,
): Promise<BirthdayRow[]> {
  const { rows } = await db.query<BirthdayRow>(
    `select l.member_id, l.rank_level from rg_players r
       join loyalty_members l on l.member_id = r.member_id
      where l.merchant_code = $1 and l.rank_level > 0 and r.birthday is not null
        and (to_char(r.birthday, 'MM-DD') = $2 or ($4 and to_char(r.birthday, 'MM-DD') = '02-29'))
        and not exists (select 1 from loyalty_birthday_bonuses b where b.member_id = l.member_id and b.year = $3)
      order by l.member_id`,
    [merchant, monthDay, year, alsoLeapDay],
  );
  return rows;
}

export async function birthdayMerchants(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ merchant_code: string }>(
    "select distinct merchant_code from loyalty_members where rank_level > 0",
  );
  return rows.map((r) => r.merchant_code);
}

/** Records the year's birthday bonus once (paid or withheld): undefined when this year's is already recorded. */
export async function insertBirthdayBonus(
  db: Queryable,
  b: {
    memberId: number;
    merchant: string;
    year: number;
    rankLevel: number;
    amount: bigint;
    withheld: bigint;
    withheldReason: string | null;
  },
): Promise<{ id: string } | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `insert into loyalty_birthday_bonuses (member_id, merchant_code, year, rank_level, amount, withheld, withheld_reason)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (member_id, year) do nothing returning id`,
    [
      b.memberId,
      b.merchant,
      b.year,
      b.rankLevel,
      b.amount.toString(),
      b.withheld.toString(),
      b.withheldReason,
    ],
  );
  return rows[0];
}

// ----- Withdrawal limits -----

export async function lockLevel(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ rank_level: number }>(
    "select rank_level from loyalty_members where member_id = $1 for update",
    [memberId],
  );
  return rows[0]?.rank_level ?? 0;
}
