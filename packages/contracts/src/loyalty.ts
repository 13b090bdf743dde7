import { z } from "zod";
import { ok, PageQuery, paged } from "./envelope.js";
import { MoneyString } from "./money.js";
import { BetCategory, WageringTerms } from "./promotions.js";
import { RgExclusionKind } from "./responsible-gaming.js";

/**
 * Loyalty: the VIP ladder, missions and their leaderboard, points (a ledger currency of their
 * own, whole points only) and the points mall, and invited friends. Amounts of money are decimal
 * strings in the brand's currency; points are integers.
 */

// ----- Settings (brand data, validated on every write) -----

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

// ----- VIP (player) -----

export const VipLevelView = z.object({
  rankLevel: z.number().int(),
  labelName: z.string(),
  minDeposit: MoneyString,
  minTurnover: MoneyString,
  keepTurnover: MoneyString,
  upgradeBonus: MoneyString,
  rebate: z.array(z.object({ category: BetCategory, percent: z.number() })),
  birthdayBonus: MoneyString,
  dailyWithdrawalLimit: MoneyString,
  /** 0: no limit on the number of withdrawals a day. */
  dailyWithdrawalCount: z.number().int(),
});
export type VipLevelView = z.infer<typeof VipLevelView>;

export const VipProgress = z.object({
  rankLevel: z.number().int(),
  labelName: z.string(),
  deposit: MoneyString,
  turnover: MoneyString,
  /** Valid turnover of the keep window (last `keepDays` days). */
  keepTurnover: MoneyString,
  keepDays: z.number().int(),
  /** Null at the top level. */
  next: z
    .object({
      rankLevel: z.number().int(),
      labelName: z.string(),
      depositNeeded: MoneyString,
      turnoverNeeded: MoneyString,
      /** 0..100, floor: the smaller of the two. */
      percent: z.number().int(),
    })
    .nullable(),
  /** VIP customer service (rankLevel above 4). */
  vipService: z.boolean(),
  changedAt: z.string().nullable(),
});
export type VipProgress = z.infer<typeof VipProgress>;

/** MCSFE_getVipLevels: the ladder for anyone; the player's level and progress when logged in. */
export const VipLadderReply = ok(
  z.object({ levels: z.array(VipLevelView), keepDays: z.number().int(), me: VipProgress.nullable() }),
);

// ----- Missions (player) -----

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
  periodStart: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)), "a calendar day")
    .optional(),
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
  source: z.enum(["mission", "vip", "referral"]),
  sourceId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const ClaimLoyaltyRewardReply = ok(
  z.object({
    source: z.enum(["mission", "vip", "referral"]),
    sourceId: z.number().int(),
    kind: z.enum(["points", "bonus", "cash"]),
    amount: z.string(),
    bonusId: z.number().int().nullable(),
  }),
);

// ----- Points and the mall (player) -----

export const PointBalanceReply = ok(
  z.object({
    points: z.number().int(),
    /** Points held by redemptions in process. */
    pending: z.number().int(),
    /** What the points are worth in cash at the conversion ratio. */
    cashValue: MoneyString,
  }),
);

export const MallRewardKind = z.enum(["cash", "bonus", "physical"]);
export type MallRewardKind = z.infer<typeof MallRewardKind>;

export const MallRewardView = z.object({
  id: z.number().int(),
  kind: MallRewardKind,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Price in points, per unit. */
  points: z.number().int(),
  /** Cash or bonus credited per unit; null for physical goods. */
  amount: MoneyString.nullable(),
  /** Units left; null: unlimited. */
  stock: z.number().int().nullable(),
  /** Units one player may redeem in all; null: no limit. */
  perPlayerLimit: z.number().int().nullable(),
  /** Units the player redeemed (not rejected); 0 for a guest. */
  redeemedByMe: z.number().int(),
  /** Physical goods: a delivery address is needed and an operator approves. */
  needsAddress: z.boolean(),
});
export type MallRewardView = z.infer<typeof MallRewardView>;
export const MallListReply = ok(z.object({ list: z.array(MallRewardView) }));

export const DeliveryAddress = z.object({
  fullName: z.string().trim().min(2).max(80),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/),
  line1: z.string().trim().min(3).max(120),
  line2: z.string().trim().max(120).default(""),
  city: z.string().trim().min(1).max(60),
  postcode: z.string().trim().min(2).max(16),
  country: z.string().regex(/^[A-Z]{2}$/),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const RedeemPointsBody = z.object({
  rewardId: z.coerce.number().int().min(1).max(2_147_483_647),
  /** Whole units, 1 to 10; anything else answers `points.quantity.invalid`. */
  quantity: z.number().default(1),
  paymentPassword: z.string().min(1).max(128),
  /** Required for physical goods. */
  address: DeliveryAddress.optional(),
});
export type RedeemPointsBody = z.infer<typeof RedeemPointsBody>;

export const REDEEM_STATUSES = ["in_process", "rejected", "approved"] as const;
export const RedeemStatus = z.enum(REDEEM_STATUSES);
export type RedeemStatus = z.infer<typeof RedeemStatus>;

export const RedemptionView = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  kind: MallRewardKind,
  title: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  amount: MoneyString.nullable(),
  status: RedeemStatus,
  /** Why it was rejected (points returned). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RedemptionView = z.infer<typeof RedemptionView>;
export const RedemptionReply = ok(RedemptionView);
export const RedemptionListQuery = PageQuery.extend({ status: RedeemStatus.optional() });
export const RedemptionListReply = ok(paged(RedemptionView));

export const PointConfigReply = ok(
  z.object({
    enabled: z.boolean(),
    convertPoints: z.number().int(),
    convertAmount: MoneyString,
    minConvert: z.number().int(),
    earn: z.array(z.object({ category: BetCategory, pointsPer100: z.number().int() })),
  }),
);

export const ConvertPointsBody = z.object({
  /** Whole points, at least the configured minimum; anything else answers `points.amount.invalid`. */
  points: z.number(),
  paymentPassword: z.string().min(1).max(128),
});
export const ConvertPointsReply = ok(
  z.object({ points: z.number().int(), amount: MoneyString, balance: z.number().int() }),
);

// ----- Invite friends (player) -----

export const ReferralDetailsReply = ok(
  z.object({
    enabled: z.boolean(),
    referralCode: z.string(),
    /** The site's registration path with the code; the site prefixes its own origin (link, QR code). */
    registerPath: z.string(),
    totalInvitations: z.number().int(),
    qualified: z.number().int(),
    rewarded: MoneyString,
    condition: z.enum(["first_deposit", "turnover"]),
    conditionAmount: MoneyString,
    reward: MoneyString,
  }),
);

export const ReferralStatus = z.enum(["registered", "qualified", "rewarded"]);
export const ReferralFriend = z.object({
  /** Masked username, nothing else about the friend. */
  friend: z.string(),
  registeredAt: z.string(),
  status: ReferralStatus,
  reward: MoneyString.nullable(),
});
export const ReferralListReply = ok(paged(ReferralFriend));

// ----- Operators -----

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
