import type { Queryable } from "../../platform/db.js";

/** One day's figures for one brand, as PostgreSQL returns them (sums and counts as text). */
export interface FigureRow {
  day: string;
  merchant_code: string;
  deposits: string;
  deposit_count: string;
  withdrawals: string;
  withdrawal_count: string;
  stakes: string;
  wins: string;
  bonus_cost: string;
  active: string;
}

/** Which players staked in a span (one row per brand and player). */
export interface StakerRow {
  merchant_code: string;
  member_id: string;
}

/** The figures of a span for one currency in one time zone, optionally one brand only. */
export interface Span {
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  merchant?: string | undefined;
}

const STAKE_KINDS = ["bet", "game_bet"];
const WIN_KINDS = ["win", "game_win", "game_refund"];
/** The player's side of each transfer: the credited account for money in, the debited for money out. */
const PLAYER_CREDITED = ["deposit", "bonus_conversion", ...WIN_KINDS];
const PLAYER_DEBITED = ["withdrawal", ...STAKE_KINDS];

/**
 * The parameters every figures query shares: $1 first day, $2 last day, $3 time zone, $4 kinds
 * credited to the player, $5 kinds debited, $6 stake kinds, $7 win kinds, $8 currency; more after.
 */
const inRange = (
  from: string,
  to: string,
  tz: string,
  currency: string,
) => `t.created_at >= (${from}::date)::timestamp at time zone ${tz}
  and t.created_at < (${to}::date + 1)::timestamp at time zone ${tz}
  and t.status in ('posted', 'post') and t.currency = ${currency}`;

function figuresParams(from: string, to: string, timeZone: string, currency: string): unknown[] {
  return [from, to, timeZone, PLAYER_CREDITED, PLAYER_DEBITED, STAKE_KINDS, WIN_KINDS, currency];
}

/**
 * The player's account of each transfer. Over a day (the live part) it is looked up per transfer;
 * over many days (computing finished days) a hash join over every account is cheaper.
 */
const playerAccount = (perTransfer: boolean, side: string) =>
  perTransfer
    ? `join lateral (select a.owner_id from ledger_accounts a where a.id = ${side} and a.owner_kind = 'player' offset 0) a on true`
    : `join ledger_accounts a on a.id = ${side} and a.owner_kind = 'player'`;

/** Per day and brand, straight from the ledger. */
const figuresSql = (perTransfer: boolean) => `with t as (
    select t.kind, t.amount, t.created_at, a.owner_id
      from ledger_transfers t
      ${playerAccount(perTransfer, "case when t.kind = any($4) then t.credit_account_id else t.debit_account_id end")}
     where ${inRange("$1", "$2", "$3", "$8")} and (t.kind = any($4) or t.kind = any($5))
  )
  select to_char(t.created_at at time zone $3, 'YYYY-MM-DD') as day, m.merchant_code,
         coalesce(sum(t.amount) filter (where t.kind = 'deposit'), 0) as deposits,
         count(*) filter (where t.kind = 'deposit') as deposit_count,
         coalesce(sum(t.amount) filter (where t.kind = 'withdrawal'), 0) as withdrawals,
         count(*) filter (where t.kind = 'withdrawal') as withdrawal_count,
         coalesce(sum(t.amount) filter (where t.kind = any($6)), 0) as stakes,
         coalesce(sum(t.amount) filter (where t.kind = any($7)), 0) as wins,
         coalesce(sum(t.amount) filter (where t.kind = 'bonus_conversion'), 0) as bonus_cost,
         count(distinct t.owner_id) filter (where t.kind = any($6)) as active
    from t join members m on m.id = t.owner_id::bigint and m.type <> 4
   group by 1, 2`;

/** Who staked on each day, per brand: $1 first day, $2 last day, $3 time zone, $4 stake kinds, $5 currency. */
const stakersSql = (perTransfer: boolean) => `select distinct (t.created_at at time zone $3)::date as day,
         m.merchant_code, m.id as member_id
    from ledger_transfers t ${playerAccount(perTransfer, "t.debit_account_id")}
    join members m on m.id = a.owner_id::bigint and m.type <> 4
   where ${inRange("$1", "$2", "$3", "$5")} and t.kind = any($4)`;

