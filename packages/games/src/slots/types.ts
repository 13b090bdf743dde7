/** A slot game is a configuration of the one engine: reels, symbols, pay rules and features. */
export interface SlotSymbol {
  id: string;
  kind: "normal" | "wild" | "scatter";
  /** Pay for n of a kind (lines: n on a line from the left; ways: n reels from the left), in units. */
  pays: Partial<Record<number, number>>;
}

export type PayMode = { type: "lines"; lines: number[][] } | { type: "ways" };

export interface SlotConfig {
  code: string;
  rows: number;
  /** Reel strips, left to right; each symbol id once per stop. */
  reels: string[][];
  symbols: SlotSymbol[];
  mode: PayMode;
  /**
   * The total bet is `payDivisor` units; every pay is in units, so a win is
   * floor(stake x units / payDivisor). Line games use one unit per line.
   */
  payDivisor: number;
  /** The symbol an all-wild line pays as (lines only). */
  allWildPaysAs?: string;
  /** Scatter count anywhere on the window -> pay in units and free spins awarded. */
  scatter?: {
    symbol: string;
    pays: Partial<Record<number, number>>;
    freeSpins: Partial<Record<number, number>>;
  };
  /** Free spins: every win multiplied; optional own reel strips. Scatters pay but award no more spins. */
  freeSpins?: { multiplier: number; reels?: string[][] };
}

export interface LineWin {
  /** Payline index (lines) or -1 (ways). */
  line: number;
  symbol: string;
  count: number;
  /** Ways counted (1 for a payline). */
  ways: number;
  units: number;
}

export interface SlotStep {
  kind: "base" | "free";
  stops: number[];
  /** grid[reel][row] */
  grid: string[][];
  wins: LineWin[];
  scatters: number;
  scatterUnits: number;
  /** This step's win, multiplier applied. */
  units: number;
  freeSpinsAwarded: number;
}

export interface SlotSpin {
  steps: SlotStep[];
  totalUnits: number;
  payDivisor: number;
}
