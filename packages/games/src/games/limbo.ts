import type { FairStream } from "../fair/floats.js";
import { assertEdge } from "../payout.js";

/** Limbo results and targets are multipliers in hundredths (101 = 1.01x). */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;

/**
 * max(1, floor((1 - edge) / float x 100) / 100), capped at the largest target: so
 * P(result >= M) = (1 - edge) / M for every M the player may pick.
 */
export function limboResultFromFloat(float: number, edgeBps: number): number {
  assertEdge(edgeBps);
  if (float === 0) return LIMBO_MAX_TARGET;
  const keep = (10000 - edgeBps) / 10000;
  return Math.min(LIMBO_MAX_TARGET, Math.max(100, Math.floor((keep / float) * 100)));
}

export function limboResult(stream: FairStream, edgeBps: number): number {
  return limboResultFromFloat(stream.nextFloat(), edgeBps);
}

export function limboTargetProblem(target: number): "target" | null {
  return Number.isInteger(target) && target >= LIMBO_MIN_TARGET && target <= LIMBO_MAX_TARGET
    ? null
    : "target";
}

/** The win multiplier in ten-thousandths: the target itself. */
export function limboMultiplier(target: number): number {
  return target * 100;
}

export function limboWins(result: number, target: number): boolean {
  return result >= target;
}
