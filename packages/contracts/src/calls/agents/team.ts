import {
  AffiliateInfoReply,
  DownlineListQuery,
  DownlineListReply,
  DownlineTransferReply,
  DownlineTransferRequest,
  DownlineTreeQuery,
  DownlineTreeReply,
  PeriodQuery,
  RegisterDownlineReply,
  RegisterDownlineRequest,
  TeamOverviewReply,
} from "../../agents.js";
import { defineCall } from "../../call.js";

const agent = { module: null, access: "agent", tag: "agents", encrypted: false } as const;

export const teamOverview = defineCall({
  ...agent,
  method: "GET",
  path: "/wps/agent/team/overview",
  idempotent: false,
  summary:
    "Team overview for a period: size, new and active members, money, valid bet, profit and loss, per day",
  query: PeriodQuery,
  reply: TeamOverviewReply,
  errors: ["agent.period.invalid"],
});

export const downlineList = defineCall({
  ...agent,
  method: "GET",
  path: "/wps/agent/team/downlines",
  idempotent: false,
  summary: "My downline (whole team or one node's direct downline): search, balance, last login, contracts",
  query: DownlineListQuery,
  reply: DownlineListReply,
  errors: ["agent.member.not.found"],
});

export const downlineTree = defineCall({
  ...agent,
  method: "GET",
  path: "/wps/agent/team/tree",
  idempotent: false,
  summary: "One node of my team tree (myself by default) and its direct downline",
  query: DownlineTreeQuery,
  reply: DownlineTreeReply,
  errors: ["agent.member.not.found"],
});

export const registerDownline = defineCall({
  ...agent,
  method: "POST",
  path: "/wps/agent/team/register",
  idempotent: true,
  rateLimit: "login",
  summary: "Register account centre: open a member or agent account directly under me (Idempotency-Key)",
  body: RegisterDownlineRequest,
  reply: RegisterDownlineReply,
  errors: ["field.required", "field.invalid", "password.confirm.mismatch", "register.username.taken"],
});

export const affiliateInfo = defineCall({
  ...agent,
  method: "GET",
  path: "/wps/agent/team/affiliate",
  idempotent: false,
  summary: "My affiliate code and registration link (new members who use it join my team)",
  reply: AffiliateInfoReply,
  errors: [],
});

export const transferToDownline = defineCall({
  ...agent,
  method: "POST",
  path: "/wps/relay/passwordCheck/AGT_transferDownline",
  idempotent: true,
  rateLimit: "money",
  summary: "Send money to a direct downline; payment password (Idempotency-Key)",
  body: DownlineTransferRequest,
  reply: DownlineTransferReply,
  errors: [
    "agent.member.not.found",
    "agent.downline.not.direct",
    "wallet.amount.invalid",
    "wallet.amount.below.minimum",
    "wallet.amount.above.maximum",
    "wallet.transfer.target.invalid",
    "payment.password.invalid",
    "payment.password.not.set",
    "password.attempts.locked",
    "wallet.insufficient.funds",
  ],
});
