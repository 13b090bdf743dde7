import type { Queryable } from "../../platform/db.js";

export interface ContractRow {
  id: string;
  merchant_code: string;
  kind: "dividend" | "daily" | "hourly" | "realtime";
  product: string;
  upline_id: string | null;
  agent_id: string;
  terms: unknown;
  status: "offered" | "active" | "rejected" | "withdrawn" | "expired" | "terminating" | "terminated";
  offered_at: Date;
  expires_at: Date | null;
  accepted_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  termination_requested_by: "upline" | "agent" | null;
  agent_username: string;
  upline_username: string | null;
}

const SELECT = `select c.*, a.username as agent_username, u.username as upline_username
  from agent_contracts c join members a on a.id = c.agent_id left join members u on u.id = c.upline_id`;

export const AGENT_TYPES_SQL = "(1, 2, 41, 42)";

export async function contractById(
  db: Queryable,
  id: string,
  lock = false,
): Promise<ContractRow | undefined> {
  if (lock) await db.query("select 1 from agent_contracts where id = $1 for update", [id]);
  const { rows } = await db.query<ContractRow>(`${SELECT} where c.id = $1`, [id]);
  return rows[0];
}

/** Contracts where the member is the agent (mine) or the upline (downlines'). */
export async function contractsOf(
  db: Queryable,
  input: { agentId?: number; uplineId?: number; kind?: string; history: boolean },
): Promise<ContractRow[]> {
  const { rows } = await db.query<ContractRow>(
    `${SELECT}
      where ($1::bigint is null or c.agent_id = $1) and ($2::bigint is null or c.upline_id = $2)
        and ($3::text is null or c.kind = $3)
        and ($4 or c.status in ('offered', 'active', 'terminating'))
      order by c.id desc limit 500`,
    [input.agentId ?? null, input.uplineId ?? null, input.kind ?? null, input.history],
  );
  return rows;
}

/** The member's contract in force of this kind for the product, else for CONS. */
export async function ownInForce(db: Queryable, agentId: number, kind: string, product: string) {
  const { rows } = await db.query<ContractRow>(
    `${SELECT} where c.agent_id = $1 and c.kind = $2 and c.product in ($3, 'CONS')
        and c.status in ('active', 'terminating')
      order by c.product = $3 desc limit 1`,
    [agentId, kind, product],
  );
  return rows[0];
}

export async function inForce(db: Queryable, agentId: number, kind: string, product: string) {
  const { rows } = await db.query<{ id: string; status: string }>(
    `select id, status from agent_contracts where agent_id = $1 and kind = $2 and product = $3
        and status in ('active', 'terminating') for update`,
    [agentId, kind, product],
  );
  return rows[0];
}

/** Live contracts (offers included) the agent holds with its direct downline, locked. */
export async function downlineLive(db: Queryable, uplineId: string | number, kind: string) {
  const { rows } = await db.query<ContractRow>(
    `${SELECT} where c.upline_id = $1 and c.kind = $2 and c.status in ('offered', 'active', 'terminating')
      order by c.id for update of c`,
    [uplineId, kind],
  );
  return rows;
}

