import type { Queryable } from "../../platform/db.js";

/** SQL of the lottery's chases: a slip repeated over the next draws. */

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
