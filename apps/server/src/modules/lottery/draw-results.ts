import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import * as results from "./draw-results-repository.js";
import { publishDraw } from "./events.js";
import { storeResult } from "./repository.js";
import type { StoredResult } from "./rules.js";
import { agree } from "./sources/agree.js";
import { drawKeyOf, sheetFingerprint } from "./sources/sheets.js";
import type { Agreement, DrawKey, ResultFeed, SourceReading } from "./sources/types.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface DrawVoider {
  voidDraw(drawId: string, reason: string): Promise<unknown>;
}

export interface ResultIngestionOptions {
  /** How many sources must publish the same sheet. */
  required: number;
  lateMinutes: number;
  voidAfterHours: number;
  correctionHours: number;
}

export type IngestOutcome =
  | "not-due"
  | "resulted"
  | "unchanged"
  | "corrected"
  | "waiting"
  | "disagree"
  | "voided"
  | "skipped";

/** The feed key of a draw: its calendar's game (the VN region or the SEA lottery), station and day. */
export function feedKeyOf(draw: results.DueDraw): DrawKey {
  const key = drawKeyOf(draw.id);
  const game = draw.kind === "vn" ? `vn-${draw.region}` : draw.kind;
  const rest = key.gameCode.split(":").slice(1);
  return { gameCode: [game, ...rest].join(":"), drawDate: key.drawDate };
}

const readingSummary = (r: SourceReading) =>
  r.status === "published"
    ? { source: r.source, status: r.status, revision: r.revision, publishedAt: r.publishedAt }
    : r.status === "invalid"
      ? { source: r.source, status: r.status, reason: r.reason }
      : { source: r.source, status: r.status };

/**
 * Results of the VN and SEA draws, which the house never draws: every configured feed is read
 * once the draw time has passed on our own clock, and a result is stored only when the required
 * number of sources publish the same valid sheet. Anything else leaves the draw waiting with an
 * operator alert (disagree, invalid, missing, late); past the deadline the draw is voided and every
 * ticket refunded. A result that changes after it was stored is a correction: a new revision,
 * status resulted again, so settlement re-settles its tickets.
 */