export async function insertOffer(
  db: Queryable,
  input: {
    merchant: string;
    kind: string;
    product: string;
    uplineId: number;
    agentId: number;
    terms: unknown;
    expiryDays: number;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into agent_contracts (merchant_code, kind, product, upline_id, agent_id, terms, status, expires_at)
     values ($1, $2, $3, $4, $5, $6, 'offered', now() + make_interval(days => $7))
     returning id`,
    [
      input.merchant,
      input.kind,
      input.product,
      input.uplineId,
      input.agentId,
      JSON.stringify(input.terms),
      input.expiryDays,
    ],
  );
  return (rows[0] as { id: string }).id;
}

export async function setStatus(
  db: Queryable,
  id: string,
  change: {
    status: ContractRow["status"];
    endReason?: string | null;
    requestedBy?: "upline" | "agent" | null;
    accepted?: boolean;
    ended?: boolean;
  },
): Promise<void> {
  await db.query(
    `update agent_contracts set status = $2, end_reason = coalesce($3, end_reason),
            termination_requested_by = $4,
            accepted_at = case when $5 then now() else accepted_at end,
            ended_at = case when $6 then now() else ended_at end,
            updated_at = now()
      where id = $1`,
    [
      id,
      change.status,
      change.endReason ?? null,
      change.requestedBy ?? null,
      change.accepted ?? false,
      change.ended ?? false,
    ],
  );
}

export async function addEvent(
  db: Queryable,
  input: {
    contractId: string;
    action: string;
    from: string | null;
    to: string;
    actorId: number | null;
    note?: string;
  },
): Promise<void> {
  await db.query(
    `insert into agent_contract_events (contract_id, action, from_status, to_status, actor_id, note)
     values ($1, $2, $3, $4, $5, $6)`,
    [input.contractId, input.action, input.from, input.to, input.actorId, input.note ?? ""],
  );
}

export async function addNotice(
  db: Queryable,
  contractId: string,
  memberIds: readonly (string | null)[],
  reason: string,
) {
  const ids = memberIds.filter((id): id is string => id !== null);
  await db.query(
    `insert into agent_contract_notices (contract_id, member_id, reason)
     select $1, unnest($2::bigint[]), $3`,
    [contractId, ids, reason],
  );
}

export async function events(
  db: Queryable,
  input: { memberId: number; contractId?: string; agentId?: number; limit: number; offset: number },
) {
  const { rows } = await db.query<{
    id: string;
    contract_id: string;
    action: string;
    from_status: string | null;
    to_status: string;
    actor_username: string | null;
    note: string;
    created_at: Date;
    total: string;
  }>(
    `select e.id, e.contract_id, e.action, e.from_status, e.to_status, m.username as actor_username, e.note,
            e.created_at, count(*) over () as total
       from agent_contract_events e join agent_contracts c on c.id = e.contract_id
       left join members m on m.id = e.actor_id
      where (c.agent_id = $1 or c.upline_id = $1)
        and ($2::bigint is null or c.id = $2) and ($3::bigint is null or c.agent_id = $3)
      order by e.id desc limit $4 offset $5`,
    [input.memberId, input.contractId ?? null, input.agentId ?? null, input.limit, input.offset],
  );
  return rows;
}

export async function notices(db: Queryable, memberId: number, limit: number, offset: number) {
  const { rows } = await db.query<{
    id: string;
    contract_id: string;
    kind: string;
    product: string;
    reason: string;
    agent_username: string;
    upline_username: string | null;
    created_at: Date;
    total: string;
  }>(
    `select n.id, n.contract_id, c.kind, c.product, n.reason, a.username as agent_username,
            u.username as upline_username, n.created_at, count(*) over () as total
       from agent_contract_notices n join agent_contracts c on c.id = n.contract_id
       join members a on a.id = c.agent_id left join members u on u.id = c.upline_id
      where n.member_id = $1 order by n.id desc limit $2 offset $3`,
    [memberId, limit, offset],
  );
  return rows;
}

export async function flags(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ kind: string; offered: boolean; active: boolean }>(
    `select kind, bool_or(status = 'offered') as offered, bool_or(status in ('active', 'terminating')) as active
       from agent_contracts where agent_id = $1 and status in ('offered', 'active', 'terminating')
      group by kind`,
    [memberId],
  );
  return rows;
}

/** Offers past their expiry, locked for the expiry job. */
export async function expiredOffers(db: Queryable, limit: number) {
  const { rows } = await db.query<{ id: string }>(
    `select id from agent_contracts where status = 'offered' and expires_at <= now()
      order by expires_at limit $1 for update skip locked`,
    [limit],
  );
  return rows;
}

/**
 * Gives every top-level agent of the brand (no agent upline) the house's terms as an active
 * contract with the house, where it holds none of that kind and product; updates their terms
 * when the brand's changed. Returns how many were written.
 */
export async function ensureHouseContracts(
  db: Queryable,
  input: { merchant: string; kind: string; product: string; terms: unknown; agentId?: number },
): Promise<number> {
  const terms = JSON.stringify(input.terms);
  const inserted = await db.query(
    `insert into agent_contracts (merchant_code, kind, product, upline_id, agent_id, terms, status, accepted_at)
     select $1, $2, $3, null, m.id, $4::jsonb, 'active', now()
       from members m left join members u on u.id = m.upline_id
      where m.merchant_code = $1 and m.type in ${AGENT_TYPES_SQL} and m.status = 0
        and (u.id is null or u.type not in ${AGENT_TYPES_SQL})
        and ($5::bigint is null or m.id = $5)
        and not exists (select 1 from agent_contracts c where c.agent_id = m.id and c.kind = $2
                          and c.product = $3 and c.status in ('active', 'terminating'))
     on conflict do nothing`,
    [input.merchant, input.kind, input.product, terms, input.agentId ?? null],
  );
  const updated = await db.query(
    `update agent_contracts set terms = $4::jsonb, updated_at = now()
      where merchant_code = $1 and kind = $2 and product = $3 and upline_id is null
        and status in ('active', 'terminating') and terms <> $4::jsonb
        and ($5::bigint is null or agent_id = $5)`,
    [input.merchant, input.kind, input.product, terms, input.agentId ?? null],
  );
  return (inserted.rowCount ?? 0) + (updated.rowCount ?? 0);
}
