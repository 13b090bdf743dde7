import { z } from "zod";
import { ok, PageQuery, paged } from "./envelope.js";
import { MoneyString, SignedMoneyString } from "./money.js";

/** Agent contracts: kinds, terms, statuses, the four contract calls, notices and previews. */

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
