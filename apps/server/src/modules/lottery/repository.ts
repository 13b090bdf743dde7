import type { Queryable } from "../../platform/db.js";
import type { LotteryGame } from "./games.js";
import type { StoredResult, TicketOdds } from "./rules.js";

/** SQL of the lottery module: games, draws, tickets, liability, chases, odds, limits, alerts. */

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

export interface TicketRow {
  id: string;
  ticket_no: string;
  slip_no: string;
  member_id: string;
  merchant_code: string;
  game_code: string;
  draw_id: string;
  currency: string;
  bet_type: string;
  numbers: string[];
  selection: string;
  stake: string;
  cost: string;
  odds: TicketOdds;
  series: number | null;
  status: "open" | "won" | "lost" | "refunded";
  win: string;
  lines: { selection: string; hits: number; win: string }[] | null;
  settled_revision: number;
  settled_at: Date | null;
  chase_id: string | null;
  chase_no?: string | null;
  created_at: Date;
  // Joined from the draw.
  numero: string;
  draw_at: Date;
  close_at: Date;
  draw_status: DrawRow["status"];
}

export async function games(db: Queryable): Promise<LotteryGame[]> {
  const result = await db.query<LotteryGame>(
    `select code, kind, region, fast_game, every_minutes, game_id::text, vendor_code, name_pt, name_en,
            close_before_seconds, enabled, sort_order
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

const TICKET_COLUMNS = `t.id::text, t.ticket_no, t.slip_no, t.member_id::text, t.merchant_code, t.game_code, t.draw_id,
  t.currency, t.bet_type, t.numbers, t.selection, t.stake::text, t.cost::text, t.odds, t.series, t.status,
  t.win::text, t.lines, t.settled_revision, t.settled_at, t.chase_id::text, c.chase_no, t.created_at,
  d.numero, d.draw_at, d.close_at, d.status as draw_status`;
const TICKET_FROM = `lottery_tickets t join lottery_draws d on d.id = t.draw_id
  left join lottery_chases c on c.id = t.chase_id`;

export interface NewTicket {
  ticketNo: string;
  slipNo: string;
  memberId: number;
  merchantCode: string;
  gameCode: string;
  drawId: string;
  currency: string;
  betType: string;
  numbers: string[];
  selection: string;
  stake: bigint;
  cost: bigint;
  odds: TicketOdds;
  series: number | null;
  chaseId: string | null;
}

export async function insertTickets(db: Queryable, tickets: NewTicket[]): Promise<void> {
  await db.query(
    `insert into lottery_tickets (ticket_no, slip_no, member_id, merchant_code, game_code, draw_id, currency,
                                  bet_type, numbers, selection, stake, cost, odds, series, chase_id)
     select * from unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[],
                          $8::text[], $9::jsonb[], $10::text[], $11::bigint[], $12::bigint[], $13::jsonb[],
                          $14::int[], $15::bigint[])`,
    [
      tickets.map((t) => t.ticketNo),
      tickets.map((t) => t.slipNo),
      tickets.map((t) => t.memberId),
      tickets.map((t) => t.merchantCode),
      tickets.map((t) => t.gameCode),
      tickets.map((t) => t.drawId),
      tickets.map((t) => t.currency),
      tickets.map((t) => t.betType),
      tickets.map((t) => JSON.stringify(t.numbers)),
      tickets.map((t) => t.selection),
      tickets.map((t) => t.stake.toString()),
      tickets.map((t) => t.cost.toString()),
      tickets.map((t) => (t.odds === null ? null : JSON.stringify(t.odds))),
      tickets.map((t) => t.series),
      tickets.map((t) => t.chaseId),
    ],
  );
}

/** Exposures summed per (bet type, selection), in key order (the order their rows are locked). */
export function liabilityList(
  exposures: { betType: string; selection: string; amount: bigint }[],
): { betType: string; selection: string; amount: bigint }[] {
  // Summed per key first: the same number twice in one slip counts twice.
  const sums = new Map<string, { betType: string; selection: string; amount: bigint }>();
  for (const e of exposures) {
    const key = `${e.betType}\u0000${e.selection}`;
    const known = sums.get(key);
    if (known) known.amount += e.amount;
    else sums.set(key, { ...e });
  }
  return [...sums.values()].sort((a, b) =>
    a.betType === b.betType ? (a.selection < b.selection ? -1 : 1) : a.betType < b.betType ? -1 : 1,
  );
}

/**
 * Adds the exposures to the draw's liability, refusing (returning the first selection over the
 * limit) when any would pass it. The rows are locked until the caller's transaction ends.
 */
export async function addLiability(
  db: Queryable,
  drawId: string,
  merchant: string,
  exposures: { betType: string; selection: string; amount: bigint }[],
  limit: bigint,
): Promise<{ betType: string; selection: string } | null> {
  const list = liabilityList(exposures);
  const result = await db.query<{ bet_type: string; selection: string; amount: string }>(
    `insert into lottery_liability (draw_id, merchant_code, bet_type, selection, amount)
     select $1, $2, * from unnest($3::text[], $4::text[], $5::bigint[])
     on conflict (draw_id, merchant_code, bet_type, selection)
     do update set amount = lottery_liability.amount + excluded.amount
     returning bet_type, selection, amount::text`,
    [
      drawId,
      merchant,
      list.map((e) => e.betType),
      list.map((e) => e.selection),
      list.map((e) => e.amount.toString()),
    ],
  );
  const over = result.rows.find((r) => BigInt(r.amount) > limit);
  return over ? { betType: over.bet_type, selection: over.selection } : null;
}

export async function releaseLiability(
  db: Queryable,
  drawId: string,
  merchant: string,
  exposures: { betType: string; selection: string; amount: bigint }[],
): Promise<void> {
  for (const e of exposures)
    await db.query(
      `update lottery_liability set amount = greatest(amount - $5, 0)
        where draw_id = $1 and merchant_code = $2 and bet_type = $3 and selection = $4`,
      [drawId, merchant, e.betType, e.selection, e.amount.toString()],
    );
}

export async function ticket(
  db: Queryable,
  ticketNo: string,
  memberId: number | null,
  lock = false,
): Promise<TicketRow | undefined> {
  const result = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from ${TICKET_FROM}
      where t.ticket_no = $1 and ($2::bigint is null or t.member_id = $2) ${lock ? "for update of t" : ""}`,
    [ticketNo, memberId],
  );
  return result.rows[0];
}

