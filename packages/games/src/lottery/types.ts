/**
 * Money follows packages/games/src/payout.ts: stakes and wins are bigint minor units, odds are
 * integers in ten-thousandths of the unit stake (`odds10k`, 98 = 980000). Odds are the amount paid
 * back per unit staked per hit (the stake itself is not returned on top).
 */
export type Odds10k = number;

/** One line of a ticket: a number (or word) the player chose, how often it hit, what it won. */
export interface SettledLine {
  selection: string;
  hits: number;
  winMinor: bigint;
}

export interface Settlement {
  /** Sum of every line's win. */
  winMinor: bigint;
  lines: SettledLine[];
}

/** win = floor(stake x odds10k x hits / 10000) per line, on bigint, so no float touches money. */
export function lineWin(stakeMinor: bigint, odds10k: Odds10k, hits: number): bigint {
  if (!Number.isSafeInteger(odds10k) || odds10k < 0) throw new RangeError("odds10k must be an integer >= 0");
  return (stakeMinor * BigInt(odds10k) * BigInt(hits)) / 10_000n;
}

export function settlementOf(lines: SettledLine[]): Settlement {
  return { winMinor: lines.reduce((sum, line) => sum + line.winMinor, 0n), lines };
}

export function stakeValid(stakeMinor: bigint): boolean {
  return typeof stakeMinor === "bigint" && stakeMinor > 0n;
}
