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

  /**
   * A manual result takes two different staff members entering the same sheet: the first entry
   * waits (nothing changes on the draw), the second applies it; a second entry that differs
   * discards the first and the entry starts again.
   */
  async enterResult(drawId: string, operator: string, raw: { kind: string; sheet: unknown }, reason: string) {
    const outcome = await withTransaction(this.ctx.pool, async (tx) => {
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
      const first = await results.manualEntryOf(tx, drawId);
      if (!first) {
        await results.insertManualEntry(tx, drawId, operator, checked.sheet, reason);
        await writeAudit(tx, {
          actor: `operator:${operator}`,
          action: "lottery.result.manual.first",
          detail: { drawId, result: checked.sheet, reason },
        });
        return { kind: "waiting" as const, status: "waiting" as const, revision: draw.result_revision };
      }
      if (first.entered_by === operator) throw new AppError("lottery.result.second.staff");
      await results.deleteManualEntry(tx, drawId);
      if (canonical(first.result) !== canonical(checked.sheet)) {
        await writeAudit(tx, {
          actor: `operator:${operator}`,
          action: "lottery.result.manual.mismatch",
          detail: { drawId, first: first.result, second: checked.sheet, firstBy: first.entered_by },
        });
        return { kind: "mismatch" as const };
      }
      const sources = { manual: { operator: first.entered_by, confirmedBy: operator, reason: first.reason } };
      const saved = await storeResult(tx, drawId, checked.sheet as StoredResult, sources);
      if (!saved) throw new AppError("lottery.result.not.manual", { status: draw.status });
      await results.recordResult(tx, drawId, saved.revision, checked.sheet, sources);
      await results.resolveAlerts(tx, drawId, ["disagree", "missing", "late"], `operator:${operator}`);
      await writeAudit(tx, {
        actor: `operator:${operator}`,
        action: "lottery.result.manual",
        detail: {
          drawId,
          revision: saved.revision,
          result: checked.sheet,
          reason,
          firstBy: first.entered_by,
        },
      });
      return { kind: "applied" as const, gameCode: draw.game_code, revision: saved.revision };
    });
    // The discarded first entry stays discarded: the refusal comes after the commit.
    if (outcome.kind === "mismatch") throw new AppError("lottery.result.mismatch");
    if (outcome.kind === "waiting") {
      return { drawId, status: outcome.status, resultRevision: outcome.revision, confirmed: false };
    }
    await publishDraw(this.ctx, { gameCode: outcome.gameCode, drawId, status: "resulted" });
    return { drawId, status: "resulted" as const, resultRevision: outcome.revision, confirmed: true };
  }
}

/** JSON with sorted keys, so two equal sheets compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}
