/**
 * Reasons the lottery rules refuse something. The server maps each code to a message in the
 * player's language (packages/contracts/src/errors); the rules never produce text for people.
 */
export const LOTTERY_ERROR_CODES = [
  /** The bet type does not exist for this game or region. */
  "lottery.bet.type",
  /** A number is not written with the digits the bet type needs, or is out of range. */
  "lottery.number.invalid",
  /** The same number twice in one selection. */
  "lottery.number.duplicate",
  /** Too few or too many numbers (xiên, lô trượt, keno, 11x5, ...). */
  "lottery.number.count",
  /** The stake is not a positive whole amount of minor units. */
  "lottery.stake.invalid",
  /** A prize group (series) outside 1700..1980. */
  "lottery.series.invalid",
] as const;
export type LotteryErrorCode = (typeof LOTTERY_ERROR_CODES)[number];

/** Reasons a result sheet is refused; each names the prize and position at fault. */
export const RESULT_ERROR_CODES = [
  "lottery.result.shape",
  "lottery.result.count",
  "lottery.result.digits",
] as const;
export type ResultErrorCode = (typeof RESULT_ERROR_CODES)[number];

export interface ResultProblem {
  code: ResultErrorCode;
  /** The prize (e.g. "seventh") or field at fault. */
  prize: string;
  /** The position within the prize, when one number is at fault. */
  index?: number;
}

/** Reasons an odds table is refused; each names the bet type (and the odds key) at fault. */
export const ODDS_ERROR_CODES = [
  /** A bet type of the game has no odds. */
  "lottery.odds.missing",
  /** A key that is no bet type (or tier) of the game. */
  "lottery.odds.unknown",
  /** Odds that are not a whole number of ten-thousandths >= 0. */
  "lottery.odds.invalid",
  /** The entry returns more than the brand's maximum. */
  "lottery.odds.rtp",
] as const;
export type OddsErrorCode = (typeof ODDS_ERROR_CODES)[number];
