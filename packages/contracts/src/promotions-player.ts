import { z } from "zod";
import { ok, PageQuery, paged } from "./envelope.js";
import { MoneyString } from "./money.js";
import { PromotionAction, PromotionKind, PromotionState, PromotionTerms } from "./promotions-terms.js";

/**
 * Promotions as the player sees them: lists, detail, joining, bonuses, rewards, winners, raffle draws.
 */

export const PromotionId = z.coerce.number().int().min(1).max(2_147_483_647);
export const PromotionParams = z.object({ promotionId: PromotionId });

/** What stops a player from taking a running promotion (see `PromotionSummary.blocked`). */
export const PromotionBlock = z.enum(["used", "ineligible"]);
export type PromotionBlock = z.infer<typeof PromotionBlock>;

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
  /**
   * Why this player cannot take a promotion that is running: `used` when their one turn is spent
   * (a first-deposit bonus once they have deposited, a once-only reward already taken),
   * `ineligible` when they are outside its conditions; null when nothing stops them. The
   * promotion itself stays open (`state` is not turned into close for it) and `action` is none.
   */
  blocked: PromotionBlock.nullable(),
  /** Why the player cannot join or claim, in the request's language; empty when nothing stops them. */
  blockedReason: z.string(),
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const PromotionListQuery = PageQuery;
export const PromotionListReply = ok(paged(PromotionSummary));

export const PromotionDetail = PromotionSummary.extend({
  /** Sanitized HTML. */
  content: z.string(),
  /** The terms the player joined with, else the current ones. */
  terms: PromotionTerms,
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

export const REWARD_SOURCES = ["promotion", "raffle", "mission", "vip", "referral", "profile"] as const;
export const RewardSource = z.enum(REWARD_SOURCES);

/** What a reward pays: money to the main wallet, a bonus with wagering, or points. */
export const RewardKind = z.enum(["cash", "bonus", "points"]);
export type RewardKind = z.infer<typeof RewardKind>;

export const RewardItem = z.object({
  source: RewardSource,
  /** promotion id, raffle draw id...: what the claim call needs with `source`. */
  sourceId: z.number().int(),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  kind: RewardKind,
  /** Money ("10.00") for cash and bonus, a whole count ("10") for points. */
  amount: z.string(),
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
