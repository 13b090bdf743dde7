import type { Queryable } from "../../platform/db.js";

export interface SettlementKey {
  merchant: string;
  /** The contract kind, with the dividend period: daily, hourly, realtime, dividend:weekly... */
  key: string;
  start: Date;
  end: Date;
}

/** Claims the settlement row (created on first use); undefined when another run holds it. */
export async function lockSettlement(db: Queryable, s: SettlementKey) {
  await db.query(
    `insert into agent_settlements (merchant_code, kind, period_start, period_end) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [s.merchant, s.key, s.start, s.end],
  );
  const { rows } = await db.query<{ computed_at: Date | null; completed_at: Date | null }>(
    `select computed_at, completed_at from agent_settlements
      where merchant_code = $1 and kind = $2 and period_start = $3 for update skip locked`,
    [s.merchant, s.key, s.start],
  );
  return rows[0];
}

export async function lastSettled(db: Queryable, merchant: string, key: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ period_end: Date }>(
    `select period_end from agent_settlements where merchant_code = $1 and kind = $2
      order by period_start desc limit 1`,
    [merchant, key],
  );
  return rows[0]?.period_end;
}

export async function markComputed(db: Queryable, s: SettlementKey): Promise<void> {
  await db.query(
    "update agent_settlements set computed_at = now() where merchant_code = $1 and kind = $2 and period_start = $3",
    [s.merchant, s.key, s.start],
  );
}

export async function markCompleted(db: Queryable, merchant: string): Promise<void> {
  await db.query(
    `update agent_settlements s set completed_at = now()
      where s.merchant_code = $1 and s.computed_at is not null and s.completed_at is null
        and not exists (select 1 from agent_bills b where b.merchant_code = s.merchant_code
                          and b.kind = split_part(s.kind, ':', 1) and b.period_start = s.period_start
                          and b.status = 'pending')`,
    [merchant],
  );
}

export interface LiveContract {
  id: string;
  agent_id: string;
  upline_id: string | null;
  product: string;
  terms: unknown;
  depth: number;
}

/** Contracts of the kind in force at the end of the period (accepted before it ended). */
export async function contractsInForce(
  db: Queryable,
  input: { merchant: string; kind: string; end: Date; dividendPeriod: string | null },
): Promise<LiveContract[]> {
  const { rows } = await db.query<LiveContract>(
    `select c.id, c.agent_id, c.upline_id, c.product, c.terms,
            (select max(t.depth) from agent_tree t where t.descendant_id = c.agent_id) as depth
       from agent_contracts c
      where c.merchant_code = $1 and c.kind = $2 and c.status in ('active', 'terminating')
        and c.accepted_at < $3 and ($4::text is null or c.terms ->> 'period' = $4)
      order by c.id`,
    [input.merchant, input.kind, input.end, input.dividendPeriod],
  );
  return rows;
}

export interface TeamFigureRow {
  agent_id: string;
  product: string;
  valid_bet: string;
  net_loss: string;
  active: string;
}

/**
 * Every contracted agent's team figures for one period in one statement: valid bet, net loss
 * (stakes minus payouts) and members whose valid bet reaches `activeMin`, per (agent, product);
 * CONS covers every product. Day periods read agent_bet_daily, shorter ones agent_bet_slots.
 */
export async function teamFigures(
  db: Queryable,
  input: {
    agents: readonly { agentId: string; product: string }[];
    days?: { from: string; to: string };
    slots?: { start: Date; end: Date };
    activeMin: bigint;
  },
): Promise<TeamFigureRow[]> {
  if (input.agents.length === 0) return [];
  const source = input.days
    ? "agent_bet_daily f on f.member_id = t.descendant_id and f.day between $3::date and $4::date"
    : "agent_bet_slots f on f.member_id = t.descendant_id and f.slot >= $3::timestamptz and f.slot < $4::timestamptz";
  const range = input.days ? [input.days.from, input.days.to] : [input.slots?.start, input.slots?.end];
  const { rows } = await db.query<TeamFigureRow>(
    `with wanted as (select distinct * from unnest($1::bigint[], $2::text[]) as w (agent_id, product)),
     per_member as (
       select w.agent_id, w.product, f.member_id, sum(f.valid_bet) as valid_bet, sum(f.payout) as payout
         from wanted w
         join agent_tree t on t.ancestor_id = w.agent_id
         join ${source}
        where w.product = 'CONS' or f.product = w.product
        group by w.agent_id, w.product, f.member_id)
     select agent_id, product, sum(valid_bet) as valid_bet, sum(valid_bet - payout) as net_loss,
            count(*) filter (where valid_bet >= $5) as active
       from per_member group by agent_id, product`,
    [
      input.agents.map((a) => a.agentId),
      input.agents.map((a) => a.product),
      ...range,
      input.activeMin.toString(),
    ],
  );
  return rows;
}

/** The negative result a dividend bill carried out, from the agent's latest earlier bill. */
export async function carriedOut(db: Queryable, agentIds: readonly string[], kind: string, before: Date) {
  if (agentIds.length === 0) return new Map<string, bigint>();
  const { rows } = await db.query<{ agent_id: string; product: string; carried_out: string }>(
    `select distinct on (agent_id, product) agent_id, product, carried_out from agent_bills
      where agent_id = any($1::bigint[]) and kind = $2 and period_start < $3
      order by agent_id, product, period_start desc`,
    [agentIds, kind, before],
  );
  return new Map(rows.map((r) => [`${r.agent_id}:${r.product}`, BigInt(r.carried_out)]));
}

export interface NewBill {
  merchant: string;
  kind: string;
  product: string;
  contractId: string;
  agentId: string;
  payerId: string | null;
  depth: number;
  start: Date;
  end: Date;
  teamValidBet: bigint;
  activeMembers: number;
  netLoss: bigint;
  carriedIn: bigint;
  carriedOut: bigint;
  tier: number;
  reason: string;
  rateType: string;
  rate: string;
  gross: bigint;
}

/** Writes the period's bills (an existing bill of the same key is kept: exactly once). */
export async function insertBills(db: Queryable, bills: readonly NewBill[]): Promise<void> {
  if (bills.length === 0) return;
  const column = <T>(pick: (b: NewBill) => T) => bills.map(pick);
  await db.query(
    `insert into agent_bills (merchant_code, kind, product, contract_id, agent_id, payer_id, chain_depth,
        period_start, period_end, team_valid_bet, active_members, net_loss, carried_in, carried_out, tier,
        reason, rate_type, rate, gross, status)
     select b.*, case when b.gross > 0 then 'pending' else 'zero' end
       from unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::int[],
                   $8::timestamptz[], $9::timestamptz[], $10::bigint[], $11::int[], $12::bigint[], $13::bigint[],
                   $14::bigint[], $15::int[], $16::text[], $17::text[], $18::text[], $19::bigint[])
         as b (merchant_code, kind, product, contract_id, agent_id, payer_id, chain_depth, period_start,
               period_end, team_valid_bet, active_members, net_loss, carried_in, carried_out, tier, reason,
               rate_type, rate, gross)
     on conflict (kind, agent_id, product, period_start) do nothing`,
    [
      column((b) => b.merchant),
      column((b) => b.kind),
      column((b) => b.product),
      column((b) => b.contractId),
      column((b) => b.agentId),
      column((b) => b.payerId),
      column((b) => b.depth),
      column((b) => b.start),
      column((b) => b.end),
      column((b) => b.teamValidBet.toString()),
      column((b) => b.activeMembers),
      column((b) => b.netLoss.toString()),
      column((b) => b.carriedIn.toString()),
      column((b) => b.carriedOut.toString()),
      column((b) => b.tier),
      column((b) => b.reason),
      column((b) => b.rateType),
      column((b) => b.rate),
      column((b) => b.gross.toString()),
    ],
  );
  await db.query(
    `update agent_bills b set paid_to_downlines = d.total
       from (select payer_id, product, sum(gross) as total from agent_bills
              where kind = $1 and period_start = $2 and merchant_code = $3 and payer_id is not null
              group by payer_id, product) d
      where b.kind = $1 and b.period_start = $2 and b.merchant_code = $3
        and b.agent_id = d.payer_id and b.product = d.product`,
    [bills[0]?.kind, bills[0]?.start, bills[0]?.merchant],
  );
}

export interface OpenBill {
  id: string;
  kind: string;
  product: string;
  agent_id: string;
  payer_id: string | null;
  gross: string;
  status: string;
  period_start: Date;
}

/** Bills waiting for payment (pending, or owed and due for a retry), upper levels first. */
export async function openBills(db: Queryable, merchant: string, kind: string): Promise<OpenBill[]> {
  const { rows } = await db.query<OpenBill>(
    `select id, kind, product, agent_id, payer_id, gross, status, period_start from agent_bills
      where merchant_code = $1 and kind = $2 and status in ('pending', 'owed')
      order by period_start, chain_depth, id`,
    [merchant, kind],
  );
  return rows;
}

/** Locks one open bill for payment; undefined when it was paid meanwhile or is being paid. */
export async function lockOpenBill(db: Queryable, id: string) {
  const { rows } = await db.query<OpenBill>(
    `select id, kind, product, agent_id, payer_id, gross, status, period_start from agent_bills
      where id = $1 and status in ('pending', 'owed') for update skip locked`,
    [id],
  );
  return rows[0];
}

export async function markPaid(db: Queryable, id: string, transferId: string): Promise<void> {
  await db.query(
    `update agent_bills set status = 'paid', transfer_id = $2, paid_at = now(), attempts = attempts + 1,
            last_error = null where id = $1`,
    [id, transferId],
  );
}

export async function markOwed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(
    "update agent_bills set status = 'owed', attempts = attempts + 1, last_error = $2 where id = $1 and status in ('pending', 'owed')",
    [id, error],
  );
}

export async function owesBills(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query(
    "select 1 from agent_bills where payer_id = $1 and status = 'owed' limit 1",
    [memberId],
  );
  return rows.length > 0;
}

export interface BillRow {
  id: string;
  kind: string;
  product: string;
  agent_id: string;
  agent_username: string;
  payer_username: string | null;
  period_start: Date;
  period_end: Date;
  team_valid_bet: string;
  active_members: number;
  net_loss: string;
  carried_in: string;
  carried_out: string;
  tier: number;
  reason: string;
  rate_type: string;
  rate: string;
  gross: string;
  paid_to_downlines: string;
  status: string;
  attempts: number;
  paid_at: Date | null;
  created_at: Date;
  total: string;
  sum_gross: string;
  sum_net: string;
  sum_owed: string;
}

export async function billPage(
  db: Queryable,
  input: {
    kind: string;
    agentId?: number;
    payerId?: number;
    memberId?: number;
    status?: string;
    from: string;
    to: string;
    timeZone: string;
    limit: number;
    offset: number;
  },
): Promise<BillRow[]> {
  const { rows } = await db.query<BillRow>(
    `select b.id, b.kind, b.product, b.agent_id, a.username as agent_username, p.username as payer_username,
            b.period_start, b.period_end, b.team_valid_bet, b.active_members, b.net_loss, b.carried_in,
            b.carried_out, b.tier, b.reason, b.rate_type, b.rate, b.gross, b.paid_to_downlines, b.status,
            b.attempts, b.paid_at, b.created_at,
            count(*) over () as total, sum(b.gross) over () as sum_gross,
            sum(b.gross - b.paid_to_downlines) over () as sum_net,
            coalesce(sum(b.gross) filter (where b.status = 'owed') over (), 0) as sum_owed
       from agent_bills b join members a on a.id = b.agent_id left join members p on p.id = b.payer_id
      where b.kind = $1 and ($2::bigint is null or b.agent_id = $2) and ($3::bigint is null or b.payer_id = $3)
        and ($4::bigint is null or b.agent_id = $4) and ($5::text is null or b.status = $5)
        and b.period_start >= ($6::date)::timestamp at time zone $8
        and b.period_start < ($7::date + 1)::timestamp at time zone $8
      order by b.period_start desc, b.id desc limit $9 offset $10`,
    [
      input.kind,
      input.agentId ?? null,
      input.payerId ?? null,
      input.memberId ?? null,
      input.status ?? null,
      input.from,
      input.to,
      input.timeZone,
      input.limit,
      input.offset,
    ],
  );
  return rows;
}

/** My paid income per local day and kind, and what is owed to me and by me. */
export async function incomeByDay(
  db: Queryable,
  input: { agentId: number; from: string; to: string; timeZone: string },
) {
  const { rows } = await db.query<{ day: string; kind: string; gross: string; paid_down: string }>(
    `select to_char((period_start at time zone $4)::date, 'YYYY-MM-DD') as day, kind,
            sum(gross) as gross, sum(paid_to_downlines) as paid_down
       from agent_bills
      where agent_id = $1 and status = 'paid'
        and period_start >= ($2::date)::timestamp at time zone $4 and period_start < ($3::date + 1)::timestamp at time zone $4
      group by 1, 2`,
    [input.agentId, input.from, input.to, input.timeZone],
  );
  const owed = await db.query<{ to_me: string; by_me: string }>(
    `select coalesce(sum(gross) filter (where agent_id = $1), 0) as to_me,
            coalesce(sum(gross) filter (where payer_id = $1), 0) as by_me
       from agent_bills where (agent_id = $1 or payer_id = $1) and status = 'owed'`,
    [input.agentId],
  );
  return { rows, owed: owed.rows[0] as { to_me: string; by_me: string } };
}
