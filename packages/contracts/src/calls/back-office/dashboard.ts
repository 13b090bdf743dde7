import { DashboardQuery, DashboardReply } from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

export const dashboard = defineCall({
  ...ops,
  permission: "dashboard.read",
  method: "GET",
  path: "/ops/dashboard",
  idempotent: false,
  summary: "Deposits, withdrawals, GGR, NGR, bonus cost and active players per day and per brand",
  query: DashboardQuery,
  reply: DashboardReply,
  errors: ["operator.range.invalid"],
});
