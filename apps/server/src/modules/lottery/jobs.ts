import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";
import type { Lottery } from "./module.js";

/**
 * The draw lifecycle's periodic work. Closing and settling claim rows with SKIP LOCKED and every
 * step is idempotent, but one instance at a time is plenty and keeps draw events single.
 */
export function lotteryJobs(ctx: AppContext, lottery: Lottery): JobDefinition[] {
  const every = ctx.config.LOTTERY_JOB_SECONDS;
  return [
    {
      name: "lottery.create-draws",
      scope: "singleton",
      everySeconds: Math.max(every, 30),
      runAtStart: true,
      run: () => lottery.draws.createAhead(),
    },
    {
      name: "lottery.close-draws",
      scope: "singleton",
      everySeconds: every,
      run: () => lottery.draws.closeDue(),
    },
    {
      name: "lottery.settle-draws",
      scope: "singleton",
      everySeconds: every,
      run: () => lottery.settlement.settleDue(),
    },
    { name: "lottery.chases", scope: "singleton", everySeconds: every, run: () => lottery.chases.advance() },
    {
      name: "lottery.feed-results",
      scope: "singleton",
      everySeconds: ctx.config.RESULTS_JOB_SECONDS,
      run: () => lottery.results.feeds.ingestDue(),
    },
    {
      name: "lottery.fast-results",
      scope: "singleton",
      everySeconds: ctx.config.FAST_DRAW_JOB_SECONDS,
      run: () => lottery.results.fast.deriveDue(),
    },
  ];
}
