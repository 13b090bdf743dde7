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

/** Takes (deletes) the category turnover of days before `beforeDay`, with each player's level now. */
export async function takeFinishedDays(
  db: Queryable,
  merchant: string,
  beforeDay: string,
  limit: number,
): Promise<DueRebateRow[]> {
  const { rows } = await db.query<DueRebateRow>(
    `with taken as (
       delete from loyalty_category_days where (member_id, day, category) in (
         select member_id, day, category from loyalty_category_days
          where merchant_code = $1 and day < $2 order by member_id, day, category limit $3 for update skip locked)
       returning member_id, day, category, turnover)
     select t.member_id, to_char(t.day, 'YYYY-MM-DD') as day, t.category, t.turnover, l.rank_level
       from taken t left join loyalty_members l on l.member_id = t.member_id
      order by t.member_id, t.day, t.category`,
    [merchant, beforeDay, limit],
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

/** Records the rebate once per player, day and category: undefined when it was already paid. */
export async function insertRebate(
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
  },
): Promise<{ id: string } | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `insert into loyalty_rebates (member_id, merchant_code, day, category, rank_level, turnover, percent, amount)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (member_id, day, category) do nothing returning id`,
    [
      r.memberId,
      r.merchant,
      r.day,
      r.category,
      r.rankLevel,
      r.turnover.toString(),
      r.percent,
      r.amount.toString(),
    ],
  );
  return rows[0];
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

/** Records the year's birthday bonus once: undefined when this year's was already paid. */
export async function insertBirthdayBonus(
  db: Queryable,
  b: { memberId: number; merchant: string; year: number; rankLevel: number; amount: bigint },
): Promise<{ id: string } | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `insert into loyalty_birthday_bonuses (member_id, merchant_code, year, rank_level, amount)
     values ($1, $2, $3, $4, $5) on conflict (member_id, year) do nothing returning id`,
    [b.memberId, b.merchant, b.year, b.rankLevel, b.amount.toString()],
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
