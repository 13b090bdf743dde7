import type { Queryable } from "../../platform/db.js";

/*
 * The team tree and the team's figures. The tree is the closure table agent_tree (ADR 080); the
 * figures are the booked bets (agent_bet_daily), and deposits and withdrawals read from the
 * cashier's orders, joined to the team in one query each.
 */

export interface TeamMemberRow {
  id: string;
  username: string;
  nickname: string | null;
  type: number;
  depth: number;
  upline_username: string | null;
  status: number;
  created_at: Date;
  last_login_at: Date | null;
  team_size: string;
  total: string;
}

/** The depth of `memberId` under `agentId` (0 itself), or undefined when outside the team. */
export async function depthInTeam(
  db: Queryable,
  agentId: number,
  memberId: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ depth: number }>(
    "select depth from agent_tree where ancestor_id = $1 and descendant_id = $2",
    [agentId, memberId],
  );
  return rows[0]?.depth;
}

export async function memberBasics(db: Queryable, memberId: number) {
  const { rows } = await db.query<{
    id: string;
    username: string;
    type: number;
    upline_id: string | null;
    merchant_code: string;
    status: number;
  }>("select id, username, type, upline_id, merchant_code, status from members where id = $1", [memberId]);
  return rows[0];
}

/** The team member named so (case-insensitive), or undefined when outside the team. */
export async function teamMemberByUsername(
  db: Queryable,
  agentId: number,
  merchant: string,
  username: string,
) {
  const { rows } = await db.query<{ id: string; depth: number }>(
    `select m.id, t.depth from members m join agent_tree t on t.descendant_id = m.id and t.ancestor_id = $1
      where m.merchant_code = $2 and lower(m.username) = lower($3)`,
    [agentId, merchant, username],
  );
  return rows[0];
}

export async function teamCounts(db: Queryable, agentId: number) {
  const { rows } = await db.query<{ team_size: string; direct: string; agents: string }>(
    `select count(*) filter (where t.depth > 0) as team_size,
            count(*) filter (where t.depth = 1) as direct,
            count(*) filter (where t.depth > 0 and m.type in (1, 2, 41, 42)) as agents
       from agent_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = $1`,
    [agentId],
  );
  const row = rows[0];
  return {
    teamSize: Number(row?.team_size ?? 0),
    direct: Number(row?.direct ?? 0),
    agents: Number(row?.agents ?? 0),
  };
}

export interface DayFigures {
  day: string;
  new_members: string;
  active_members: string;
  deposits: string;
  withdrawals: string;
  valid_bet: string;
  payout: string;
}

/**
 * The team's figures per local day between two days (inclusive), and the period's active
 * members (team members whose valid bet over the period reaches the brand's threshold; per day,
 * those who reach it that day), in one pass over agent_member_daily.
 */
export async function teamDailyFigures(
  db: Queryable,
  input: { agentId: number; from: string; to: string; timeZone: string; activeMin: bigint },
): Promise<{ days: DayFigures[]; active: number }> {
  const { rows } = await db.query<DayFigures & { period_active: string }>(
    `with team as (select descendant_id as id from agent_tree where ancestor_id = $1 and depth > 0),
     days as (select generate_series($2::date, $3::date, interval '1 day')::date as day),
     bets as (
       select d.day, d.member_id, d.valid_bet, d.payout
         from team join agent_member_daily d on d.member_id = team.id and d.day between $2::date and $3::date),
     bet_days as (
       select day, sum(valid_bet) as valid_bet, sum(payout) as payout,
              count(*) filter (where valid_bet >= $5) as active
         from bets group by day),
     period_active as (
       select count(*) as n from (select member_id from bets group by member_id having sum(valid_bet) >= $5) a),
     joined as (
       select (m.created_at at time zone $4)::date as day, count(*) as n
         from team join members m on m.id = team.id
        where m.created_at >= ($2::date)::timestamp at time zone $4
          and m.created_at < ($3::date + 1)::timestamp at time zone $4
        group by 1),
     dep as (
       select (o.paid_at at time zone $4)::date as day, sum(o.amount) as amount
         from team join deposit_orders o on o.member_id = team.id and o.status = 'paid'
        where o.paid_at >= ($2::date)::timestamp at time zone $4
          and o.paid_at < ($3::date + 1)::timestamp at time zone $4
        group by 1),
     wd as (
       select (o.paid_at at time zone $4)::date as day, sum(o.amount) as amount
         from team join withdrawal_orders o on o.member_id = team.id and o.status in ('paid', 'completed')
        where o.paid_at >= ($2::date)::timestamp at time zone $4
          and o.paid_at < ($3::date + 1)::timestamp at time zone $4
        group by 1)
     select to_char(days.day, 'YYYY-MM-DD') as day,
            coalesce(joined.n, 0) as new_members, coalesce(bet_days.active, 0) as active_members,
            coalesce(dep.amount, 0) as deposits, coalesce(wd.amount, 0) as withdrawals,
            coalesce(bet_days.valid_bet, 0) as valid_bet, coalesce(bet_days.payout, 0) as payout,
            (select n from period_active) as period_active
       from days
       left join bet_days on bet_days.day = days.day
       left join joined on joined.day = days.day
       left join dep on dep.day = days.day
       left join wd on wd.day = days.day
      order by days.day`,
    [input.agentId, input.from, input.to, input.timeZone, input.activeMin.toString()],
  );
  return { days: rows, active: Number(rows[0]?.period_active ?? 0) };
}

