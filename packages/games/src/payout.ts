/**
 * Multipliers are integers in ten-thousandths (`mult10k`, 2x = 20000) so the server computes
 * wins on bigint minor units with no float: win = floor(stake * mult10k / 10000).
 */
export const MULT_SCALE = 10_000;

export function payoutMinor(stakeMinor: bigint, mult10k: number): bigint {
  if (!Number.isSafeInteger(mult10k) || mult10k < 0)
    throw new RangeError("mult10k must be a safe integer >= 0");
  return (stakeMinor * BigInt(mult10k)) / BigInt(MULT_SCALE);
}

/** A fraction of the stake the house keeps on average, in basis points (100 = 1%). */
export const DEFAULT_EDGE_BPS = 100;

export function assertEdge(edgeBps: number): void {
  if (!Number.isInteger(edgeBps) || edgeBps < 0 || edgeBps >= 5000)
    throw new RangeError("edgeBps must be 0..4999");
}
