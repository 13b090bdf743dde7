import type { LotteryErrorCode, ResultProblem } from "./errors.js";
import type { Fraction } from "./rational.js";

/** The house e-lotteries (REFERENCE.md §4), drawn every 1, 2, 3 or 5 minutes. */
export const FAST_GAMES = ["5d", "k3", "pk10", "11x5", "keno"] as const;
export type FastGame = (typeof FAST_GAMES)[number];

/** What one draw is: `count` numbers in min..max, distinct or not, kept in draw order. */
export interface FastDrawShape {
  count: number;
  min: number;
  max: number;
  distinct: boolean;
}

export const FAST_DRAW_SHAPES: Readonly<Record<FastGame, FastDrawShape>> = {
  /** 5D / SSC: five digits (balls 1..5). */
  "5d": { count: 5, min: 0, max: 9, distinct: false },
  /** K3: three dice. */
  k3: { count: 3, min: 1, max: 6, distinct: false },
  /** PK10: the finishing order of cars 1..10 (a permutation). */
  pk10: { count: 10, min: 1, max: 10, distinct: true },
  /** 11x5: five different balls of 1..11, in draw order. */
  "11x5": { count: 5, min: 1, max: 11, distinct: true },
  /** Keno: twenty different numbers of 1..80, in draw order. */
  keno: { count: 20, min: 1, max: 80, distinct: true },
};

export function fastDrawProblem(game: FastGame, draw: readonly number[]): ResultProblem | null {
  const shape = FAST_DRAW_SHAPES[game];
  if (!shape || !Array.isArray(draw)) return { code: "lottery.result.shape", prize: "draw" };
  if (draw.length !== shape.count) return { code: "lottery.result.count", prize: "draw" };
  const bad = draw.findIndex((n) => !Number.isInteger(n) || n < shape.min || n > shape.max);
  if (bad >= 0) return { code: "lottery.result.digits", prize: "draw", index: bad };
  if (shape.distinct && new Set(draw).size !== draw.length)
    return { code: "lottery.result.digits", prize: "draw" };
  return null;
}

/**
 * Rules of one fast game. A pick is a list of integers whose meaning depends on the bet type
 * (e.g. 5D "position" is [ball, digit]; K3 "sum" is [sum]; words such as big are bet types).
 */
export interface FastGameRules<T extends string = string> {
  game: FastGame;
  betTypes: readonly T[];
  pickProblem(type: T, pick: readonly number[]): LotteryErrorCode | null;
  /** How many times the pick wins on the draw (most bets 0 or 1; K3 single counts dice). */
  hits(draw: readonly number[], type: T, pick: readonly number[]): number;
  /** Exact expected hits for a uniform draw of the game's shape. */
  expectedHits(type: T, pick: readonly number[]): Fraction;
}

/** Checks a pick of `length` integers in min..max (distinct when asked). */
export function pickRange(
  pick: readonly number[],
  length: number,
  min: number,
  max: number,
  distinct = false,
): LotteryErrorCode | null {
  if (!Array.isArray(pick) || pick.length !== length) return "lottery.number.count";
  if (!pick.every((n) => Number.isInteger(n) && n >= min && n <= max)) return "lottery.number.invalid";
  return distinct && new Set(pick).size !== pick.length ? "lottery.number.duplicate" : null;
}

/** Checks a pick of [position, value] pairs such as 5D "position" [ball 1..5, digit 0..9]. */
export function pickPair(
  pick: readonly number[],
  positions: number,
  min: number,
  max: number,
): LotteryErrorCode | null {
  if (!Array.isArray(pick) || pick.length !== 2) return "lottery.number.count";
  const [pos, value] = pick as [number, number];
  if (!Number.isInteger(pos) || pos < 1 || pos > positions) return "lottery.number.invalid";
  return Number.isInteger(value) && value >= min && value <= max ? null : "lottery.number.invalid";
}

export const sameMultiset = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();
