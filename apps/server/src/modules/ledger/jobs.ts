import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";
import { verifyLedger } from "./verify.js";

/**
 * Every ledger invariant checked on a schedule (the checks of `npm run ledger:verify`), its result
 * a metric: a breach is an alert for the operators, not a failed run (the job did its work).
 */
export function ledgerJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: "ledger.verify",
      scope: "singleton",
      everySeconds: ctx.config.LEDGER_VERIFY_SECONDS,
      run: async () => {
        const breaches = await verifyLedger(ctx.pool);
        ctx.metrics.ledgerVerificationBreaches.set(breaches.length);
        ctx.metrics.ledgerVerificationLastRun.set(Date.now() / 1000);
        for (const breach of breaches)
          ctx.log.error(
            { check: breach.check, rows: breach.count, sample: breach.sample },
            "ledger invariant breached",
          );
        return breaches.length;
      },
    },
  ];
}
