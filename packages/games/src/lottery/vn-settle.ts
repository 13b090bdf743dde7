import { lineWin, type Odds10k, type Settlement, settlementOf } from "./types.js";
import { VN_BET_SPECS, type VnBet, vnTargets } from "./vn-bets.js";
import type { VnResultSheet } from "./vn-sheet.js";

/**
 * Hits of each line of a bet on a (validated) sheet. A `number` line hits once per appearance,
 * so a lô number drawn three times pays three times; xiên and lô trượt lines hit at most once.
 */
export function vnLineHits(sheet: VnResultSheet, bet: VnBet): { selection: string; hits: number }[] {
  const spec = VN_BET_SPECS[bet.type];
  const targets = vnTargets(sheet, bet.type);
  if (spec.kind === "all" || spec.kind === "none") {
    const drawn = new Set(targets);
    const hit =
      spec.kind === "all" ? bet.numbers.every((n) => drawn.has(n)) : bet.numbers.every((n) => !drawn.has(n));
    return [{ selection: bet.numbers.join(","), hits: hit ? 1 : 0 }];
  }
  const counts = new Map<string, number>();
  for (const t of targets) counts.set(t, (counts.get(t) ?? 0) + 1);
  return bet.numbers.map((n) => ({ selection: n, hits: counts.get(n) ?? 0 }));
}

/** Settles a valid bet: each line wins stake x odds x hits (floor, minor units). */
export function settleVnBet(sheet: VnResultSheet, bet: VnBet, odds10k: Odds10k): Settlement {
  return settlementOf(
    vnLineHits(sheet, bet).map((line) => ({
      ...line,
      winMinor: lineWin(bet.stakeMinor, odds10k, line.hits),
    })),
  );
}
