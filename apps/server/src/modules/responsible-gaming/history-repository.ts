import type { Queryable } from "../../platform/db.js";

/** SQL of the history of a player's limit and exclusion changes. */

export interface HistoryInput {
  action: string;
  limitKey?: string | null;
  before?: string | null;
  after?: string | null;
  by: "player" | "operator";
  actor?: string | null;
  until?: Date | null;
  note?: string | null;
}

export async function addHistory(db: Queryable, memberId: number | string, h: HistoryInput): Promise<void> {
  await db.query(
    `insert into rg_history (member_id, action, limit_key, before_value, after_value, by_source, actor, until, note)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      memberId,
      h.action,
      h.limitKey ?? null,
      h.before ?? null,
      h.after ?? null,
      h.by,
      h.actor ?? null,
      h.until ?? null,
      h.note ?? null,
    ],
  );
}

export interface HistoryRow {
  id: string;
  at: Date;
  action: string;
  limit_key: string | null;
  before_value: string | null;
  after_value: string | null;
  by_source: "player" | "operator";
  until: Date | null;
  note: string | null;
  total: string;
}

export async function history(db: Queryable, memberId: number | string, limit: number, offset: number) {
  const { rows } = await db.query<HistoryRow>(
    `select id, at, action, limit_key, before_value, after_value, by_source, until, note, count(*) over () as total
       from rg_history where member_id = $1 order by id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return rows;
}
