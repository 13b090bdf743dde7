import { z } from "zod";
import { LocalDate } from "./dates.js";
import { ok } from "./envelope.js";
import { MoneyString } from "./money.js";
import { BetCategory, WageringTerms } from "./promotions-terms.js";

/** Missions, their leaderboard, and claims in the reward centre. */

export const MISSION_KINDS = ["deposit", "bet", "rounds", "login_streak", "invite"] as const;
export const MissionKind = z.enum(MISSION_KINDS);
export type MissionKind = z.infer<typeof MissionKind>;
export const MissionPeriod = z.enum(["daily", "weekly", "once"]);
export type MissionPeriod = z.infer<typeof MissionPeriod>;

/** What a mission pays: points, a bonus through the promotions engine (with wagering), or cash. */
export const MissionReward = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("points"), points: z.number().int().min(1).max(10_000_000) }),
  z.object({ kind: z.literal("bonus"), amount: MoneyString, wagering: WageringTerms }),
  z.object({ kind: z.literal("cash"), amount: MoneyString }),
]);
export type MissionReward = z.infer<typeof MissionReward>;

/**
 * The goal, per kind: deposit `amount` in total; bet `amount` of valid turnover in `category`
 * (any when absent); play `count` rounds; log in `count` days in a row; `count` friends invited
 * who deposit.
 */
export const MissionGoal = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("deposit"), amount: MoneyString }),
  z.object({ kind: z.literal("bet"), amount: MoneyString, category: BetCategory.optional() }),
  z.object({ kind: z.literal("rounds"), count: z.number().int().min(1).max(100_000) }),
  z.object({ kind: z.literal("login_streak"), count: z.number().int().min(1).max(365) }),
  z.object({ kind: z.literal("invite"), count: z.number().int().min(1).max(1000) }),
]);
export type MissionGoal = z.infer<typeof MissionGoal>;

export const MissionState = z.enum(["process", "claim", "claimed"]);
export type MissionState = z.infer<typeof MissionState>;

export const MissionView = z.object({
  id: z.number().int(),
  period: MissionPeriod,
  kind: MissionKind,
  title: z.string(),
  description: z.string(),
  /** Progress and target in the goal's unit: money as a decimal string, counts as integers. */
  progress: z.string(),
  target: z.string(),
  /** 0..100, floor. */
  percent: z.number().int(),
  reward: z.object({ kind: z.enum(["points", "bonus", "cash"]), amount: z.string() }),
  state: MissionState,
  /** The reward centre item to claim (source "mission"), once completed. */
  rewardId: z.number().int().nullable(),
  /** End of the running cycle; null for one-off missions. */
  endsAt: z.string().nullable(),
});
export type MissionView = z.infer<typeof MissionView>;

/** MCSFE_getMissionSummaryDetails. `openCount` is the badge: missions with a reward to claim or still running. */
export const MissionSummaryReply = ok(
  z.object({ openCount: z.number().int(), claimable: z.number().int(), list: z.array(MissionView) }),
);

export const LeaderboardQuery = z.object({
  /** Earlier periods by their start (yyyy-MM-dd); absent: the running one. */
  periodStart: LocalDate.optional(),
});
export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  /** Masked: "me***01". */
  player: z.string(),
  turnover: MoneyString,
  prize: MoneyString.nullable(),
});
export const LeaderboardView = z.object({
  period: z.enum(["daily", "weekly", "monthly"]),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** True once the period ended and prizes were paid. */
  settled: z.boolean(),
  prizes: z.array(MoneyString),
  list: z.array(LeaderboardEntry),
  me: z.object({ rank: z.number().int().nullable(), turnover: MoneyString }).nullable(),
});
export type LeaderboardView = z.infer<typeof LeaderboardView>;
export const LeaderboardReply = ok(LeaderboardView);

// ----- Reward centre claims (missions, VIP upgrade bonus, referral) -----

export const ClaimLoyaltyRewardBody = z.object({
  source: z.enum(["mission", "vip", "referral", "profile"]),
  sourceId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const ClaimLoyaltyRewardReply = ok(
  z.object({
    source: z.enum(["mission", "vip", "referral", "profile"]),
    sourceId: z.number().int(),
    kind: z.enum(["points", "bonus", "cash"]),
    amount: z.string(),
    bonusId: z.number().int().nullable(),
  }),
);
