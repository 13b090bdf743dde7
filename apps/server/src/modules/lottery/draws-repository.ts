import type { Queryable } from "../../platform/db.js";
import type { LotteryGame } from "./games.js";
import type { StoredResult } from "./rules.js";

/** SQL of the lottery's games and draws: opening, closing, results, settlement marks. */

export interface DrawRow {
  id: string;
  game_code: string;
  numero: string;
  station_code: string | null;
  station_name: string | null;
  draw_at: Date;
  close_at: Date;
  status: "open" | "closed" | "waiting" | "resulted" | "settled" | "voided";
  seed: string | null;
  seed_hash: string | null;
  seed_revealed: boolean;
  merkle_root: string | null;
  ticket_count: number | null;
  beacon_round: string | null;
  beacon_randomness: string | null;
  beacon_signature: string | null;
  result: StoredResult | null;
  result_revision: number;
  settled_revision: number;
}

export async function games(db: Queryable): Promise<LotteryGame[]> {
  const result = await db.query<LotteryGame>(
    `select code, kind, region, fast_game, every_minutes, game_id::text, vendor_code, name_pt, name_en,
            names, close_before_seconds, enabled, sort_order
       from lottery_games order by sort_order, code`,
  );
  return result.rows;
}

export interface NewDraw {
  id: string;
  gameCode: string;
  numero: string;
  stationCode: string | null;
  stationName: string | null;
  drawAt: Date;
  closeAt: Date;
  seed: string | null;
  seedHash: string | null;
}

/** Inserts draws not yet known (another run may be creating the same ones); returns the ids created. */
export async function insertDraws(db: Queryable, draws: NewDraw[]): Promise<string[]> {
  if (draws.length === 0) return [];
  const result = await db.query<{ id: string }>(
    `insert into lottery_draws (id, game_code, numero, station_code, station_name, draw_at, close_at, seed, seed_hash)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[],
                          $7::timestamptz[], $8::text[], $9::text[])
     on conflict do nothing
     returning id`,
    [
      draws.map((d) => d.id),
      draws.map((d) => d.gameCode),
      draws.map((d) => d.numero),
      draws.map((d) => d.stationCode),
      draws.map((d) => d.stationName),
      draws.map((d) => d.drawAt),
      draws.map((d) => d.closeAt),
      draws.map((d) => d.seed),
      draws.map((d) => d.seedHash),
    ],
  );
  return result.rows.map((r) => r.id);
}

export async function latestDrawAt(db: Queryable): Promise<Map<string, Date>> {
  const result = await db.query<{ game_code: string; draw_at: Date }>(
    "select game_code, max(draw_at) as draw_at from lottery_draws group by game_code",
  );
  return new Map(result.rows.map((r) => [r.game_code, r.draw_at]));
}

const DRAW_COLUMNS = `id, game_code, numero, station_code, station_name, draw_at, close_at, status, seed, seed_hash,
  seed_revealed, merkle_root, ticket_count, beacon_round::text, beacon_randomness, beacon_signature, result,
  result_revision, settled_revision`;

/**
 * Slips in flight hold their draw's advisory lock shared (here and in lottery_place); closing and
 * voiding take it exclusively, after the draw's row, and so wait for them. A row lock shared by
 * every slip of a draw made PostgreSQL write to that row for each one (docs/decisions/117).
 */
const DRAW_SLIPS_LOCK = 7304060;

export async function lockDrawForSlip(db: Queryable, drawId: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock_shared($1, hashtext($2))", [DRAW_SLIPS_LOCK, drawId]);
}

export async function lockDrawAgainstSlips(db: Queryable, drawId: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock($1, hashtext($2))", [DRAW_SLIPS_LOCK, drawId]);
}

export async function draw(
  db: Queryable,
  id: string,
  lock: "" | "for update" | "for share" = "",
): Promise<DrawRow | undefined> {
  const result = await db.query<DrawRow>(`select ${DRAW_COLUMNS} from lottery_draws where id = $1 ${lock}`, [
    id,
  ]);
  return result.rows[0];
}

export async function openDraws(
  db: Queryable,
  gameCode: string,
  now: Date,
  count: number,
): Promise<DrawRow[]> {
  const result = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from lottery_draws
      where game_code = $1 and status = 'open' and close_at > $2
      order by draw_at, station_code limit $3`,
    [gameCode, now, count],
  );
  return result.rows;
}

/** Open draws of every game: the first `perGame` of each, for menus and popular lists. */
export async function nextDrawsOfAll(db: Queryable, now: Date, perGame: number): Promise<DrawRow[]> {
  const result = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from (
       select d.*, row_number() over (partition by game_code order by draw_at, station_code) as n
         from lottery_draws d where status = 'open' and close_at > $1) d
      where n <= $2 order by game_code, draw_at, station_code`,
    [now, perGame],
  );
  return result.rows;
}

