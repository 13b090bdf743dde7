import type { Queryable } from "../../platform/db.js";

// The queue of ledger events the loyalty engine consumes.

export interface EventRow {
  id: string;
  kind: "bet" | "deposit" | "login";
  member_id: string;
  merchant_code: string;
  category: string;
  amount: string;
  at: Date;
}

export async function takeEvents(db: Queryable, limit: number): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `delete from loyalty_events where id in (
       select id from loyalty_events order by id limit $1 for update skip locked)
     returning id, kind, member_id, merchant_code, category, amount, at`,
    [limit],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

export async function pendingEvents(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>("select count(*) as n from loyalty_events");
  return Number(rows[0]?.n ?? 0);
}
