import type { Queryable } from "../../platform/db.js";

/**
 * SQL of the players' participations: joining, cycles of periodic promotions, raffle progress, claims.
 */

export interface ParticipationRow {
  id: string;
  promotion_id: string;
  member_id: string;
  cycle: string;
  state: string;
  terms: unknown;
  version: number;
  reward: string | null;
  qualifying_ref: string | null;
  qualifying_amount: string | null;
  turnover: string;
  net_loss: string;
  tickets: number;
  reason: string | null;
  bonus_id: string | null;
  created_at: Date;
  updated_at: Date;
}

// ----- Participations -----

export async function findParticipation(
  db: Queryable,
  promotionId: number,
  memberId: number,
  cycle = "",
  lock = false,
): Promise<ParticipationRow | undefined> {
  const { rows } = await db.query<ParticipationRow>(
    `select * from promotion_participations where promotion_id = $1 and member_id = $2 and cycle = $3${lock ? " for update" : ""}`,
    [promotionId, memberId, cycle],
  );
  return rows[0];
}

export async function participationById(
  db: Queryable,
  id: number,
  lock = false,
): Promise<ParticipationRow | undefined> {
  const { rows } = await db.query<ParticipationRow>(
    `select * from promotion_participations where id = $1${lock ? " for update" : ""}`,
    [id],
  );
  return rows[0];
}

/** The newest participation of a member in each promotion given. */
export async function latestParticipations(
  db: Queryable,
  memberId: number,
  promotionIds: readonly number[],
): Promise<Map<number, ParticipationRow>> {
  if (promotionIds.length === 0) return new Map();
  const { rows } = await db.query<ParticipationRow>(
    `select distinct on (promotion_id) * from promotion_participations
      where member_id = $1 and promotion_id = any($2) order by promotion_id, created_at desc, id desc`,
    [memberId, promotionIds],
  );
  return new Map(rows.map((r) => [Number(r.promotion_id), r]));
}

/** Inserts the row unless the (promotion, member, cycle) one exists; returns it only when inserted. */
export async function insertParticipation(
  db: Queryable,
  p: {
    promotionId: number;
    memberId: number;
    cycle?: string;
    state: string;
    terms: unknown;
    version: number;
    reward?: bigint | null;
    qualifyingRef?: string | null;
    qualifyingAmount?: bigint | null;
  },
): Promise<ParticipationRow | undefined> {
  const { rows } = await db.query<ParticipationRow>(
    `insert into promotion_participations (promotion_id, member_id, cycle, state, terms, version, reward,
                                           qualifying_ref, qualifying_amount)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (promotion_id, member_id, cycle) do nothing returning *`,
    [
      p.promotionId,
      p.memberId,
      p.cycle ?? "",
      p.state,
      JSON.stringify(p.terms),
      p.version,
      p.reward ?? null,
      p.qualifyingRef ?? null,
      p.qualifyingAmount ?? null,
    ],
  );
  return rows[0];
}

export async function updateParticipation(
  db: Queryable,
  id: number,
  set: {
    state: string;
    reward?: bigint | null;
    reason?: string | null;
    bonusId?: number | null;
    qualifyingRef?: string | null;
    qualifyingAmount?: bigint | null;
  },
): Promise<void> {
  await db.query(
    `update promotion_participations
        set state = $2, reward = coalesce($3, reward), reason = coalesce($4, reason),
            bonus_id = coalesce($5, bonus_id), qualifying_ref = coalesce($6, qualifying_ref),
            qualifying_amount = coalesce($7, qualifying_amount), updated_at = now()
      where id = $1`,
    [
      id,
      set.state,
      set.reward ?? null,
      set.reason ?? null,
      set.bonusId ?? null,
      set.qualifyingRef ?? null,
      set.qualifyingAmount ?? null,
    ],
  );
}

/** Participations of a member waiting for a deposit in running deposit-match promotions. */
export async function waitingForDeposit(
  db: Queryable,
  memberId: number,
): Promise<(ParticipationRow & { p_status: string; starts_at: Date; ends_at: Date | null })[]> {
  const { rows } = await db.query(
    `select pp.*, p.status as p_status, p.starts_at, p.ends_at from promotion_participations pp
       join promotions p on p.id = pp.promotion_id
      where pp.member_id = $1 and pp.state = 'joined' and p.kind = 'deposit_match'
      order by pp.created_at`,
    [memberId],
  );
  return rows;
}

