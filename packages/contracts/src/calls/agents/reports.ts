import {
  BillListReply,
  BillQuery,
  DownlineTransactionsQuery,
  DownlineTransactionsReply,
  MemberProfitLossQuery,
  MemberProfitLossReply,
  MyIncomeReply,
  PeriodQuery,
  TeamBetsQuery,
  TeamBetsReply,
} from "../../agents.js";
import { defineCall } from "../../call.js";

const agent = { module: null, access: "agent", tag: "agents", encrypted: false, idempotent: false } as const;

export const teamBets = defineCall({
  ...agent,
  method: "GET",
  path: "/wps/agent/report/bets",
  summary: "Team betting: my team's bets and rounds (third-party and house games) with filters",
  query: TeamBetsQuery,
  reply: TeamBetsReply,
  errors: ["agent.member.not.found", "agent.period.invalid"],
});

export const memberProfitLoss = defineCall({
  ...agent,
  method: "GET",
  path: "/wps/agent/report/profit-loss",
  summary: "User profit and loss: per team member for a period",
  query: MemberProfitLossQuery,
  reply: MemberProfitLossReply,
  errors: ["agent.member.not.found", "agent.period.invalid"],
});

export const myIncome = defineCall({
  ...agent,
  method: "GET",
  path: "/wps/agent/report/income",
  summary: "My income (revenue report): salaries, dividends and rebates paid to me, per day",
  query: PeriodQuery,
  reply: MyIncomeReply,
  errors: ["agent.period.invalid"],
});

export const downlineTransactions = defineCall({
  ...agent,
  method: "GET",
  path: "/wps/agent/report/transactions",
  summary: "Downline transaction details: wallet movements of my team's members",
  query: DownlineTransactionsQuery,
  reply: DownlineTransactionsReply,
  errors: ["agent.member.not.found", "agent.period.invalid"],
});

export const dividendRecords = defineCall({
  ...agent,
  module: "SIGNCONDIV3",
  method: "GET",
  path: "/wps/agent/bills/dividend",
  summary: "Dividend record: itemised dividend bills paid to me or by me",
  query: BillQuery,
  reply: BillListReply,
  errors: ["agent.member.not.found", "agent.period.invalid"],
});

export const dailyWageRecords = defineCall({
  ...agent,
  module: "DAILYSALCONT3",
  method: "GET",
  path: "/wps/agent/bills/daily",
  summary: "Daily wages: itemised daily salary bills",
  query: BillQuery,
  reply: BillListReply,
  errors: ["agent.member.not.found", "agent.period.invalid"],
});

export const hourlySalaryRecords = defineCall({
  ...agent,
  module: "HOURSAL3",
  method: "GET",
  path: "/wps/agent/bills/hourly",
  summary: "Hourly salary: itemised hourly salary bills",
  query: BillQuery,
  reply: BillListReply,
  errors: ["agent.member.not.found", "agent.period.invalid"],
});

export const realtimeSalaryRecords = defineCall({
  ...agent,
  module: "RTSALARY3",
  method: "GET",
  path: "/wps/agent/bills/realtime",
  summary: "Real-time salary: bills of each five-minute batch",
  query: BillQuery,
  reply: BillListReply,
  errors: ["agent.member.not.found", "agent.period.invalid"],
});
