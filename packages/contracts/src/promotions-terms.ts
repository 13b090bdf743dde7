import { z } from "zod";
import { MoneyString } from "./money.js";

/** Promotion kinds, their terms and eligibility, and the states a promotion goes through. */

export const PROMOTION_KINDS = [
  "registration",
  "deposit_match",
  "cashback",
  "rebate",
  "free_credits",
  "raffle",
  "manual",
] as const;
export const PromotionKind = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKind>;

/** Game categories a bet is counted in (wagering contribution, cashback, rebate, raffle turnover). */
export const BET_CATEGORIES = [
  "slots",
  "live",
  "fish",
  "pvp",
  "sports",
  "house",
  "lottery",
  "other",
] as const;
export const BetCategory = z.enum(BET_CATEGORIES);
export type BetCategory = z.infer<typeof BetCategory>;

const Percent = z
  .number()
  .min(0)
  .max(1000)
  .refine((n) => Number.isInteger(n * 100), "at most two decimals");

/** Share of a stake that counts toward wagering, per category (percent, 0..100). Missing: the default. */
export const Contributions = z.partialRecord(BetCategory, z.number().int().min(0).max(100));
export type Contributions = z.infer<typeof Contributions>;

/** Default contributions: slots and in-house games count in full, live 10%, the rest nothing. */
export const DEFAULT_CONTRIBUTIONS: Readonly<Record<BetCategory, number>> = {
  slots: 100,
  house: 100,
  fish: 100,
  live: 10,
  pvp: 0,
  sports: 0,
  lottery: 0,
  other: 0,
};

export const WageringTerms = z.object({
  /** Times the base to bet before the bonus becomes real money; 0: paid to the main wallet at once. */
  multiple: z.number().int().min(0).max(100),
  /** What the multiple applies to: the bonus, or the bonus plus the qualifying deposit. */
  base: z.enum(["bonus", "bonus_plus_deposit"]).default("bonus"),
  contributions: Contributions.default({}),
  /** Largest single stake while the bonus is active; absent: no limit beyond the game's. */
  maxStake: MoneyString.optional(),
  /** Days from issue until an unfinished bonus is forfeited. */
  expiryDays: z.number().int().min(1).max(365).default(30),
});
export type WageringTerms = z.infer<typeof WageringTerms>;

const NO_WAGERING = { multiple: 0, base: "bonus", contributions: {}, expiryDays: 30 } as const;

export const RegistrationTerms = z.object({
  kind: z.literal("registration"),
  amount: MoneyString,
  wagering: WageringTerms.default(NO_WAGERING),
});
export const DepositMatchTerms = z.object({
  kind: z.literal("deposit_match"),
  /** first: the player's first deposit only; reload: any later deposit, once per promotion. */
  deposit: z.enum(["first", "reload"]),
  percent: Percent,
  cap: MoneyString,
  minDeposit: MoneyString,
  wagering: WageringTerms,
});
export const CashbackTerms = z.object({
  kind: z.literal("cashback"),
  period: z.enum(["daily", "weekly"]),
  categories: z.array(BetCategory).min(1),
  percent: Percent,
  cap: MoneyString,
  minLoss: MoneyString.default("0"),
  wagering: WageringTerms.default(NO_WAGERING),
});
export const RebateTerms = z.object({
  kind: z.literal("rebate"),
  period: z.enum(["daily", "weekly"]),
  categories: z.array(BetCategory).min(1),
  percent: Percent,
  cap: MoneyString,
  wagering: WageringTerms.default(NO_WAGERING),
});
export const FreeCreditsTerms = z.object({
  kind: z.literal("free_credits"),
  amount: MoneyString,
  wagering: WageringTerms,
});
export const RaffleTerms = z.object({
  kind: z.literal("raffle"),
  /** One ticket per this much deposited in the period; absent: deposits earn none. */
  depositPerTicket: MoneyString.optional(),
  /** One ticket per this much staked in the period; absent: bets earn none. */
  turnoverPerTicket: MoneyString.optional(),
  maxTicketsPerPlayer: z.number().int().min(1).max(100_000).default(1000),
  /** Prizes in rank order: the first winner gets the first. */
  prizes: z.array(MoneyString).min(1).max(100),
});
export const ManualTerms = z.object({
  kind: z.literal("manual"),
  amount: MoneyString,
  /** The player asks for it, an operator approves (applying), rather than claiming at once. */
  needsApproval: z.boolean().default(true),
  wagering: WageringTerms.default(NO_WAGERING),
});

/** Terms of a promotion, one shape per kind. */
export const PromotionTerms = z.discriminatedUnion("kind", [
  RegistrationTerms,
  DepositMatchTerms,
  CashbackTerms,
  RebateTerms,
  FreeCreditsTerms,
  RaffleTerms,
  ManualTerms,
]);
export type PromotionTerms = z.infer<typeof PromotionTerms>;

/** Who may take part; every condition given must hold. */
export const Eligibility = z.object({
  /** Only players registered after the promotion started. */
  newPlayersOnly: z.boolean().default(false),
  /** Completed deposits before joining: at least / at most. */
  minDeposits: z.number().int().min(0).optional(),
  maxDeposits: z.number().int().min(0).optional(),
  vipLevels: z.array(z.number().int().min(0)).optional(),
  /** ISO 3166 alpha-2 codes of the country the player registered from. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  /** Players under one of these agents (their whole downline). */
  agentUsernames: z.array(z.string().min(1).max(64)).optional(),
});
export type Eligibility = z.infer<typeof Eligibility>;

export const PromotionText = z.object({
  title: z.string().trim().min(1).max(120),
  /** Sanitized HTML. */
  content: z.string().max(20_000),
});
export const PromotionTexts = z.object({ PT: PromotionText, EN: PromotionText });

// ----- States -----

/** SPEC §4 promotion states, as the site shows them. */
export const PROMOTION_STATES = [
  "coming_soon",
  "join",
  "joined",
  "process",
  "claim",
  "applying",
  "issued",
  "claimed",
  "rejected",
  "close",
] as const;
export const PromotionState = z.enum(PROMOTION_STATES);
export type PromotionState = z.infer<typeof PromotionState>;

/** The one button a state allows. */
export const PromotionAction = z.enum(["join", "claim", "none"]);
export type PromotionAction = z.infer<typeof PromotionAction>;

export const PromotionStatus = z.enum(["scheduled", "active", "paused", "ended"]);
export type PromotionStatus = z.infer<typeof PromotionStatus>;
