import { defineCall } from "../../call.js";
import { HouseGamesReply } from "../../house-games.js";
import { houseGame } from "./common.js";

export const games = defineCall({
  ...houseGame,
  method: "GET",
  path: "/wps/bgs/games",
  module: "GAMELO3",
  access: "guest",
  idempotent: false,
  summary: "The house's games with their RTP, house edge and stake limits",
  reply: HouseGamesReply,
  errors: [],
});
