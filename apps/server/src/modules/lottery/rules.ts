import {
  type FastBet,
  fastBetCost,
  fastBetProblem,
  fastOdds,
  isVnBetType,
  type LaoBet,
  type LaoResultSheet,
  type LotteryErrorCode,
  laoBetCost,
  laoBetProblem,
  lineWin,
  MY4D_PAID_TIERS,
  type My4dBet,
  type My4dOdds,
  type My4dResultSheet,
  my4dBetCost,
  my4dBetProblem,
  type OddsTable,
  type Settlement,
  settleFastBet,
  settleLaoBet,
  settleMy4dBet,
  settleThaiBet,
  settleVnBet,
  type ThaiBet,
  type ThaiResultSheet,
  thaiBetCost,
  thaiBetProblem,
  VN_BET_SPECS,
  type VnBet,
  type VnResultSheet,
  vnAllNumbers,
  vnBetCost,
  vnBetProblem,
  vnUnitsPerLine,
} from "@jogada/games";
import { AppError } from "../../platform/errors.js";
import type { LotteryGame } from "./games.js";

/**
 * The lottery rules of packages/games applied to tickets: the same validators, costs and
 * settlement the site's betting slip uses, so what the player saw is what is charged and paid.
 */

/** A stored result: a results feed's sheet (sources/types.ts ResultSheet) or a fast draw's numbers. */
export type StoredResult =
  | { kind: "vn"; sheet: VnResultSheet }
  | { kind: "thai"; sheet: ThaiResultSheet }
  | { kind: "lao"; sheet: LaoResultSheet }
  | { kind: "my4d"; sheet: My4dResultSheet }
  | { kind: "fast"; numbers: number[] };

/** Odds fixed on a ticket: odds10k, or per tier for Malaysian 4D. */
export type TicketOdds = number | My4dOdds | null;

export interface PreparedLine {
  betType: string;
  numbers: string[];
  selection: string;
  stake: bigint;
  cost: bigint;
  odds: TicketOdds;
  series: number | null;
  /** What one hit of each selection would pay: counted against the liability limit. */
  exposures: { selection: string; amount: bigint }[];
}

function refuse(code: LotteryErrorCode, betType: string, decimals: number): never {
  throw new AppError(code, { betType, decimals });
}

const FAST_PICK = /^[0-9]{1,2}$/;

