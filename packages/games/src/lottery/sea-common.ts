import type { LotteryErrorCode, ResultProblem } from "./errors.js";
import { stakeValid } from "./types.js";

/** A bet on a SEA draw: each entry of `numbers` is one line costing `stakeMinor`. */
export interface SeaBet<T extends string> {
  type: T;
  numbers: readonly string[];
  stakeMinor: bigint;
}

export function digitsPattern(digits: number): RegExp {
  return new RegExp(`^[0-9]{${digits}}$`);
}

/** Checks type, stake, and that every number has `digits(type)` digits, once each. */
export function seaBetProblem<T extends string>(
  bet: SeaBet<T>,
  types: readonly T[],
  digits: (type: T) => number,
): LotteryErrorCode | null {
  if (!bet || !types.includes(bet.type)) return "lottery.bet.type";
  if (!stakeValid(bet.stakeMinor)) return "lottery.stake.invalid";
  if (!Array.isArray(bet.numbers) || bet.numbers.length === 0) return "lottery.number.count";
  const pattern = digitsPattern(digits(bet.type));
  if (!bet.numbers.every((n) => typeof n === "string" && pattern.test(n))) return "lottery.number.invalid";
  return new Set(bet.numbers).size === bet.numbers.length ? null : "lottery.number.duplicate";
}

/** The first field whose shape, count or digits are wrong, following `shape` (field -> [count, digits]). */
export function sheetProblem(
  sheet: Record<string, unknown>,
  shape: Readonly<Record<string, readonly [number, number]>>,
): ResultProblem | null {
  if (!sheet || typeof sheet !== "object") return { code: "lottery.result.shape", prize: "sheet" };
  for (const key of Object.keys(sheet))
    if (!(key in shape)) return { code: "lottery.result.shape", prize: key };
  for (const [prize, [count, digits]] of Object.entries(shape)) {
    const value = sheet[prize];
    // A single-number prize is written as a string, a prize of several numbers as a list.
    if (count === 1 && typeof value !== "string") return { code: "lottery.result.shape", prize };
    const numbers = count === 1 ? [value] : value;
    if (!Array.isArray(numbers) || numbers.length !== count) return { code: "lottery.result.count", prize };
    const pattern = digitsPattern(digits);
    const bad = numbers.findIndex((n) => typeof n !== "string" || !pattern.test(n));
    if (bad >= 0) return { code: "lottery.result.digits", prize, index: bad };
  }
  return null;
}
