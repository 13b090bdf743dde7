import { defineCall } from "../../call.js";
import { RG_EXCLUSION_ERRORS } from "../../errors/index.js";
import { LaunchGameBody, LaunchGameReply } from "../../games.js";

export const launchGame = defineCall({
  method: "POST",
  path: "/wps/game/launchGame",
  module: "GAMELO3",
  access: "any",
  tag: "games",
  encrypted: false,
  idempotent: false,
  summary: "Launch a game (or a pvp room): the address to show in the game frame",
  body: LaunchGameBody,
  reply: LaunchGameReply,
  errors: [
    "game.not.found",
    "game.room.not.found",
    "game.maintenance",
    "game.real.account.required",
    "game.demo.not.available",
    "game.provider.unavailable",
    ...RG_EXCLUSION_ERRORS,
    "rg.limit.session",
  ],
});
