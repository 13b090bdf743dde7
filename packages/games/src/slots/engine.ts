import type { FairStream } from "../fair/floats.js";
import type { LineWin, SlotConfig, SlotSpin, SlotStep, SlotSymbol } from "./types.js";

function symbolMap(config: SlotConfig): Map<string, SlotSymbol> {
  return new Map(config.symbols.map((s) => [s.id, s]));
}

const WILD = "wild";

/** The visible window for given stops: reel r shows strip[(stop + row) mod length]. */
export function windowOf(reels: string[][], stops: number[], rows: number): string[][] {
  return reels.map((strip, r) =>
    Array.from({ length: rows }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
  );
}

/**
 * A payline's win: the first non-wild symbol pays for the run of it-or-wild from the left
 * reel; a line of wilds only pays as `allWildPaysAs`; a scatter never pays on a line.
 */
export function evaluateLine(
  symbols: readonly string[],
  config: SlotConfig,
  kinds: Map<string, SlotSymbol>,
): { symbol: string; count: number; units: number } | null {
  let paying: string | undefined;
  for (const id of symbols) {
    if (kinds.get(id)?.kind !== WILD) {
      paying = id;
      break;
    }
  }
  if (paying === undefined) paying = config.allWildPaysAs;
  if (paying === undefined) return null;
  const def = kinds.get(paying);
  if (def?.kind !== "normal") return null;
  let count = 0;
  for (const id of symbols) {
    if (id === paying || kinds.get(id)?.kind === WILD) count++;
    else break;
  }
  const units = def.pays[count] ?? 0;
  return units > 0 ? { symbol: paying, count, units } : null;
}

/** Ways: for each paying symbol, the product of its-or-wild counts over the run from reel 1. */
export function evaluateWays(
  grid: string[][],
  config: SlotConfig,
  kinds: Map<string, SlotSymbol>,
): LineWin[] {
  const wins: LineWin[] = [];
  for (const def of config.symbols) {
    if (def.kind !== "normal") continue;
    let ways = 1;
    let count = 0;
    for (const column of grid) {
      let hits = 0;
      for (const id of column) if (id === def.id || kinds.get(id)?.kind === WILD) hits++;
      if (hits === 0) break;
      ways *= hits;
      count++;
    }
    const pay = def.pays[count] ?? 0;
    if (pay > 0) wins.push({ line: -1, symbol: def.id, count, ways, units: pay * ways });
  }
  return wins;
}

/** Everything a window pays before the free-spin multiplier, and the scatters it shows. */
export function evaluateGrid(
  grid: string[][],
  config: SlotConfig,
  kinds: Map<string, SlotSymbol> = symbolMap(config),
): { wins: LineWin[]; scatters: number; scatterUnits: number; freeSpins: number } {
  let wins: LineWin[];
  if (config.mode.type === "lines") {
    wins = [];
    config.mode.lines.forEach((line, index) => {
      const win = evaluateLine(
        line.map((row, reel) => grid[reel]![row]!),
        config,
        kinds,
      );
      if (win) wins.push({ line: index, ways: 1, ...win });
    });
  } else {
    wins = evaluateWays(grid, config, kinds);
  }
  let scatters = 0;
  if (config.scatter) {
    for (const column of grid) for (const id of column) if (id === config.scatter.symbol) scatters++;
  }
  return {
    wins,
    scatters,
    scatterUnits: config.scatter?.pays[scatters] ?? 0,
    freeSpins: config.scatter?.freeSpins[scatters] ?? 0,
  };
}

function step(
  kind: SlotStep["kind"],
  reels: string[][],
  stream: FairStream,
  config: SlotConfig,
  kinds: Map<string, SlotSymbol>,
): SlotStep {
  // One float per reel: stop = floor(float x strip length).
  const stops = reels.map((strip) => Math.floor(stream.nextFloat() * strip.length));
  const grid = windowOf(reels, stops, config.rows);
  const result = evaluateGrid(grid, config, kinds);
  const lineUnits = result.wins.reduce((sum, w) => sum + w.units, 0);
  const multiplier = kind === "free" ? (config.freeSpins?.multiplier ?? 1) : 1;
  return {
    kind,
    stops,
    grid,
    wins: result.wins,
    scatters: result.scatters,
    scatterUnits: result.scatterUnits,
    units: (lineUnits + result.scatterUnits) * multiplier,
    freeSpinsAwarded: kind === "base" && config.freeSpins ? result.freeSpins : 0,
  };
}

/** One paid spin and the free spins it awards, drawn from one bet's float stream in order. */
export function spin(config: SlotConfig, stream: FairStream): SlotSpin {
  const kinds = symbolMap(config);
  const base = step("base", config.reels, stream, config, kinds);
  const steps = [base];
  const freeReels = config.freeSpins?.reels ?? config.reels;
  for (let i = 0; i < base.freeSpinsAwarded; i++) steps.push(step("free", freeReels, stream, config, kinds));
  return { steps, totalUnits: steps.reduce((sum, s) => sum + s.units, 0), payDivisor: config.payDivisor };
}

/** Win multiplier of a spin in ten-thousandths of the stake (truncated). */
export function spinMult10k(result: SlotSpin): number {
  return Math.floor((result.totalUnits * 10_000) / result.payDivisor);
}
