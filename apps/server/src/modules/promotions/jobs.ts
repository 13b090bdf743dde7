import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";
import type { Promotions } from "./module.js";

/**
 * Settled bets are consumed with SKIP LOCKED (any instance may run it); the others are
 * singletons: conversion and expiry, period rewards, raffle draws.
 */
export function promotionJobs(ctx: AppContext, p: Promotions): JobDefinition[] {
  const everySeconds = ctx.config.PROMOTIONS_JOB_SECONDS;
  return [
    {
      name: "promotions.settled-bets",
      scope: "every-instance",
      everySeconds,
      run: () => p.settledBets.consumeQueued(),
    },
    {
      name: "promotions.bonuses",
      scope: "singleton",
      everySeconds,
      run: async () => {
        await p.bonuses.settleDue();
      },
    },
    {
      name: "promotions.period-rewards",
      scope: "singleton",
      everySeconds: Math.max(everySeconds, 60),
      run: async () => {
        await p.periodRewards.payFinished();
      },
    },
    {
      name: "promotions.raffles",
      scope: "singleton",
      everySeconds,
      run: async () => {
        await p.raffles.ensureDraws();
        await p.raffles.drawDue();
      },
    },
  ];
}
