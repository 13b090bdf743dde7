import { AdjustmentReply, StaffLoginReply, StaffLoginRequest } from "../../back-office.js";
import { defineCall } from "../../call.js";
import { OpsAdjustmentRequest, OpsLedgerQuery, OpsLedgerReply, OpsMemberParams } from "../../cashier.js";

const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
} as const;

export const operatorLogin = defineCall({
  ...ops,
  access: "guest",
  method: "POST",
  path: "/ops/session/login",
  idempotent: false,
  rateLimit: "login",
  summary: "Staff login with password and the authenticator's six-digit code (each code works once)",
  body: StaffLoginRequest,
  reply: StaffLoginReply,
  errors: ["operator.login.invalid", "operator.totp.invalid", "operator.totp.replayed"],
});

export const memberLedger = defineCall({
  permission: "players.read",
  ...ops,
  method: "GET",
  path: "/ops/members/:memberId/ledger",
  idempotent: false,
  summary: "A player's wallets and ledger entries",
  params: OpsMemberParams,
  query: OpsLedgerQuery,
  reply: OpsLedgerReply,
  errors: ["operator.member.not.found"],
});

export const adjustBalance = defineCall({
  permission: "adjustments.write",
  ...ops,
  method: "POST",
  path: "/ops/members/:memberId/adjustments",
  idempotent: true,
  summary:
    "Manual adjustment of the main wallet with a reason; above the four-eyes amount it waits for another staff member",
  params: OpsMemberParams,
  body: OpsAdjustmentRequest,
  reply: AdjustmentReply,
  errors: [
    "operator.member.not.found",
    "operator.reason.required",
    "wallet.amount.invalid",
    "wallet.insufficient.funds",
    "operator.own.account",
  ],
});