export interface TicketFilter {
  memberId: number;
  gameCode?: string;
  status?: string;
  startDate?: string;
  endDate?: string;
  timeZone: string;
}

export async function ticketsOf(
  db: Queryable,
  filter: TicketFilter,
  limit: number,
  offset: number,
): Promise<{ rows: TicketRow[]; total: number }> {
  const params: unknown[] = [filter.memberId, filter.timeZone];
  const clauses = ["t.member_id = $1", "$2::text is not null"];
  if (filter.gameCode) {
    params.push(filter.gameCode);
    clauses.push(`t.game_code = $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    clauses.push(`t.status = $${params.length}`);
  }
  if (filter.startDate) {
    params.push(filter.startDate);
    clauses.push(`t.created_at >= ($${params.length}::date)::timestamp at time zone $2`);
  }
  if (filter.endDate) {
    params.push(filter.endDate);
    clauses.push(`t.created_at < ($${params.length}::date + 1)::timestamp at time zone $2`);
  }
  const where = clauses.join(" and ");
  const total = await db.query<{ n: string }>(
    `select count(*) as n from lottery_tickets t where ${where}`,
    params,
  );
  const rows = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from ${TICKET_FROM} where ${where}
      order by t.created_at desc, t.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { rows: rows.rows, total: Number(total.rows[0]!.n) };
}

/** Every ticket of a draw, for its Merkle tree. */
export async function leavesOfDraw(
  db: Queryable,
  drawId: string,
): Promise<{ ticket_no: string; bet_type: string; selection: string; stake: string }[]> {
  const result = await db.query<{ ticket_no: string; bet_type: string; selection: string; stake: string }>(
    `select ticket_no, bet_type, selection, stake::text from lottery_tickets
      where draw_id = $1 and status <> 'refunded' order by id`,
    [drawId],
  );
  return result.rows;
}

/** A batch of tickets of a draw not yet settled at `revision`, locked (resumable after a crash). */
export async function ticketsToSettle(
  db: Queryable,
  drawId: string,
  revision: number,
  limit: number,
  share: { part: number; parts: number } = { part: 0, parts: 1 },
): Promise<TicketRow[]> {
  const result = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from ${TICKET_FROM}
      where t.draw_id = $1 and t.status <> 'refunded' and t.settled_revision < $2 and t.member_id % $4 = $5
      order by t.id limit $3 for update of t skip locked`,
    [drawId, revision, limit, share.parts, share.part],
  );
  return result.rows;
}

export async function ticketsToRefund(db: Queryable, drawId: string, limit: number): Promise<TicketRow[]> {
  const result = await db.query<TicketRow>(
    `select ${TICKET_COLUMNS} from ${TICKET_FROM}
      where t.draw_id = $1 and t.status <> 'refunded'
      order by t.id limit $2 for update of t skip locked`,
    [drawId, limit],
  );
  return result.rows;
}

export async function saveSettlements(
  db: Queryable,
  revision: number,
  rows: { id: string; status: "won" | "lost"; win: bigint; lines: unknown }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `update lottery_tickets t
        set status = u.status, win = u.win, lines = u.lines, settled_revision = $1, settled_at = now()
       from unnest($2::bigint[], $3::text[], $4::bigint[], $5::jsonb[]) as u (id, status, win, lines)
      where t.id = u.id`,
    [
      revision,
      rows.map((r) => r.id),
      rows.map((r) => r.status),
      rows.map((r) => r.win.toString()),
      rows.map((r) => JSON.stringify(r.lines)),
    ],
  );
}

