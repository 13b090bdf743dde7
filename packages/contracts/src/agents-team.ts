import { z } from "zod";
import { AgentProduct, ContractKind, ContractStatus } from "./agents-contracts.js";
import { LocalDate, REPORT_MAX_DAYS, withPeriod } from "./dates.js";
import { DateRangePageQuery, ok, PageQuery, paged } from "./envelope.js";
import { MoneyString, SignedMoneyString } from "./money.js";
import { BalanceValue } from "./wallet.js";

/** Team reports: overview, downlines, the tree, transfers, bets, profit and loss, income. */

const REPORT_PERIOD = { start: "startDate", end: "endDate", kind: "day" as const, maxDays: REPORT_MAX_DAYS };

export const PeriodQuery = withPeriod(
  z.object({ startDate: LocalDate.optional(), endDate: LocalDate.optional() }),
  REPORT_PERIOD,
);

export const TeamFigures = z.object({
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: MoneyString,
  withdrawals: MoneyString,
  validBet: MoneyString,
  /** The team's result as players: payouts minus valid bets (negative when they lost). */
  profitLoss: SignedMoneyString,
});
export const TeamOverviewValue = TeamFigures.extend({
  startDate: LocalDate,
  endDate: LocalDate,
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  agents: z.number().int(),
  series: z.array(TeamFigures.extend({ date: LocalDate })),
});
export const TeamOverviewReply = ok(TeamOverviewValue);

export const DownlineContractSummary = z.object({
  kind: ContractKind,
  product: AgentProduct,
  status: ContractStatus,
  contractId: z.string(),
});
export const Downline = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** isAgent value: 0 member, 1/2/41/42 agents. */
  type: z.number().int(),
  /** 1 for a direct downline. */
  level: z.number().int(),
  uplineUsername: z.string(),
  balance: MoneyString,
  /** 0 active, 1 locked, 2 closed. */
  status: z.number().int(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  teamSize: z.number().int(),
  contracts: z.array(DownlineContractSummary),
});
export const DownlineListQuery = PageQuery.extend({
  /** Part of a username (case-insensitive). */
  username: z.string().trim().max(64).optional(),
  /** Only the direct downline of this team member (the tree's node); absent: my whole team. */
  parentId: z.coerce.number().int().positive().optional(),
  directOnly: z.enum(["true", "false"]).default("false"),
  role: z.enum(["all", "member", "agent"]).default("all"),
  status: z.coerce.number().int().min(0).max(2).optional(),
});
export const DownlineListReply = ok(paged(Downline));

export const TreeNode = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
});
export const DownlineTreeQuery = z.object({ parentId: z.coerce.number().int().positive().optional() });
export const DownlineTreeReply = ok(z.object({ node: TreeNode, children: z.array(TreeNode) }));

export const RegisterDownlineRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
  /** member: a player; agent: an agent (type 2) who may build its own team. */
  role: z.enum(["member", "agent"]),
  nickname: z.string().trim().max(64).optional(),
});
export const RegisterDownlineReply = ok(
  z.object({ id: z.number().int(), username: z.string(), type: z.number().int() }),
);

export const AffiliateInfoReply = ok(
  z.object({
    affiliateCode: z.string(),
    /** Path of the site's registration with the code (the site adds its own origin). */
    registerPath: z.string(),
  }),
);

export const DownlineTransferRequest = z.object({
  memberId: z.number().int().positive(),
  amount: MoneyString,
  paymentPassword: z.string().min(1).max(64),
});
export const DownlineTransferReply = ok(
  z.object({ transferId: z.string(), amount: MoneyString, toUsername: z.string(), balance: BalanceValue }),
);

export const TeamBetsQuery = withPeriod(
  DateRangePageQuery.extend({
    memberId: z.coerce.number().int().positive().optional(),
    username: z.string().trim().max(64).optional(),
    product: AgentProduct.optional(),
    vendorCode: z.string().trim().max(32).optional(),
    status: z.enum(["open", "closed"]).optional(),
  }),
  REPORT_PERIOD,
);
export const TeamBet = z.object({
  roundId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  product: z.string(),
  vendorCode: z.string(),
  gameName: z.string(),
  stake: MoneyString,
  validBet: MoneyString,
  payout: MoneyString,
  profitLoss: SignedMoneyString,
  status: z.enum(["open", "closed"]),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const TeamBetsReply = ok(
  paged(TeamBet).extend({
    totals: z.object({ validBet: MoneyString, payout: MoneyString, profitLoss: SignedMoneyString }),
  }),
);

export const MemberProfitLossQuery = withPeriod(
  DateRangePageQuery.extend({
    memberId: z.coerce.number().int().positive().optional(),
    username: z.string().trim().max(64).optional(),
  }),
  REPORT_PERIOD,
);
export const MemberProfitLoss = z.object({
  memberId: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  level: z.number().int(),
  bets: z.number().int(),
  validBet: MoneyString,
  payout: MoneyString,
  profitLoss: SignedMoneyString,
  deposits: MoneyString,
  withdrawals: MoneyString,
});
export const MemberProfitLossReply = ok(paged(MemberProfitLoss));

export const IncomeFigures = z.object({
  dailySalary: MoneyString,
  hourlySalary: MoneyString,
  realtimeSalary: MoneyString,
  dividend: MoneyString,
  rebate: MoneyString,
  total: MoneyString,
});
export const MyIncomeReply = ok(
  IncomeFigures.extend({
    startDate: LocalDate,
    endDate: LocalDate,
    /** Owed to me by my upline, not yet paid. */
    owedToMe: MoneyString,
    /** Owed by me to my downlines, not yet paid. */
    owedByMe: MoneyString,
    series: z.array(IncomeFigures.extend({ date: LocalDate })),
  }),
);

export const DownlineTransactionsQuery = withPeriod(
  DateRangePageQuery.extend({
    memberId: z.coerce.number().int().positive().optional(),
    username: z.string().trim().max(64).optional(),
    type: z
      .enum(["deposit", "withdrawal", "transfer", "bet", "win", "rollback", "bonus", "adjustment", "other"])
      .optional(),
  }),
  REPORT_PERIOD,
);
export const DownlineTransaction = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  type: z.string(),
  detail: z.string(),
  amount: SignedMoneyString,
  balanceAfter: SignedMoneyString,
  createdAt: z.string(),
});
export const DownlineTransactionsReply = ok(paged(DownlineTransaction));
