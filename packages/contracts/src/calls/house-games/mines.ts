import { defineCall } from "../../call.js";
import {
  ActiveRoundQuery,
  ActiveRoundReply,
  BetReply,
  MinesCashoutBody,
  MinesRevealBody,
  MinesStartBody,
} from "../../house-games.js";
import { houseGame, play, STAKE_ERRORS } from "./common.js";

/** Mines: a round of several steps, kept open between calls. */
export const minesStart = defineCall({
  ...play,
  method: "POST",
  path: "/wps/bgs/mines/start",
  idempotent: true,
  summary: "Mines: starts a round (stake debited)",
  body: MinesStartBody,
  reply: BetReply,
  errors: [...STAKE_ERRORS, "bgs.mines.count.invalid", "bgs.round.active"],
});

export const minesReveal = defineCall({
  ...play,
  method: "POST",
  path: "/wps/bgs/mines/reveal",
  idempotent: false,
  summary: "Mines: opens a tile (0-24)",
  body: MinesRevealBody,
  reply: BetReply,
  errors: ["bgs.tile.invalid", "bgs.tile.revealed", "bgs.round.not.found", "bgs.round.ended"],
});

export const minesCashout = defineCall({
  ...play,
  method: "POST",
  path: "/wps/bgs/mines/cashout",
  idempotent: false,
  summary: "Mines: takes the current multiplier",
  body: MinesCashoutBody,
  reply: BetReply,
  errors: ["bgs.cashout.nothing", "bgs.round.not.found", "bgs.round.ended"],
});

export const minesActive = defineCall({
  ...houseGame,
  method: "GET",
  path: "/wps/bgs/mines/active",
  module: null,
  access: "any",
  idempotent: false,
  summary: "Mines: the round left open, to resume it",
  query: ActiveRoundQuery,
  reply: ActiveRoundReply,
  errors: [],
});
