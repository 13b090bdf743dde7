import type { Queryable } from "../../platform/db.js";
import { columnOf, LIMIT_KEYS } from "./limits.js";

/**
 * SQL of a player's responsible-gaming row: sessions, the hourly usage sums, and the operator's markers.
 */

const EFFECTIVE = LIMIT_KEYS.map(columnOf).join(", ");

export interface PlayerRow {
  member_id: string;
  merchant_code: string;
  deposit_day: string | null;
  deposit_week: string | null;
  deposit_month: string | null;
  loss_day: string | null;
  loss_week: string | null;
  loss_month: string | null;
  wager_day: string | null;
  wager_week: string | null;
  wager_month: string | null;
  session_minutes: number | null;
  has_money_limits: boolean;
  reality_check_minutes: number | null;
  session_started_at: Date;
  session_staked: string;
  session_won: string;
  excluded_kind: "timeout" | "self-exclusion" | "closed" | null;
  excluded_from: Date | null;
  excluded_until: Date | null;
  birthday: string | null;
  cur_hour: Date | null;
  cur_deposited: string;
  cur_staked: string;
  cur_won: string;
  past_deposited_day: string;
  past_deposited_week: string;
  past_deposited_month: string;
  past_staked_day: string;
  past_staked_week: string;
  past_staked_month: string;
  past_won_day: string;
  past_won_week: string;
  past_won_month: string;
  now: Date;
}

const PLAYER_COLUMNS = `member_id, merchant_code, ${EFFECTIVE}, has_money_limits, reality_check_minutes,
  session_started_at, session_staked, session_won, excluded_kind, excluded_from, excluded_until,
  to_char(birthday, 'YYYY-MM-DD') as birthday, cur_hour, cur_deposited, cur_staked, cur_won,
  past_deposited_day, past_deposited_week, past_deposited_month, past_staked_day, past_staked_week,
  past_staked_month, past_won_day, past_won_week, past_won_month, now() as now`;

export async function findPlayer(db: Queryable, memberId: number | string, lock = false) {
  const { rows } = await db.query<PlayerRow>(
    `select ${PLAYER_COLUMNS} from rg_players where member_id = $1${lock ? " for update" : ""}`,
    [memberId],
  );
  return rows[0];
}

/** Creates the row when missing, then locks it. */
export async function lockPlayer(db: Queryable, memberId: number | string, merchant: string) {
  await db.query(
    "insert into rg_players (member_id, merchant_code) values ($1, $2) on conflict (member_id) do nothing",
    [memberId, merchant],
  );
  return (await findPlayer(db, memberId, true)) as PlayerRow;
}

/** A new login session: the reality check and the session time limit count from now. */
export async function startSession(db: Queryable, memberId: number | string, merchant: string) {
  await db.query(
    `insert into rg_players (member_id, merchant_code) values ($1, $2)
     on conflict (member_id) do update
       set session_started_at = now(), session_staked = 0, session_won = 0`,
    [memberId, merchant],
  );
}

/** A change of the current hour's usage (negative for refunds, wins taken back, failed deposits). */
export interface Delta {
  deposited?: bigint;
  deposits?: number;
  staked?: bigint;
  won?: bigint;
  bets?: number;
}

function deltaParams(memberId: number | string, d: Delta) {
  return [memberId, d.deposited ?? 0n, d.deposits ?? 0, d.staked ?? 0n, d.won ?? 0n, d.bets ?? 0];
}

/**
 * The hot path: adds to the current hour and the session in one update, which also locks the
 * row until the transaction ends (concurrent stakes of the player queue here), and returns the
 * limits with the cached sums of the earlier hours. No row while the hour changed or the sums
 * were invalidated: `roll` first.
 */
const APPLY = `update rg_players set
    cur_deposited = cur_deposited + $2, cur_deposits = cur_deposits + $3, cur_staked = cur_staked + $4,
    cur_won = cur_won + $5, cur_bets = cur_bets + $6,
    session_staked = session_staked + $4, session_won = session_won + $5
  where member_id = $1 and cur_hour >= rg_hour(now()) and past_hour = cur_hour
  returning ${PLAYER_COLUMNS}`;

export async function apply(
  db: Queryable,
  memberId: number | string,
  delta: Delta,
): Promise<PlayerRow | undefined> {
  const params = deltaParams(memberId, delta);
  const hot = await db.query<PlayerRow>(APPLY, params);
  if (hot.rows[0]) return hot.rows[0];
  await roll(db, memberId);
  return (await db.query<PlayerRow>(APPLY, params)).rows[0];
}

/**
 * Once per player and hour (and after an invalidation): moves the finished hour to rg_usage and
 * recomputes the sums of the 24, 168 and 720 hours before the current one. A transaction that
 * started in the previous hour never moves the clock back (cur_hour only grows).
 */
