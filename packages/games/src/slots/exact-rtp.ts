import { evaluateLine } from "./engine.js";
import type { SlotConfig, SlotSymbol } from "./types.js";

/** Symbol frequencies of one reel: each stop equally likely, so P(symbol on a row) = copies / length. */
function frequencies(strip: string[]): Map<string, number> {
  const freq = new Map<string, number>();
  for (const id of strip) freq.set(id, (freq.get(id) ?? 0) + 1 / strip.length);
  return freq;
}

/** Expected units of one payline: every symbol tuple, reels independent. */
function lineExpectation(reels: string[][], config: SlotConfig, kinds: Map<string, SlotSymbol>): number {
  const perReel = reels.map((strip) => [...frequencies(strip)]);
  let total = 0;
  const tuple: string[] = [];
  const walk = (reel: number, p: number): void => {
    if (reel === perReel.length) {
      const win = evaluateLine(tuple, config, kinds);
      if (win) total += p * win.units;
      return;
    }
    for (const [id, q] of perReel[reel]!) {
      tuple[reel] = id;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);
  return total;
}

/** Per reel, over every stop: E[its-or-wild count in the window] and P(count = 0). */
function waysStats(strip: string[], rows: number, symbol: string, kinds: Map<string, SlotSymbol>) {
  let sum = 0;
  let zero = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    let hits = 0;
    for (let row = 0; row < rows; row++) {
      const id = strip[(stop + row) % strip.length]!;
      if (id === symbol || kinds.get(id)?.kind === "wild") hits++;
    }
    sum += hits;
    if (hits === 0) zero++;
  }
  return { mean: sum / strip.length, pZero: zero / strip.length };
}

/** E[pay x ways] = sum over run lengths n of pay(n) x prod_{r<=n} E[count_r] x P(count_{n+1} = 0). */
function waysExpectation(reels: string[][], config: SlotConfig, kinds: Map<string, SlotSymbol>): number {
  let total = 0;
  for (const def of config.symbols) {
    if (def.kind !== "normal") continue;
    const stats = reels.map((strip) => waysStats(strip, config.rows, def.id, kinds));
    let product = 1;
    for (let n = 1; n <= reels.length; n++) {
      product *= stats[n - 1]!.mean;
      const stopHere = n < reels.length ? stats[n]!.pZero : 1;
      total += (def.pays[n] ?? 0) * product * stopHere;
    }
  }
  return total;
}

/** Distribution of the number of scatters in the window, by convolving every reel's stops. */
export function scatterDistribution(reels: string[][], rows: number, scatter: string): number[] {
  let dist = [1];
  for (const strip of reels) {
    const reelDist: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === scatter) n++;
      reelDist[n] = (reelDist[n] ?? 0) + 1 / strip.length;
    }
    const next: number[] = [];
    for (const [a, p] of dist.entries()) {
      for (const [b, q] of reelDist.entries()) next[a + b] = (next[a + b] ?? 0) + p * (q ?? 0);
    }
    dist = next;
  }
  return dist;
}

export interface ExactRtp {
  /** Return to player as a fraction of the stake. */
  rtp: number;
  lines: number;
  scatter: number;
  freeSpins: number;
  /** Chance a paid spin triggers free spins. */
  freeSpinChance: number;
  /** Expected free spins per paid spin. */
  freeSpinsPerSpin: number;
}

function paidExpectation(reels: string[][], config: SlotConfig, kinds: Map<string, SlotSymbol>) {
  const lines =
    config.mode.type === "lines"
      ? config.mode.lines.length * lineExpectation(reels, config, kinds)
      : waysExpectation(reels, config, kinds);
  let scatter = 0;
  let awarded = 0;
  let trigger = 0;
  if (config.scatter) {
    const dist = scatterDistribution(reels, config.rows, config.scatter.symbol);
    dist.forEach((p, n) => {
      scatter += p * (config.scatter!.pays[n] ?? 0);
      const spins = config.scatter!.freeSpins[n] ?? 0;
      awarded += p * spins;
      if (spins > 0) trigger += p;
    });
  }
  return { lines, scatter, awarded, trigger };
}

/**
 * The exact RTP of a configuration from its reel strips: wins add up, so the expectation is the
 * sum of each pay's expectation (lines or ways, scatters) plus the expected free spins times the
 * expected (multiplied) win of one free spin, on the free-spin strips. No sampling involved.
 */
export function exactRtp(config: SlotConfig): ExactRtp {
  const kinds = new Map(config.symbols.map((s) => [s.id, s]));
  const base = paidExpectation(config.reels, config, kinds);
  let freeSpins = 0;
  if (config.freeSpins && base.awarded > 0) {
    const free = paidExpectation(config.freeSpins.reels ?? config.reels, config, kinds);
    freeSpins = base.awarded * (free.lines + free.scatter) * config.freeSpins.multiplier;
  }
  const d = config.payDivisor;
  return {
    rtp: (base.lines + base.scatter + freeSpins) / d,
    lines: base.lines / d,
    scatter: base.scatter / d,
    freeSpins: freeSpins / d,
    freeSpinChance: config.freeSpins ? base.trigger : 0,
    freeSpinsPerSpin: config.freeSpins ? base.awarded : 0,
  };
}