export async function markRefunded(db: Queryable, ids: string[], reason: string): Promise<void> {
  await db.query(
    `update lottery_tickets set status = 'refunded', win = 0, refunded_at = now(), refund_reason = $2
      where id = any($1::bigint[])`,
    [ids, reason],
  );
}

export async function recentGames(
  db: Queryable,
  memberId: number,
  limit: number,
): Promise<{ game_code: string; last_bet_at: Date }[]> {
  const result = await db.query<{ game_code: string; last_bet_at: Date }>(
    `select game_code, max(created_at) as last_bet_at from lottery_tickets where member_id = $1
      group by game_code order by 2 desc limit $2`,
    [memberId, limit],
  );
  return result.rows;
}

export async function ticketCounts(db: Queryable, since: Date): Promise<Map<string, number>> {
  const result = await db.query<{ game_code: string; n: string }>(
    "select game_code, count(*) as n from lottery_tickets where created_at >= $1 group by game_code",
    [since],
  );
  return new Map(result.rows.map((r) => [r.game_code, Number(r.n)]));
}

export async function popularNumbers(
  db: Queryable,
  gameCode: string,
  since: Date,
  limit: number,
): Promise<{ bet_type: string; number: string; tickets: number }[]> {
  const result = await db.query<{ bet_type: string; number: string; tickets: number }>(
    `select t.bet_type, n.number, count(*)::int as tickets
       from lottery_tickets t, jsonb_array_elements_text(t.numbers) as n (number)
      where t.game_code = $1 and t.created_at >= $2
      group by 1, 2 order by 3 desc, 2 limit $3`,
    [gameCode, since, limit],
  );
  return result.rows;
}

// ----- Chases -----

export interface ChaseRow {
  id: string;
  chase_no: string;
  member_id: string;
  merchant_code: string;
  game_code: string;
  currency: string;
  lines: { betType: string; numbers: string[]; stake: string }[];
  draws_total: number;
  draws_done: number;
  stop_after_win: boolean;
  status: "active" | "finished" | "stopped" | "won";
  stop_reason: string | null;
  last_draw_id: string | null;
  created_at: Date;
  total_win: string;
}

const CHASE_COLUMNS = `c.id::text, c.chase_no, c.member_id::text, c.merchant_code, c.game_code, c.currency, c.lines,
  c.draws_total, c.draws_done, c.stop_after_win, c.status, c.stop_reason, c.last_draw_id, c.created_at,
  (select coalesce(sum(win), 0)::text from lottery_tickets where chase_id = c.id) as total_win`;

