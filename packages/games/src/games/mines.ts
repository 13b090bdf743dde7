import type { FairStream } from "../fair/floats.js";
import { assertEdge, MULT_SCALE } from "../payout.js";

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

/**
 * Mine tiles (0..24, row by row): each float picks one of the tiles still free,
 * floor(float x remaining), so no tile repeats.
 */
export function minesFromFloats(floats: number[], mines: number): number[] {
  const remaining = Array.from({ length: MINES_TILES }, (_, i) => i);
  return floats.slice(0, mines).map((f) => remaining.splice(Math.floor(f * remaining.length), 1)[0]!);
}

export function minePositions(stream: FairStream, mines: number): number[] {
  if (!isMinesCount(mines)) throw new RangeError("mines must be 1..24");
  return minesFromFloats(stream.floats(mines), mines);
}

export function isMinesCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
}

/**
 * Cash-out multiplier after `gems` safe tiles: (1 - edge) x C(25, gems) / C(25 - mines, gems),
 * computed on integers and truncated to four decimals. 1x before any tile is opened.
 */
export function minesMultiplier(mines: number, gems: number, edgeBps: number): number {
  assertEdge(edgeBps);
  if (gems === 0) return MULT_SCALE;
  let numerator = 1n;
  let denominator = 1n;
  for (let i = 0; i < gems; i++) {
    numerator *= BigInt(MINES_TILES - i);
    denominator *= BigInt(MINES_TILES - mines - i);
  }
  return Number((BigInt(MULT_SCALE - edgeBps) * numerator) / denominator);
}
