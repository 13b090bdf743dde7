import { defineCall } from "../../call.js";
import {
  AlertsQuery,
  AlertsReply,
  DrawParams,
  OddsGameParams,
  OpsBrandQuery,
  OpsOddsReply,
  SaveOddsBody,
  SaveOddsReply,
  VoidDrawBody,
  VoidDrawReply,
} from "../../lottery.js";

/** The back office's lottery calls; odds are a brand's (the `merchant` query, else the default brand). */
const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
} as const;

export const opsOdds = defineCall({
  permission: "lottery.read",
  ...ops,
  method: "GET",
  path: "/ops/lottery/odds",
  idempotent: false,
  summary: "Every odds entry of a brand's lottery tables with its exact return, and the brand's maximum",
  query: OpsBrandQuery,
  reply: OpsOddsReply,
  errors: ["merchant.unknown"],
});

export const opsSaveOdds = defineCall({
  permission: "lottery.write",
  ...ops,
  method: "PUT",
  path: "/ops/lottery/odds/:game",
  idempotent: false,
  summary: "Save a brand's odds table; refused, naming the entry, when one returns above the maximum",
  params: OddsGameParams,
  query: OpsBrandQuery,
  body: SaveOddsBody,
  reply: SaveOddsReply,
  errors: [
    "merchant.unknown",
    "lottery.odds.missing",
    "lottery.odds.unknown",
    "lottery.odds.invalid",
    "lottery.odds.rtp",
  ],
});

export const opsAlerts = defineCall({
  permission: "lottery.read",
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
  permission: "lottery.write",
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
