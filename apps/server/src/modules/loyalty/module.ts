import type { AppContext } from "../../platform/context.js";
import { type IssueBonus, LoyaltyClaims } from "./claims.js";
import { LoyaltyEngine } from "./engine.js";
import { Leaderboard } from "./leaderboard.js";
import { MissionsView } from "./missions.js";
import { LoyaltyOperations } from "./operations.js";
import { VipPerks } from "./perks.js";
import { PointsService } from "./points.js";
import { ReferralsView } from "./referrals.js";
import { SettingsStore } from "./settings.js";
import { VipService } from "./vip.js";

/**
 * VIP levels, missions, leaderboard, points and the mall, invited friends (README.md beside
 * this file). What other modules use: `vip.rankLevel` (promotion eligibility), `vip.labels`
 * (member info), `vip.withdrawalLimits` (the cashier's daily limits), `claims.items` (the reward centre's loyalty source).
 */
export interface Loyalty {
  settings: SettingsStore;
  engine: LoyaltyEngine;
  vip: VipService;
  perks: VipPerks;
  missions: MissionsView;
  claims: LoyaltyClaims;
  points: PointsService;
  leaderboard: Leaderboard;
  referrals: ReferralsView;
  operations: LoyaltyOperations;
}

export function createLoyalty(ctx: AppContext, issueBonus: IssueBonus): Loyalty {
  const settings = new SettingsStore(ctx.pool);
  return {
    settings,
    engine: new LoyaltyEngine(ctx, settings),
    vip: new VipService(ctx, settings),
    perks: new VipPerks(ctx, settings),
    missions: new MissionsView(ctx),
    claims: new LoyaltyClaims(ctx, issueBonus),
    points: new PointsService(ctx, settings, issueBonus),
    leaderboard: new Leaderboard(ctx, settings),
    referrals: new ReferralsView(ctx, settings),
    operations: new LoyaltyOperations(ctx, settings),
  };
}
