import { defineCall } from "../../call.js";
import {
  OpsLeaderboardResultsReply,
  OpsLoyaltyQuery,
  OpsLoyaltySettingsReply,
  OpsLoyaltyStatusBody,
  OpsMallListReply,
  OpsMallParams,
  OpsMallRewardReply,
  OpsMissionListReply,
  OpsMissionParams,
  OpsMissionReply,
  OpsRedemptionDecisionBody,
  OpsRedemptionListReply,
  OpsRedemptionParams,
  OpsRedemptionQuery,
  OpsRedemptionReply,
  OpsSaveLoyaltySettingsBody,
  OpsVipLadderReply,
  SaveMallRewardBody,
  SaveMissionBody,
} from "../../loyalty.js";

/** The back office's loyalty calls; everything belongs to the brand named by `merchant`. */
const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
} as const;

export const opsLoyaltySettings = defineCall({
  ...ops,
  permission: "loyalty.read",
  method: "GET",
  path: "/ops/loyalty/settings",
  idempotent: false,
  summary: "A brand's loyalty settings: VIP ladder, keep window, points, referral and leaderboard",
  query: OpsLoyaltyQuery,
  reply: OpsLoyaltySettingsReply,
  errors: ["merchant.unknown"],
});

export const opsSaveLoyaltySettings = defineCall({
  ...ops,
  permission: "loyalty.write",
  method: "PUT",
  path: "/ops/loyalty/settings",
  idempotent: false,
  summary: "Replace a brand's loyalty settings (checked: levels ascending from 0, thresholds rising)",
  body: OpsSaveLoyaltySettingsBody,
  reply: OpsLoyaltySettingsReply,
  errors: ["merchant.unknown", "loyalty.settings.invalid"],
});

export const opsVipLadder = defineCall({
  ...ops,
  permission: "loyalty.read",
  method: "GET",
  path: "/ops/loyalty/vip",
  idempotent: false,
  summary: "The VIP ladder with the number of players at each level and the latest level changes",
  query: OpsLoyaltyQuery,
  reply: OpsVipLadderReply,
  errors: ["merchant.unknown"],
});

export const opsMissions = defineCall({
  ...ops,
  permission: "loyalty.read",
  method: "GET",
  path: "/ops/loyalty/missions",
  idempotent: false,
  summary: "A brand's missions with how many players completed and claimed each",
  query: OpsLoyaltyQuery,
  reply: OpsMissionListReply,
  errors: ["merchant.unknown"],
});

export const opsCreateMission = defineCall({
  ...ops,
  permission: "loyalty.write",
  method: "POST",
  path: "/ops/loyalty/missions",
  idempotent: false,
  summary: "Create a mission (daily, weekly or one-off; goal and reward as data)",
  body: SaveMissionBody,
  reply: OpsMissionReply,
  errors: ["merchant.unknown", "loyalty.mission.invalid"],
});

export const opsUpdateMission = defineCall({
  ...ops,
  permission: "loyalty.write",
  method: "PUT",
  path: "/ops/loyalty/missions/:missionId",
  idempotent: false,
  summary: "Change a mission; progress already made stays; an ended mission no longer changes",
  params: OpsMissionParams,
  body: SaveMissionBody,
  reply: OpsMissionReply,
  errors: [
    "merchant.unknown",
    "loyalty.mission.not.found",
    "loyalty.mission.invalid",
    "loyalty.status.final",
  ],
});

export const opsSetMissionStatus = defineCall({
  ...ops,
  permission: "loyalty.write",
  method: "POST",
  path: "/ops/loyalty/missions/:missionId/status",
  idempotent: false,
  summary: "Pause, resume or end a mission; ended is final",
  params: OpsMissionParams,
  body: OpsLoyaltyStatusBody,
  reply: OpsMissionReply,
  errors: ["loyalty.mission.not.found", "loyalty.status.final"],
});

export const opsMallRewards = defineCall({
  ...ops,
  permission: "loyalty.read",
  method: "GET",
  path: "/ops/loyalty/mall",
  idempotent: false,
  summary: "The points mall catalogue with stock and units redeemed",
  query: OpsLoyaltyQuery,
  reply: OpsMallListReply,
  errors: ["merchant.unknown"],
});

export const opsCreateMallReward = defineCall({
  ...ops,
  permission: "loyalty.write",
  method: "POST",
  path: "/ops/loyalty/mall",
  idempotent: false,
  summary: "Add a mall reward: cash, bonus or physical goods, price in points, stock, per-player limit",
  body: SaveMallRewardBody,
  reply: OpsMallRewardReply,
  errors: ["merchant.unknown", "loyalty.mall.invalid"],
});

export const opsUpdateMallReward = defineCall({
  ...ops,
  permission: "loyalty.write",
  method: "PUT",
  path: "/ops/loyalty/mall/:rewardId",
  idempotent: false,
  summary:
    "Change a mall reward (price, stock, limit, texts); redemptions made keep their price; an ended one no longer changes",
  params: OpsMallParams,
  body: SaveMallRewardBody,
  reply: OpsMallRewardReply,
  errors: ["merchant.unknown", "points.reward.not.found", "loyalty.mall.invalid", "loyalty.status.final"],
});

export const opsSetMallRewardStatus = defineCall({
  ...ops,
  permission: "loyalty.write",
  method: "POST",
  path: "/ops/loyalty/mall/:rewardId/status",
  idempotent: false,
  summary: "Pause, resume or end a mall reward; ended is final",
  params: OpsMallParams,
  body: OpsLoyaltyStatusBody,
  reply: OpsMallRewardReply,
  errors: ["points.reward.not.found", "loyalty.status.final"],
});

export const opsRedemptions = defineCall({
  ...ops,
  permission: "loyalty.read",
  method: "GET",
  path: "/ops/loyalty/redemptions",
  idempotent: false,
  summary: "Redemptions by status (default: in process, waiting for a decision), oldest first",
  query: OpsRedemptionQuery,
  reply: OpsRedemptionListReply,
  errors: ["merchant.unknown"],
});

export const opsDecideRedemption = defineCall({
  ...ops,
  permission: "loyalty.write",
  method: "POST",
  path: "/ops/loyalty/redemptions/:redemptionId/decision",
  idempotent: false,
  summary: "Approve a redemption in process, or reject it with a reason (points and stock are returned)",
  params: OpsRedemptionParams,
  body: OpsRedemptionDecisionBody,
  reply: OpsRedemptionReply,
  errors: ["points.redemption.not.found", "points.redemption.decided"],
});

export const opsLeaderboardResults = defineCall({
  ...ops,
  permission: "loyalty.read",
  method: "GET",
  path: "/ops/loyalty/leaderboards",
  idempotent: false,
  summary: "Leaderboard periods, newest first, with players ranked, prizes paid and winners",
  query: OpsLoyaltyQuery,
  reply: OpsLeaderboardResultsReply,
  errors: ["merchant.unknown"],
});
