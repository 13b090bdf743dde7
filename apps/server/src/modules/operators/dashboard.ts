import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { localDay } from "../../platform/time-zones.js";
import {
  daysNotRolledUp,
  type FigureRow,
  insertDailyRows,
  readDailyRows,
  readLive,
  type Span,
  type StakerRow,
} from "./dashboard-repository.js";
import { activePlayers, sumFigures } from "./dashboard-totals.js";
import { PromiseCache } from "./promise-cache.js";

/** A day (YYYY-MM-DD) moved by `n` days. */
function dayPlus(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

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
  stakers: StakerRow[];
}

interface FinishedPeriod {
  rows: FigureRow[];
  /** Per brand, the ids of the players who staked in the period, sorted (binary search). */
  stakers: Map<string, Float64Array>;
}

const spanKey = (s: Span) => [s.timeZone, s.currency, s.from, s.to, s.merchant ?? ""].join("|");

/**
 * Per day (in the brand's time zone) and per brand, from the ledger: deposits, withdrawals, GGR
 * (stakes minus wins and refunds), bonus cost (bonus money converted to real money), NGR (GGR
 * minus bonus cost) and active players (players who staked, each once in the period). Finished
 * days are computed once into daily rows (ops_daily_*) the first time a dashboard asks for them,
 * and a finished period's figures are kept in memory (they never change); the current day is read
 * from the transfers, shared by calls for LIVE_MS.
 */
export class Dashboard {
  private readonly finished = new PromiseCache<FinishedPeriod>({ maxEntries: CACHED_PERIODS });
  private readonly live = new PromiseCache<LivePart>({ ttlMs: LIVE_MS });

  constructor(private readonly ctx: AppContext) {}

  /** The last finished day in the time zone. */
  private lastFinishedDay(timeZone: string): string {
    const settled = new Date(Date.now() - SETTLED_AFTER_MS);
    return dayPlus(localDay(settled, timeZone), -1);
  }

  /** Computes the finished days of the span that have no daily rows yet (at most once each). */
  private async rollUp(span: Span): Promise<void> {
    const missing = await daysNotRolledUp(this.ctx.pool, span);
    if (!missing) return;
    await withTransaction(this.ctx.pool, (tx) =>
      insertDailyRows(tx, { ...span, from: missing.first, to: missing.last }),
    );
  }

  private async loadFinished(span: Span): Promise<FinishedPeriod> {
    await this.rollUp(span);
    const { rows, stakers } = await readDailyRows(this.ctx.pool, span);
    return {
      rows,
      stakers: new Map(stakers.map((r) => [r.merchant_code, Float64Array.from(r.ids, Number)])),
    };
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
    // Days as YYYY-MM-DD text: compared as strings, so not Math.min.
    // biome-ignore lint/complexity/useMathMinMax: the operands are date strings
    const finishedTo = query.to < lastFinished ? query.to : lastFinished;
    const liveFrom = query.from > lastFinished ? query.from : dayPlus(lastFinished, 1);
    let finished: FinishedPeriod | undefined;
    let live: LivePart | undefined;
    if (query.from <= finishedTo) {
      const span = { from: query.from, to: finishedTo, timeZone, currency, merchant };
      finished = await this.finished.get(spanKey(span), () => this.loadFinished(span));
    }
    if (liveFrom <= query.to) {
      const span = { from: liveFrom, to: query.to, timeZone, currency, merchant };
      live = await this.live.get(spanKey(span), () => readLive(this.ctx.pool, span));
    }
    const rows = [...(finished?.rows ?? []), ...(live?.rows ?? [])];
    return { currency, ...sumFigures(rows, activePlayers(finished?.stakers, live?.stakers), decimals) };
  }
}
