import {
  OpsDrawListReply,
  OpsDrawParams,
  OpsDrawQuery,
  OpsDrawResultsReply,
  OpsLiabilityReply,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

export const listDraws = defineCall({
  ...ops,
  permission: "lottery.read",
  method: "GET",
  path: "/ops/lottery/draws",
  idempotent: false,
  summary: "Draws, newest first, with tickets, stakes and result",
  query: OpsDrawQuery,
  reply: OpsDrawListReply,
  errors: [],
});

export const drawResults = defineCall({
  ...ops,
  permission: "lottery.read",
  method: "GET",
  path: "/ops/lottery/draws/:drawId/results",
  idempotent: false,
  summary: "What each results source said about a draw, and a manual entry waiting for a second staff member",
  params: OpsDrawParams,
  reply: OpsDrawResultsReply,
  errors: ["lottery.draw.not.found"],
});

export const drawLiability = defineCall({
  ...ops,
  permission: "lottery.read",
  method: "GET",
  path: "/ops/lottery/draws/:drawId/liability",
  idempotent: false,
  summary: "Stake and possible payout per number of a draw, largest payout first",
  params: OpsDrawParams,
  reply: OpsLiabilityReply,
  errors: ["lottery.draw.not.found"],
});
