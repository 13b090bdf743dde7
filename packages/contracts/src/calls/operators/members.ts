import { defineCall } from "../../call.js";
import {
  OperatorLoginReply,
  OperatorLoginRequest,
  OpsAdjustmentReply,
  OpsAdjustmentRequest,
  OpsLedgerQuery,
  OpsLedgerReply,
  OpsMemberParams,
} from "../../cashier.js";

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
  summary: "Operator login",
  body: OperatorLoginRequest,
  reply: OperatorLoginReply,
  errors: ["operator.login.invalid"],
});

export const memberLedger = defineCall({
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
  ...ops,
  method: "POST",
  path: "/ops/members/:memberId/adjustments",
  idempotent: true,
  summary: "Manual adjustment of the main wallet with a reason",
  params: OpsMemberParams,
  body: OpsAdjustmentRequest,
  reply: OpsAdjustmentReply,
  errors: [
    "operator.member.not.found",
    "operator.reason.required",
    "wallet.amount.invalid",
    "wallet.insufficient.funds",
  ],
});
