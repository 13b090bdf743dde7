import { defineCall } from "../../call.js";
import { RoundParams, RoundReply, RoundsQuery, RoundsReply } from "../../house-games.js";
import { houseGame } from "./common.js";

/** The player's own rounds, readable whether or not the games are on for the brand. */
const history = { ...houseGame, method: "GET", module: null, access: "any", idempotent: false } as const;

export const rounds = defineCall({
  ...history,
  path: "/wps/bgs/rounds",
  summary: "The player's last 10 rounds of a game, with every step",
  query: RoundsQuery,
  reply: RoundsReply,
  errors: ["bgs.game.not.found"],
});

export const round = defineCall({
  ...history,
  path: "/wps/bgs/rounds/:roundId",
  summary: "One of the player's rounds",
  params: RoundParams,
  reply: RoundReply,
  errors: ["bgs.round.not.found"],
});
