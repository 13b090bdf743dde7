import {
  ChangeRequestListReply,
  ChangeRequestParams,
  ChangeRequestQuery,
  ChangeRequestReply,
  CreateStaffRequest,
  DoneReply,
  RejectChangeRequest,
  StaffListReply,
  StaffParams,
  StaffReply,
  StaffSecretReply,
  StaffSessionReply,
  UpdateStaffRequest,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

export const staffSession = defineCall({
  ...ops,
  permission: "self",
  method: "GET",
  path: "/ops/session",
  idempotent: false,
  summary: "The staff member of this session: name, role, permissions, idle timeout",
  reply: StaffSessionReply,
  errors: [],
});

export const staffLogout = defineCall({
  ...ops,
  permission: "self",
  method: "POST",
  path: "/ops/session/logout",
  idempotent: false,
  summary: "End this session on the server: its token never opens a call again",
  reply: DoneReply,
  errors: [],
});

export const listStaff = defineCall({
  ...ops,
  permission: "staff.read",
  method: "GET",
  path: "/ops/staff",
  idempotent: false,
  summary: "Every staff account with its role",
  reply: StaffListReply,
  errors: [],
});

export const createStaff = defineCall({
  ...ops,
  permission: "staff.write",
  method: "POST",
  path: "/ops/staff",
  idempotent: false,
  summary:
    "Create a staff account, disabled until a second administrator approves it; its authenticator secret is shown once in the reply",
  body: CreateStaffRequest,
  reply: StaffSecretReply,
  errors: ["operator.staff.exists"],
});

export const updateStaff = defineCall({
  ...ops,
  permission: "staff.write",
  method: "PUT",
  path: "/ops/staff/:username",
  idempotent: false,
  summary:
    "Ask for a staff member's new role or enabling (a second administrator approves); disable the account or name its player account at once (its sessions end)",
  params: StaffParams,
  body: UpdateStaffRequest,
  reply: StaffReply,
  errors: [
    "operator.staff.not.found",
    "operator.staff.self",
    "operator.change.pending",
    "operator.member.not.found",
  ],
});

export const resetStaffTotp = defineCall({
  ...ops,
  permission: "staff.write",
  method: "POST",
  path: "/ops/staff/:username/totp",
  idempotent: false,
  summary: "Give a staff member a new authenticator secret (shown once); their sessions end",
  params: StaffParams,
  reply: StaffSecretReply,
  errors: ["operator.staff.not.found"],
});

export const listChangeRequests = defineCall({
  ...ops,
  permission: "staff.read",
  method: "GET",
  path: "/ops/change-requests",
  idempotent: false,
  summary:
    "Changes to four-eyes amounts, roles and staff accounts, newest first (pending ones wait for a second administrator)",
  query: ChangeRequestQuery,
  reply: ChangeRequestListReply,
  errors: [],
});

export const approveChangeRequest = defineCall({
  ...ops,
  permission: "staff.write",
  method: "POST",
  path: "/ops/change-requests/:id/approve",
  idempotent: false,
  summary: "Approve a pending change: it takes effect now (never by the administrator who asked for it)",
  params: ChangeRequestParams,
  reply: ChangeRequestReply,
  errors: [
    "operator.change.not.found",
    "operator.change.decided",
    "operator.change.maker",
    "operator.staff.not.found",
  ],
});

export const rejectChangeRequest = defineCall({
  ...ops,
  permission: "staff.write",
  method: "POST",
  path: "/ops/change-requests/:id/reject",
  idempotent: false,
  summary: "Reject a pending change with a reason (the one who asked may withdraw it this way)",
  params: ChangeRequestParams,
  body: RejectChangeRequest,
  reply: ChangeRequestReply,
  errors: ["operator.change.not.found", "operator.change.decided"],
});