/** Draws with a result, newest first. */
export async function drawnDraws(
  db: Queryable,
  filter: { gameCode: string; station?: string; numero?: string },
  limit: number,
  offset: number,
): Promise<{ rows: DrawRow[]; total: number }> {
  const params: unknown[] = [filter.gameCode];
  let where = "game_code = $1 and result is not null and status <> 'voided'";
  if (filter.station) {
    params.push(filter.station);
    where += ` and station_code = $${params.length}`;
  }
  if (filter.numero) {
    params.push(filter.numero);
    where += ` and numero = $${params.length}`;
  }
  const total = await db.query<{ n: string }>(
    `select count(*) as n from lottery_draws where ${where}`,
    params,
  );
  const rows = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from lottery_draws where ${where}
      order by draw_at desc, station_code limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { rows: rows.rows, total: Number(total.rows[0]!.n) };
}

/** The latest drawn (not voided) draw of each game: one index probe per game, not a scan of all draws. */
export async function latestDrawn(db: Queryable, gameCodes: string[]): Promise<DrawRow[]> {
  const result = await db.query<DrawRow>(
    `select d.* from unnest($1::text[]) as g(code)
       cross join lateral (
         select ${DRAW_COLUMNS} from lottery_draws
          where game_code = g.code and result is not null and status <> 'voided'
          order by draw_at desc, station_code limit 1) d`,
    [gameCodes],
  );
  return result.rows;
}

/** Open draws whose betting time is over, locked for closing (another instance skips them). */
export async function dueToClose(db: Queryable, now: Date, limit: number): Promise<DrawRow[]> {
  const result = await db.query<DrawRow>(
    `select ${DRAW_COLUMNS} from lottery_draws
      where status = 'open' and close_at <= $1 order by close_at limit $2 for update skip locked`,
    [now, limit],
  );
  return result.rows;
}

export async function markClosed(
  db: Queryable,
  id: string,
  fields: { merkleRoot: string | null; ticketCount: number; beaconRound: number | null },
): Promise<void> {
  await db.query(
    `update lottery_draws set status = 'closed', merkle_root = $2, ticket_count = $3, beacon_round = $4,
            updated_at = now() where id = $1 and status = 'open'`,
    [id, fields.merkleRoot, fields.ticketCount, fields.beaconRound],
  );
}

/** Draws whose result is stored but whose tickets are not all settled at its revision. */
export async function drawsToSettle(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `select id from lottery_draws where status = 'resulted' order by draw_at limit $1`,
    [limit],
  );
  return result.rows.map((r) => r.id);
}

/** Voided draws that still hold tickets not refunded (a void interrupted midway). */
export async function voidedWithOpenTickets(db: Queryable, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `select d.id from lottery_draws d
      where d.status = 'voided'
        and exists (select 1 from lottery_tickets t where t.draw_id = d.id and t.status <> 'refunded')
      order by d.draw_at limit $1`,
    [limit],
  );
  return result.rows.map((r) => r.id);
}

/**
 * Stores an agreed result: the revision goes up by one and the draw waits for settlement.
 * Used by the result ingestion (and tests); a correction after settlement is the same call.
 */
export async function storeResult(
  db: Queryable,
  drawId: string,
  result: StoredResult,
  sources: unknown = null,
): Promise<{ revision: number } | undefined> {
  const updated = await db.query<{ result_revision: number }>(
    `update lottery_draws
        set result = $2, result_revision = result_revision + 1, status = 'resulted', resulted_at = now(),
            sources = $3, seed_revealed = seed is not null, updated_at = now()
      where id = $1 and status <> 'voided'
      returning result_revision`,
    [drawId, JSON.stringify(result), sources === null ? null : JSON.stringify(sources)],
  );
  const row = updated.rows[0];
  return row ? { revision: row.result_revision } : undefined;
}

export async function markSettled(db: Queryable, drawId: string, revision: number): Promise<boolean> {
  const result = await db.query(
    `update lottery_draws set status = 'settled', settled_revision = $2, settled_at = now(), updated_at = now()
      where id = $1 and status = 'resulted' and result_revision = $2
        and not exists (select 1 from lottery_tickets t
                         where t.draw_id = $1 and t.status <> 'refunded' and t.settled_revision < $2)`,
    [drawId, revision],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function markVoided(db: Queryable, drawId: string, reason: string): Promise<void> {
  await db.query(
    `update lottery_draws set status = 'voided', voided_at = now(), void_reason = $2, updated_at = now()
      where id = $1`,
    [drawId, reason],
  );
}
