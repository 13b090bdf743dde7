import { defineCall } from "../../call.js";
import { PageQuery } from "../../envelope.js";
import {
  ClaimLoyaltyRewardBody,
  ClaimLoyaltyRewardReply,
  ConvertPointsBody,
  ConvertPointsReply,
  LeaderboardQuery,
  LeaderboardReply,
  MallListReply,
  MissionSummaryReply,
  PointBalanceReply,
  PointConfigReply,
  RedeemPointsBody,
  RedemptionListQuery,
  RedemptionListReply,
  RedemptionReply,
  ReferralDetailsReply,
  ReferralListReply,
  VipLadderReply,
} from "../../loyalty.js";

const loyalty = { tag: "loyalty", encrypted: false } as const;

export const vipLadder = defineCall({
  ...loyalty,
  module: null,
  method: "GET",
  path: "/wps/relay/MCSFE_getVipLevels",
  access: "optional",
  idempotent: false,
  summary:
    "The VIP ladder (thresholds, keep rule, bonuses, rebates, limits); the player's level and progress",
  reply: VipLadderReply,
  errors: [],
});

export const missionSummary = defineCall({
  ...loyalty,
  module: "MISSIONLB3",
  method: "GET",
  path: "/wps/relay/MCSFE_getMissionSummaryDetails",
  access: "member",
  idempotent: false,
  summary: "The player's daily, weekly and one-off missions with progress, reward and state; the badge count",
  reply: MissionSummaryReply,
  errors: [],
});

export const missionLeaderboard = defineCall({
  ...loyalty,
  module: "MISSIONLB3",
  method: "GET",
  path: "/wps/relay/MCSFE_getMissionLeaderboard",
  access: "optional",
  idempotent: false,
  summary: "The period's leaderboard by valid turnover (names masked), prizes, and the player's rank",
  query: LeaderboardQuery,
  reply: LeaderboardReply,
  errors: ["loyalty.leaderboard.off"],
});

export const claimLoyaltyReward = defineCall({
  ...loyalty,
  module: "REWCEN3",
  method: "POST",
  path: "/wps/relay/MCS2_claimLoyaltyReward",
  access: "real",
  idempotent: false,
  rateLimit: "money",
  summary: "Claim a mission, VIP upgrade or referral reward from the reward centre (paid once)",
  body: ClaimLoyaltyRewardBody,
  reply: ClaimLoyaltyRewardReply,
  errors: [
    "loyalty.reward.not.found",
    "loyalty.reward.already.claimed",
    "loyalty.reward.excluded",
    "bonus.already.active",
  ],
});

export const pointBalance = defineCall({
  ...loyalty,
  module: "PTSYS3",
  method: "GET",
  path: "/wps/relay/MCS2_getPointBalance",
  access: "member",
  idempotent: false,
  summary: "The player's points, points held by redemptions in process, and their cash value",
  reply: PointBalanceReply,
  errors: [],
});

export const pointRewards = defineCall({
  ...loyalty,
  module: "PTSYS3",
  method: "GET",
  path: "/wps/relay/MCS2_getPointReward",
  access: "optional",
  idempotent: false,
  summary: "The points mall catalogue: price in points, stock, per-player limit, what the player redeemed",
  reply: MallListReply,
  errors: [],
});

export const redeemPoints = defineCall({
  ...loyalty,
  module: "PTSYS3",
  method: "POST",
  path: "/wps/relay/passwordCheck/MCS2_redeemPointReward",
  access: "real",
  idempotent: true,
  rateLimit: "money",
  summary:
    "Redeem points for a mall reward (payment password): cash and bonus are approved at once, physical goods wait for an operator",
  body: RedeemPointsBody,
  reply: RedemptionReply,
  errors: [
    "points.reward.not.found",
    "points.out.of.stock",
    "points.limit.reached",
    "points.insufficient",
    "points.quantity.invalid",
    "points.address.required",
    "points.disabled",
    "payment.password.not.set",
    "payment.password.invalid",
    "password.attempts.locked",
    "bonus.already.active",
  ],
});

export const redeemHistory = defineCall({
  ...loyalty,
  module: "PTSYS3",
  method: "GET",
  path: "/wps/relay/MCS2_getRedeemPointList",
  access: "member",
  idempotent: false,
  summary: "The player's redemptions, newest first: in process, rejected (points returned), approved",
  query: RedemptionListQuery,
  reply: RedemptionListReply,
  errors: [],
});

export const pointConfig = defineCall({
  ...loyalty,
  module: "PTSYS3",
  method: "GET",
  path: "/wps/relay/MCS2_getPointConfig",
  access: "optional",
  idempotent: false,
  summary: "How points are earned (per 100 of valid turnover, per category) and the conversion ratio to cash",
  reply: PointConfigReply,
  errors: [],
});

export const convertPoints = defineCall({
  ...loyalty,
  module: "PTSYS3",
  method: "POST",
  path: "/wps/relay/passwordCheck/MCS2_convertPoint",
  access: "real",
  idempotent: true,
  rateLimit: "money",
  summary: "Convert whole points to cash in the main wallet at the configured ratio (payment password)",
  body: ConvertPointsBody,
  reply: ConvertPointsReply,
  errors: [
    "points.amount.invalid",
    "points.insufficient",
    "points.disabled",
    "payment.password.not.set",
    "payment.password.invalid",
    "password.attempts.locked",
  ],
});

export const referralDetails = defineCall({
  ...loyalty,
  module: null,
  method: "GET",
  path: "/wps/relay/MCSFE_getReferralDetails",
  access: "real",
  idempotent: false,
  summary: "The player's referral code and registration path (link, QR code), invitations and rewards",
  reply: ReferralDetailsReply,
  errors: [],
});

export const referralFriends = defineCall({
  ...loyalty,
  module: null,
  method: "GET",
  path: "/wps/relay/MCSFE_getReferralList",
  access: "real",
  idempotent: false,
  summary: "Friends who registered with the player's code: masked name, date, status and reward",
  query: PageQuery,
  reply: ReferralListReply,
  errors: [],
});
