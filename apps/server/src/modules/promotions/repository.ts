import type { Queryable } from "../../platform/db.js";

export interface PromotionRow {
  id: string;
  merchant_code: string;
  kind: string;
  status: "active" | "paused" | "ended";
  version: number;
  terms: unknown;
  eligibility: unknown;
  texts: unknown;
  image_url: string;
  starts_at: Date;
  ends_at: Date | null;
  budget: string | null;
  sort_order: number;
}

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

export interface BonusRow {
  id: string;
  member_id: string;
  merchant_code: string;
  currency: string;
  promotion_id: string | null;
  participation_id: string | null;
  amount: string;
  wagering_required: string;
  wagering_done: string;
  contributions: Record<string, number>;
  max_stake: string | null;
  state: "active" | "converted" | "forfeited" | "expired";
  issued_at: Date;
  expires_at: Date;
  finished_at: Date | null;
  settled_amount: string | null;
  house_only: boolean;
}

// ----- Promotions -----

export interface PromotionInput {
  merchant: string;
  kind: string;
  status: "active" | "paused" | "ended";
  terms: unknown;
  eligibility: unknown;
  texts: unknown;
  imageUrl: string;
  startsAt: Date;
  endsAt: Date | null;
  budget: bigint | null;
  sortOrder: number;
  seedKey?: string;
}

export async function insertPromotion(db: Queryable, p: PromotionInput): Promise<PromotionRow> {
  const { rows } = await db.query<PromotionRow>(
    `insert into promotions (merchant_code, kind, status, terms, eligibility, texts, image_url, starts_at,
                             ends_at, budget, sort_order, seed_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (merchant_code, seed_key) do nothing
     returning *`,
    [
      p.merchant,
      p.kind,
      p.status,
      JSON.stringify(p.terms),
      JSON.stringify(p.eligibility),
      JSON.stringify(p.texts),
      p.imageUrl,
      p.startsAt,
      p.endsAt,
      p.budget,
      p.sortOrder,
      p.seedKey ?? null,
    ],
  );
  return rows[0] as PromotionRow;
}

export async function updatePromotion(db: Queryable, id: number, p: PromotionInput): Promise<PromotionRow> {
  const { rows } = await db.query<PromotionRow>(
    `update promotions set terms = $2, eligibility = $3, texts = $4, image_url = $5, starts_at = $6,
            ends_at = $7, budget = $8, sort_order = $9, version = version + 1, updated_at = now()
      where id = $1 returning *`,
    [
      id,
      JSON.stringify(p.terms),
      JSON.stringify(p.eligibility),
      JSON.stringify(p.texts),
      p.imageUrl,
      p.startsAt,
      p.endsAt,
      p.budget,
      p.sortOrder,
    ],
  );
  return rows[0] as PromotionRow;
}

export async function setStatus(db: Queryable, id: number, status: string): Promise<PromotionRow> {
  const { rows } = await db.query<PromotionRow>(
    "update promotions set status = $2, updated_at = now() where id = $1 returning *",
    [id, status],
  );
  return rows[0] as PromotionRow;
}

export async function findPromotion(
  db: Queryable,
  id: number,
  merchant?: string,
  lock = false,
): Promise<PromotionRow | undefined> {
  const { rows } = await db.query<PromotionRow>(
    `select * from promotions where id = $1 and ($2::text is null or merchant_code = $2)${lock ? " for update" : ""}`,
    [id, merchant ?? null],
  );
  return rows[0];
}

