import type { Queryable } from "../../platform/db.js";

/*
 * Agent reports over rows other modules own and offer for reading: rounds of third-party games
 * (game_rounds) and house games (the house_game_records view), booked bet figures, and the
 * ledger's player entries. Always restricted to the caller's team through agent_tree.
 */

export interface TeamBetRow {
  round_id: string;
  member_id: string;
  username: string;
  product: string;
  vendor_code: string;
  game_name: string;
  stake: string;
  refund: string;
  win: string;
  status: "open" | "closed";
  started_at: Date;
  settled_at: Date | null;
  total: string;
  sum_valid: string;
  sum_win: string;
}

export async function teamBets(
  db: Queryable,
  input: {
    agentId: number;
    memberId: number | undefined;
    from: string;
    to: string;
    timeZone: string;
    product: string | undefined;
    vendorCode: string | undefined;
    status: "open" | "closed" | undefined;
    limit: number;
    offset: number;
  },
): Promise<TeamBetRow[]> {
  const { rows } = await db.query<TeamBetRow>(
    `with team as (
       select descendant_id as id from agent_tree
        where ancestor_id = $1 and depth > 0 and ($2::bigint is null or descendant_id = $2)),
     rounds as (
       select r.round_id, r.member_id, r.game_id, r.vendor_code, r.stake, r.refund, r.win, r.status,
              r.started_at, r.settled_at
         from team join game_rounds r on r.member_id = team.id and not r.demo
        where r.started_at >= ($3::date)::timestamp at time zone $5 and r.started_at < ($4::date + 1)::timestamp at time zone $5
       union all
       select r.round_id, r.member_id, r.game_id, r.vendor_code, r.stake, r.refund, r.win, r.status,
              r.started_at, r.settled_at
         from team join house_game_records r on r.member_id = team.id and not r.demo
        where r.started_at >= ($3::date)::timestamp at time zone $5 and r.started_at < ($4::date + 1)::timestamp at time zone $5)
     select r.round_id, r.member_id, m.username,
            case g.game_type when 'ESPORTS' then 'SPORTS' else g.game_type end as product,
            r.vendor_code, g.name as game_name, r.stake, r.refund, r.win, r.status, r.started_at, r.settled_at,
            count(*) over () as total,
            sum(greatest(r.stake - r.refund, 0)) filter (where r.status = 'closed') over () as sum_valid,
            sum(r.win) filter (where r.status = 'closed') over () as sum_win
       from rounds r join games g on g.id = r.game_id join members m on m.id = r.member_id
      where ($6::text is null or (case g.game_type when 'ESPORTS' then 'SPORTS' else g.game_type end) = $6)
        and ($7::text is null or r.vendor_code = $7)
        and ($8::text is null or r.status = $8)
      order by r.started_at desc, r.round_id
      limit $9 offset $10`,
    [
      input.agentId,
      input.memberId ?? null,
      input.from,
      input.to,
      input.timeZone,
      input.product && input.product !== "CONS" ? input.product : null,
      input.vendorCode ?? null,
      input.status ?? null,
      input.limit,
      input.offset,
    ],
  );
  return rows;
}

export interface MemberProfitLossRow {
  member_id: string;
  username: string;
  type: number;
  depth: number;
  bets: string;
  valid_bet: string;
  payout: string;
  deposits: string;
  withdrawals: string;
  total: string;
}

