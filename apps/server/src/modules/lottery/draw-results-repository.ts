import type { Queryable } from "../../platform/db.js";
import type { SourceReading } from "./sources/types.js";

/** SQL of the result ingestion: draws due for a result, alerts, result history, beacon rounds. */

export type AlertKind = "disagree" | "missing" | "invalid" | "late" | "correction" | "beacon";

export interface DueDraw {
  id: string;
  game_code: string;
  kind: "vn" | "thai" | "lao" | "my4d" | "fast";
  region: string | null;
  fast_game: string | null;
  station_code: string | null;
  numero: string;
  status: string;
  draw_at: Date;
  close_at: Date;
  result: unknown;
  result_revision: number;
  seed: string | null;
  merkle_root: string | null;
  beacon_round: string | null;
}

const DUE_COLUMNS = `d.id, d.game_code, g.kind, g.region, g.fast_game, d.station_code, d.numero, d.status, d.draw_at,
  d.close_at, d.result, d.result_revision, d.seed, d.merkle_root, d.beacon_round::text`;

/**
 * VN and SEA draws to ask the feeds about: past their draw time without a result (closed,
 * waiting), and resulted ones still inside the correction window.
 */
export async function feedDrawsDue(
  db: Queryable,
  now: Date,
  correctionSince: Date,
  limit: number,
): Promise<DueDraw[]> {
  const result = await db.query<DueDraw>(
    `select ${DUE_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where g.kind <> 'fast' and d.draw_at <= $1
        and (d.status in ('closed', 'waiting')
             or (d.status in ('resulted', 'settled') and d.draw_at >= $2))
      order by d.draw_at, d.id limit $3`,
    [now, correctionSince, limit],
  );
  return result.rows;
}

/** Closed fast draws whose beacon round has come and whose numbers are not derived yet. */
export async function fastDrawsDue(db: Queryable, roundBefore: number, limit: number): Promise<DueDraw[]> {
  const result = await db.query<DueDraw>(
    `select ${DUE_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where g.kind = 'fast' and d.status in ('closed', 'waiting') and d.result is null
        and d.beacon_round is not null and d.beacon_round <= $1
      order by d.close_at, d.id limit $2`,
    [roundBefore, limit],
  );
  return result.rows;
}

export async function dueDraw(db: Queryable, id: string): Promise<DueDraw | undefined> {
  const result = await db.query<DueDraw>(
    `select ${DUE_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code where d.id = $1`,
    [id],
  );
  return result.rows[0];
}

export async function lockDraw(db: Queryable, id: string): Promise<DueDraw | undefined> {
  const result = await db.query<DueDraw>(
    `select ${DUE_COLUMNS} from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.id = $1 for update of d`,
    [id],
  );
  return result.rows[0];
}

/**
 * Raises an alert, or refreshes the detail of the open one of that kind, so a finding repeated on
 * every read does not pile up. Callers hold the draw's row lock, so two runs cannot both insert.
 */
export async function raiseAlert(
  db: Queryable,
  drawId: string,
  kind: AlertKind,
  detail: string,
): Promise<void> {
  const text = detail.slice(0, 2000);
  const updated = await db.query(
    `update lottery_alerts set detail = $3
      where id = (select id from lottery_alerts where draw_id = $1 and kind = $2 and resolved_at is null
                   order by id desc limit 1)`,
    [drawId, kind, text],
  );
  if ((updated.rowCount ?? 0) === 0)
    await db.query("insert into lottery_alerts (draw_id, kind, detail) values ($1, $2, $3)", [
      drawId,
      kind,
      text,
    ]);
}

/** Closes the open alerts of these kinds on a draw (the condition they reported is over). */
export async function resolveAlerts(
  db: Queryable,
  drawId: string,
  kinds: AlertKind[],
  by: string,
): Promise<void> {
  await db.query(
    `update lottery_alerts set resolved_at = now(), resolved_by = $3
      where draw_id = $1 and kind = any($2) and resolved_at is null`,
    [drawId, kinds, by],
  );
}

