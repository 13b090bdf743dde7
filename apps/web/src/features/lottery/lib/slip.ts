import {
  type FastBet,
  type FastGame,
  fastBetCost,
  fastBetProblem,
  fastOdds,
  type LaoBetType,
  type LotteryErrorCode,
  laoBetCost,
  laoBetProblem,
  lineWin,
  type My4dBetType,
  my4dBetCost,
  my4dBetProblem,
  type ThaiBetType,
  thaiBetCost,
  thaiBetProblem,
  type VnBetType,
  vnBetCost,
  vnBetProblem,
  vnLineCount,
  vnUnitsPerLine,
} from "@jogada/games";
import { padNumber, type Selector, selectorOf } from "./bet-forms";
import { type Family, familyOf, fastGameOf, vnRegionOf } from "./catalogue";

/** What the player has chosen on the slip for one bet type. */
export interface Selection {
  /** Grid numbers or chosen positions, in the order they were picked. */
  numbers: number[];
  /** Typed numbers (3 and 4 digits), separated by spaces, commas or new lines. */
  typed: string;
  /** One value per row for `rows` selectors. */
  rows: (number | null)[];
  /** The row of a `posValue` selector (ball or position, from 1). */
  position: number;
  words: string[];
}

export const EMPTY_SELECTION: Selection = { numbers: [], typed: "", rows: [], position: 1, words: [] };

/**
 * The slip's bet as the server takes it: numbers as strings for the draw lotteries (one line per
 * number, or one line for xiên / lô trượt), or integer picks for fast games (one line each).
 */
export type SlipBet =
  | { kind: "numbers"; betType: string; numbers: string[] }
  | { kind: "picks"; betType: string; picks: number[][] };

export interface SlipSummary {
  bet: SlipBet;
  /** Lines the ticket holds. */
  lines: number;
  /** What the ticket costs, in minor units, as packages/games prices it (the server's own rule). */
  costMinor: bigint;
  /** The first reason the rules refuse the bet, or null. */
  problem: LotteryErrorCode | null;
}

