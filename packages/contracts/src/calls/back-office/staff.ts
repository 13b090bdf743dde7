import {
  CreateStaffRequest,
  DoneReply,
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
  summary: "Create a staff account; its authenticator secret is shown once in the reply",
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
  summary: "Change a staff member's role or disable the account (its sessions end)",
  params: StaffParams,
  body: UpdateStaffRequest,
  reply: StaffReply,
  errors: ["operator.staff.not.found", "operator.staff.self"],
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
