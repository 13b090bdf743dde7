import { z } from "zod";
import { DateRangePageQuery, LocalDate, ok, PageQuery, paged } from "./envelope.js";
import { MoneyString, SignedMoneyString } from "./money.js";
import { BalanceValue } from "./wallet.js";

/* The agent centre (SPEC §2, §3, §4; REFERENCE.md §5): team reports, downlines, contracts, bills. */

/** Products a contract covers; CONS covers every product at once. */
export const AGENT_PRODUCTS = ["LIVE", "RNG", "SPORTS", "LOTT", "FISH", "ELOTT", "PVP", "CONS"] as const;
export const AgentProduct = z.enum(AGENT_PRODUCTS);
export type AgentProduct = z.infer<typeof AgentProduct>;

export const CONTRACT_KINDS = ["dividend", "daily", "hourly", "realtime"] as const;
export const ContractKind = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ContractKind>;

export const DIVIDEND_PERIODS = ["weekly", "semimonthly", "monthly"] as const;
export const DividendPeriod = z.enum(DIVIDEND_PERIODS);
export type DividendPeriod = z.infer<typeof DividendPeriod>;

/**
 * A rate in percent with at most 4 decimals ("0.5" = 0.5 %), or for rateType F a fixed amount
 * in major units. Kept as text so no float ever touches money.
 */
export const RateString = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, "a non-negative decimal number such as 0.5");
/** P: percent of the team's valid bet; F: a fixed amount for the period. */
export const RateType = z.enum(["P", "F"]);
export type RateType = z.infer<typeof RateType>;

export const DividendTier = z.object({
  /** Team valid bet the period must reach. */
  minimumBet: MoneyString,
  /** Team net loss (players' stakes minus payouts) the period must reach. */
  netLoss: MoneyString,
  activeMember: z.number().int().min(0).max(1_000_000),
  /** Percent of the net loss. */
  contractRate: RateString,
});
export type DividendTier = z.infer<typeof DividendTier>;

export const SalaryDetail = z.object({
  betVolume: MoneyString,
  activeMember: z.number().int().min(0).max(1_000_000),
  rateType: RateType,
  rate: RateString,
});
export type SalaryDetail = z.infer<typeof SalaryDetail>;

export const HourSalaryRate = z.object({
  minimumBet: MoneyString,
  activeMember: z.number().int().min(0).max(1_000_000),
  rateType: RateType,
  rate: RateString,
});
export type HourSalaryRate = z.infer<typeof HourSalaryRate>;

/** Terms of each kind; tiers are listed in any order, the highest rate whose thresholds are met wins. */
export const DividendTerms = z.object({
  period: DividendPeriod,
  tiers: z.array(DividendTier).min(1).max(20),
});
export const DailySalaryTerms = z.object({ details: z.array(SalaryDetail).min(1).max(20) });
export const HourSalaryTerms = z.object({ hourSalaryRates: z.array(HourSalaryRate).min(1).max(20) });
/** Real-time salary: a percent of each settled bet's valid bet. */
export const RealTimeSalaryTerms = z.object({ rate: RateString });
export type DividendTerms = z.infer<typeof DividendTerms>;
export type DailySalaryTerms = z.infer<typeof DailySalaryTerms>;
export type HourSalaryTerms = z.infer<typeof HourSalaryTerms>;
export type RealTimeSalaryTerms = z.infer<typeof RealTimeSalaryTerms>;

export const ContractTerms = z.union([DividendTerms, DailySalaryTerms, HourSalaryTerms, RealTimeSalaryTerms]);
export type ContractTerms = z.infer<typeof ContractTerms>;

export const CONTRACT_STATUSES = [
  "offered",
  "active",
  "rejected",
  "withdrawn",
  "expired",
  "terminating",
  "terminated",
] as const;
export const ContractStatus = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof ContractStatus>;

export const Contract = z.object({
  id: z.string(),
  kind: ContractKind,
  product: AgentProduct,
  status: ContractStatus,
  /** The agent who pays (empty for the house). */
  uplineUsername: z.string(),
  agentId: z.number().int(),
  agentUsername: z.string(),
  terms: ContractTerms,
  offeredAt: z.string(),
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Why it ended: rejected, withdrawn, expired, terminated, upline.rate.lowered. */
  endReason: z.string().nullable(),
  /** Who asked to terminate (while terminating): "upline" or "agent". */
  terminationRequestedBy: z.enum(["upline", "agent"]).nullable(),
});
export type Contract = z.infer<typeof Contract>;