export async function insertChase(
  db: Queryable,
  chase: {
    chaseNo: string;
    memberId: number;
    merchantCode: string;
    gameCode: string;
    currency: string;
    lines: unknown;
    drawsTotal: number;
    stopAfterWin: boolean;
  },
): Promise<string> {
  const result = await db.query<{ id: string }>(
    `insert into lottery_chases (chase_no, member_id, merchant_code, game_code, currency, lines, draws_total, stop_after_win)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text`,
    [
      chase.chaseNo,
      chase.memberId,
      chase.merchantCode,
      chase.gameCode,
      chase.currency,
      JSON.stringify(chase.lines),
      chase.drawsTotal,
      chase.stopAfterWin,
    ],
  );
  return result.rows[0]!.id;
}

export async function chase(
  db: Queryable,
  where: { chaseNo?: string; id?: string; memberId?: number },
  lock = false,
): Promise<ChaseRow | undefined> {
  const result = await db.query<ChaseRow>(
    `select ${CHASE_COLUMNS} from lottery_chases c
      where ($1::text is null or c.chase_no = $1) and ($2::bigint is null or c.id = $2)
        and ($3::bigint is null or c.member_id = $3) ${lock ? "for update of c" : ""}`,
    [where.chaseNo ?? null, where.id ?? null, where.memberId ?? null],
  );
  return result.rows[0];
}

