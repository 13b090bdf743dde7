import { defineCall } from "../../call.js";
import { MemberInfoReply } from "../../member.js";

export const memberInfo = defineCall({
  method: "GET",
  path: "/wps/member/info",
  module: null,
  access: "any",
  allowPendingPasswordChange: true,
  tag: "member",
  encrypted: false,
  idempotent: false,
  summary: "The logged-in account's information",
  reply: MemberInfoReply,
  errors: [],
});
