import { defineCall } from "../../call.js";
import {
  AlertsQuery,
  AlertsReply,
  DrawParams,
  OddsGameParams,
  OpsOddsReply,
  SaveOddsBody,
  SaveOddsReply,
  VoidDrawBody,
  VoidDrawReply,
} from "../../lottery.js";

/** The back office's lottery calls, for the brand of the Merchant header. */
const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
} as const;

export const opsOdds = defineCall({
  ...ops,
  method: "GET",
  path: "/ops/lottery/odds",
  idempotent: false,
  summary: "Every odds entry of the brand's lottery tables with its exact return, and the brand's maximum",
  reply: OpsOddsReply,
  errors: [],
});

export const opsSaveOdds = defineCall({
  ...ops,
  method: "PUT",
  path: "/ops/lottery/odds/:game",
  idempotent: false,
  summary: "Save a brand's odds table; refused, naming the entry, when one returns above the maximum",
  params: OddsGameParams,
  body: SaveOddsBody,
  reply: SaveOddsReply,
  errors: ["lottery.odds.missing", "lottery.odds.unknown", "lottery.odds.invalid", "lottery.odds.rtp"],
});

export const opsAlerts = defineCall({
  ...ops,
  method: "GET",
  path: "/ops/lottery/alerts",
  idempotent: false,
  summary: "Alerts about draw results (sources disagreeing or missing, corrections...), newest first",
  query: AlertsQuery,
  reply: AlertsReply,
  errors: [],
});

export const opsVoidDraw = defineCall({
  ...ops,
  method: "POST",
  path: "/ops/lottery/draws/:drawId/void",
  idempotent: false,
  summary: "Void a draw: every ticket on it is refunded, once",
  params: DrawParams,
  body: VoidDrawBody,
  reply: VoidDrawReply,
  errors: ["lottery.draw.not.found", "lottery.draw.not.voidable"],
});
