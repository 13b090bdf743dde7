import type { LotteryErrorCode, ResultProblem } from "./errors.js";
import { type Fraction, frac } from "./rational.js";
import { type SeaBet, seaBetProblem, sheetProblem } from "./sea-common.js";
import { lineWin, type Odds10k, type Settlement, settlementOf } from "./types.js";

/** Lao lottery: one 4-digit result; bets on its last 4, 3 or 2 digits, each line pays once. */
export interface LaoResultSheet {
  number: string;
}

export function laoSheetProblem(sheet: LaoResultSheet): ResultProblem | null {
  return sheetProblem(sheet as unknown as Record<string, unknown>, { number: [1, 4] });
}

export const LAO_BET_TYPES = ["lao4", "lao3", "lao2"] as const;
export type LaoBetType = (typeof LAO_BET_TYPES)[number];
export type LaoBet = SeaBet<LaoBetType>;

const DIGITS: Record<LaoBetType, number> = { lao4: 4, lao3: 3, lao2: 2 };

export function laoBetProblem(bet: LaoBet): LotteryErrorCode | null {
  return seaBetProblem(bet, LAO_BET_TYPES, (t) => DIGITS[t]);
}

export function laoBetCost(bet: LaoBet): bigint {
  return bet.stakeMinor * BigInt(bet.numbers.length);
}

export function settleLaoBet(sheet: LaoResultSheet, bet: LaoBet, odds10k: Odds10k): Settlement {
  const tail = sheet.number.slice(-DIGITS[bet.type]);
  return settlementOf(
    bet.numbers.map((n) => {
      const hits = n === tail ? 1 : 0;
      return { selection: n, hits, winMinor: lineWin(bet.stakeMinor, odds10k, hits) };
    }),
  );
}

export function laoRtp(type: LaoBetType, odds10k: Odds10k): Fraction {
  return frac(odds10k, 10_000n * 10n ** BigInt(DIGITS[type]));
}
