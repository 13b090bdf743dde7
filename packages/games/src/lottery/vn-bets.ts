import type { LotteryErrorCode } from "./errors.js";
import { stakeValid } from "./types.js";
import {
  type VnPrize,
  type VnRegion,
  type VnResultSheet,
  vnAllNumbers,
  vnNumbersWithDigits,
  vnPrizeSpec,
} from "./vn-sheet.js";

/**
 * Every bet type of REFERENCE.md §3. Codes are stable data keys (odds tables, tickets, messages):
 * lô 2/3/4 số, đề, đề đầu, đề giải nhất, đầu, đuôi, 3 càng, 4 càng, xiên 2/3/4,
 * lô trượt xiên 4/8/10, big/small and odd/even on the special's last two digits.
 */
export const VN_BET_TYPES = [
  "lo2",
  "lo3",
  "lo4",
  "de",
  "de_dau",
  "de_nhat",
  "dau",
  "duoi",
  "cang3",
  "cang4",
  "xien2",
  "xien3",
  "xien4",
  "truot_xien4",
  "truot_xien8",
  "truot_xien10",
  "big_small",
  "odd_even",
] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];

/**
 * How a selection is written:
 * - `number`: each entry of `numbers` is its own line of `digits` digits ("07", "123"); a line
 *   hits once per time its number appears among the bet type's target numbers;
 * - `all`: `numbers` is one line of `size` distinct 2-digit numbers that must all appear (xiên);
 * - `none`: one line of `size` distinct 2-digit numbers none of which may appear (lô trượt);
 * - `word`: each entry is a word ("big" / "small", "odd" / "even"), its own line.
 */
export type VnSelectionKind = "number" | "all" | "none" | "word";

export interface VnBetSpec {
  type: VnBetType;
  kind: VnSelectionKind;
  /** Digits of each chosen number (1 for đầu / đuôi). */
  digits: number;
  /** Numbers in the one line of xiên / lô trượt. */
  size?: number;
  words?: readonly [string, string];
}

const num = (type: VnBetType, digits: number): VnBetSpec => ({ type, kind: "number", digits });
const combo = (type: VnBetType, kind: "all" | "none", size: number): VnBetSpec => ({
  type,
  kind,
  digits: 2,
  size,
});

export const VN_BET_SPECS: Readonly<Record<VnBetType, VnBetSpec>> = {
  lo2: num("lo2", 2),
  lo3: num("lo3", 3),
  lo4: num("lo4", 4),
  de: num("de", 2),
  de_dau: num("de_dau", 2),
  de_nhat: num("de_nhat", 2),
  dau: num("dau", 1),
  duoi: num("duoi", 1),
  cang3: num("cang3", 3),
  cang4: num("cang4", 4),
  xien2: combo("xien2", "all", 2),
  xien3: combo("xien3", "all", 3),
  xien4: combo("xien4", "all", 4),
  truot_xien4: combo("truot_xien4", "none", 4),
  truot_xien8: combo("truot_xien8", "none", 8),
  truot_xien10: combo("truot_xien10", "none", 10),
  big_small: { type: "big_small", kind: "word", digits: 0, words: ["big", "small"] },
  odd_even: { type: "odd_even", kind: "word", digits: 0, words: ["odd", "even"] },
};

/** A bet on one VN draw. `stakeMinor` is the stake per point (per line, per unit). */
export interface VnBet {
  type: VnBetType;
  numbers: readonly string[];
  stakeMinor: bigint;
}

export function isVnBetType(type: string): type is VnBetType {
  return (VN_BET_TYPES as readonly string[]).includes(type);
}

/** The first reason the bet cannot be accepted, or null. Limits (min, max stake) are the server's. */
export function vnBetProblem(bet: VnBet): LotteryErrorCode | null {
  if (!bet || !isVnBetType(bet.type)) return "lottery.bet.type";
  if (!stakeValid(bet.stakeMinor)) return "lottery.stake.invalid";
  const spec = VN_BET_SPECS[bet.type];
  const numbers = bet.numbers;
  if (!Array.isArray(numbers) || numbers.length === 0) return "lottery.number.count";
  if (spec.size !== undefined && numbers.length !== spec.size) return "lottery.number.count";
  const pattern = new RegExp(`^[0-9]{${spec.digits}}$`);
  for (const n of numbers) {
    if (typeof n !== "string") return "lottery.number.invalid";
    if (spec.words ? !spec.words.includes(n) : !pattern.test(n)) return "lottery.number.invalid";
  }
  return new Set(numbers).size === numbers.length ? null : "lottery.number.duplicate";
}

/** The prizes a `number` bet type is read from: đề đầu is the 7th prize in the North, 8th elsewhere. */
function targetPrizes(region: VnRegion, type: VnBetType): readonly VnPrize[] | "all" {
  switch (type) {
    case "lo2":
    case "lo3":
    case "lo4":
    case "xien2":
    case "xien3":
    case "xien4":
    case "truot_xien4":
    case "truot_xien8":
    case "truot_xien10":
      return "all";
    case "de_dau":
      return region === "north" ? ["seventh"] : ["eighth"];
    case "de_nhat":
      return ["first"];
    default:
      return ["special"];
  }
}

/**
 * Points one line costs: lô is priced on every number it can hit (27 / 18 for lô 2 số, 23 / 17 for
 * lô 3 số, 20 / 16 for lô 4 số), đề đầu on the 4 seventh-prize numbers in the North; others 1.
 */
export function vnUnitsPerLine(region: VnRegion, type: VnBetType): number {
  const spec = VN_BET_SPECS[type];
  if (spec.kind !== "number") return 1;
  const prizes = targetPrizes(region, type);
  if (prizes === "all") return vnNumbersWithDigits(region, spec.digits);
  if (type === "de_dau") return vnPrizeSpec(region, prizes[0]!).count;
  return 1;
}

/** Lines in the bet: one per number or word, one for the whole xiên / lô trượt combination. */
export function vnLineCount(bet: VnBet): number {
  return VN_BET_SPECS[bet.type].size !== undefined ? 1 : bet.numbers.length;
}

/** What the ticket costs: stake x points per line x lines (valid bets only). */
export function vnBetCost(region: VnRegion, bet: VnBet): bigint {
  return bet.stakeMinor * BigInt(vnUnitsPerLine(region, bet.type) * vnLineCount(bet));
}

/**
 * The values a bet type is matched against on a sheet: the lô tails, the special's last digits,
 * the tens (đầu) or units (đuôi) digit of its last two, or the word big/small, odd/even.
 */
export function vnTargets(sheet: VnResultSheet, type: VnBetType): string[] {
  const spec = VN_BET_SPECS[type];
  const special = sheet.prizes.special?.[0] ?? "";
  const lastTwo = Number(special.slice(-2));
  if (type === "big_small") return [lastTwo >= 50 ? "big" : "small"];
  if (type === "odd_even") return [lastTwo % 2 === 1 ? "odd" : "even"];
  if (type === "dau") return [special.slice(-2, -1)];
  if (type === "duoi") return [special.slice(-1)];
  const prizes = targetPrizes(sheet.region, type);
  const numbers =
    prizes === "all" ? vnAllNumbers(sheet) : prizes.flatMap((p) => [...(sheet.prizes[p] ?? [])]);
  return numbers.filter((n) => n.length >= spec.digits).map((n) => n.slice(-spec.digits));
}