async function roll(db: Queryable, memberId: number | string): Promise<void> {
  await db.query(
    `insert into rg_players (member_id, merchant_code)
     select id, merchant_code from members where id = $1
     on conflict (member_id) do nothing`,
    [memberId],
  );
  const { rows } = await db.query<{ stale: boolean }>(
    `select cur_hour is null or cur_hour < rg_hour(now()) as stale from rg_players where member_id = $1 for update`,
    [memberId],
  );
  if (!rows[0]) return;
  if (rows[0].stale) {
    await db.query(
      `insert into rg_usage (member_id, hour, deposited, deposits, staked, won, bets)
       select member_id, cur_hour, cur_deposited, cur_deposits, cur_staked, cur_won, cur_bets
         from rg_players where member_id = $1 and cur_hour is not null
       on conflict (member_id, hour) do update
         set deposited = rg_usage.deposited + excluded.deposited, deposits = rg_usage.deposits + excluded.deposits,
             staked = rg_usage.staked + excluded.staked, won = rg_usage.won + excluded.won,
             bets = rg_usage.bets + excluded.bets`,
      [memberId],
    );
    await db.query(
      `update rg_players set cur_hour = rg_hour(now()), cur_deposited = 0, cur_deposits = 0, cur_staked = 0,
              cur_won = 0, cur_bets = 0
        where member_id = $1`,
      [memberId],
    );
  }
  const windows = ["day", "week", "month"]
    .map((period, i) => {
      const hours = [24, 168, 720][i] as number;
      return ["deposited", "staked", "won"]
        .map(
          (column) =>
            `past_${column}_${period} = (select coalesce(sum(${column}), 0) from rg_usage u
               where u.member_id = p.member_id and u.hour < p.cur_hour and u.hour >= p.cur_hour - interval '${hours} hours')`,
        )
        .join(",\n");
    })
    .join(",\n");
  await db.query(`update rg_players p set past_hour = cur_hour, ${windows} where member_id = $1`, [memberId]);
}

/** A correction of a finished hour (a deposit order that failed later): the cached sums are redone. */
export async function correctHour(db: Queryable, memberId: number | string, hour: Date, delta: Delta) {
  await db.query(
    `insert into rg_usage (member_id, hour, deposited, deposits, staked, won, bets)
     values ($1, rg_hour($7), $2, $3, $4, $5, $6)
     on conflict (member_id, hour) do update
       set deposited = rg_usage.deposited + excluded.deposited, deposits = rg_usage.deposits + excluded.deposits,
           staked = rg_usage.staked + excluded.staked, won = rg_usage.won + excluded.won,
           bets = rg_usage.bets + excluded.bets`,
    [...deltaParams(memberId, delta), hour],
  );
  await db.query("update rg_players set past_hour = null where member_id = $1", [memberId]);
}

export interface UsageRow {
  deposited_day: string;
  deposited_week: string;
  deposited_month: string;
  staked_day: string;
  staked_week: string;
  staked_month: string;
  won_day: string;
  won_week: string;
  won_month: string;
}

/**
 * Usage over the three rolling windows, counted in whole UTC hours: a window of N hours holds the
 * current hour and the N before it, so it never covers less than N hours.
 */
export async function sums(db: Queryable, memberId: number | string): Promise<UsageRow> {
  const window = (hours: number) => `hour >= rg_hour(now()) - interval '${hours} hours'`;
  const columns = ["day", "week", "month"]
    .map((period, i) => {
      const hours = [24, 168, 720][i] as number;
      return ["deposited", "staked", "won"]
        .map((column) => `coalesce(sum(${column}) filter (where ${window(hours)}), 0) as ${column}_${period}`)
        .join(", ");
    })
    .join(",\n ");
  const { rows } = await db.query<UsageRow>(
    `select ${columns} from rg_usage_all where member_id = $1 and ${window(720)}`,
    [memberId],
  );
  return rows[0] as UsageRow;
}

// ----- operator markers -----

export interface MarkerRow {
  member_id: string;
  deposits: string;
  loss_hour: string;
  night_bets: string;
}

/**
 * Players of a brand crossing any marker: deposits in the last 24 hours, loss in the last hour,
 * bets in the night hours (brand time zone) over 7 days.
 */
export async function markers(
  db: Queryable,
  input: {
    merchant: string;
    timeZone: string;
    depositsPer24h: number;
    lossPerHour: bigint;
    nightBets: number;
    nightStart: number;
    nightEnd: number;
  },
): Promise<MarkerRow[]> {
  const { rows } = await db.query<MarkerRow>(
    `with recent as (
       select u.member_id,
              sum(u.deposits) filter (where u.hour >= rg_hour(now() - interval '24 hours')) as deposits,
              sum(u.staked - u.won) filter (where u.hour >= rg_hour(now() - interval '1 hour')) as loss_hour,
              sum(u.bets) filter (where case when $6::int <= $7::int
                  then extract(hour from u.hour at time zone $2::text) >= $6::int
                   and extract(hour from u.hour at time zone $2::text) < $7::int
                  else extract(hour from u.hour at time zone $2::text) >= $6::int
                    or extract(hour from u.hour at time zone $2::text) < $7::int end)
                as night_bets
         from rg_usage_all u join rg_players p on p.member_id = u.member_id and p.merchant_code = $1
        where u.hour >= rg_hour(now() - interval '168 hours')
        group by u.member_id)
     select member_id, coalesce(deposits, 0) as deposits, coalesce(loss_hour, 0) as loss_hour,
            coalesce(night_bets, 0) as night_bets
       from recent
      where coalesce(deposits, 0) >= $3::int or coalesce(loss_hour, 0) >= $4::bigint
         or coalesce(night_bets, 0) >= $5::int
      order by member_id
      limit 500`,
    [
      input.merchant,
      input.timeZone,
      input.depositsPer24h,
      input.lossPerHour,
      input.nightBets,
      input.nightStart,
      input.nightEnd,
    ],
  );
  return rows;
}
