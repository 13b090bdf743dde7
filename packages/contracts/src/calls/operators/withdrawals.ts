import { defineCall } from "../../call.js";
import {
  OpsOrderParams,
  OpsRejectRequest,
  OpsWithdrawalListReply,
  OpsWithdrawalQuery,
  OpsWithdrawalReply,
} from "../../cashier.js";
import { FileReply } from "../../envelope.js";

const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
} as const;

export const listWithdrawals = defineCall({
  permission: "payments.read",
  ...ops,
  method: "GET",
  path: "/ops/withdrawals",
  idempotent: false,
  summary: "Withdrawals, newest first, by status",
  query: OpsWithdrawalQuery,
  reply: OpsWithdrawalListReply,
  errors: [],
});

export const approveWithdrawal = defineCall({
  permission: "payments.write",
  ...ops,
  method: "POST",
  path: "/ops/withdrawals/:orderNo/approve",
  idempotent: false,
  summary: "Approve: pay out through the provider",
  params: OpsOrderParams,
  reply: OpsWithdrawalReply,
  errors: [
    "withdrawal.not.found",
    "withdrawal.state.invalid",
    "payment.gateway.unavailable",
    "operator.own.account",
  ],
});

export const rejectWithdrawal = defineCall({
  permission: "payments.write",
  ...ops,
  method: "POST",
  path: "/ops/withdrawals/:orderNo/reject",
  idempotent: false,
  summary: "Reject: the held amount goes back to the player",
  params: OpsOrderParams,
  body: OpsRejectRequest,
  reply: OpsWithdrawalReply,
  errors: ["withdrawal.not.found", "withdrawal.state.invalid", "operator.own.account"],
});

export const withdrawalProof = defineCall({
  permission: "payments.read",
  ...ops,
  method: "GET",
  path: "/ops/withdrawals/:orderNo/proof",
  idempotent: false,
  binary: true,
  summary: "The player's proof image",
  params: OpsOrderParams,
  reply: FileReply,
  errors: ["withdrawal.not.found", "resource.not.found"],
});