/** Actions of the four contract calls (SPEC §7): the upline offers, withdraws and terminates; the downline accepts or rejects; either side confirms a termination the other asked for. */
export const ContractAction = z.enum([
  "offer",
  "withdraw",
  "accept",
  "reject",
  "terminate",
  "confirmTerminate",
]);
export type ContractAction = z.infer<typeof ContractAction>;

const ContractActionBase = z.object({
  action: ContractAction,
  /** The contract acted on (every action but offer). */
  contractId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  /** offer: the direct downline agent. */
  memberId: z.number().int().positive().optional(),
  product: AgentProduct.default("CONS"),
});
export const DividendContractRequest = ContractActionBase.extend({ terms: DividendTerms.optional() });
export const DailySalaryContractRequest = ContractActionBase.extend({ terms: DailySalaryTerms.optional() });
export const HourSalaryContractRequest = ContractActionBase.extend({ terms: HourSalaryTerms.optional() });
export const RealTimeSalaryContractRequest = ContractActionBase.extend({
  terms: RealTimeSalaryTerms.optional(),
});
export type ContractActionRequest = z.infer<typeof ContractActionBase> & {
  terms?: ContractTerms | undefined;
};
export const ContractReply = ok(Contract);

/**
 * Consolidated contract info (SPEC §3): 1 when an offer waits for my answer (…req) or when I hold
 * an active contract of that kind (…info), else 0.
 */
export const ContractFlags = z.object({
  divtypereq: z.number().int(),
  dailysalreqtype: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  divtypeinfo: z.number().int(),
  dailysalinfotype: z.number().int(),
  contracthoursalinfo: z.number().int(),
  realtimesalinfotype: z.number().int(),
});
export type ContractFlags = z.infer<typeof ContractFlags>;

export const ContractListQuery = z.object({
  /** Contracts of this direct downline (as its upline); absent: my own contracts. */
  memberId: z.coerce.number().int().positive().optional(),
  kind: ContractKind.optional(),
  /** Include ended contracts (rejected, withdrawn, expired, terminated). */
  history: z.enum(["true", "false"]).default("false"),
});
export const ContractInfoValue = z.object({
  flags: ContractFlags,
  /** My contracts with my upline (or the house's terms for a top-level agent). */
  mine: z.array(Contract),
  /** Contracts I offered to or hold with my direct downlines. */
  downlines: z.array(Contract),
  /** What I may offer at most, per kind and product: my own active terms. */
  ceilings: z.array(z.object({ kind: ContractKind, product: AgentProduct, terms: ContractTerms })),
});
export const ContractInfoReply = ok(ContractInfoValue);

