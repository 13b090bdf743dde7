import { z } from "zod";
import { MoneyString } from "./money.js";
import { BetCategory } from "./promotions-terms.js";

/** Loyalty settings: brand data, validated on every write. */

/** The ledger currency code of points: whole points, no decimals. */
export const POINTS_CURRENCY = "PTS";

const Rate = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Number.isInteger(n * 100), "at most two decimals");

const LevelText = z.string().trim().min(1).max(40);

export const VipLevelConfig = z.object({
  /** 0 is the entry level every account holds. */
  rankLevel: z.number().int().min(0).max(20),
  name: z.object({ PT: LevelText, EN: LevelText }),
  /** Reached with both: completed deposits and valid turnover since registration. */
  minDeposit: MoneyString,
  minTurnover: MoneyString,
  /** Kept while the valid turnover of the last `keepDays` days reaches this; else one level down. */
  keepTurnover: MoneyString,
  /** Paid once per account the first time it reaches the level (claimed in the reward centre). */
  upgradeBonus: MoneyString,
  /**
   * Rebate percent of valid turnover per category: paid daily by the loyalty job on the settled
   * bets of the brand's local day (cash to the main wallet, ledger kind `vip.rebate`).
   */
  rebate: z.partialRecord(BetCategory, Rate).default({}),
  /** Paid once a year on the player's birthday (cash, ledger kind `vip.birthday`); 0: none. */
  birthdayBonus: MoneyString,
  /** Largest total of withdrawals asked per local day at this level ("0": no limit). */
  dailyWithdrawalLimit: MoneyString,
  /** Most withdrawals asked per local day at this level (0: no limit). */
  dailyWithdrawalCount: z.number().int().min(0).max(1000).default(0),
});
export type VipLevelConfig = z.infer<typeof VipLevelConfig>;

export const PointsConfig = z.object({
  enabled: z.boolean().default(true),
  /** Points earned per 100 of valid turnover, per category (missing: none). */
  earnPer100: z.partialRecord(BetCategory, z.number().int().min(0).max(10_000)).default({}),
  /** Conversion: this many points buy `convertAmount` of cash. */
  convertPoints: z.number().int().min(1).max(1_000_000),
  convertAmount: MoneyString,
  /** Smallest conversion, in points. */
  minConvert: z.number().int().min(1).max(1_000_000),
});
export type PointsConfig = z.infer<typeof PointsConfig>;

export const ReferralConfig = z.object({
  enabled: z.boolean().default(true),
  /** first_deposit: the friend's first deposit of at least `amount`; turnover: valid turnover of at least `amount`. */
  condition: z.enum(["first_deposit", "turnover"]),
  amount: MoneyString,
  /** Paid to the inviter, claimed in the reward centre. */
  reward: MoneyString,
  /** Largest number of rewarded friends per inviter. */
  maxRewarded: z.number().int().min(1).max(10_000).default(100),
});
export type ReferralConfig = z.infer<typeof ReferralConfig>;

export const LeaderboardConfig = z.object({
  enabled: z.boolean().default(true),
  period: z.enum(["daily", "weekly", "monthly"]),
  /** Prizes in rank order (cash to the main wallet). */
  prizes: z.array(MoneyString).min(1).max(100),
  /** How many ranks the board shows. */
  size: z.number().int().min(1).max(100).default(20),
});
export type LeaderboardConfig = z.infer<typeof LeaderboardConfig>;

export const LoyaltySettings = z.object({
  /** Ascending rankLevel, starting at 0 with zero thresholds. */
  levels: z.array(VipLevelConfig).min(1).max(21),
  /** Days of turnover that count for keeping a level. */
  keepDays: z.number().int().min(1).max(365),
  points: PointsConfig,
  referral: ReferralConfig,
  leaderboard: LeaderboardConfig,
});
export type LoyaltySettings = z.infer<typeof LoyaltySettings>;
