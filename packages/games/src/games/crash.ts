import { hmacSha256Hex, sha256Hex } from "../fair/hash.js";
import { assertEdge } from "../payout.js";

/**
 * Crash rounds come from a SHA-256 chain used in reverse. chain[0] is a secret random value,
 * chain[i + 1] = SHA-256(hex text of chain[i]); chain[length] (the terminating hash) is
 * published before the first round, and round k (1-based) uses chain[length - k]. Anyone can
 * check a round's hash by hashing it k times back to the published terminating hash, and the
 * operator cannot choose later hashes: each is a preimage of the one before.
 *
 * The round's hash is salted with a value fixed after the terminating hash was published, so the
 * chain could not have been picked for favourable results:
 *   h = HMAC_SHA256(key = roundHash, message = salt); int = first 32 bits of h
 *   crash = max(1, floor(2^32 / (int + 1) x (1 - edge) x 100) / 100)
 * 2^32 / (int + 1) is at least 1 and P(2^32 / (int + 1) >= y) = floor(2^32 / y) / 2^32, about 1/y,
 * so P(crash >= M) = (1 - edge) / M for every cash-out target M >= 1.01: each target returns
 * (1 - edge) on average. The result is truncated, never rounded up, to two decimals; the
 * max(1, ...) floor means a 1.00x target would never lose, so targets start at 1.01x.
 */
export const CRASH_MIN_CASHOUT = 101;
export const CRASH_MAX_CASHOUT = 100_000_000;

export function nextChainHash(hash: string): string {
  return sha256Hex(hash);
}

/** Builds the chain from its secret start; returns chain[0..length] (terminating hash last). */
export function buildChain(secretHex: string, length: number): string[] {
  const chain = [secretHex];
  for (let i = 0; i < length; i++) chain.push(nextChainHash(chain[i]!));
  return chain;
}

/** The hash of round `round` (1-based) of a chain of `length` rounds. */
export function roundHashOf(chain: readonly string[], round: number): string {
  const hash = chain[chain.length - 1 - round];
  if (!hash || round < 1) throw new RangeError("round outside the chain");
  return hash;
}

/** True when hashing `roundHash` exactly `round` times gives the terminating hash. */
export function verifyRoundHash(roundHash: string, round: number, terminatingHash: string): boolean {
  let hash = roundHash;
  for (let i = 0; i < round; i++) hash = nextChainHash(hash);
  return hash === terminatingHash;
}

/** The crash point in hundredths (250 = 2.50x). */
export function crashPoint(roundHash: string, salt: string, edgeBps: number): number {
  assertEdge(edgeBps);
  const int = Number.parseInt(hmacSha256Hex(roundHash, salt).slice(0, 8), 16);
  const raw = (2 ** 32 / (int + 1)) * ((10000 - edgeBps) / 10000);
  return Math.min(CRASH_MAX_CASHOUT, Math.max(100, Math.floor(raw * 100)));
}

/**
 * The multiplier shown `ms` after take-off (hundredths), the curve e^(0.00006 t) common to crash
 * games: 2x after about 11.5 s, 10x after about 38 s.
 */
export function crashMultiplierAt(ms: number): number {
  return Math.max(100, Math.floor(100 * Math.exp(0.00006 * Math.max(0, ms))));
}

/** Milliseconds after take-off at which the curve reaches `point` (hundredths). */
export function crashTimeOf(point: number): number {
  return Math.ceil(Math.log(point / 100) / 0.00006);
}
