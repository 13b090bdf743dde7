import { defineCall } from "../../call.js";
import { BetReply, CrashBetBody, CrashCashoutBody, CrashStateReply } from "../../house-games.js";
import { houseGame, play, STAKE_ERRORS } from "./common.js";

/** Crash: shared rounds on a timer; the same bets and cash-outs also travel on /ws/crash. */
export const crashState = defineCall({
  ...houseGame,
  method: "GET",
  path: "/wps/bgs/crash/state",
  module: "GAMELO3",
  access: "guest",
  idempotent: false,
  summary: "Crash: the current round, its bets and the recent rounds with their hashes",
  reply: CrashStateReply,
  errors: ["bgs.crash.unavailable"],
});

export const crashBet = defineCall({
  ...play,
  method: "POST",
  path: "/wps/bgs/crash/bet",
  idempotent: true,
  summary: "Crash: a bet on the round taking bets",
  body: CrashBetBody,
  reply: BetReply,
  errors: [
    ...STAKE_ERRORS,
    "bgs.crash.unavailable",
    "bgs.crash.cashout.invalid",
    "bgs.crash.betting.closed",
    "bgs.crash.bet.exists",
  ],
});

export const crashCashout = defineCall({
  ...play,
  method: "POST",
  path: "/wps/bgs/crash/cashout",
  idempotent: false,
  summary: "Crash: cashes out at the current multiplier",
  body: CrashCashoutBody,
  reply: BetReply,
  errors: ["bgs.crash.unavailable", "bgs.crash.no.bet", "bgs.round.ended"],
});
