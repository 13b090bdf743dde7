import type { Pool } from "../../platform/db.js";

interface AuditRow {
  id: string;
  seq: string;
  actor: string;
  action: string;
  merchant_code: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
  before: unknown;
  after: unknown;
  created_at: Date;
  hash: string;
}

/**
 * Staff read the audit log here; nothing in the API writes to it except by acting. `from` and `to`
 * are days on the brand's clock (`timeZone`), the one the console shows times in.
 */
export async function searchAudit(
  pool: Pool,
  query: {
    actor?: string | undefined;
    action?: string | undefined;
    merchantCode?: string | undefined;
    text?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    size: number;
  },
  timeZone: string,
) {
  const params: unknown[] = [];
  const add = (v: unknown) => `$${params.push(v)}`;
  const clauses: string[] = [];
  if (query.actor) {
    const actor = query.actor.includes(":") ? query.actor : `operator:${query.actor}`;
    clauses.push(`actor = ${add(actor.toLowerCase())}`);
  }
  if (query.action) clauses.push(`action like ${add(`${query.action.replace(/[\\%_]/g, "\\$&")}%`)}`);
  if (query.merchantCode) clauses.push(`merchant_code = ${add(query.merchantCode)}`);
  if (query.text) {
    const like = add(`%${query.text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`);
    clauses.push(
      `(lower(detail::text) like ${like} or lower(coalesce(before::text, '')) like ${like} or lower(coalesce(after::text, '')) like ${like})`,
    );
  }
  if (query.from || query.to) {
    const zone = `${add(timeZone)}::text`;
    if (query.from) clauses.push(`created_at >= (${add(query.from)}::date)::timestamp at time zone ${zone}`);
    if (query.to) clauses.push(`created_at < (${add(query.to)}::date + 1)::timestamp at time zone ${zone}`);
  }
  const where = clauses.length ? `where ${clauses.join(" and ")}` : "";
  const n = params.length;
  const [rows, count] = await Promise.all([
    pool.query<AuditRow>(
      `select id, seq, actor, action, merchant_code, ip, detail, before, after, created_at, hash from audit_log ${where}
        order by seq desc limit $${n + 1} offset $${n + 2}`,
      [...params, query.size, (query.page - 1) * query.size],
    ),
    pool.query<{ n: string }>(`select count(*) as n from audit_log ${where}`, params),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  return {
    list: rows.rows.map((r) => ({
      id: r.id,
      seq: r.seq,
      actor: r.actor,
      action: r.action,
      merchantCode: r.merchant_code,
      ip: r.ip,
      detail: r.detail,
      before: r.before,
      after: r.after,
      createdAt: r.created_at.toISOString(),
      hash: r.hash,
    })),
    total,
    totalPages: Math.ceil(total / query.size),
    page: query.page,
  };
}
