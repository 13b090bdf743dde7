import type { LotteryErrorCode, ResultProblem } from "./errors.js";
import { add, type Fraction, frac, ZERO } from "./rational.js";
import { type SeaBet, seaBetProblem, sheetProblem } from "./sea-common.js";
import { lineWin, type Settlement, settlementOf } from "./types.js";

/** Malaysian 4D: 23 winning 4-digit numbers (1st, 2nd, 3rd, 10 special, 10 consolation). */
export interface My4dResultSheet {
  first: string;
  second: string;
  third: string;
  special: readonly string[];
  consolation: readonly string[];
}

export type My4dTier = keyof My4dResultSheet;
export const MY4D_TIERS: readonly My4dTier[] = ["first", "second", "third", "special", "consolation"];
const COUNTS: Record<My4dTier, number> = { first: 1, second: 1, third: 1, special: 10, consolation: 10 };
const SHAPE = Object.fromEntries(MY4D_TIERS.map((t) => [t, [COUNTS[t], 4] as const]));

export function my4dSheetProblem(sheet: My4dResultSheet): ResultProblem | null {
  return sheetProblem(sheet as unknown as Record<string, unknown>, SHAPE);
}

/** Big pays on all five tiers; Small pays more but only on the top three. */
export const MY4D_BET_TYPES = ["big", "small"] as const;
export type My4dBetType = (typeof MY4D_BET_TYPES)[number];
export type My4dBet = SeaBet<My4dBetType>;

/** The tiers each bet type is paid on. Odds keys are `${type}.${tier}`, e.g. "big.special". */
export const MY4D_PAID_TIERS: Readonly<Record<My4dBetType, readonly My4dTier[]>> = {
  big: MY4D_TIERS,
  small: ["first", "second", "third"],
};

/** Odds per tier of one bet type, odds10k (per unit staked). */
export type My4dOdds = Partial<Record<My4dTier, number>>;

export function my4dBetProblem(bet: My4dBet): LotteryErrorCode | null {
  return seaBetProblem(bet, MY4D_BET_TYPES, () => 4);
}

export function my4dBetCost(bet: My4dBet): bigint {
  return bet.stakeMinor * BigInt(bet.numbers.length);
}

function tierNumbers(sheet: My4dResultSheet, tier: My4dTier): readonly string[] {
  const value = sheet[tier];
  return typeof value === "string" ? [value] : value;
}

/** A number found in several tiers is paid in each; `hits` counts the tiers' appearances. */
export function settleMy4dBet(sheet: My4dResultSheet, bet: My4dBet, odds: My4dOdds): Settlement {
  return settlementOf(
    bet.numbers.map((n) => {
      let hits = 0;
      let winMinor = 0n;
      for (const tier of MY4D_PAID_TIERS[bet.type]) {
        const count = tierNumbers(sheet, tier).filter((x) => x === n).length;
        hits += count;
        winMinor += lineWin(bet.stakeMinor, odds[tier] ?? 0, count);
      }
      return { selection: n, hits, winMinor };
    }),
  );
}

/** Sum over paid tiers of odds x tier size / 10000 (each of the 23 numbers uniform). */
export function my4dRtp(type: My4dBetType, odds: My4dOdds): Fraction {
  let rtp = ZERO;
  for (const tier of MY4D_PAID_TIERS[type])
    rtp = add(rtp, frac((odds[tier] ?? 0) * COUNTS[tier], 10_000 * 10_000));
  return rtp;
}
