import { advanceAnchor } from "../../platform/audit-anchor.js";
import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";

/**
 * The audit chain's anchor follows its end (docs/decisions/130-audit-chain-anchor.md): on every
 * instance, since each keeps the file in its own AUDIT_ANCHOR_DIR unless they share one. A log
 * that no longer reaches its anchor is never re-anchored: the run fails, naming the problem, so
 * `GET /ops/jobs` and the error log show it until someone looks (`npm run audit:verify`).
 */
export function operatorJobs(ctx: AppContext): JobDefinition[] {
  const settings = { key: ctx.config.AUDIT_ANCHOR_KEY, dir: ctx.config.AUDIT_ANCHOR_DIR };
  return [
    {
      name: "operators.audit-anchor",
      scope: "every-instance",
      everySeconds: ctx.config.AUDIT_ANCHOR_SECONDS,
      runAtStart: true,
      run: async () => {
        const { anchor, problem } = await advanceAnchor(ctx.pool, settings);
        if (problem) {
          ctx.log.error({ problem, anchoredSeq: anchor?.seq }, "audit log does not reach its anchor");
          throw new Error(`audit log ${problem} at anchored seq ${anchor?.seq}: run npm run audit:verify`);
        }
        return anchor ? Number(anchor.seq) : 0;
      },
    },
  ];
}
