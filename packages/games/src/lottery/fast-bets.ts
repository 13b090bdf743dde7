import type { LotteryErrorCode } from "./errors.js";
import { SSC_RULES } from "./fast-5d.js";
import { ELEVEN5_RULES } from "./fast-11x5.js";
import { K3_RULES } from "./fast-k3.js";
import { KENO_LOTTERY_RULES } from "./fast-keno.js";
import { PK10_RULES } from "./fast-pk10.js";
import { FAST_GAMES, type FastGame, type FastGameRules } from "./fast-types.js";
import { type Fraction, frac, mul } from "./rational.js";
import { lineWin, type Odds10k, type Settlement, settlementOf, stakeValid } from "./types.js";

export const FAST_RULES: Readonly<Record<FastGame, FastGameRules>> = {
  "5d": SSC_RULES as FastGameRules,
  k3: K3_RULES as FastGameRules,
  pk10: PK10_RULES as FastGameRules,
  "11x5": ELEVEN5_RULES as FastGameRules,
  keno: KENO_LOTTERY_RULES as FastGameRules,
};

/**
 * Prize group ("series"): odds are set so every bet returns series / 2000 of its stake on average
 * (1980 -> 99%, 1700 -> 85%). An agent's rebate is the gap between its series and its downline's.
 */
export const SERIES_MIN = 1700;
export const SERIES_MAX = 1980;

export function seriesProblem(series: number): LotteryErrorCode | null {
  return Number.isInteger(series) && series >= SERIES_MIN && series <= SERIES_MAX
    ? null
    : "lottery.series.invalid";
}

/** Rebate in basis points between an agent's series and its downline's: 20 points make 1%. */
export function seriesRebateBps(agentSeries: number, downlineSeries: number): number {
  return Math.max(0, agentSeries - downlineSeries) * 5;
}

/** One bet on a fast draw: one line of `pick` costing `stakeMinor`. */
export interface FastBet {
  game: FastGame;
  type: string;
  pick: readonly number[];
  stakeMinor: bigint;
}

export function fastBetProblem(bet: FastBet, series: number): LotteryErrorCode | null {
  if (!bet || !(FAST_GAMES as readonly string[]).includes(bet.game)) return "lottery.bet.type";
  const rules = FAST_RULES[bet.game];
  if (!rules.betTypes.includes(bet.type)) return "lottery.bet.type";
  if (!stakeValid(bet.stakeMinor)) return "lottery.stake.invalid";
  return rules.pickProblem(bet.type, bet.pick) ?? seriesProblem(series);
}

export function fastBetCost(bet: FastBet): bigint {
  return bet.stakeMinor;
}

/**
 * Odds of a (valid) bet under a series, rounded down to the odds10k grid:
 * floor(series / 2000 / E[hits] x 10000). A 5D single ball at 1980 pays 9.9, big/small 1.98.
 */
export function fastOdds(game: FastGame, type: string, pick: readonly number[], series: number): Odds10k {
  const e = FAST_RULES[game].expectedHits(type, pick);
  return Number((BigInt(series) * 5n * e.d) / e.n);
}

/** Exact return of a bet at the rounded odds: odds x E[hits], never above series / 2000. */
export function fastRtp(game: FastGame, type: string, pick: readonly number[], series: number): Fraction {
  return mul(frac(fastOdds(game, type, pick, series), 10_000), FAST_RULES[game].expectedHits(type, pick));
}

export function settleFastBet(draw: readonly number[], bet: FastBet, series: number): Settlement {
  const hits = FAST_RULES[bet.game].hits(draw, bet.type, bet.pick);
  const odds = fastOdds(bet.game, bet.type, bet.pick, series);
  return settlementOf([
    { selection: `${bet.type}:${bet.pick.join(",")}`, hits, winMinor: lineWin(bet.stakeMinor, odds, hits) },
  ]);
}
