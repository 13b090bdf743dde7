import { z } from "zod";
import { ok, PageQuery, paged } from "./envelope.js";
import { MoneyString } from "./money.js";

/**
 * Promotions: what an operator configures (kind + terms, validated per kind), the player's
 * participation in one (SPEC §4 states), bonuses with wagering, raffles and the reward centre.
 * Amounts on the wire are decimal strings in the brand's currency; percentages are numbers with
 * at most two decimals (5 = 5%, 0.5 = 0.5%).
 */

// ----- Kinds and terms -----

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

// ----- Player: lists and detail -----

export const PromotionId = z.coerce.number().int().min(1).max(2_147_483_647);
export const PromotionParams = z.object({ promotionId: PromotionId });

export const PromotionSummary = z.object({
  id: z.number().int(),
  kind: PromotionKind,
  title: z.string(),
  /** One line from the terms, in the request's language ("100% up to P 1,000"). */
  headline: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** For a guest: join, or coming_soon / close by the dates. */
  state: PromotionState,
  action: PromotionAction,
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const PromotionListQuery = PageQuery;
export const PromotionListReply = ok(paged(PromotionSummary));

export const PromotionDetail = PromotionSummary.extend({
  /** Sanitized HTML. */
  content: z.string(),
  /** The terms the player joined with, else the current ones. */
  terms: PromotionTerms,
  /** Why the player cannot join or claim, in the request's language; empty when nothing stops them. */
  blockedReason: z.string(),
  rejectedReason: z.string().nullable(),
  /** Raffle: its draw (claim and verification use it), once opened. */
  drawId: z.number().int().nullable(),
  /** Raffle: the player's tickets in the current period. */
  tickets: z.number().int().nullable(),
  /** Cashback, rebate, raffle: what is collected so far for the running period. */
  accrued: MoneyString.nullable(),
});
export type PromotionDetail = z.infer<typeof PromotionDetail>;
export const PromotionDetailReply = ok(PromotionDetail);

/** MCSFE_signUpPromotionJoin */
export const JoinPromotionBody = z.object({ promotionId: PromotionId });
export const ParticipationValue = z.object({
  promotionId: z.number().int(),
  state: PromotionState,
  action: PromotionAction,
  /** The bonus this step issued, when one was. */
  bonusId: z.number().int().nullable(),
});
export const ParticipationReply = ok(ParticipationValue);

/** MCSFE_signUpRequestReward: claim (or apply for) a promotion's reward. */
export const RequestRewardBody = z.object({ promotionId: PromotionId });

/** MCS2_claimRafflePromotion */
export const ClaimRaffleBody = z.object({
  promotionId: PromotionId,
  drawId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const ClaimRaffleValue = z.object({
  prize: MoneyString,
  rank: z.number().int(),
  bonusId: z.number().int().nullable(),
});
export const ClaimRaffleReply = ok(ClaimRaffleValue);

// ----- Bonuses -----

export const BonusState = z.enum(["active", "converted", "forfeited", "expired"]);
export type BonusState = z.infer<typeof BonusState>;

export const BonusView = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount: MoneyString,
  /** What is left in the bonus wallet for this bonus (wins on bonus stakes included). */
  balance: MoneyString,
  wageringRequired: MoneyString,
  wageringDone: MoneyString,
  /** 0..100, floor. */
  progressPercent: z.number().int(),
  maxStake: MoneyString.nullable(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  finishedAt: z.string().nullable(),
  state: BonusState,
});
export type BonusView = z.infer<typeof BonusView>;
export const BonusListQuery = PageQuery.extend({ state: BonusState.optional() });
export const BonusListReply = ok(paged(BonusView));

// ----- Reward centre -----

export const REWARD_SOURCES = ["promotion", "raffle", "mission", "vip", "referral"] as const;
export const RewardSource = z.enum(REWARD_SOURCES);

export const RewardItem = z.object({
  source: RewardSource,
  /** promotion id, raffle draw id...: what the claim call needs with `source`. */
  sourceId: z.number().int(),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount: MoneyString,
  state: PromotionState,
  action: PromotionAction,
  /** Last moment to claim; null when it does not lapse. */
  expiresAt: z.string().nullable(),
});
export type RewardItem = z.infer<typeof RewardItem>;
export const RewardListReply = ok(z.object({ list: z.array(RewardItem) }));

// ----- Winners -----

export const WinnerItem = z.object({
  kind: z.enum(["raffle", "big_win"]),
  /** Masked: "me***01". */
  player: z.string(),
  amount: MoneyString,
  /** Promotion title or game name. */
  title: z.string(),
  at: z.string(),
});
export const WinnersQuery = z.object({ size: z.coerce.number().int().min(1).max(50).default(20) });
export const WinnersReply = ok(z.object({ list: z.array(WinnerItem) }));

// ----- Raffle draws (public verification) -----

export const RaffleDrawView = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** sha256 of the seed, published before the period ends. */
  seedHash: z.string(),
  /** Revealed after the draw. */
  seed: z.string().nullable(),
  beaconRound: z.number().int().nullable(),
  beaconRandomness: z.string().nullable(),
  tickets: z.number().int(),
  state: z.enum(["open", "committed", "drawn"]),
  winners: z.array(
    z.object({ rank: z.number().int(), player: z.string(), ticket: z.number().int(), prize: MoneyString }),
  ),
  /** How to check the draw, in the request's language. */
  method: z.string(),
});
export type RaffleDrawView = z.infer<typeof RaffleDrawView>;
export const RaffleDrawParams = z.object({ drawId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const RaffleDrawReply = ok(RaffleDrawView);

// ----- Withdrawal forfeit preview -----

export const ForfeitPreview = z.object({
  /** True when a withdrawal now forfeits something: the site asks to confirm. */
  forfeits: z.boolean(),
  bonuses: z.array(z.object({ id: z.number().int(), title: z.string(), balance: MoneyString })),
  /** Everything the bonus wallet loses. */
  total: MoneyString,
  /** In the request's language: what happens if the player goes on. */
  message: z.string(),
});
export const ForfeitPreviewReply = ok(ForfeitPreview);

/** Confirms the forfeit before a withdrawal; the withdrawal itself is the cashier's call. */
export const ForfeitBody = z.object({ confirm: z.literal(true) });
export const ForfeitReply = ok(z.object({ forfeited: MoneyString }));

// ----- Operators -----

export const OpsPromotionQuery = PageQuery.extend({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});

export const SavePromotionBody = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  terms: PromotionTerms,
  eligibility: Eligibility.default({ newPlayersOnly: false }),
  texts: PromotionTexts,
  imageUrl: z.string().max(300).default(""),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }).nullable(),
  /** Largest total this promotion may pay; absent: no budget. */
  budget: MoneyString.optional(),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});
