import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { feedKeyOf } from "./draw-results.js";
import * as results from "./draw-results-repository.js";
import { publishDraw } from "./events.js";
import { storeResult } from "./repository.js";
import type { StoredResult } from "./rules.js";
import { checkedSheet } from "./sources/sheets.js";

/**
 * What an operator may do about results: close an alert, and enter a result by hand, but only for
 * a draw waiting on sources that disagree (never to beat the feeds to a result), validated like
 * a feed's sheet. Both are audited; a hand-entered result settles like an agreed one.
 */
export class ResultOperations {
  constructor(private readonly ctx: Pick<AppContext, "pool" | "events">) {}

  async resolveAlert(id: number, operator: string, note: string) {
    return withTransaction(this.ctx.pool, async (tx) => {
      const alert = await results.resolveAlert(tx, id, `operator:${operator}`);
      if (!alert) throw new AppError("lottery.alert.not.found");
      await writeAudit(tx, {
        actor: `operator:${operator}`,
        action: "lottery.alert.resolve",
        detail: { alertId: id, drawId: alert.draw_id, note },
      });
      return { id, resolvedAt: alert.resolved_at.toISOString() };
    });
  }

  async enterResult(drawId: string, operator: string, raw: { kind: string; sheet: unknown }, reason: string) {
    const stored = await withTransaction(this.ctx.pool, async (tx) => {
      const draw = await results.lockDraw(tx, drawId);
      if (!draw || draw.kind === "fast") throw new AppError("lottery.draw.not.found");
      if (
        draw.status !== "waiting" ||
        draw.result !== null ||
        !(await results.hasOpenAlert(tx, drawId, "disagree"))
      )
        throw new AppError("lottery.result.not.manual", { status: draw.status });
      const checked = checkedSheet(feedKeyOf(draw).gameCode, raw);
      if ("problem" in checked)
        throw new AppError(checked.at?.code ?? "lottery.result.shape", {
          prize: checked.at?.prize ?? "kind",
        });
      const sources = { manual: { operator, reason } };
      const saved = await storeResult(tx, drawId, checked.sheet as StoredResult, sources);
      if (!saved) throw new AppError("lottery.result.not.manual", { status: draw.status });
      await results.recordResult(tx, drawId, saved.revision, checked.sheet, sources);
      await results.resolveAlerts(tx, drawId, ["disagree", "missing", "late"], `operator:${operator}`);
      await writeAudit(tx, {
        actor: `operator:${operator}`,
        action: "lottery.result.manual",
        detail: { drawId, revision: saved.revision, result: checked.sheet, reason },
      });
      return { drawId, gameCode: draw.game_code, revision: saved.revision };
    });
    await publishDraw(this.ctx, { gameCode: stored.gameCode, drawId, status: "resulted" });
    return { drawId, status: "resulted" as const, resultRevision: stored.revision };
  }
}
