import {
  AdjustmentListReply,
  AdjustmentParams,
  AdjustmentQuery,
  AdjustmentRejectRequest,
  AdjustmentReply,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

export const listAdjustments = defineCall({
  ...ops,
  permission: "adjustments.read",
  method: "GET",
  path: "/ops/adjustments",
  idempotent: false,
  summary: "Manual adjustments, newest first; pending ones wait for a second staff member",
  query: AdjustmentQuery,
  reply: AdjustmentListReply,
  errors: [],
});

export const approveAdjustment = defineCall({
  ...ops,
  permission: "adjustments.approve",
  method: "POST",
  path: "/ops/adjustments/:id/approve",
  idempotent: false,
  summary: "Approve a pending adjustment (not by its maker): the money moves once",
  params: AdjustmentParams,
  reply: AdjustmentReply,
  errors: [
    "operator.adjustment.not.found",
    "operator.adjustment.decided",
    "operator.adjustment.maker",
    "operator.own.account",
    "wallet.insufficient.funds",
  ],
});

export const rejectAdjustment = defineCall({
  ...ops,
  permission: "adjustments.approve",
  method: "POST",
  path: "/ops/adjustments/:id/reject",
  idempotent: false,
  summary: "Reject a pending adjustment with a reason",
  params: AdjustmentParams,
  body: AdjustmentRejectRequest,
  reply: AdjustmentReply,
  errors: ["operator.adjustment.not.found", "operator.adjustment.decided", "operator.own.account"],
});