export function typedNumbers(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The selection written as the bet the rules read, for the selector the bet type uses. */
export function slipBetOf(family: Family, betType: string, selection: Selection): SlipBet {
  const selector = selectorOf(family, betType);
  const draws = family === "vn" || family === "thai" || family === "lao" || family === "my4d";
  if (draws) {
    const numbers =
      selector.kind === "words"
        ? selection.words
        : selector.kind === "typed"
          ? typedNumbers(selection.typed)
          : selector.kind === "grid"
            ? selection.numbers.map((n) => padNumber(n, selector.pad))
            : [];
    return { kind: "numbers", betType, numbers };
  }
  return { kind: "picks", betType, picks: fastPicks(selector, selection) };
}

function fastPicks(selector: Selector, selection: Selection): number[][] {
  switch (selector.kind) {
    case "none":
      return [[]];
    case "grid":
      if (selector.lines === "each") return selection.numbers.map((n) => [n]);
      return selection.numbers.length ? [[...selection.numbers].sort((a, b) => a - b)] : [];
    case "position":
      return selection.numbers.map((n) => [n]);
    case "posValue":
      return selection.numbers.map((n) => [selection.position, n]);
    case "rows": {
      const rows = Array.from({ length: selector.rows }, (_, i) => selection.rows[i] ?? null);
      return rows.every((r) => r !== null) ? [rows as number[]] : [];
    }
    default:
      return [];
  }
}

/**
 * Prices and checks the bet with packages/games, exactly as the server does: VN lô costs stake x
 * points per line (27 or 18 for lô 2 số) x lines, SEA stake x lines, fast games stake per line.
 */
export function summarise(code: string, bet: SlipBet, stakeMinor: bigint, series: number): SlipSummary {
  const family = familyOf(code);
  if (!family) return { bet, lines: 0, costMinor: 0n, problem: "lottery.bet.type" };
  if (bet.kind === "numbers") {
    const region = vnRegionOf(code);
    if (family === "vn" && region) {
      const vnBet = { type: bet.betType as VnBetType, numbers: bet.numbers, stakeMinor };
      const problem = vnBetProblem(vnBet);
      return {
        bet,
        lines: problem ? 0 : vnLineCount(vnBet),
        costMinor: problem ? 0n : vnBetCost(region, vnBet),
        problem,
      };
    }
    const sea = { numbers: bet.numbers, stakeMinor };
    const [problem, cost] =
      family === "thai"
        ? [
            thaiBetProblem({ ...sea, type: bet.betType as ThaiBetType }),
            thaiBetCost({ ...sea, type: bet.betType as ThaiBetType }),
          ]
        : family === "lao"
          ? [
              laoBetProblem({ ...sea, type: bet.betType as LaoBetType }),
              laoBetCost({ ...sea, type: bet.betType as LaoBetType }),
            ]
          : [
              my4dBetProblem({ ...sea, type: bet.betType as My4dBetType }),
              my4dBetCost({ ...sea, type: bet.betType as My4dBetType }),
            ];
    return { bet, lines: problem ? 0 : bet.numbers.length, costMinor: problem ? 0n : cost, problem };
  }
  const game = fastGameOf(code) as FastGame;
  if (bet.picks.length === 0) return { bet, lines: 0, costMinor: 0n, problem: "lottery.number.count" };
  const bets: FastBet[] = bet.picks.map((pick) => ({ game, type: bet.betType, pick, stakeMinor }));
  const problem = bets.map((b) => fastBetProblem(b, series)).find((p) => p !== null) ?? null;
  const costMinor = problem ? 0n : bets.reduce((sum, b) => sum + fastBetCost(b), 0n);
  return { bet, lines: problem ? 0 : bets.length, costMinor, problem };
}

/** The points one line of a VN bet costs (27 / 18 for lô 2 số), shown beside the stake. */
export function pointsPerLine(code: string, betType: string): number {
  const region = vnRegionOf(code);
  return region ? vnUnitsPerLine(region, betType as VnBetType) : 1;
}

/**
 * Odds of each line, odds10k: fast games from the prize group (series) through packages/games,
 * draw lotteries from the brand's odds table the server lists (4D: the first tier's).
 */
export function lineOdds(
  code: string,
  bet: SlipBet,
  series: number,
  table: Readonly<Record<string, number>>,
): number[] {
  const game = fastGameOf(code);
  if (bet.kind === "picks" && game) return bet.picks.map((pick) => fastOdds(game, bet.betType, pick, series));
  const key = familyOf(code) === "my4d" ? `${bet.betType}.first` : bet.betType;
  const odds = table[key] ?? 0;
  return bet.kind === "numbers" ? bet.numbers.map(() => odds) : [];
}

/** What the ticket wins if one of its lines hits once: the best line's stake x odds. */
export function bestWinPerHit(stakeMinor: bigint, odds: number[]): bigint {
  let best = 0n;
  for (const o of odds) {
    const win = lineWin(stakeMinor, o, 1);
    if (win > best) best = win;
  }
  return best;
}

/** A bet line as the server takes it: the rules' numbers, or a fast pick written as digits. */
export interface WireLine {
  betType: string;
  numbers: string[];
  stake: string;
}

/**
 * The slip as the server's lines: one line for a draw lottery's numbers (the server makes one
 * ticket of it), one per pick for fast games (empty for bets on the whole draw: big, dragon ...).
 */
export function wireLines(bet: SlipBet, stake: string): WireLine[] {
  if (bet.kind === "numbers") return [{ betType: bet.betType, numbers: bet.numbers, stake }];
  return bet.picks.map((pick) => ({
    betType: bet.betType,
    numbers: pick.map(String),
    stake,
  }));
}
