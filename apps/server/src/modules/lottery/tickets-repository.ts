import type { Queryable } from "../../platform/db.js";
import type { DrawRow } from "./draws-repository.js";
import type { TicketOdds } from "./rules.js";

/**
 * SQL of the lottery's tickets: placing a slip, liability, settling and refunding, the player's history.
 */

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
