import type { LotteryErrorCode, ResultProblem } from "./errors.js";
import { type Fraction, frac, mul } from "./rational.js";
import { type SeaBet, seaBetProblem, sheetProblem } from "./sea-common.js";
import { lineWin, type Odds10k, type Settlement, settlementOf } from "./types.js";

/**
 * Thai government lottery, drawn on the 1st and 16th. The bets follow the common market practice:
 * 3 top / 2 top on the first prize's last digits, 3 tod (last three in any order), 2 bottom on the
 * separate two-digit prize, run top (a digit among the first prize's last three) and run bottom
 * (a digit of the two-digit prize). Runs pay once however often the digit appears.
 */
export interface ThaiResultSheet {
  /** First prize, 6 digits. */
  first: string;
  /** Front three digits prizes: 2 numbers of 3 digits. */
  front3: readonly string[];
  /** Last three digits prizes: 2 numbers of 3 digits. */
  last3: readonly string[];
  /** Last two digits prize: 2 digits. */
  last2: string;
}

const THAI_SHAPE = { first: [1, 6], front3: [2, 3], last3: [2, 3], last2: [1, 2] } as const;

export function thaiSheetProblem(sheet: ThaiResultSheet): ResultProblem | null {
  return sheetProblem(sheet as unknown as Record<string, unknown>, THAI_SHAPE);
}

export const THAI_BET_TYPES = ["top3", "tod3", "top2", "bottom2", "run_top", "run_bottom"] as const;
export type ThaiBetType = (typeof THAI_BET_TYPES)[number];
export type ThaiBet = SeaBet<ThaiBetType>;

const DIGITS: Record<ThaiBetType, number> = {
  top3: 3,
  tod3: 3,
  top2: 2,
  bottom2: 2,
  run_top: 1,
  run_bottom: 1,
};

export function thaiBetProblem(bet: ThaiBet): LotteryErrorCode | null {
  return seaBetProblem(bet, THAI_BET_TYPES, (t) => DIGITS[t]);
}

export function thaiBetCost(bet: ThaiBet): bigint {
  return bet.stakeMinor * BigInt(bet.numbers.length);
}

const sorted = (s: string) => [...s].sort().join("");

function thaiHit(sheet: ThaiResultSheet, type: ThaiBetType, n: string): boolean {
  const top3 = sheet.first.slice(-3);
  switch (type) {
    case "top3":
      return n === top3;
    case "tod3":
      return sorted(n) === sorted(top3);
    case "top2":
      return n === sheet.first.slice(-2);
    case "bottom2":
      return n === sheet.last2;
    case "run_top":
      return top3.includes(n);
    case "run_bottom":
      return sheet.last2.includes(n);
  }
}

export function settleThaiBet(sheet: ThaiResultSheet, bet: ThaiBet, odds10k: Odds10k): Settlement {
  return settlementOf(
    bet.numbers.map((n) => {
      const hits = thaiHit(sheet, bet.type, n) ? 1 : 0;
      return { selection: n, hits, winMinor: lineWin(bet.stakeMinor, odds10k, hits) };
    }),
  );
}

/**
 * Probability a line wins. 3 tod depends on the number chosen (6, 3 or 1 orders in 1000); the
 * return uses the most favourable to the player, three different digits, so no choice beats it.
 */
export function thaiWinProbability(type: ThaiBetType): Fraction {
  switch (type) {
    case "top3":
      return frac(1, 1000);
    case "tod3":
      return frac(6, 1000);
    case "top2":
    case "bottom2":
      return frac(1, 100);
    case "run_top":
      return frac(1000 - 729, 1000);
    case "run_bottom":
      return frac(100 - 81, 100);
  }
}

export function thaiRtp(type: ThaiBetType, odds10k: Odds10k): Fraction {
  return mul(frac(odds10k, 10_000), thaiWinProbability(type));
}