/** The first and last day of the span that have no daily rows yet (null when every day has them). */
export async function daysNotRolledUp(
  db: Queryable,
  span: Span,
): Promise<{ first: string; last: string } | null> {
  const { rows } = await db.query<{ first: string | null; last: string | null }>(
    `select to_char(min(d), 'YYYY-MM-DD') as first, to_char(max(d), 'YYYY-MM-DD') as last
       from generate_series($1::date, $2::date, interval '1 day') d
      where not exists (select 1 from ops_daily_done o where o.time_zone = $3 and o.currency = $4 and o.day = d::date)`,
    [span.from, span.to, span.timeZone, span.currency],
  );
  const first = rows[0]?.first;
  const last = rows[0]?.last;
  return first && last ? { first, last } : null;
}

/** Computes the daily rows of the span's days from the ledger and marks the days done. */
export async function insertDailyRows(db: Queryable, span: Span): Promise<void> {
  const { from, to, timeZone, currency } = span;
  await db.query(
    `insert into ops_daily_figures (time_zone, currency, day, merchant_code, deposits, deposit_count, withdrawals,
                                    withdrawal_count, stakes, wins, bonus_cost, active)
     select $3, $8, f.day::date, f.merchant_code, f.deposits, f.deposit_count, f.withdrawals, f.withdrawal_count,
            f.stakes, f.wins, f.bonus_cost, f.active
       from (${figuresSql(false)}) f
     on conflict do nothing`,
    figuresParams(from, to, timeZone, currency),
  );
  await db.query(
    `insert into ops_daily_players (time_zone, currency, day, merchant_code, member_id)
     select $3, $5, s.day, s.merchant_code, s.member_id from (${stakersSql(false)}) s
     on conflict do nothing`,
    [from, to, timeZone, STAKE_KINDS, currency],
  );
  await db.query(
    `insert into ops_daily_done (time_zone, currency, day)
     select $3, $4, d::date from generate_series($1::date, $2::date, interval '1 day') d
     on conflict do nothing`,
    [from, to, timeZone, currency],
  );
}

/** The span's daily rows, and per brand the sorted ids of the players who staked in it. */
export async function readDailyRows(
  db: Queryable,
  span: Span,
): Promise<{ rows: FigureRow[]; stakers: { merchant_code: string; ids: string[] }[] }> {
  const { from, to, timeZone, currency, merchant } = span;
  const params = [timeZone, currency, from, to, ...(merchant ? [merchant] : [])];
  const where = `time_zone = $1 and currency = $2 and day between $3 and $4 ${merchant ? "and merchant_code = $5" : ""}`;
  const [figures, players] = await Promise.all([
    db.query<FigureRow>(
      `select to_char(day, 'YYYY-MM-DD') as day, merchant_code, deposits, deposit_count, withdrawals,
              withdrawal_count, stakes, wins, bonus_cost, active
         from ops_daily_figures where ${where}`,
      params,
    ),
    db.query<{ merchant_code: string; ids: string[] }>(
      `select merchant_code, array_agg(distinct member_id order by member_id)::text[] as ids
         from ops_daily_players where ${where} group by 1`,
      params,
    ),
  ]);
  return { rows: figures.rows, stakers: players.rows };
}

/** The span's figures and stakers read straight from the transfers (the days not finished yet). */
export async function readLive(
  db: Queryable,
  span: Span,
): Promise<{ rows: FigureRow[]; stakers: StakerRow[] }> {
  const { from, to, timeZone, currency, merchant } = span;
  const params = figuresParams(from, to, timeZone, currency);
  const filter = merchant ? `where f.merchant_code = $${params.push(merchant)}` : "";
  const stakerParams: unknown[] = [from, to, timeZone, STAKE_KINDS, currency];
  const stakerFilter = merchant ? `where s.merchant_code = $${stakerParams.push(merchant)}` : "";
  const [rows, stakers] = await Promise.all([
    db.query<FigureRow>(`select * from (${figuresSql(true)}) f ${filter}`, params),
    db.query<StakerRow>(
      `select distinct s.merchant_code, s.member_id from (${stakersSql(true)}) s ${stakerFilter}`,
      stakerParams,
    ),
  ]);
  return { rows: rows.rows, stakers: stakers.rows };
}
