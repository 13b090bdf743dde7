import { defineCall } from "../../call.js";
import { PageQuery } from "../../envelope.js";
import { ChaseListReply, ChaseParams, ChaseReply, CreateChaseBody } from "../../lottery.js";
import { BET_ERRORS } from "./common.js";

/** Chase: the same lines on the next N draws of a game, stopping after a win when asked. */
const chases = { tag: "lottery", encrypted: false, module: "GAMELO3", access: "real" } as const;

export const createChase = defineCall({
  ...chases,
  method: "POST",
  path: "/lgw/lottery/chases",
  idempotent: true,
  rateLimit: "bet",
  summary: "Follow a slip over up to 120 draws: the next open draw's tickets are placed at once",
  body: CreateChaseBody,
  reply: ChaseReply,
  errors: BET_ERRORS,
});

export const myChases = defineCall({
  ...chases,
  method: "GET",
  path: "/lgw/lottery/chases",
  idempotent: false,
  summary: "My chases, newest first",
  query: PageQuery,
  reply: ChaseListReply,
  errors: [],
});

export const stopChase = defineCall({
  ...chases,
  method: "POST",
  path: "/lgw/lottery/chases/:chaseNo/stop",
  idempotent: false,
  summary: "Stop a chase: no further draw is bought (tickets already placed stay)",
  params: ChaseParams,
  reply: ChaseReply,
  errors: ["lottery.chase.not.found", "lottery.chase.ended"],
});
