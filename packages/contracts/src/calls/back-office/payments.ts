import {
  ConfirmationListReply,
  ConfirmationQueueQuery,
  ConfirmationResolveReply,
  ConfirmationResolveRequest,
  CsvReply,
  NotificationListReply,
  NotificationQuery,
  OpsDepositListReply,
  OpsDepositQuery,
  WithdrawalDetailReply,
  WithdrawalExportQuery,
  WithdrawalParams,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

export const withdrawalDetail = defineCall({
  ...ops,
  permission: "payments.read",
  method: "GET",
  path: "/ops/withdrawals/:orderNo",
  idempotent: false,
  summary: "One withdrawal for review: the player, the amount, the provider's record and the confirmation",
  params: WithdrawalParams,
  reply: WithdrawalDetailReply,
  errors: ["withdrawal.not.found"],
});

export const exportWithdrawals = defineCall({
  ...ops,
  permission: "personal-data.export",
  method: "GET",
  path: "/ops/withdrawals/export.csv",
  idempotent: false,
  binary: true,
  summary: "Withdrawals as CSV, streamed row by row; each export is in the audit log (who, filters, rows)",
  query: WithdrawalExportQuery,
  reply: CsvReply,
  errors: [],
});

export const confirmationQueue = defineCall({
  ...ops,
  permission: "payments.read",
  method: "GET",
  path: "/ops/confirmations",
  idempotent: false,
  summary: "Paid withdrawals the player marked not received or partly received",
  query: ConfirmationQueueQuery,
  reply: ConfirmationListReply,
  errors: [],
});

export const refundConfirmation = defineCall({
  ...ops,
  permission: "payments.write",
  method: "POST",
  path: "/ops/confirmations/:orderNo/refund",
  idempotent: false,
  summary: "Give the player back what did not arrive (once), with a reason",
  params: WithdrawalParams,
  body: ConfirmationResolveRequest,
  reply: ConfirmationResolveReply,
  errors: ["withdrawal.not.found", "operator.confirmation.resolved", "operator.confirmation.none"],
});

export const closeConfirmation = defineCall({
  ...ops,
  permission: "payments.write",
  method: "POST",
  path: "/ops/confirmations/:orderNo/close",
  idempotent: false,
  summary: "Close a not-received or partly-received report without money moving, with a reason",
  params: WithdrawalParams,
  body: ConfirmationResolveRequest,
  reply: ConfirmationResolveReply,
  errors: ["withdrawal.not.found", "operator.confirmation.resolved", "operator.confirmation.none"],
});

export const listDeposits = defineCall({
  ...ops,
  permission: "payments.read",
  method: "GET",
  path: "/ops/deposits",
  idempotent: false,
  summary: "Deposit orders, newest first, by status, brand or order number",
  query: OpsDepositQuery,
  reply: OpsDepositListReply,
  errors: [],
});

export const depositNotifications = defineCall({
  ...ops,
  permission: "payments.read",
  method: "GET",
  path: "/ops/deposits/notifications",
  idempotent: false,
  summary: "Provider notifications that came late or match no order",
  query: NotificationQuery,
  reply: NotificationListReply,
  errors: [],
});