/** Checks one line and prices it; refusals name the bet type. */
export function prepareLine(
  game: LotteryGame,
  line: { betType: string; numbers: string[]; stake: bigint },
  table: OddsTable | null,
  series: number,
  decimals: number,
): PreparedLine {
  const { betType, numbers, stake } = line;
  const base = { betType, numbers, selection: numbers.join(","), stake, series: null };
  const single = (odds: number) => numbers.map((n) => ({ selection: n, amount: lineWin(stake, odds, 1) }));
  switch (game.kind) {
    case "vn": {
      const bet: VnBet = { type: betType as VnBet["type"], numbers, stakeMinor: stake };
      const problem = vnBetProblem(bet);
      if (problem) refuse(problem, betType, decimals);
      const odds = table!.odds[betType] ?? 0;
      // One unit of lô is priced on every number it can hit: liability is per point.
      const combo = VN_BET_SPECS[bet.type].size !== undefined;
      return {
        ...base,
        cost: vnBetCost(game.region!, bet),
        odds,
        exposures: combo ? [{ selection: base.selection, amount: lineWin(stake, odds, 1) }] : single(odds),
      };
    }
    case "thai": {
      const bet = { type: betType, numbers, stakeMinor: stake } as ThaiBet;
      const problem = thaiBetProblem(bet);
      if (problem) refuse(problem, betType, decimals);
      const odds = table!.odds[betType] ?? 0;
      return { ...base, cost: thaiBetCost(bet), odds, exposures: single(odds) };
    }
    case "lao": {
      const bet = { type: betType, numbers, stakeMinor: stake } as LaoBet;
      const problem = laoBetProblem(bet);
      if (problem) refuse(problem, betType, decimals);
      const odds = table!.odds[betType] ?? 0;
      return { ...base, cost: laoBetCost(bet), odds, exposures: single(odds) };
    }
    case "my4d": {
      const bet = { type: betType, numbers, stakeMinor: stake } as My4dBet;
      const problem = my4dBetProblem(bet);
      if (problem) refuse(problem, betType, decimals);
      const odds: My4dOdds = Object.fromEntries(
        MY4D_PAID_TIERS[bet.type].map((tier) => [tier, table!.odds[`${bet.type}.${tier}`] ?? 0]),
      );
      return {
        ...base,
        cost: my4dBetCost(bet),
        odds,
        exposures: single(Math.max(...Object.values(odds).map(Number))),
      };
    }
    case "fast": {
      if (!numbers.every((n) => FAST_PICK.test(n))) refuse("lottery.number.invalid", betType, decimals);
      const bet: FastBet = {
        game: game.fast_game!,
        type: betType,
        pick: numbers.map(Number),
        stakeMinor: stake,
      };
      const problem = fastBetProblem(bet, series);
      if (problem) refuse(problem, betType, decimals);
      const odds = fastOdds(bet.game, betType, bet.pick, series);
      return {
        ...base,
        selection: bet.pick.join(","),
        cost: fastBetCost(bet),
        odds,
        series,
        exposures: [{ selection: bet.pick.join(","), amount: lineWin(stake, odds, 1) }],
      };
    }
  }
}

/** What a VN lô line costs per unit of stake (shown by the odds call). */
export function unitsPerLine(game: LotteryGame, betType: string): number {
  return game.kind === "vn" && isVnBetType(betType) ? vnUnitsPerLine(game.region!, betType) : 1;
}

export interface TicketToSettle {
  bet_type: string;
  numbers: string[];
  stake: string | bigint;
  odds: TicketOdds;
  series: number | null;
}

/** Settles a ticket on a stored result. */
export function settleTicket(game: LotteryGame, ticket: TicketToSettle, result: StoredResult): Settlement {
  const stakeMinor = BigInt(ticket.stake);
  const numbers = ticket.numbers;
  switch (result.kind) {
    case "vn":
      return settleVnBet(
        result.sheet,
        { type: ticket.bet_type as VnBet["type"], numbers, stakeMinor },
        Number(ticket.odds),
      );
    case "thai":
      return settleThaiBet(
        result.sheet,
        { type: ticket.bet_type, numbers, stakeMinor } as ThaiBet,
        Number(ticket.odds),
      );
    case "lao":
      return settleLaoBet(
        result.sheet,
        { type: ticket.bet_type, numbers, stakeMinor } as LaoBet,
        Number(ticket.odds),
      );
    case "my4d":
      return settleMy4dBet(
        result.sheet,
        { type: ticket.bet_type, numbers, stakeMinor } as My4dBet,
        ticket.odds as My4dOdds,
      );
    case "fast":
      return settleFastBet(
        result.numbers,
        { game: game.fast_game!, type: ticket.bet_type, pick: numbers.map(Number), stakeMinor },
        ticket.series!,
      );
  }
}

/** Every number of a result in reading order, as strings. */
export function resultNumbers(result: StoredResult | null): string[] {
  if (!result) return [];
  switch (result.kind) {
    case "vn":
      return vnAllNumbers(result.sheet);
    case "thai":
      return [result.sheet.first, ...result.sheet.front3, ...result.sheet.last3, result.sheet.last2];
    case "lao":
      return [result.sheet.number];
    case "my4d":
      return [
        result.sheet.first,
        result.sheet.second,
        result.sheet.third,
        ...result.sheet.special,
        ...result.sheet.consolation,
      ];
    case "fast":
      return result.numbers.map(String);
  }
}