/** What the player's list shows: everything not ended, and what ended in the last week. */
export async function visiblePromotions(
  db: Queryable,
  merchant: string,
  page: number,
  size: number,
): Promise<{ rows: PromotionRow[]; total: number }> {
  const where = `merchant_code = $1 and (status <> 'ended' or updated_at > now() - interval '7 days')
                 and (ends_at is null or ends_at > now() - interval '7 days')`;
  const [list, count] = await Promise.all([
    db.query<PromotionRow>(
      `select * from promotions where ${where} order by sort_order, starts_at desc, id desc limit $2 offset $3`,
      [merchant, size, (page - 1) * size],
    ),
    db.query<{ n: string }>(`select count(*) as n from promotions where ${where}`, [merchant]),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Promotions of the kinds given that are running now (the jobs' work). */
export async function runningPromotions(db: Queryable, kinds: readonly string[]): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(
    `select * from promotions where kind = any($1) and status = 'active' and starts_at <= now()
        and (ends_at is null or ends_at > now())`,
    [kinds],
  );
  return rows;
}

export async function opsPromotions(
  db: Queryable,
  merchant: string,
  page: number,
  size: number,
): Promise<{
  rows: (PromotionRow & { participants: string; issued: string; converted: string; forfeited: string })[];
  total: number;
}> {
  const [list, count] = await Promise.all([
    db.query(
      `select p.*, (select count(*) from promotion_participations pp where pp.promotion_id = p.id) as participants,
              coalesce(c.issued, 0) as issued, coalesce(c.converted, 0) as converted,
              coalesce(c.forfeited, 0) as forfeited
         from promotions p left join promotion_costs c on c.promotion_id = p.id
        where p.merchant_code = $1 order by p.id desc limit $2 offset $3`,
      [merchant, size, (page - 1) * size],
    ),
    db.query<{ n: string }>("select count(*) as n from promotions where merchant_code = $1", [merchant]),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function costOf(
  db: Queryable,
  promotionId: number,
): Promise<{ participants: string; issued: string; converted: string; forfeited: string }> {
  const { rows } = await db.query(
    `select (select count(*) from promotion_participations where promotion_id = $1) as participants,
            coalesce(c.issued, 0) as issued, coalesce(c.converted, 0) as converted,
            coalesce(c.forfeited, 0) as forfeited
       from (select 1) one left join promotion_costs c on c.promotion_id = $1`,
    [promotionId],
  );
  return rows[0];
}

export async function addCost(
  db: Queryable,
  promotionId: number,
  part: "issued" | "converted" | "forfeited",
  amount: bigint,
): Promise<void> {
  await db.query(
    `insert into promotion_costs as c (promotion_id, ${part}) values ($1, $2)
     on conflict (promotion_id) do update set ${part} = c.${part} + excluded.${part}`,
    [promotionId, amount],
  );
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

// ----- Bonuses -----

export async function activeBonus(
  db: Queryable,
  memberId: number | string,
  lock = false,
): Promise<BonusRow | undefined> {
  const { rows } = await db.query<BonusRow>(
    `select * from bonuses where member_id = $1 and state = 'active'${lock ? " for update" : ""}`,
    [memberId],
  );
  return rows[0];
}

export async function insertBonus(
  db: Queryable,
  b: {
    memberId: number;
    merchant: string;
    currency: string;
    promotionId: number | null;
    participationId: number | null;
    amount: bigint;
    wageringRequired: bigint;
    contributions: Record<string, number>;
    maxStake: bigint | null;
    expiresAt: Date;
    houseOnly: boolean;
  },
): Promise<BonusRow> {
  const { rows } = await db.query<BonusRow>(
    `insert into bonuses (member_id, merchant_code, currency, promotion_id, participation_id, amount,
                          wagering_required, contributions, max_stake, expires_at, house_only)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *`,
    [
      b.memberId,
      b.merchant,
      b.currency,
      b.promotionId,
      b.participationId,
      b.amount,
      b.wageringRequired,
      JSON.stringify(b.contributions),
      b.maxStake,
      b.expiresAt,
      b.houseOnly,
    ],
  );
  return rows[0] as BonusRow;
}

export async function addWagering(db: Queryable, bonusId: number, amount: bigint): Promise<BonusRow> {
  const { rows } = await db.query<BonusRow>(
    "update bonuses set wagering_done = greatest(wagering_done + $2, 0) where id = $1 returning *",
    [bonusId, amount],
  );
  return rows[0] as BonusRow;
}

export async function finishBonus(
  db: Queryable,
  bonusId: number,
  state: "converted" | "forfeited" | "expired",
  settled: bigint,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update bonuses set state = $2, settled_amount = $3, finished_at = now() where id = $1 and state = 'active'`,
    [bonusId, state, settled],
  );
  return rowCount === 1;
}

export async function bonusesOf(
  db: Queryable,
  memberId: number,
  state: string | undefined,
  page: number,
  size: number,
): Promise<{ rows: (BonusRow & { texts: unknown })[]; total: number }> {
  const where = "b.member_id = $1 and ($2::text is null or b.state = $2)";
  const [list, count] = await Promise.all([
    db.query(
      `select b.*, p.texts from bonuses b left join promotions p on p.id = b.promotion_id where ${where}
        order by b.issued_at desc, b.id desc limit $3 offset $4`,
      [memberId, state ?? null, size, (page - 1) * size],
    ),
    db.query<{ n: string }>(`select count(*) as n from bonuses b where ${where}`, [memberId, state ?? null]),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function expiredBonuses(db: Queryable, limit: number): Promise<BonusRow[]> {
  const { rows } = await db.query<BonusRow>(
    "select * from bonuses where state = 'active' and expires_at <= now() order by id limit $1",
    [limit],
  );
  return rows;
}

export async function bonusesWithProgress(db: Queryable, limit: number): Promise<BonusRow[]> {
  const { rows } = await db.query<BonusRow>(
    `select * from bonuses where state = 'active' and wagering_done >= wagering_required order by id limit $1`,
    [limit],
  );
  return rows;
}

// ----- Stake split -----

export async function recordSplit(
  db: Queryable,
  reference: string,
  bonusId: number,
  main: bigint,
  bonus: bigint,
): Promise<void> {
  await db.query(
    "insert into bonus_stakes (reference, bonus_id, main_part, bonus_part) values ($1, $2, $3, $4) on conflict do nothing",
    [reference, bonusId, main, bonus],
  );
}

/** The member's active bonus and, when the bet used it, the bet's split: one round trip. */
export async function activeBonusAndSplit(
  db: Queryable,
  memberId: number | string,
  betReference: string,
): Promise<
  | {
      bonus_id: string | null;
      house_only: boolean | null;
      main_part: string | null;
      bonus_part: string | null;
    }
  | undefined
> {
  const { rows } = await db.query(
    `select b.id as bonus_id, b.house_only, s.main_part, s.bonus_part
       from (select id, house_only from bonuses where member_id = $1 and state = 'active') b
       full join (select bonus_id, main_part, bonus_part from bonus_stakes where reference = $2) s on s.bonus_id = b.id`,
    [memberId, betReference],
  );
  return rows[0];
}

// ----- Settled bets queue -----

export interface QueuedBet {
  member_id: string;
  merchant_code: string;
  category: string;
  stake: string;
  win: string;
  settled_at: Date;
}

/** Takes (and deletes) up to `limit` queued bets; the caller's transaction makes it once. */
export async function takeQueuedBets(db: Queryable, limit: number): Promise<QueuedBet[]> {
  const { rows } = await db.query<QueuedBet>(
    `delete from promotion_bet_queue where id in (
       select id from promotion_bet_queue order by id limit $1 for update skip locked)
     returning member_id, merchant_code, category, stake, win, settled_at`,
    [limit],
  );
  return rows;
}

export async function activeBonusesOf(db: Queryable, memberIds: readonly number[]): Promise<BonusRow[]> {
  const { rows } = await db.query<BonusRow>(
    "select * from bonuses where member_id = any($1) and state = 'active' for update",
    [memberIds],
  );
  return rows;
}

export async function insertBigWins(db: Queryable, bets: readonly QueuedBet[]): Promise<void> {
  if (bets.length === 0) return;
  await db.query(
    `insert into promotion_big_wins (member_id, merchant_code, category, stake, win, won_at)
     select * from unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::timestamptz[])`,
    [
      bets.map((b) => b.member_id),
      bets.map((b) => b.merchant_code),
      bets.map((b) => b.category),
      bets.map((b) => b.stake),
      bets.map((b) => b.win),
      bets.map((b) => b.settled_at),
    ],
  );
}

export async function recentBigWins(db: Queryable, merchant: string, size: number) {
  const { rows } = await db.query<{ username: string; win: string; category: string; won_at: Date }>(
    `select m.username, w.win, w.category, w.won_at from promotion_big_wins w join members m on m.id = w.member_id
      where w.merchant_code = $1 order by w.won_at desc limit $2`,
    [merchant, size],
  );
  return rows;
}