export type SavePromotionBody = z.infer<typeof SavePromotionBody>;

export const OpsPromotion = z.object({
  id: z.number().int(),
  merchant: z.string(),
  kind: PromotionKind,
  status: PromotionStatus,
  version: z.number().int(),
  terms: PromotionTerms,
  eligibility: Eligibility,
  texts: PromotionTexts,
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  budget: MoneyString.nullable(),
  participants: z.number().int(),
  /** Paid out so far: bonuses issued, prizes, cashback. */
  cost: MoneyString,
  /** Bonus money that became real money. */
  converted: MoneyString,
  forfeited: MoneyString,
});
export type OpsPromotion = z.infer<typeof OpsPromotion>;
export const OpsPromotionReply = ok(OpsPromotion);
export const OpsPromotionListReply = ok(paged(OpsPromotion));

export const OpsStatusBody = z.object({ status: z.enum(["active", "paused", "ended"]) });

export const OpsApplication = z.object({
  participationId: z.number().int(),
  promotionId: z.number().int(),
  username: z.string(),
  amount: MoneyString,
  appliedAt: z.string(),
});
export const OpsApplicationsReply = ok(paged(OpsApplication));
export const OpsApplicationParams = z.object({
  participationId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const OpsDecisionBody = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("reject"), reason: z.string().trim().min(1).max(300) }),
]);
export const OpsDecisionReply = ParticipationReply;

export const OpsGrantBody = z.object({
  username: z.string().trim().min(1).max(64),
});
