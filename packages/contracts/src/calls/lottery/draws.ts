import { defineCall } from "../../call.js";
import { PageQuery } from "../../envelope.js";
import {
  DrawHistoryReply,
  DrawParams,
  DrawVerificationReply,
  GameCodeParams,
  GameOddsReply,
  OpenDrawsQuery,
  OpenDrawsReply,
} from "../../lottery.js";

/** Draws of a game: open ones to bet on, drawn ones with their results, and how to verify them. */
const draws = {
  tag: "lottery",
  encrypted: false,
  idempotent: false,
  method: "GET",
  access: "guest",
} as const;

export const openDraws = defineCall({
  ...draws,
  module: "GAMELO3",
  path: "/lgw/lottery/games/:gameCode/draws",
  summary: "Draws of a game still taking bets: close countdown, draw time, station",
  params: GameCodeParams,
  query: OpenDrawsQuery,
  reply: OpenDrawsReply,
  errors: ["lottery.game.not.found"],
});

export const drawResults = defineCall({
  ...draws,
  module: "AGEANNOUNCE3",
  path: "/lgw/lottery/games/:gameCode/results",
  summary: "Results history of a game, newest first",
  params: GameCodeParams,
  query: PageQuery,
  reply: DrawHistoryReply,
  errors: ["lottery.game.not.found"],
});

export const drawVerification = defineCall({
  ...draws,
  module: "GAMELO3",
  path: "/lgw/lottery/draws/:drawId",
  summary:
    "One draw and its verification data: seed hash, Merkle root, beacon round, numbers, the seed once drawn",
  params: DrawParams,
  reply: DrawVerificationReply,
  errors: ["lottery.draw.not.found"],
});

export const gameOdds = defineCall({
  ...draws,
  module: "GAMELO3",
  path: "/lgw/lottery/games/:gameCode/odds",
  summary: "Odds and return to player of each bet type of a game (the brand's table), stake limits",
  params: GameCodeParams,
  reply: GameOddsReply,
  errors: ["lottery.game.not.found"],
});