export async function markWaiting(db: Queryable, drawId: string): Promise<boolean> {
  const result = await db.query(
    `update lottery_draws set status = 'waiting', updated_at = now() where id = $1 and status = 'closed'`,
    [drawId],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function recordResult(
  db: Queryable,
  drawId: string,
  revision: number,
  result: unknown,
  sources: unknown,
): Promise<void> {
  await db.query(
    `insert into lottery_draw_results (draw_id, revision, result, sources) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [drawId, revision, JSON.stringify(result), JSON.stringify(sources)],
  );
}

export async function saveBeacon(
  db: Queryable,
  drawId: string,
  beacon: { randomness: string; signature: string },
): Promise<void> {
  await db.query(
    "update lottery_draws set beacon_randomness = $2, beacon_signature = $3, updated_at = now() where id = $1",
    [drawId, beacon.randomness, beacon.signature],
  );
}

export async function resultHistory(
  db: Queryable,
  drawId: string,
): Promise<{ revision: number; result: unknown; sources: unknown; created_at: Date }[]> {
  const result = await db.query<{ revision: number; result: unknown; sources: unknown; created_at: Date }>(
    "select revision, result, sources, created_at from lottery_draw_results where draw_id = $1 order by revision",
    [drawId],
  );
  return result.rows;
}

export async function resolveAlert(
  db: Queryable,
  id: number,
  by: string,
): Promise<{ id: string; draw_id: string | null; resolved_at: Date } | undefined> {
  const result = await db.query<{ id: string; draw_id: string | null; resolved_at: Date }>(
    `update lottery_alerts set resolved_at = coalesce(resolved_at, now()), resolved_by = coalesce(resolved_by, $2)
      where id = $1 returning id::text, draw_id, resolved_at`,
    [id, by],
  );
  return result.rows[0];
}

export async function hasOpenAlert(db: Queryable, drawId: string, kind: AlertKind): Promise<boolean> {
  const result = await db.query(
    "select 1 from lottery_alerts where draw_id = $1 and kind = $2 and resolved_at is null",
    [drawId, kind],
  );
  return (result.rowCount ?? 0) > 0;
}

/** A manual result's first entry, waiting for a second staff member. */
export async function manualEntryOf(db: Queryable, drawId: string) {
  const { rows } = await db.query<{ entered_by: string; result: unknown; reason: string; entered_at: Date }>(
    "select entered_by, result, reason, entered_at from lottery_manual_entries where draw_id = $1 for update",
    [drawId],
  );
  return rows[0];
}

export async function insertManualEntry(
  db: Queryable,
  drawId: string,
  by: string,
  result: unknown,
  reason: string,
) {
  await db.query(
    "insert into lottery_manual_entries (draw_id, entered_by, result, reason) values ($1, $2, $3, $4)",
    [drawId, by, JSON.stringify(result), reason],
  );
}

export async function deleteManualEntry(db: Queryable, drawId: string) {
  await db.query("delete from lottery_manual_entries where draw_id = $1", [drawId]);
}

/** Keeps each feed's latest reading of a draw, agreed or not, for staff to see why it was settled or held. */
export async function saveReadings(
  db: Queryable,
  drawId: string,
  readings: readonly SourceReading[],
  agreedBy: readonly string[],
): Promise<void> {
  for (const r of readings) {
    await db.query(
      `insert into lottery_feed_readings (draw_id, source, status, sheet, reason, published_at, agreed)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (draw_id, source) do update set status = excluded.status, sheet = excluded.sheet,
         reason = excluded.reason, published_at = excluded.published_at, agreed = excluded.agreed, read_at = now()`,
      [
        drawId,
        r.source,
        r.status,
        r.status === "published" ? JSON.stringify(r.sheet) : null,
        r.status === "invalid" ? r.reason : null,
        r.status === "published" ? r.publishedAt : null,
        agreedBy.includes(r.source),
      ],
    );
  }
}
