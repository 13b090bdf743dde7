import { defineCall } from "../../call.js";
import { ClientSeedBody, RotateSeedReply, SeedReply } from "../../house-games.js";
import { houseGame } from "./common.js";

/** Seeds are the player's own, whether or not the games are on for the brand. */
const seed = { ...houseGame, module: null, access: "any", idempotent: false } as const;

export const seeds = defineCall({
  ...seed,
  method: "GET",
  path: "/wps/bgs/seeds",
  summary: "The player's seeds: SHA-256 of the server seed, client seed, next nonce",
  reply: SeedReply,
  errors: [],
});

export const setClientSeed = defineCall({
  ...seed,
  method: "POST",
  path: "/wps/bgs/seeds/client",
  summary: "Changes the client seed",
  body: ClientSeedBody,
  reply: SeedReply,
  errors: ["bgs.seed.invalid"],
});

export const rotateSeed = defineCall({
  ...seed,
  method: "POST",
  path: "/wps/bgs/seeds/rotate",
  summary: "Reveals the server seed in use and starts a new one",
  reply: RotateSeedReply,
  errors: ["bgs.seed.round.open"],
});
