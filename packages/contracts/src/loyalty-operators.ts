import { z } from "zod";
import { ok, PageQuery, paged } from "./envelope.js";
import { MissionGoal, MissionPeriod, MissionReward } from "./loyalty-missions.js";
import { DeliveryAddress, MallRewardKind, RedeemStatus, RedemptionView } from "./loyalty-points.js";
import { LoyaltySettings } from "./loyalty-settings.js";
import { MoneyString } from "./money.js";
import { WageringTerms } from "./promotions-terms.js";
import { RgExclusionKind } from "./responsible-gaming.js";

/** Loyalty as operators run it: settings, the ladder, missions, the mall, redemptions, leaderboards. */

export const OpsLoyaltyQuery = PageQuery.extend({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
});

export const OpsLoyaltySettingsReply = ok(z.object({ merchant: z.string(), settings: LoyaltySettings }));
export const OpsSaveLoyaltySettingsBody = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  settings: LoyaltySettings,
});

/**
 * Why a player's level changed, as the ladder job decided it (amounts in the brand's currency,
 * over the keep window of `keepDays` days); `recorded` is a change written some other way, shown
 * as its stored note.
 */
export const LevelChangeReason = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("upgrade"),
    deposit: z.string(),
    turnover: z.string(),
    keepDays: z.number().int(),
    window: z.string(),
  }),
  z.object({ kind: z.literal("keep"), keepDays: z.number().int(), window: z.string(), keep: z.string() }),
  z.object({ kind: z.literal("shortened") }),
  z.object({ kind: z.literal("recorded"), note: z.string() }),
]);
export type LevelChangeReason = z.infer<typeof LevelChangeReason>;

export const OpsVipLadderReply = ok(
  z.object({
    merchant: z.string(),
    levels: z.array(
      z.object({ rankLevel: z.number().int(), labelName: z.string(), members: z.number().int() }),
    ),
    /** Recent upgrades and downgrades, newest first. */
    changes: z.array(
      z.object({
        username: z.string(),
        from: z.number().int(),
        to: z.number().int(),
        reason: LevelChangeReason,
        at: z.string(),
      }),
    ),
  }),
);

export const MissionTexts = z.object({
  PT: z.object({ title: z.string().trim().min(1).max(80), description: z.string().max(500) }),
  EN: z.object({ title: z.string().trim().min(1).max(80), description: z.string().max(500) }),
});

export const SaveMissionBody = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  period: MissionPeriod,
  goal: MissionGoal,
  reward: MissionReward,
  texts: MissionTexts,
  sortOrder: z.number().int().min(0).max(1000).default(0),
});
export type SaveMissionBody = z.infer<typeof SaveMissionBody>;

export const OpsMission = z.object({
  id: z.number().int(),
  merchant: z.string(),
  status: z.enum(["active", "paused", "ended"]),
  period: MissionPeriod,
  goal: MissionGoal,
  reward: MissionReward,
  texts: MissionTexts,
  sortOrder: z.number().int(),
  completed: z.number().int(),
  claimed: z.number().int(),
});
export const OpsMissionReply = ok(OpsMission);
export const OpsMissionListReply = ok(paged(OpsMission));
export const OpsMissionParams = z.object({ missionId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const OpsLoyaltyStatusBody = z.object({ status: z.enum(["active", "paused", "ended"]) });

export const MallTexts = z.object({
  PT: z.object({ title: z.string().trim().min(1).max(80), description: z.string().max(500) }),
  EN: z.object({ title: z.string().trim().min(1).max(80), description: z.string().max(500) }),
});
export const SaveMallRewardBody = z.object({
  merchant: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  kind: MallRewardKind,
  points: z.number().int().min(1).max(100_000_000),
  /** Cash or bonus per unit; absent for physical goods. */
  amount: MoneyString.optional(),
  /** Bonus rewards: the wagering of the bonus. */
  wagering: WageringTerms.optional(),
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  perPlayerLimit: z.number().int().min(1).max(1000).nullable(),
  texts: MallTexts,
  imageUrl: z.string().max(300).default(""),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});
export type SaveMallRewardBody = z.infer<typeof SaveMallRewardBody>;
export const OpsMallReward = z.object({
  id: z.number().int(),
  merchant: z.string(),
  status: z.enum(["active", "paused", "ended"]),
  kind: MallRewardKind,
  points: z.number().int(),
  amount: MoneyString.nullable(),
  stock: z.number().int().nullable(),
  perPlayerLimit: z.number().int().nullable(),
  texts: MallTexts,
  imageUrl: z.string(),
  sortOrder: z.number().int(),
  redeemed: z.number().int(),
});
export const OpsMallRewardReply = ok(OpsMallReward);
export const OpsMallListReply = ok(paged(OpsMallReward));
export const OpsMallParams = z.object({ rewardId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const OpsRedemptionQuery = OpsLoyaltyQuery.extend({ status: RedeemStatus.default("in_process") });
export const OpsRedemption = RedemptionView.extend({
  username: z.string(),
  address: DeliveryAddress.nullable(),
});
export const OpsRedemptionListReply = ok(paged(OpsRedemption));
export const OpsRedemptionParams = z.object({
  redemptionId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const OpsRedemptionDecisionBody = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("reject"), reason: z.string().trim().min(1).max(300) }),
]);
export const OpsRedemptionReply = ok(OpsRedemption);

export const OpsLeaderboardResultsReply = ok(
  paged(
    z.object({
      periodStart: z.string(),
      periodEnd: z.string(),
      settled: z.boolean(),
      players: z.number().int(),
      paid: MoneyString,
      winners: z.array(
        z.object({
          rank: z.number().int(),
          username: z.string(),
          turnover: MoneyString,
          /** Paid. */
          prize: MoneyString,
          /** The rank's prize not paid: the winner was in a time-out, self-exclusion or closure. */
          withheld: MoneyString,
          withheldReason: RgExclusionKind.nullable(),
        }),
      ),
    }),
  ),
);
