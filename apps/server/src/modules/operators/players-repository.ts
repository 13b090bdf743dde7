import type { Queryable } from "../../platform/db.js";

export interface PlayerRow {
  id: string;
  merchant_code: string;
  username: string;
  type: number;
  nickname: string | null;
  email: string | null;
  country_dialing_code: string | null;
  mobile: string | null;
  status: number;
  register_ip: string | null;
  labels: string[] | null;
  status_reason: string | null;
  balance: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

export interface PlayerFilter {
  q?: string | undefined;
  field: "any" | "id" | "username" | "email" | "phone" | "name" | "ip" | "label";
  status?: number | undefined;
  merchantCode?: string | undefined;
}

const COLUMNS = `m.id, m.merchant_code, m.username, m.type, m.nickname, m.email, m.country_dialing_code, m.mobile,
  m.status, m.register_ip, b.labels, b.status_reason, m.created_at, m.last_login_at`;

/** The where clause of a player search; substring matches use the trigram indexes. */
function whereOf(filter: PlayerFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses = ["m.type <> 4"];
  if (filter.merchantCode) clauses.push(`m.merchant_code = ${add(filter.merchantCode)}`);
  if (filter.status !== undefined) clauses.push(`m.status = ${add(filter.status)}`);
  const q = filter.q?.trim();
  if (q) {
    // Each value is bound only where a clause uses it: PostgreSQL refuses a parameter it cannot type.
    let likeRef: string | undefined;
    let exactRef: string | undefined;
    const like = () => {
      likeRef ??= add(`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      return likeRef;
    };
    const exact = () => {
      exactRef ??= add(q);
      return exactRef;
    };
    const byField: Record<PlayerFilter["field"], (() => string) | undefined> = {
      any: undefined,
      id: () => (/^\d{1,15}$/.test(q) ? `m.id = ${add(Number(q))}` : "false"),
      username: () => `lower(m.username) like ${like()}`,
      email: () => `lower(m.email) like ${like()}`,
      phone: () =>
        `(m.mobile like ${like()} or (coalesce(m.country_dialing_code, '') || m.mobile) like ${like()})`,
      name: () => `lower(m.nickname) like ${like()}`,
      ip: () => `(m.register_ip = ${exact()} or m.last_login_ip = ${exact()})`,
      label: () => `b.labels @> array[${exact()}]::text[]`,
    };
    const fields = (Object.keys(byField) as PlayerFilter["field"][]).filter((field) => field !== "any");
    // "Any field" is the union of each field's own matches, so every field is found through its
    // own index (one OR across the members and their back-office row would read every player).
    const branch = (field: PlayerFilter["field"]) =>
      field === "label"
        ? `select b.member_id as id from member_back_office b where ${byField.label?.()}`
        : `select m.id from members m where ${byField[field]?.()}`;
    clauses.push(
      filter.field === "any"
        ? `m.id in (${fields.map(branch).join(" union ")})`
        : (byField[filter.field]?.() ?? "false"),
    );
  }
  return { sql: clauses.join(" and "), params };
}

export async function searchPlayers(db: Queryable, filter: PlayerFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const n = where.params.length;
  const [rows, count] = await Promise.all([
    db.query<PlayerRow>(
      `select ${COLUMNS},
              (select a.balance from ledger_accounts a where a.owner_kind = 'player' and a.owner_id = m.id::text
                 and a.kind = 'main' and a.code = '' and a.slot = 0 limit 1) as balance
         from members m left join member_back_office b on b.member_id = m.id
        where ${where.sql} order by m.id desc limit $${n + 1} offset $${n + 2}`,
      [...where.params, limit, offset],
    ),
    db.query<{ n: string }>(
      `select count(*) as n from members m left join member_back_office b on b.member_id = m.id where ${where.sql}`,
      where.params,
    ),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Every player of a search, for a CSV export (read through a cursor, never all at once). */
export function exportQuery(filter: PlayerFilter): { text: string; values: unknown[] } {
  const where = whereOf(filter);
  return {
    text: `select ${COLUMNS} from members m left join member_back_office b on b.member_id = m.id
            where ${where.sql} order by m.id`,
    values: where.params,
  };
}

export async function findPlayer(db: Queryable, memberId: number): Promise<PlayerRow | undefined> {
  const { rows } = await db.query<PlayerRow>(
    `select ${COLUMNS}, null as balance from members m left join member_back_office b on b.member_id = m.id
      where m.id = $1 and m.type <> 4`,
    [memberId],
  );
  return rows[0];
}

export async function setStatus(db: Queryable, memberId: number, status: number, reason: string) {
  await db.query("update members set status = $2, updated_at = now() where id = $1", [memberId, status]);
  await db.query(
    `insert into member_back_office (member_id, status_reason) values ($1, $2)
     on conflict (member_id) do update set status_reason = excluded.status_reason, updated_at = now()`,
    [memberId, reason],
  );
  // A locked or disabled player's sessions end now (sessions of a non-active account are refused anyway).
  if (status !== 0) {
    await db.query("update sessions set revoked_at = now() where member_id = $1 and revoked_at is null", [
      memberId,
    ]);
  }
}

export async function setLabels(db: Queryable, memberId: number, labels: string[]) {
  await db.query(
    `insert into member_back_office (member_id, labels) values ($1, $2)
     on conflict (member_id) do update set labels = excluded.labels, updated_at = now()`,
    [memberId, labels],
  );
}

export async function notesOf(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ id: string; body: string; author: string; created_at: Date }>(
    "select id, body, author, created_at from member_notes where member_id = $1 order by id desc limit 500",
    [memberId],
  );
  return rows;
}

export async function insertNote(db: Queryable, memberId: number, author: string, body: string) {
  const { rows } = await db.query<{ id: string; body: string; author: string; created_at: Date }>(
    "insert into member_notes (member_id, author, body) values ($1, $2, $3) returning id, body, author, created_at",
    [memberId, author, body],
  );
  return rows[0]!;
}

export async function moneyTotals(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ deposits: string; withdrawals: string }>(
    `select coalesce((select sum(amount) from deposit_orders where member_id = $1 and status = 'paid'), 0) as deposits,
            coalesce((select sum(amount) from withdrawal_orders where member_id = $1
                        and status in ('paying', 'paid', 'completed')), 0) as withdrawals`,
    [memberId],
  );
  return rows[0]!;
}

export interface BetRow {
  id: string;
  product: string;
  game: string;
  stake: string;
  payout: string;
  status: string;
  placed_at: Date;
  settled_at: Date | null;
}

/** Bets on every product (third-party games, house games, lotteries), newest first. */
export async function betsOf(db: Queryable, memberId: number, limit: number, offset: number) {
  const union = `
    select round_id as id, 'games' as product, vendor_code || ':' || game_id as game, stake - refund as stake,
           win as payout, status, started_at as placed_at, settled_at
      from game_rounds where member_id = $1 and not demo
    union all
    select round_id, 'house-games', game_code, stake, win, status, created_at, updated_at
      from house_rounds where member_id = $1 and not demo
    union all
    select ticket_no, 'lottery', game_code || ' ' || bet_type, cost, win, status, created_at, settled_at
      from lottery_tickets where member_id = $1`;
  const [rows, count] = await Promise.all([
    db.query<BetRow>(`select * from (${union}) b order by placed_at desc limit $2 offset $3`, [
      memberId,
      limit,
      offset,
    ]),
    db.query<{ n: string }>(`select count(*) as n from (${union}) b`, [memberId]),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function sessionsOf(db: Queryable, memberId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db.query<{
      id: string;
      method: string;
      ip: string | null;
      user_agent: string | null;
      created_at: Date;
      last_seen_at: Date | null;
      expires_at: Date;
    }>(
      `select id, method, ip, user_agent, created_at, last_seen_at, coalesce(revoked_at, least(expires_at, idle_expires_at)) as expires_at
         from sessions where member_id = $1 order by id desc limit $2 offset $3`,
      [memberId, limit, offset],
    ),
    db.query<{ n: string }>("select count(*) as n from sessions where member_id = $1", [memberId]),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}
