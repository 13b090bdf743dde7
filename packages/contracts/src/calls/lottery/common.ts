import { type ErrorCode, RG_STAKE_ERRORS } from "../../errors/index.js";

/** Refusals any ticket placement may answer (a slip, or the first slip of a chase). */
export const BET_ERRORS = [
  "lottery.game.not.found",
  "lottery.draw.not.found",
  "lottery.draw.closed",
  "lottery.bet.type",
  "lottery.number.invalid",
  "lottery.number.duplicate",
  "lottery.number.count",
  "lottery.stake.invalid",
  "lottery.stake.limit",
  "lottery.liability.exceeded",
  "wallet.insufficient.funds",
  ...RG_STAKE_ERRORS,
] as const satisfies readonly ErrorCode[];