export class ResultIngestion {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "events" | "log">,
    private readonly feeds: readonly ResultFeed[],
    private readonly voider: DrawVoider,
    private readonly options: ResultIngestionOptions,
  ) {}

  /** One pass over every draw due (the job). */
  async ingestDue(now = Date.now()): Promise<Record<string, IngestOutcome>> {
    const since = new Date(now - this.options.correctionHours * HOUR);
    const due = await results.feedDrawsDue(this.ctx.pool, new Date(now), since, 200);
    const out: Record<string, IngestOutcome> = {};
    for (const draw of due) {
      try {
        out[draw.id] = await this.ingest(draw, now);
      } catch (error) {
        this.ctx.log.error({ err: error, drawId: draw.id }, "lottery result ingestion failed");
      }
    }
    return out;
  }

  /** Reads the feeds for one draw (the job's work for that draw; operators and tests use it). */
  async ingestDraw(drawId: string, now = Date.now()): Promise<IngestOutcome> {
    const draw = await results.dueDraw(this.ctx.pool, drawId);
    if (!draw || draw.kind === "fast") return "skipped";
    return this.ingest(draw, now);
  }

  async ingest(draw: results.DueDraw, now = Date.now()): Promise<IngestOutcome> {
    // Whatever a feed's clock says, nothing is read (or accepted) before the draw time.
    if (now < draw.draw_at.getTime()) return "not-due";
    if (draw.result !== null && now > draw.draw_at.getTime() + this.options.correctionHours * HOUR)
      return "unchanged";
    const key = feedKeyOf(draw);
    const readings = await Promise.all(this.feeds.map((feed) => feed.read(key)));
    const agreement = agree(readings, this.options.required);
    const sources = { key, readings: readings.map(readingSummary) };
    const flags = { becameWaiting: false };
    const outcome = await withTransaction(this.ctx.pool, async (tx) => {
      const row = await results.lockDraw(tx, draw.id);
      if (!row || !["closed", "waiting", "resulted", "settled"].includes(row.status))
        return "skipped" as const;
      await results.saveReadings(
        tx,
        row.id,
        readings,
        agreement.status === "agreed" ? agreement.sources : [],
      );
      const invalid = readings.filter((r) => r.status === "invalid");
      if (invalid.length > 0)
        await results.raiseAlert(
          tx,
          row.id,
          "invalid",
          invalid.map((r) => `${r.source}: ${r.status === "invalid" ? r.reason : ""}`).join("; "),
        );
      if (agreement.status === "agreed") return this.agreed(tx, row, agreement, sources);
      if (row.result !== null) {
        // The stored result stands; a source now saying otherwise is for an operator to look at.
        if (agreement.status === "disagree")
          await results.raiseAlert(tx, row.id, "disagree", agreement.reason);
        return "unchanged" as const;
      }
      return this.unresolved(tx, row, agreement, readings, invalid.length > 0, now, flags);
    });
    if (flags.becameWaiting)
      await publishDraw(this.ctx, { gameCode: draw.game_code, drawId: draw.id, status: "waiting" });
    if (outcome === "resulted" || outcome === "corrected")
      await publishDraw(this.ctx, { gameCode: draw.game_code, drawId: draw.id, status: "resulted" });
    if (
      (outcome === "waiting" || outcome === "disagree") &&
      now >= draw.draw_at.getTime() + this.options.voidAfterHours * HOUR
    ) {
      await this.voider.voidDraw(
        draw.id,
        `no agreed result within ${this.options.voidAfterHours} h of the draw`,
      );
      return "voided";
    }
    return outcome;
  }

  private async agreed(
    tx: Parameters<typeof results.lockDraw>[0],
    row: results.DueDraw,
    agreement: Extract<Agreement, { status: "agreed" }>,
    sources: { key: DrawKey; readings: unknown[] },
  ): Promise<IngestOutcome> {
    if (row.result !== null && sheetFingerprint(row.result) === sheetFingerprint(agreement.sheet))
      return "unchanged";
    const stored = await storeResult(tx, row.id, agreement.sheet as StoredResult, {
      ...sources,
      agreedBy: agreement.sources,
    });
    if (!stored) return "skipped";
    await results.recordResult(tx, row.id, stored.revision, agreement.sheet, {
      ...sources,
      agreedBy: agreement.sources,
    });
    await results.resolveAlerts(tx, row.id, ["disagree", "missing", "late"], "results");
    if (row.result === null) return "resulted";
    await results.raiseAlert(
      tx,
      row.id,
      "correction",
      `sources ${agreement.sources.join(", ")} corrected the result: revision ${row.result_revision} -> ${stored.revision}`,
    );
    return "corrected";
  }

  private async unresolved(
    tx: Parameters<typeof results.lockDraw>[0],
    row: results.DueDraw,
    agreement: Exclude<Agreement, { status: "agreed" }>,
    readings: SourceReading[],
    invalid: boolean,
    now: number,
    flags: { becameWaiting: boolean },
  ): Promise<IngestOutcome> {
    const overdue = now >= row.draw_at.getTime() + this.options.lateMinutes * MINUTE;
    if (agreement.status === "disagree") {
      await results.raiseAlert(tx, row.id, "disagree", agreement.reason);
    } else if (overdue) {
      const published = readings.filter((r) => r.status === "published").map((r) => r.source);
      const pending = readings.filter((r) => r.status === "pending").map((r) => r.source);
      if (published.length > 0 && pending.length > 0)
        await results.raiseAlert(
          tx,
          row.id,
          "missing",
          `${agreement.reason}; no result from ${pending.join(", ")}`,
        );
      else
        await results.raiseAlert(
          tx,
          row.id,
          "late",
          `no agreed result ${this.options.lateMinutes} min after the draw: ${agreement.reason}`,
        );
    } else if (!invalid) {
      return "waiting";
    }
    flags.becameWaiting = await results.markWaiting(tx, row.id);
    return agreement.status === "disagree" ? "disagree" : "waiting";
  }
}
