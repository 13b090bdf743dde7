import {
  ContractHistoryQuery,
  ContractHistoryReply,
  ContractInfoReply,
  ContractListQuery,
  ContractNoticesReply,
  ContractPreviewReply,
  ContractPreviewRequest,
  ContractReply,
  DailySalaryContractRequest,
  DividendContractRequest,
  HourSalaryContractRequest,
  RealTimeSalaryContractRequest,
} from "../../agents.js";
import { defineCall } from "../../call.js";
import { PageQuery } from "../../envelope.js";

const agent = { access: "agent", tag: "agents", encrypted: false, idempotent: false } as const;

const actionErrors = [
  "agent.member.not.found",
  "agent.downline.not.direct",
  "agent.downline.not.agent",
  "agent.contract.not.found",
  "agent.contract.state.invalid",
  "agent.contract.offer.expired",
  "agent.contract.offer.exists",
  "agent.contract.active.exists",
  "agent.contract.terms.above.own",
  "agent.contract.terms.invalid",
  "agent.contract.no.own.terms",
] as const;

export const processDividendReq = defineCall({
  ...agent,
  module: "SIGNCONDIV3",
  method: "POST",
  path: "/wps/relay/MCS2_processDividendReq",
  summary: "Dividend contract: the upline offers, withdraws or terminates; the downline accepts or rejects",
  body: DividendContractRequest,
  reply: ContractReply,
  errors: actionErrors,
});

export const processDailySalContract = defineCall({
  ...agent,
  module: "DAILYSALCONT3",
  method: "POST",
  path: "/wps/relay/MCS2_processDailySalContract",
  summary: "Daily salary contract: offer, withdraw, accept, reject, terminate, confirm termination",
  body: DailySalaryContractRequest,
  reply: ContractReply,
  errors: actionErrors,
});

export const processContractHourSalary = defineCall({
  ...agent,
  module: "HOURSAL3",
  method: "POST",
  path: "/wps/relay/MCS2_processContractHourSalary",
  summary: "Hourly salary contract: offer, withdraw, accept, reject, terminate, confirm termination",
  body: HourSalaryContractRequest,
  reply: ContractReply,
  errors: actionErrors,
});

export const processRealTimeSalaryContract = defineCall({
  ...agent,
  module: "RTSALARY3",
  method: "POST",
  path: "/wps/relay/MCSFE_processRealTimeSalaryContract",
  summary: "Real-time salary contract: offer, withdraw, accept, reject, terminate, confirm termination",
  body: RealTimeSalaryContractRequest,
  reply: ContractReply,
  errors: actionErrors,
});

export const contractInfo = defineCall({
  ...agent,
  module: null,
  method: "GET",
  path: "/wps/agent/contracts",
  summary: "Consolidated contract info: flags, my contracts, my downlines' contracts and what I may offer",
  query: ContractListQuery,
  reply: ContractInfoReply,
  errors: ["agent.member.not.found", "agent.downline.not.direct"],
});

export const contractHistory = defineCall({
  ...agent,
  module: null,
  method: "GET",
  path: "/wps/agent/contracts/history",
  summary: "Every state change of my contracts and my downlines' (one contract or one downline)",
  query: ContractHistoryQuery,
  reply: ContractHistoryReply,
  errors: ["agent.member.not.found", "agent.contract.not.found"],
});

export const contractNotices = defineCall({
  ...agent,
  module: null,
  method: "GET",
  path: "/wps/agent/contracts/notices",
  summary: "Contracts ended automatically (an upline's lower rate), as a record both sides see",
  query: PageQuery,
  reply: ContractNoticesReply,
  errors: [],
});

export const contractPreview = defineCall({
  ...agent,
  module: null,
  method: "POST",
  path: "/wps/agent/contracts/preview",
  summary: "What terms offered to a direct downline would have paid over its last periods of real data",
  body: ContractPreviewRequest,
  reply: ContractPreviewReply,
  errors: [
    "agent.member.not.found",
    "agent.downline.not.direct",
    "agent.downline.not.agent",
    "agent.contract.terms.invalid",
  ],
});