export const ContractEvent = z.object({
  id: z.string(),
  contractId: z.string(),
  action: z.string(),
  fromStatus: ContractStatus.nullable(),
  toStatus: ContractStatus,
  actorUsername: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export const ContractHistoryQuery = PageQuery.extend({
  contractId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  memberId: z.coerce.number().int().positive().optional(),
});
export const ContractHistoryReply = ok(paged(ContractEvent));

/** A record both sides of an automatically ended contract can see. */
export const ContractNotice = z.object({
  id: z.string(),
  contractId: z.string(),
  kind: ContractKind,
  product: AgentProduct,
  /** upline.rate.lowered */
  reason: z.string(),
  agentUsername: z.string(),
  uplineUsername: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export const ContractNoticesReply = ok(paged(ContractNotice));

export const ContractPreviewRequest = z.object({
  kind: ContractKind,
  /** The direct downline the terms would be offered to. */
  memberId: z.number().int().positive(),
  product: AgentProduct.default("CONS"),
  terms: ContractTerms,
  /** How many past periods to replay (days for daily, hours for hourly, periods for dividend). */
  periods: z.number().int().min(1).max(31).default(7),
});
export const BillLine = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  teamValidBet: MoneyString,
  activeMembers: z.number().int(),
  netLoss: SignedMoneyString,
  /** Index of the tier reached in the terms as given, -1 when none. */
  tier: z.number().int(),
  /** Why that tier (or none): each threshold against the figure. */
  reason: z.string(),
  rateType: RateType,
  rate: RateString,
  gross: MoneyString,
});
export const ContractPreviewReply = ok(z.object({ lines: z.array(BillLine), total: MoneyString }));

// ---------------------------------------------------------------------------------------------
// Team reports

export const PeriodQuery = z.object({ startDate: LocalDate.optional(), endDate: LocalDate.optional() });

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

export const TeamBetsQuery = DateRangePageQuery.extend({
  memberId: z.coerce.number().int().positive().optional(),
  username: z.string().trim().max(64).optional(),
  product: AgentProduct.optional(),
  vendorCode: z.string().trim().max(32).optional(),
  status: z.enum(["open", "closed"]).optional(),
});
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

export const MemberProfitLossQuery = DateRangePageQuery.extend({
  memberId: z.coerce.number().int().positive().optional(),
  username: z.string().trim().max(64).optional(),
});
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

export const DownlineTransactionsQuery = DateRangePageQuery.extend({
  memberId: z.coerce.number().int().positive().optional(),
  username: z.string().trim().max(64).optional(),
  type: z
    .enum(["deposit", "withdrawal", "transfer", "bet", "win", "rollback", "bonus", "adjustment", "other"])
    .optional(),
});
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

// ---------------------------------------------------------------------------------------------
// Bills: dividend record, daily wages, hourly salary, real-time salary

export const BILL_STATUSES = ["pending", "paid", "owed", "zero"] as const;
export const BillStatus = z.enum(BILL_STATUSES);

export const BillQuery = DateRangePageQuery.extend({
  /** mine: bills paid to me; downline: bills I pay to my direct downlines. */
  role: z.enum(["mine", "downline"]).default("mine"),
  memberId: z.coerce.number().int().positive().optional(),
  status: BillStatus.optional(),
});
export const Bill = z.object({
  id: z.string(),
  kind: ContractKind,
  product: AgentProduct,
  agentId: z.number().int(),
  agentUsername: z.string(),
  /** Empty when the house pays. */
  payerUsername: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamValidBet: MoneyString,
  activeMembers: z.number().int(),
  /** This period's net loss before the carry. */
  netLoss: SignedMoneyString,
  /** Negative result carried in from the previous period (dividends). */
  carriedIn: SignedMoneyString,
  /** Carried to the next period when the result stays negative (dividends). */
  carriedOut: SignedMoneyString,
  tier: z.number().int(),
  reason: z.string(),
  rateType: RateType,
  rate: RateString,
  gross: MoneyString,
  paidToDownlines: MoneyString,
  net: SignedMoneyString,
  status: BillStatus,
  attempts: z.number().int(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Bill = z.infer<typeof Bill>;
export const BillListReply = ok(
  paged(Bill).extend({ totals: z.object({ gross: MoneyString, net: SignedMoneyString, owed: MoneyString }) }),
);

// ---------------------------------------------------------------------------------------------
// Brand settings (part of BrandConfig)

export const AgentTermsCeiling = z.object({
  product: AgentProduct,
  dividend: DividendTerms.optional(),
  daily: DailySalaryTerms.optional(),
  hourly: HourSalaryTerms.optional(),
  realtime: RealTimeSalaryTerms.optional(),
});

export const AgentSettings = z.object({
  /** Valid bet a member must reach in a period to count as active. */
  activeMemberMinBet: MoneyString,
  /** Days an offer waits for an answer before it expires. */
  offerExpiryDays: z.number().int().min(1).max(90),
  /** Local time (HH:mm, brand time zone) after which yesterday's daily salary is settled. */
  dailySettleTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  /** What an upline who cannot pay a bill may no longer do until it is paid. */
  owedRestriction: z.enum(["none", "withdrawals"]),
  /**
   * Terms the house grants its top-level agents (agents without an agent upline): what they
   * hold and the most they may offer their downlines.
   */
  houseTerms: z.array(AgentTermsCeiling),
});
export type AgentSettings = z.infer<typeof AgentSettings>;

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  activeMemberMinBet: "100",
  offerExpiryDays: 7,
  dailySettleTime: "00:30",
  owedRestriction: "none",
  houseTerms: [
    {
      product: "CONS",
      dividend: {
        period: "semimonthly",
        tiers: [
          { minimumBet: "10000", netLoss: "1000", activeMember: 5, contractRate: "20" },
          { minimumBet: "100000", netLoss: "10000", activeMember: 20, contractRate: "35" },
          { minimumBet: "500000", netLoss: "50000", activeMember: 50, contractRate: "50" },
        ],
      },
      daily: {
        details: [
          { betVolume: "10000", activeMember: 5, rateType: "P", rate: "0.5" },
          { betVolume: "100000", activeMember: 20, rateType: "P", rate: "1" },
          { betVolume: "500000", activeMember: 50, rateType: "P", rate: "1.5" },
        ],
      },
      hourly: {
        hourSalaryRates: [
          { minimumBet: "1000", activeMember: 2, rateType: "P", rate: "0.2" },
          { minimumBet: "10000", activeMember: 10, rateType: "P", rate: "0.4" },
        ],
      },
      realtime: { rate: "0.3" },
    },
  ],
};
