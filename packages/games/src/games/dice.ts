import type { FairStream } from "../fair/floats.js";
import { assertEdge, MULT_SCALE } from "../payout.js";

/** Dice rolls 0.00 to 100.00; values here are in hundredths (0..10000). */
export type DiceDirection = "over" | "under";
export interface DiceBet {
  /** Target in hundredths: 5050 means 50.50. */
  target: number;
  direction: DiceDirection;
}
export interface DiceLimits {
  /** Smallest and largest win chance accepted, in hundredths of a percent. */
  minChance: number;
  maxChance: number;
}
/** 2% to 98%: a target like "over 98.99" (1.01%) is refused rather than paying 98x. */
export const DICE_LIMITS: DiceLimits = { minChance: 200, maxChance: 9800 };

/** floor(float x 10001) / 100: every value 0.00..100.00 equally likely. */
export function diceRollFromFloat(float: number): number {
  return Math.floor(float * 10001);
}

export function diceRoll(stream: FairStream): number {
  return diceRollFromFloat(stream.nextFloat());
}

/** Win chance in hundredths of a percent (the nominal one shown to the player). */
export function diceChance(bet: DiceBet): number {
  return bet.direction === "over" ? 10000 - bet.target : bet.target;
}

export function diceBetProblem(bet: DiceBet, limits: DiceLimits = DICE_LIMITS): "target" | null {
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target > 10000) return "target";
  const chance = diceChance(bet);
  return chance < limits.minChance || chance > limits.maxChance ? "target" : null;
}

/** Pays (1 - edge) x 100 / chance%, truncated to four decimals. */
export function diceMultiplier(bet: DiceBet, edgeBps: number): number {
  assertEdge(edgeBps);
  return Math.floor(((MULT_SCALE - edgeBps) * MULT_SCALE) / diceChance(bet));
}

export function diceWins(roll: number, bet: DiceBet): boolean {
  return bet.direction === "over" ? roll > bet.target : roll < bet.target;
}

/** Exact return: the roll has 10001 equally likely values. */
export function diceExactRtp(bet: DiceBet, edgeBps: number): number {
  const winning = bet.direction === "over" ? 10000 - bet.target : bet.target;
  return (winning / 10001) * (diceMultiplier(bet, edgeBps) / MULT_SCALE);
}