export async function applications(
  db: Queryable,
  merchant: string,
  page: number,
  size: number,
): Promise<{ rows: (ParticipationRow & { username: string })[]; total: number }> {
  const where = `pp.state = 'applying' and p.merchant_code = $1`;
  const [list, count] = await Promise.all([
    db.query(
      `select pp.*, m.username from promotion_participations pp join promotions p on p.id = pp.promotion_id
         join members m on m.id = pp.member_id
        where ${where} order by pp.updated_at limit $2 offset $3`,
      [merchant, size, (page - 1) * size],
    ),
    db.query<{ n: string }>(
      `select count(*) as n from promotion_participations pp join promotions p on p.id = pp.promotion_id where ${where}`,
      [merchant],
    ),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Adds settled figures to a running cycle of a periodic promotion (created on first bet). */
export async function accrue(
  db: Queryable,
  p: {
    promotionId: number;
    memberId: number;
    cycle: string;
    terms: unknown;
    version: number;
    turnover: bigint;
    netLoss: bigint;
    tickets: number;
  },
): Promise<void> {
  await db.query(
    `insert into promotion_participations as pp (promotion_id, member_id, cycle, state, terms, version, turnover,
                                                 net_loss, tickets)
     values ($1, $2, $3, 'process', $4, $5, $6, $7, $8)
     on conflict (promotion_id, member_id, cycle) do update
       set turnover = pp.turnover + excluded.turnover, net_loss = pp.net_loss + excluded.net_loss,
           tickets = pp.tickets + excluded.tickets, updated_at = now()
       where pp.state = 'process'`,
    [
      p.promotionId,
      p.memberId,
      p.cycle,
      JSON.stringify(p.terms),
      p.version,
      p.turnover,
      p.netLoss,
      p.tickets,
    ],
  );
}

/** Raffle: adds turnover and deposits to a joined player's count; tickets are recomputed by the caller. */
export async function addRaffleProgress(
  db: Queryable,
  id: number,
  turnover: bigint,
  deposits: bigint,
  tickets: number,
): Promise<void> {
  await db.query(
    `update promotion_participations set turnover = turnover + $2,
            qualifying_amount = coalesce(qualifying_amount, 0) + $3, tickets = $4,
            state = 'process', updated_at = now()
      where id = $1 and state in ('joined', 'process')`,
    [id, turnover, deposits, tickets],
  );
}

export async function joinedIn(
  db: Queryable,
  promotionIds: readonly number[],
  memberIds: readonly number[],
): Promise<ParticipationRow[]> {
  if (promotionIds.length === 0 || memberIds.length === 0) return [];
  const { rows } = await db.query<ParticipationRow>(
    `select * from promotion_participations where promotion_id = any($1) and member_id = any($2)
        and state in ('joined', 'process') for update`,
    [promotionIds, memberIds],
  );
  return rows;
}

/** Cycles of periodic promotions whose period is over: the cycle key differs from the current one. */
export async function finishedCycles(
  db: Queryable,
  promotionId: number,
  currentCycle: string,
  limit: number,
): Promise<ParticipationRow[]> {
  const { rows } = await db.query<ParticipationRow>(
    `select * from promotion_participations where promotion_id = $1 and state = 'process' and cycle <> $2
      order by id limit $3 for update skip locked`,
    [promotionId, currentCycle, limit],
  );
  return rows;
}

export async function claimables(
  db: Queryable,
  memberId: number,
): Promise<(ParticipationRow & { texts: unknown; kind: string })[]> {
  const { rows } = await db.query(
    `select pp.*, p.texts, p.kind from promotion_participations pp join promotions p on p.id = pp.promotion_id
      where pp.member_id = $1 and pp.state in ('claim', 'applying') order by pp.updated_at desc limit 100`,
    [memberId],
  );
  return rows;
}

/** Which of these members hold the promotion already: joined, waiting for approval, paid or in play. */
export async function holdersAmong(
  db: Queryable,
  promotionId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const { rows } = await db.query<{ member_id: string }>(
    `select distinct member_id from promotion_participations
      where promotion_id = $1 and member_id = any($2) and state in ('joined', 'applying', 'issued', 'claimed', 'process')`,
    [promotionId, memberIds],
  );
  return rows.map((r) => Number(r.member_id));
}
