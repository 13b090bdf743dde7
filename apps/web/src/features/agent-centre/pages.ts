/** Pages of the agent centre in the SPEC's menu order (SPEC §2); agentTeamOverview opens first. */
export const AGENT_CENTRE_PAGES = [
  "agentAnnouncement",
  "agentTeamOverview",
  "agentRegisterAccount",
  "agentDownlines",
  "agentTeamBetting",
  "agentUserProfitLoss",
  "agentMyIncome",
  "agentDownlineTransactions",
  "agentContracts",
  "agentDividendRecord",
  "agentDailyWages",
  "agentHourlySalary",
  "agentRealTimeSalary",
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentCentrePage = "agentTeamOverview";