/** A page of the team (or of one node's direct downline), with each row's own team size. */
export async function downlinePage(
  db: Queryable,
  input: {
    agentId: number;
    parentId: number | undefined;
    directOnly: boolean;
    username: string | undefined;
    role: "all" | "member" | "agent";
    status: number | undefined;
    limit: number;
    offset: number;
  },
): Promise<TeamMemberRow[]> {
  // The page is cut first; team sizes are counted for its rows only.
  const { rows } = await db.query<TeamMemberRow>(
    `with scope as (
       select t.descendant_id as id, t.depth from agent_tree t
        where t.ancestor_id = $1 and t.depth > 0
          and ($2::bigint is null or t.descendant_id in (select id from members where upline_id = $2))
          and (not $3 or t.depth = 1 or $2::bigint is not null)),
     page as (
       select m.id, m.username, m.nickname, m.type, s.depth, m.upline_id, m.status, m.created_at,
              m.last_login_at, count(*) over () as total
         from scope s join members m on m.id = s.id
        where ($4::text is null or m.username ilike '%' || $4 || '%')
          and ($5 = 'all' or ($5 = 'agent') = (m.type in (1, 2, 41, 42)))
          and ($6::int is null or m.status = $6)
        order by s.depth, m.id
        limit $7 offset $8)
     select p.id, p.username, p.nickname, p.type, p.depth, u.username as upline_username, p.status,
            p.created_at, p.last_login_at, p.total,
            (select count(*) from agent_tree c where c.ancestor_id = p.id and c.depth > 0) as team_size
       from page p left join members u on u.id = p.upline_id
      order by p.depth, p.id`,
    [
      input.agentId,
      input.parentId ?? null,
      input.directOnly,
      input.username ? input.username.replace(/[\\%_]/g, "\\$&") : null,
      input.role,
      input.status ?? null,
      input.limit,
      input.offset,
    ],
  );
  return rows;
}

export async function treeNodes(db: Queryable, parentId: number) {
  const { rows } = await db.query<{
    id: string;
    username: string;
    type: number;
    direct_count: string;
    team_size: string;
    is_parent: boolean;
  }>(
    `select m.id, m.username, m.type, m.id = $1 as is_parent,
            (select count(*) from agent_tree c where c.ancestor_id = m.id and c.depth = 1) as direct_count,
            (select count(*) from agent_tree c where c.ancestor_id = m.id and c.depth > 0) as team_size
       from members m where m.id = $1 or m.upline_id = $1
      order by m.id = $1 desc, m.id`,
    [parentId],
  );
  return rows;
}

export async function liveContractsOf(db: Queryable, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    agent_id: string;
    kind: string;
    product: string;
    status: string;
  }>(
    `select id, agent_id, kind, product, status from agent_contracts
      where agent_id = any($1::bigint[]) and status in ('offered', 'active', 'terminating')
      order by id`,
    [memberIds],
  );
  return rows;
}
