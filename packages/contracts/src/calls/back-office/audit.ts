import { AuditListReply, AuditQuery } from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

export const searchAudit = defineCall({
  ...ops,
  permission: "audit.read",
  method: "GET",
  path: "/ops/audit",
  idempotent: false,
  summary: "The audit log, newest first: who did what, when, from where, before and after (read only)",
  query: AuditQuery,
  reply: AuditListReply,
  errors: [],
});
