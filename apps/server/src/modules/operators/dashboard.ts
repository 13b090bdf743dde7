import { formatMoney } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
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

/**
 * Per day (in the brand's time zone) and per brand, straight from the ledger: deposits,
 * withdrawals, GGR (stakes minus wins and refunds), bonus cost (bonus money converted to real
 * money), NGR (GGR minus bonus cost) and active players (players who staked).
 */
export class Dashboard {
  constructor(private readonly ctx: AppContext) {}

  async figures(query: { from: string; to: string; merchantCode?: string | undefined }) {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (!(days >= 0 && days <= 366)) throw new AppError("operator.range.invalid");
    const brand = await this.ctx.brands.get(query.merchantCode ?? this.ctx.config.DEFAULT_MERCHANT);
    if (!brand) throw new AppError("operator.range.invalid");
    const { decimals, code: currency } = brand.config.currency;
    const timeZone = brand.config.timeZone;
    const params: unknown[] = [
      query.from,
      query.to,
      timeZone,
      PLAYER_CREDITED,
      PLAYER_DEBITED,
      STAKE_KINDS,
      WIN_KINDS,
      currency,
    ];
    const merchantFilter = query.merchantCode
      ? `and m.merchant_code = $${params.push(query.merchantCode)}`
      : "";
    const { rows } = await this.ctx.pool.query<FigureRow>(
      `with t as (
         select t.kind, t.amount, t.created_at, a.owner_id
           from ledger_transfers t
           join ledger_accounts a on a.id = case when t.kind = any($4) then t.credit_account_id else t.debit_account_id end
          where t.created_at >= ($1::date)::timestamp at time zone $3
            and t.created_at < ($2::date + 1)::timestamp at time zone $3
            and t.status in ('posted', 'post') and t.currency = $8
            and (t.kind = any($4) or t.kind = any($5)) and a.owner_kind = 'player'
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
        where true ${merchantFilter}
        group by 1, 2 order by 1, 2`,
      params,
    );
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
    // Players active on several days count once in the period.
    const distinct = await this.activeInPeriod(query, timeZone, currency);
    total.active = distinct.total;
    for (const [merchant, sum] of byBrand) sum.active = distinct.byBrand.get(merchant) ?? sum.active;
    return {
      currency,
      totals: out(total),
      days: [...byDay].map(([day, sum]) => ({ day, ...out(sum) })),
      brands: [...byBrand].map(([merchantCode, sum]) => ({ merchantCode, ...out(sum) })),
    };
  }

  private async activeInPeriod(
    query: { from: string; to: string; merchantCode?: string | undefined },
    timeZone: string,
    currency: string,
  ) {
    const params: unknown[] = [query.from, query.to, timeZone, STAKE_KINDS, currency];
    const merchantFilter = query.merchantCode
      ? `and m.merchant_code = $${params.push(query.merchantCode)}`
      : "";
    const { rows } = await this.ctx.pool.query<{ merchant_code: string; n: string }>(
      `select m.merchant_code, count(distinct a.owner_id) as n
         from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
         join members m on m.id = a.owner_id::bigint and m.type <> 4
        where t.created_at >= ($1::date)::timestamp at time zone $3
          and t.created_at < ($2::date + 1)::timestamp at time zone $3
          and t.status in ('posted', 'post') and t.currency = $5 and t.kind = any($4) and a.owner_kind = 'player'
          ${merchantFilter}
        group by 1`,
      params,
    );
    const byBrand = new Map(rows.map((r) => [r.merchant_code, Number(r.n)]));
    return { total: [...byBrand.values()].reduce((a, b) => a + b, 0), byBrand };
  }
}
