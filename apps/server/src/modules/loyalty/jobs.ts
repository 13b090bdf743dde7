import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";
import type { Loyalty } from "./module.js";

/**
 * Singletons: the event consumer (points, missions, leaderboard scores, referrals, levels on
 * qualifying events), the daily keep check of levels, the leaderboard payout of ended periods and
 * the standings of running ones, and the VIP perks (rebate of finished days, birthday bonuses).
 */
export function loyaltyJobs(ctx: AppContext, loyalty: Loyalty): JobDefinition[] {
  const everySeconds = ctx.config.PROMOTIONS_JOB_SECONDS;
  return [
    {
      name: "loyalty.events",
      scope: "singleton",
      everySeconds,
      run: () => loyalty.engine.consumeQueued(),
    },
    {
      name: "loyalty.levels",
      scope: "singleton",
      everySeconds: Math.max(everySeconds, 3600),
      run: async () => {
        await loyalty.engine.keepLevels();
      },
    },
    {
      name: "loyalty.leaderboard",
      scope: "singleton",
      everySeconds: Math.max(everySeconds, 60),
      run: async () => {
        await loyalty.engine.drain();
        await loyalty.leaderboard.settleEnded();
        await loyalty.leaderboard.takeStandings();
      },
    },
    {
      name: "loyalty.perks",
      scope: "singleton",
      everySeconds: Math.max(everySeconds, 300),
      run: async () => {
        await loyalty.engine.drain();
        await loyalty.perks.payRebates();
        await loyalty.perks.payBirthdays();
      },
    },
  ];
}
