import { type FairInput, FairStream, type HmacFn } from "../fair/floats.js";
import { keyedHmac } from "../fair/hash.js";
import { spin } from "./engine.js";
import type { SlotConfig } from "./types.js";

export interface SimulationResult {
  spins: number;
  /** Mean return per unit staked. */
  rtp: number;
  standardDeviation: number;
  /** 99% confidence interval of the RTP (normal approximation, z = 2.5758). */
  ci99: [number, number];
  hitRate: number;
  freeSpinRate: number;
  maxMultiplier: number;
}

/**
 * Plays `spins` paid spins through the real provably fair derivation: one server seed and client
 * seed, nonces counting up from `firstNonce`, exactly as players' bets are drawn.
 */
export function simulate(
  config: SlotConfig,
  options: { spins: number; serverSeed: string; clientSeed: string; firstNonce?: number; mac?: HmacFn },
): SimulationResult {
  const mac = options.mac ?? keyedHmac(options.serverSeed);
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  let features = 0;
  let max = 0;
  const first = options.firstNonce ?? 0;
  for (let i = 0; i < options.spins; i++) {
    const input: FairInput = {
      serverSeed: options.serverSeed,
      clientSeed: options.clientSeed,
      nonce: first + i,
    };
    const result = spin(config, new FairStream(input, 0, mac));
    const x = result.totalUnits / config.payDivisor;
    sum += x;
    sumSquares += x * x;
    if (x > 0) hits++;
    if (result.steps.length > 1) features++;
    if (x > max) max = x;
  }
  const n = options.spins;
  const mean = sum / n;
  const variance = Math.max(0, sumSquares / n - mean * mean);
  const sd = Math.sqrt(variance);
  const half = (2.5758 * sd) / Math.sqrt(n);
  return {
    spins: n,
    rtp: mean,
    standardDeviation: sd,
    ci99: [mean - half, mean + half],
    hitRate: hits / n,
    freeSpinRate: features / n,
    maxMultiplier: max,
  };
}
