import { formatMoney } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";

interface FigureRow {
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

const STAKE_KINDS = ["bet", "game_bet"];
const WIN_KINDS = ["win", "game_win", "game_refund"];
/** The player's side of each transfer: the credited account for money in, the debited for money out. */
const PLAYER_CREDITED = ["deposit", "bonus_conversion", ...WIN_KINDS];
const PLAYER_DEBITED = ["withdrawal", ...STAKE_KINDS];

/** A day (YYYY-MM-DD) moved by `n` days. */
function dayPlus(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

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

/** A finished day's figures never change: it ended this long ago, so no transfer of it is still being written. */
const SETTLED_AFTER_MS = 10 * 60_000;
/** Finished periods kept in memory (their figures and who staked in them, per brand). */
const CACHED_PERIODS = 8;
/**
 * The current day's figures are shared by every call for this long: staff refreshing the
 * dashboard together cost one reading of the day's transfers, and the figures are that fresh.
 */
const LIVE_MS = 10_000;

interface LivePart {
  rows: FigureRow[];
  stakers: { merchant_code: string; member_id: string }[];
}

interface FinishedPeriod {
  rows: FigureRow[];
  /** Per brand, the ids of the players who staked in the period, sorted (binary search). */
  stakers: Map<string, Float64Array>;
}

function sortedHas(list: Float64Array, value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = list[mid] as number;
    if (at === value) return true;
    if (at < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Per day (in the brand's time zone) and per brand, from the ledger: deposits, withdrawals, GGR
 * (stakes minus wins and refunds), bonus cost (bonus money converted to real money), NGR (GGR
 * minus bonus cost) and active players (players who staked, each once in the period). Finished
 * days are computed once into daily rows (ops_daily_*) the first time a dashboard asks for them,
 * and a finished period's figures are kept in memory (they never change); the current day is read
 * from the transfers at each call.
 */
export class Dashboard {
  private readonly finished = new Map<string, Promise<FinishedPeriod>>();
  private readonly live = new Map<string, { at: number; value: Promise<LivePart> }>();

  constructor(private readonly ctx: AppContext) {}

  private params(from: string, to: string, timeZone: string, currency: string): unknown[] {
    return [from, to, timeZone, PLAYER_CREDITED, PLAYER_DEBITED, STAKE_KINDS, WIN_KINDS, currency];
  }

  /** The last finished day in the time zone. */
  private lastFinishedDay(timeZone: string): string {
    const settled = new Date(Date.now() - SETTLED_AFTER_MS);
    return dayPlus(new Intl.DateTimeFormat("en-CA", { timeZone }).format(settled), -1);
  }

  /** Computes the finished days of the range that have no daily rows yet (at most once each). */
  private async rollUp(from: string, to: string, timeZone: string, currency: string) {
    const { rows } = await this.ctx.pool.query<{ first: string | null; last: string | null }>(
      `select to_char(min(d), 'YYYY-MM-DD') as first, to_char(max(d), 'YYYY-MM-DD') as last
         from generate_series($1::date, $2::date, interval '1 day') d
        where not exists (select 1 from ops_daily_done o where o.time_zone = $3 and o.currency = $4 and o.day = d::date)`,
      [from, to, timeZone, currency],
    );
    const first = rows[0]?.first;
    const last = rows[0]?.last;
    if (!first || !last) return;
    await withTransaction(this.ctx.pool, async (tx) => {
      await tx.query(
        `insert into ops_daily_figures (time_zone, currency, day, merchant_code, deposits, deposit_count, withdrawals,
                                        withdrawal_count, stakes, wins, bonus_cost, active)
         select $3, $8, f.day::date, f.merchant_code, f.deposits, f.deposit_count, f.withdrawals, f.withdrawal_count,
                f.stakes, f.wins, f.bonus_cost, f.active
           from (${figuresSql(false)}) f
         on conflict do nothing`,
        this.params(first, last, timeZone, currency),
      );
      await tx.query(
        `insert into ops_daily_players (time_zone, currency, day, merchant_code, member_id)
         select $3, $5, s.day, s.merchant_code, s.member_id from (${stakersSql(false)}) s
         on conflict do nothing`,
        [first, last, timeZone, STAKE_KINDS, currency],
      );
      await tx.query(
        `insert into ops_daily_done (time_zone, currency, day)
         select $3, $4, d::date from generate_series($1::date, $2::date, interval '1 day') d
         on conflict do nothing`,
        [first, last, timeZone, currency],
      );
    });
  }

  private async loadFinished(
    from: string,
    to: string,
    timeZone: string,
    currency: string,
    merchant: string | undefined,
  ): Promise<FinishedPeriod> {
    await this.rollUp(from, to, timeZone, currency);
    const params = [timeZone, currency, from, to, ...(merchant ? [merchant] : [])];
    const where = `time_zone = $1 and currency = $2 and day between $3 and $4 ${merchant ? "and merchant_code = $5" : ""}`;
    const [figures, players] = await Promise.all([
      this.ctx.pool.query<FigureRow>(
        `select to_char(day, 'YYYY-MM-DD') as day, merchant_code, deposits, deposit_count, withdrawals,
                withdrawal_count, stakes, wins, bonus_cost, active
           from ops_daily_figures where ${where}`,
        params,
      ),
      this.ctx.pool.query<{ merchant_code: string; ids: string[] }>(
        `select merchant_code, array_agg(distinct member_id order by member_id)::text[] as ids
           from ops_daily_players where ${where} group by 1`,
        params,
      ),
    ]);
    return {
      rows: figures.rows,
      stakers: new Map(players.rows.map((r) => [r.merchant_code, Float64Array.from(r.ids, Number)])),
    };
  }

  /** A finished period's figures, computed once per server and kept (a few periods at most). */
  private finishedPeriod(
    from: string,
    to: string,
    timeZone: string,
    currency: string,
    merchant: string | undefined,
  ): Promise<FinishedPeriod> {
    const key = [timeZone, currency, from, to, merchant ?? ""].join("|");
    let period = this.finished.get(key);
    if (!period) {
      period = this.loadFinished(from, to, timeZone, currency, merchant);
      period.catch(() => this.finished.delete(key));
      this.finished.set(key, period);
      for (const old of this.finished.keys()) {
        if (this.finished.size <= CACHED_PERIODS) break;
        this.finished.delete(old);
      }
    }
    return period;
  }

  private async loadLive(
    from: string,
    to: string,
    timeZone: string,
    currency: string,
    merchant: string | undefined,
  ): Promise<LivePart> {
    const params = this.params(from, to, timeZone, currency);
    const filter = merchant ? `where f.merchant_code = $${params.push(merchant)}` : "";
    const stakerParams: unknown[] = [from, to, timeZone, STAKE_KINDS, currency];
    const stakerFilter = merchant ? `where s.merchant_code = $${stakerParams.push(merchant)}` : "";
    const [rows, stakers] = await Promise.all([
      this.ctx.pool.query<FigureRow>(`select * from (${figuresSql(true)}) f ${filter}`, params),
      this.ctx.pool.query<{ merchant_code: string; member_id: string }>(
        `select distinct s.merchant_code, s.member_id from (${stakersSql(true)}) s ${stakerFilter}`,
        stakerParams,
      ),
    ]);
    return { rows: rows.rows, stakers: stakers.rows };
  }

  /** The unfinished days' figures, read from the transfers at most once per LIVE_MS. */
  private livePart(
    from: string,
    to: string,
    timeZone: string,
    currency: string,
    merchant: string | undefined,
  ): Promise<LivePart> {
    const key = [timeZone, currency, from, to, merchant ?? ""].join("|");
    const now = Date.now();
    const cached = this.live.get(key);
    if (cached && now - cached.at < LIVE_MS) return cached.value;
    for (const [k, v] of this.live) if (now - v.at >= LIVE_MS) this.live.delete(k);
    const value = this.loadLive(from, to, timeZone, currency, merchant);
    value.catch(() => this.live.delete(key));
    this.live.set(key, { at: now, value });
    return value;
  }

  async figures(query: { from: string; to: string; merchantCode?: string | undefined }) {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (!(days >= 0 && days <= 366)) throw new AppError("operator.range.invalid");
    const brand = await this.ctx.brands.get(query.merchantCode ?? this.ctx.config.DEFAULT_MERCHANT);
    if (!brand) throw new AppError("operator.range.invalid");
    const { decimals, code: currency } = brand.config.currency;
    const timeZone = brand.config.timeZone;
    const merchant = query.merchantCode;
    const lastFinished = this.lastFinishedDay(timeZone);
    const finishedTo = query.to < lastFinished ? query.to : lastFinished;
    const liveFrom = query.from > lastFinished ? query.from : dayPlus(lastFinished, 1);
    const rows: FigureRow[] = [];
    const active = new Map<string, number>();
    let finished: FinishedPeriod | undefined;
    if (query.from <= finishedTo) {
      finished = await this.finishedPeriod(query.from, finishedTo, timeZone, currency, merchant);
      rows.push(...finished.rows);
      for (const [code, ids] of finished.stakers) active.set(code, ids.length);
    }
    if (liveFrom <= query.to) {
      const live = await this.livePart(liveFrom, query.to, timeZone, currency, merchant);
      rows.push(...live.rows);
      // Players active on several days count once in the period.
      for (const s of live.stakers) {
        const seen = finished?.stakers.get(s.merchant_code);
        if (!seen || !sortedHas(seen, Number(s.member_id)))
          active.set(s.merchant_code, (active.get(s.merchant_code) ?? 0) + 1);
      }
    }
    rows.sort((a, b) => a.day.localeCompare(b.day) || a.merchant_code.localeCompare(b.merchant_code));
    const fmt = (v: bigint) => (v < 0n ? "-" : "") + formatMoney(v < 0n ? -v : v, decimals);
    const empty = () => ({
      deposits: 0n,
      depositCount: 0,
      withdrawals: 0n,
      withdrawalCount: 0,
      stakes: 0n,
      wins: 0n,
      bonusCost: 0n,
      active: 0,
    });
    type Sum = ReturnType<typeof empty>;
    const add = (sum: Sum, r: FigureRow) => {
      sum.deposits += BigInt(r.deposits);
      sum.depositCount += Number(r.deposit_count);
      sum.withdrawals += BigInt(r.withdrawals);
      sum.withdrawalCount += Number(r.withdrawal_count);
      sum.stakes += BigInt(r.stakes);
      sum.wins += BigInt(r.wins);
      sum.bonusCost += BigInt(r.bonus_cost);
      sum.active += Number(r.active);
    };
    const out = (sum: Sum) => ({
      deposits: fmt(sum.deposits),
      depositCount: sum.depositCount,
      withdrawals: fmt(sum.withdrawals),
      withdrawalCount: sum.withdrawalCount,
      ggr: fmt(sum.stakes - sum.wins),
      ngr: fmt(sum.stakes - sum.wins - sum.bonusCost),
      bonusCost: fmt(sum.bonusCost),
      activePlayers: sum.active,
    });
    const byDay = new Map<string, Sum>();
    const byBrand = new Map<string, Sum>();
    const total = empty();
    for (const row of rows) {
      add(byDay.get(row.day) ?? byDay.set(row.day, empty()).get(row.day)!, row);
      add(
        byBrand.get(row.merchant_code) ?? byBrand.set(row.merchant_code, empty()).get(row.merchant_code)!,
        row,
      );
      add(total, row);
    }
    total.active = [...active.values()].reduce((a, b) => a + b, 0);
    for (const [code, sum] of byBrand) sum.active = active.get(code) ?? sum.active;
    return {
      currency,
      totals: out(total),
      days: [...byDay].map(([day, sum]) => ({ day, ...out(sum) })),
      brands: [...byBrand].map(([merchantCode, sum]) => ({ merchantCode, ...out(sum) })),
    };
  }
}
