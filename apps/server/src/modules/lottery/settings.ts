import { parseMoney } from "@jogada/contracts";
import { checkOddsTable, DEFAULT_ODDS_TABLES, type OddsGame, type OddsTable } from "@jogada/games";
import type { Config } from "../../config.js";
import type { Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./repository.js";

const CACHE_MS = 5_000;

/** A brand's lottery limits, in minor units of its currency. */
export interface LotteryLimits {
  maxRtp: number;
  minStake: bigint;
  maxStake: bigint;
  maxLiability: bigint;
  series: number;
}

/**
 * A brand's odds tables (lottery_odds, else DEFAULT_ODDS_TABLES) and limits (lottery_limits, else
 * the LOTTERY_* settings).
 */
export class LotterySettings {
  constructor(
    private readonly db: Queryable,
    private readonly config: Config,
  ) {}

  /**
   * Read on every bet: kept 5 s per instance (a change saved here applies at once, on other
   * instances within 5 s; a ticket's odds are fixed when it is placed).
   */
  private readonly cache = new Map<string, { at: number; value: Promise<unknown> }>();
  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.cache.get(key);
    if (known && Date.now() - known.at < CACHE_MS) return known.value as Promise<T>;
    const value = load();
    value.catch(() => this.cache.delete(key));
    this.cache.set(key, { at: Date.now(), value });
    return value;
  }

  limits(merchant: string, decimals: number): Promise<LotteryLimits> {
    return this.cached(`limits:${merchant}:${decimals}`, () => this.loadLimits(merchant, decimals));
  }

  private async loadLimits(merchant: string, decimals: number): Promise<LotteryLimits> {
    const row = await repo.limits(this.db, merchant);
    // The settings are major units with up to 4 decimals; a currency with fewer drops the rest.
    const money = (text: string) => {
      const [whole = "0", fraction = ""] = text.split(".");
      const kept = fraction.slice(0, decimals);
      return parseMoney(kept ? `${whole}.${kept}` : whole, decimals) ?? 0n;
    };
    return {
      maxRtp: row?.max_rtp ? Number(row.max_rtp) : this.config.LOTTERY_MAX_RTP,
      minStake: row?.min_stake ? BigInt(row.min_stake) : money(this.config.LOTTERY_MIN_STAKE),
      maxStake: row?.max_stake ? BigInt(row.max_stake) : money(this.config.LOTTERY_MAX_STAKE),
      maxLiability: row?.max_liability ? BigInt(row.max_liability) : money(this.config.LOTTERY_MAX_LIABILITY),
      series: row?.series ?? this.config.LOTTERY_SERIES,
    };
  }

  /** Every odds table of the brand, with where it comes from. */
  async tables(
    merchant: string,
  ): Promise<{ table: OddsTable; source: "brand" | "default"; updatedAt: Date | null }[]> {
    const rows = new Map((await repo.oddsRows(this.db, merchant)).map((r) => [r.game, r]));
    return (Object.keys(DEFAULT_ODDS_TABLES) as OddsGame[]).map((game) => {
      const row = rows.get(game);
      return row
        ? { table: { game, odds: row.odds }, source: "brand" as const, updatedAt: row.updated_at }
        : { table: DEFAULT_ODDS_TABLES[game], source: "default" as const, updatedAt: null };
    });
  }

  async table(merchant: string, game: OddsGame): Promise<OddsTable> {
    const rows = await this.cached(`odds:${merchant}`, () => repo.oddsRows(this.db, merchant));
    const row = rows.find((r) => r.game === game);
    return row ? { game, odds: row.odds } : DEFAULT_ODDS_TABLES[game];
  }

  /** Saves a table after the guard: any entry above the brand's maximum return is refused by name. */
  async save(merchant: string, decimals: number, table: OddsTable, by: string): Promise<Date> {
    const { maxRtp } = await this.limits(merchant, decimals);
    const problem = checkOddsTable(table, maxRtp);
    if (problem) {
      throw new AppError(
        problem.code,
        {
          betType: problem.betType,
          key: problem.key ?? problem.betType,
          rtp: ((problem.rtpValue ?? 0) * 100).toFixed(2),
          max: (maxRtp * 100).toFixed(2),
        },
        { field: `odds.${problem.key ?? problem.betType}` },
      );
    }
    const saved = await repo.saveOdds(this.db, merchant, table.game, { ...table.odds }, by);
    this.cache.delete(`odds:${merchant}`);
    return saved;
  }
}
