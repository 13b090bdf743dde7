import { calls } from "@jogada/contracts";
import { type CallBinding, handle } from "../../platform/calls.js";
import type { Loyalty } from "./module.js";

const { loyalty: c } = calls;

/** The player's loyalty calls and the back office's. */
export function loyaltyRoutes(l: Loyalty, defaultMerchant: string): CallBinding[] {
  const ops = l.operations;
  return [
    handle(c.vipLadder, ({ brand, member, language }) =>
      l.vip.ladder(brand.config, member?.id ?? null, language),
    ),
    handle(c.missionSummary, ({ brand, member, language }) =>
      l.missions.summary(member.id, brand.config, language),
    ),
    handle(c.missionLeaderboard, ({ brand, member, query }) =>
      l.leaderboard.view(brand.config, member?.id ?? null, query.periodStart),
    ),
    handle(c.claimLoyaltyReward, ({ brand, member, body }) =>
      l.claims.claim(member.id, brand.config, body.source, body.sourceId),
    ),
    handle(c.pointBalance, ({ brand, member }) => l.points.balance(member.id, brand.config)),
    handle(c.pointRewards, ({ brand, member, language }) =>
      l.points.mall(member?.id ?? null, brand.config, language),
    ),
    handle(c.redeemPoints, ({ brand, member, language, body, idempotencyKey }) =>
      l.points.redeem(member.id, brand.config, language, body, idempotencyKey),
    ),
    handle(c.redeemHistory, ({ brand, member, language, query }) =>
      l.points.history(member.id, brand.config, language, query),
    ),
    handle(c.pointConfig, ({ brand }) => l.points.config(brand.config)),
    handle(c.convertPoints, ({ brand, member, body, idempotencyKey }) =>
      l.points.convert(member.id, brand.config, body, idempotencyKey),
    ),
    handle(c.referralDetails, ({ brand, member }) => l.referrals.details(member.id, brand.config)),
    handle(c.referralFriends, ({ brand, member, query }) =>
      l.referrals.friends(member.id, brand.config, query.page, query.size),
    ),

    handle(c.opsLoyaltySettings, async ({ query }) =>
      ops.getSettings(await ops.brand(query.merchant, defaultMerchant)),
    ),
    handle(c.opsSaveLoyaltySettings, async ({ body }) =>
      ops.saveSettings(await ops.brand(body.merchant, defaultMerchant), body.settings),
    ),
    handle(c.opsVipLadder, async ({ query }) => ops.ladder(await ops.brand(query.merchant, defaultMerchant))),
    handle(c.opsMissions, async ({ query }) =>
      ops.missions(await ops.brand(query.merchant, defaultMerchant), query.page, query.size),
    ),
    handle(c.opsCreateMission, async ({ body }) => {
      const created = await ops.createMission(await ops.brand(body.merchant, defaultMerchant), body);
      if (!created) throw new Error("loyalty: mission not created");
      return created;
    }),
    handle(c.opsUpdateMission, ({ params, body }) =>
      ops.updateMission(params.missionId, body, defaultMerchant),
    ),
    handle(c.opsSetMissionStatus, ({ params, body }) => ops.setMissionStatus(params.missionId, body.status)),
    handle(c.opsMallRewards, async ({ query }) =>
      ops.mall(await ops.brand(query.merchant, defaultMerchant), query.page, query.size),
    ),
    handle(c.opsCreateMallReward, async ({ body }) => {
      const created = await ops.createMall(await ops.brand(body.merchant, defaultMerchant), body);
      if (!created) throw new Error("loyalty: mall reward not created");
      return created;
    }),
    handle(c.opsUpdateMallReward, ({ params, body }) =>
      ops.updateMall(params.rewardId, body, defaultMerchant),
    ),
    handle(c.opsSetMallRewardStatus, ({ params, body }) =>
      ops.setMallStatus(params.rewardId, body.status, defaultMerchant),
    ),
    handle(c.opsRedemptions, async ({ query }) =>
      ops.redemptions(await ops.brand(query.merchant, defaultMerchant), query.status, query.page, query.size),
    ),
    handle(c.opsDecideRedemption, ({ params, body }) =>
      ops.decide(params.redemptionId, body, defaultMerchant),
    ),
    handle(c.opsLeaderboardResults, async ({ query }) =>
      l.leaderboard.results(await ops.brand(query.merchant, defaultMerchant), query.page, query.size),
    ),
  ];
}