export async function memberProfitLoss(
  db: Queryable,
  input: {
    agentId: number;
    memberId: number | undefined;
    from: string;
    to: string;
    timeZone: string;
    limit: number;
    offset: number;
  },
): Promise<MemberProfitLossRow[]> {
  const { rows } = await db.query<MemberProfitLossRow>(
    `with team as (
       select descendant_id as id, depth from agent_tree
        where ancestor_id = $1 and depth > 0 and ($2::bigint is null or descendant_id = $2)),
     bets as (
       select d.member_id, sum(d.bets) as bets, sum(d.valid_bet) as valid_bet, sum(d.payout) as payout
         from team join agent_member_daily d on d.member_id = team.id and d.day between $3::date and $4::date
        group by d.member_id),
     dep as (
       select o.member_id, sum(o.amount) as amount from team join deposit_orders o on o.member_id = team.id
        where o.status = 'paid' and o.paid_at >= ($3::date)::timestamp at time zone $5
          and o.paid_at < ($4::date + 1)::timestamp at time zone $5
        group by o.member_id),
     wd as (
       select o.member_id, sum(o.amount) as amount from team join withdrawal_orders o on o.member_id = team.id
        where o.status in ('paid', 'completed') and o.paid_at >= ($3::date)::timestamp at time zone $5
          and o.paid_at < ($4::date + 1)::timestamp at time zone $5
        group by o.member_id),
     active as (
       select team.id, team.depth from team
        where team.id in (select member_id from bets union select member_id from dep union select member_id from wd)
           or $2::bigint is not null)
     select m.id as member_id, m.username, m.type, a.depth,
            coalesce(b.bets, 0) as bets, coalesce(b.valid_bet, 0) as valid_bet, coalesce(b.payout, 0) as payout,
            coalesce(dep.amount, 0) as deposits, coalesce(wd.amount, 0) as withdrawals,
            count(*) over () as total
       from active a join members m on m.id = a.id
       left join bets b on b.member_id = a.id
       left join dep on dep.member_id = a.id
       left join wd on wd.member_id = a.id
      order by coalesce(b.valid_bet, 0) desc, m.id
      limit $6 offset $7`,
    [input.agentId, input.memberId ?? null, input.from, input.to, input.timeZone, input.limit, input.offset],
  );
  return rows;
}

export interface TeamEntryRow {
  entry_id: string;
  member_id: string;
  username: string;
  kind: string;
  status: string;
  amount: string;
  pending_delta: string;
  balance_after: string;
  pending_after: string;
  created_at: Date;
  total: string;
}

/** The team's wallet movements (main and bonus wallets), newest first. */
export async function teamEntries(
  db: Queryable,
  input: {
    agentId: number;
    memberId: number | undefined;
    currency: string;
    type: string | undefined;
    from: string;
    to: string;
    timeZone: string;
    limit: number;
    offset: number;
  },
): Promise<TeamEntryRow[]> {
  const { rows } = await db.query<TeamEntryRow>(
    `with team as (
       select descendant_id as id from agent_tree
        where ancestor_id = $1 and depth > 0 and ($2::bigint is null or descendant_id = $2)),
     accounts as (
       select a.id, a.owner_id::bigint as member_id from team
         join ledger_accounts a on a.owner_kind = 'player' and a.owner_id = team.id::text
          and a.kind in ('main', 'bonus') and a.currency = $3)
     select e.id as entry_id, acc.member_id, m.username, t.kind, t.status, e.amount, e.pending_delta,
            e.balance_after, e.pending_after, e.created_at, count(*) over () as total
       from accounts acc
       join ledger_entries e on e.account_id = acc.id
       join ledger_transfers t on t.id = e.transfer_id
       join members m on m.id = acc.member_id
      where e.created_at >= ($5::date)::timestamp at time zone $7 and e.created_at < ($6::date + 1)::timestamp at time zone $7
        and ($4::text is null or split_part(t.kind, '.', 1) = $4
             or ($4 = 'other' and split_part(t.kind, '.', 1) not in
                 ('deposit', 'withdrawal', 'transfer', 'bet', 'win', 'rollback', 'bonus', 'adjustment')))
      order by e.id desc
      limit $8 offset $9`,
    [
      input.agentId,
      input.memberId ?? null,
      input.currency,
      input.type ?? null,
      input.from,
      input.to,
      input.timeZone,
      input.limit,
      input.offset,
    ],
  );
  return rows;
}
