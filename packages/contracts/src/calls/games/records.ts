import { defineCall } from "../../call.js";
import { BetRecordQuery, BetRecordReply, ProfitQuery, ProfitReply } from "../../games.js";

/** The player's betting history; not gated by a module, not for trial accounts. */
const records = {
  module: null,
  access: "real",
  tag: "games",
  encrypted: false,
  idempotent: false,
  method: "GET",
} as const;

export const betRecords = defineCall({
  ...records,
  path: "/wps/relay/ODSFE2_betRecord",
  summary: "Betting record: every round with vendor, game, stake, win and result",
  query: BetRecordQuery,
  reply: BetRecordReply,
  errors: ["game.date.range.invalid"],
});

export const personalProfit = defineCall({
  ...records,
  path: "/wps/relay/ODSFE2_personalProfit",
  summary: "Personal profit and loss per category over a period",
  query: ProfitQuery,
  reply: ProfitReply,
  errors: ["game.date.range.invalid"],
});