export async function chasesOf(
  db: Queryable,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ChaseRow[]; total: number }> {
  const total = await db.query<{ n: string }>(
    "select count(*) as n from lottery_chases where member_id = $1",
    [memberId],
  );
  const rows = await db.query<ChaseRow>(
    `select ${CHASE_COLUMNS} from lottery_chases c where c.member_id = $1
      order by c.created_at desc, c.id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return { rows: rows.rows, total: Number(total.rows[0]!.n) };
}

/** Active chases whose next draw is due. Locked, skipping busy ones. */
export async function chasesDue(db: Queryable, limit: number): Promise<ChaseRow[]> {
  const result = await db.query<ChaseRow>(
    `select ${CHASE_COLUMNS} from lottery_chases c
       left join lottery_draws d on d.id = c.last_draw_id
      where c.status = 'active'
        and (d.id is null or (d.status <> 'open'
             -- Stop-after-win chases wait for the last draw's outcome before buying the next.
             and (not c.stop_after_win or d.status in ('settled', 'voided'))))
      order by c.id limit $1 for update of c skip locked`,
    [limit],
  );
  return result.rows;
}

export async function advanceChase(db: Queryable, id: string, drawId: string): Promise<void> {
  await db.query(
    `update lottery_chases set draws_done = draws_done + 1, last_draw_id = $2,
            status = case when draws_done + 1 >= draws_total then 'finished' else status end, updated_at = now()
      where id = $1`,
    [id, drawId],
  );
}

export async function endChase(
  db: Queryable,
  id: string,
  status: "finished" | "stopped" | "won",
  reason: string | null,
): Promise<void> {
  await db.query(
    `update lottery_chases set status = $2, stop_reason = $3, updated_at = now() where id = $1 and status = 'active'`,
    [id, status, reason],
  );
}

/** Chases that asked to stop after a win and have a winning ticket. */
export async function chasesWon(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.query<{ id: string }>(
    `select distinct c.id::text from lottery_chases c join lottery_tickets t on t.chase_id = c.id
      where c.id = any($1::bigint[]) and c.status = 'active' and c.stop_after_win and t.status = 'won'`,
    [ids],
  );
  return result.rows.map((r) => r.id);
}

// ----- Odds, limits, alerts -----

export async function oddsRows(
  db: Queryable,
  merchant: string,
): Promise<{ game: string; odds: Record<string, number>; updated_at: Date }[]> {
  const result = await db.query<{ game: string; odds: Record<string, number>; updated_at: Date }>(
    "select game, odds, updated_at from lottery_odds where merchant_code = $1",
    [merchant],
  );
  return result.rows;
}

export async function saveOdds(
  db: Queryable,
  merchant: string,
  game: string,
  odds: Record<string, number>,
  by: string,
): Promise<Date> {
  const result = await db.query<{ updated_at: Date }>(
    `insert into lottery_odds (merchant_code, game, odds, updated_by) values ($1, $2, $3, $4)
     on conflict (merchant_code, game) do update set odds = excluded.odds, updated_by = excluded.updated_by,
       updated_at = now()
     returning updated_at`,
    [merchant, game, JSON.stringify(odds), by],
  );
  return result.rows[0]!.updated_at;
}

export interface LimitsRow {
  max_rtp: string | null;
  min_stake: string | null;
  max_stake: string | null;
  max_liability: string | null;
  series: number | null;
}

export async function limits(db: Queryable, merchant: string): Promise<LimitsRow | undefined> {
  const result = await db.query<LimitsRow>(
    "select max_rtp::text, min_stake::text, max_stake::text, max_liability::text, series from lottery_limits where merchant_code = $1",
    [merchant],
  );
  return result.rows[0];
}

export async function alerts(
  db: Queryable,
  openOnly: boolean,
  limit: number,
  offset: number,
): Promise<{
  rows: {
    id: string;
    draw_id: string | null;
    kind: string;
    detail: string;
    created_at: Date;
    resolved_at: Date | null;
  }[];
  total: number;
}> {
  const where = openOnly ? "where resolved_at is null" : "";
  const total = await db.query<{ n: string }>(`select count(*) as n from lottery_alerts ${where}`);
  const rows = await db.query<{
    id: string;
    draw_id: string | null;
    kind: string;
    detail: string;
    created_at: Date;
    resolved_at: Date | null;
  }>(
    `select id::text, draw_id, kind, detail, created_at, resolved_at from lottery_alerts ${where}
      order by created_at desc, id desc limit $1 offset $2`,
    [limit, offset],
  );
  return { rows: rows.rows, total: Number(total.rows[0]!.n) };
}

export async function insertAlert(
  db: Queryable,
  drawId: string | null,
  kind: "disagree" | "missing" | "invalid" | "late" | "correction" | "beacon",
  detail: string,
): Promise<void> {
  await db.query("insert into lottery_alerts (draw_id, kind, detail) values ($1, $2, $3)", [
    drawId,
    kind,
    detail,
  ]);
}

/** A slip in one statement (migration 1121): see `SlipStatement`. */
export async function placeSlip(
  db: Queryable,
  slip: {
    scope: string;
    key: string;
    requestHash: string;
    memberId: number;
    merchant: string;
    gameCode: string;
    draw: Pick<DrawRow, "id" | "numero" | "draw_at" | "close_at">;
    liability: { betType: string; selection: string; amount: bigint }[];
    maxLiability: bigint;
    slipNo: string;
    cost: bigint;
    currency: string;
    decimals: number;
    player: string;
    house: string;
    meta: Record<string, unknown>;
    tickets: NewTicket[];
    response: unknown;
  },
): Promise<{ status: string; balance: string | null; response: unknown }> {
  const { rows } = await db.query<{ status: string; balance: string | null; response: unknown }>(
    `select * from lottery_place($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20, $21, $22, $23, $24::jsonb[], $25, $26, $27, $28::jsonb[], $29, $30)`,
    [
      slip.scope,
      slip.key,
      slip.requestHash,
      slip.memberId,
      slip.merchant,
      slip.gameCode,
      slip.draw.id,
      slip.draw.numero,
      slip.draw.draw_at,
      slip.draw.close_at,
      slip.liability.map((e) => e.betType),
      slip.liability.map((e) => e.selection),
      slip.liability.map((e) => e.amount.toString()),
      slip.maxLiability.toString(),
      slip.slipNo,
      slip.cost.toString(),
      slip.currency,
      slip.decimals,
      slip.player,
      slip.house,
      JSON.stringify(slip.meta),
      slip.tickets.map((t) => t.ticketNo),
      slip.tickets.map((t) => t.betType),
      slip.tickets.map((t) => JSON.stringify(t.numbers)),
      slip.tickets.map((t) => t.selection),
      slip.tickets.map((t) => t.stake.toString()),
      slip.tickets.map((t) => t.cost.toString()),
      slip.tickets.map((t) => (t.odds === null ? null : JSON.stringify(t.odds))),
      slip.tickets.map((t) => t.series),
      JSON.stringify(slip.response),
    ],
  );
  return rows[0] as { status: string; balance: string | null; response: unknown };
}
