import type { Language } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";

export interface BodyInput {
  merchantCode: string;
  source: "system" | "operator";
  template: string | null;
  title: { PT: string; EN: string };
  content: { PT: string; EN: string };
  createdBy: string | null;
}

export async function insertBody(db: Queryable, body: BodyInput): Promise<number> {
  const result = await db.query<{ id: string }>(
    `insert into message_bodies (merchant_code, source, template, title, content, created_by)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [body.merchantCode, body.source, body.template, body.title, body.content, body.createdBy],
  );
  return Number(result.rows[0]!.id);
}

/** One entry per recipient, in one statement whatever their number. */
export async function insertEntries(db: Queryable, bodyId: number, memberIds: readonly number[]) {
  const result = await db.query<{ id: string; member_id: string }>(
    `insert into inbox_entries (member_id, body_id)
     select member_id, $1 from unnest($2::bigint[]) as member_id
     returning id, member_id`,
    [bodyId, memberIds],
  );
  return result.rows.map((row) => ({ id: Number(row.id), memberId: Number(row.member_id) }));
}

export interface EntryRow {
  id: string;
  source: "system" | "operator";
  template: string | null;
  title: string;
  content: string;
  read_at: Date | null;
  created_at: Date;
}

const ENTRY_COLUMNS = (language: Language) => `
  e.id, b.source, b.template, coalesce(b.title ->> '${language}', b.title ->> 'PT') as title,
  coalesce(b.content ->> '${language}', b.content ->> 'PT') as content, e.read_at, e.created_at`;

export async function listEntries(
  db: Queryable,
  memberId: number,
  language: Language,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const unread = options.unreadOnly ? "and e.read_at is null" : "";
  const [rows, total] = await Promise.all([
    db.query<EntryRow>(
      `select ${ENTRY_COLUMNS(language)}
         from inbox_entries e join message_bodies b on b.id = e.body_id
        where e.member_id = $1 and e.deleted_at is null ${unread}
        order by e.id desc limit $2 offset $3`,
      [memberId, options.limit, options.offset],
    ),
    db.query<{ total: string }>(
      `select count(*) as total from inbox_entries e
        where e.member_id = $1 and e.deleted_at is null ${unread}`,
      [memberId],
    ),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
}

/** Marks the entry read and returns it, only when it belongs to the member. */
export async function readEntry(
  db: Queryable,
  memberId: number,
  id: number,
  language: Language,
): Promise<EntryRow | undefined> {
  const result = await db.query<EntryRow>(
    `with marked as (
       update inbox_entries set read_at = coalesce(read_at, now())
        where id = $1 and member_id = $2 and deleted_at is null
        returning id, body_id, read_at, created_at)
     select ${ENTRY_COLUMNS(language)}
       from marked e join message_bodies b on b.id = e.body_id`,
    [id, memberId],
  );
  return result.rows[0];
}

export async function markEntries(
  db: Queryable,
  memberId: number,
  target: { ids: readonly number[] } | "all",
  read: boolean,
): Promise<number> {
  const set = read ? "read_at = coalesce(read_at, now())" : "read_at = null";
  const scope = target === "all" ? "" : "and id = any($2::bigint[])";
  const params: unknown[] = target === "all" ? [memberId] : [memberId, target.ids];
  const result = await db.query(
    `update inbox_entries set ${set} where member_id = $1 and deleted_at is null ${scope}`,
    params,
  );
  return result.rowCount ?? 0;
}

export async function deleteEntry(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const result = await db.query(
    "update inbox_entries set deleted_at = now() where id = $1 and member_id = $2 and deleted_at is null",
    [id, memberId],
  );
  return (result.rowCount ?? 0) > 0;
}

export async function unreadCount(db: Queryable, memberId: number): Promise<number> {
  const result = await db.query<{ count: string }>(
    "select count(*) as count from inbox_entries where member_id = $1 and read_at is null and deleted_at is null",
    [memberId],
  );
  return Number(result.rows[0]?.count ?? 0);
}

export interface AudienceFilter {
  merchantCode: string;
  /** The brand's clock: registeredFrom / registeredTo are its days. */
  timeZone: string;
  hasDeposited?: boolean;
  registeredFrom?: string;
  registeredTo?: string;
  uplineId?: number;
}

/**
 * The players (type 0, active) of a brand matching a segment. This reads the members and deposit
 * statistics tables directly: a broadcast to a whole brand selects its recipients in one query
 * instead of asking the members module for every player.
 */
export async function audience(db: Queryable, filter: AudienceFilter): Promise<number[]> {
  const where = ["m.merchant_code = $1", "m.type = 0", "m.status = 0"];
  const params: unknown[] = [filter.merchantCode];
  if (filter.hasDeposited !== undefined) {
    where.push(
      `${filter.hasDeposited ? "" : "not "}exists (select 1 from member_deposit_stats s where s.member_id = m.id and s.deposit_count > 0)`,
    );
  }
  if (filter.registeredFrom) {
    params.push(filter.registeredFrom, filter.timeZone);
    where.push(
      `m.created_at >= ($${params.length - 1}::date)::timestamp at time zone $${params.length}::text`,
    );
  }
  if (filter.registeredTo) {
    params.push(filter.registeredTo, filter.timeZone);
    where.push(
      `m.created_at < ($${params.length - 1}::date + 1)::timestamp at time zone $${params.length}::text`,
    );
  }
  if (filter.uplineId !== undefined) {
    params.push(filter.uplineId);
    where.push(`m.upline_id = $${params.length}`);
  }
  const result = await db.query<{ id: string }>(
    `select m.id from members m where ${where.join(" and ")} order by m.id`,
    params,
  );
  return result.rows.map((row) => Number(row.id));
}
