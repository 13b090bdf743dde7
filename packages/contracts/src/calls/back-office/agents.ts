import {
  OpsAgentBillsReply,
  OpsAgentContractsReply,
  OpsAgentListReply,
  OpsAgentParams,
  OpsAgentQuery,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { PageQuery } from "../../envelope.js";
import { ops } from "./ops.js";

export const listAgents = defineCall({
  ...ops,
  permission: "agents.read",
  method: "GET",
  path: "/ops/agents",
  idempotent: false,
  summary: "The agent tree one level at a time: top-level agents or an agent's direct children",
  query: OpsAgentQuery,
  reply: OpsAgentListReply,
  errors: [],
});

export const agentContracts = defineCall({
  ...ops,
  permission: "agents.read",
  method: "GET",
  path: "/ops/agents/:agentId/contracts",
  idempotent: false,
  summary: "An agent's contracts: kind, product, status and the terms of its kind (tiers, rates)",
  params: OpsAgentParams,
  reply: OpsAgentContractsReply,
  errors: ["operator.agent.not.found"],
});

export const agentBills = defineCall({
  ...ops,
  permission: "agents.read",
  method: "GET",
  path: "/ops/agents/:agentId/bills",
  idempotent: false,
  summary: "An agent's bills, newest first",
  params: OpsAgentParams,
  query: PageQuery,
  reply: OpsAgentBillsReply,
  errors: ["operator.agent.not.found"],
});
