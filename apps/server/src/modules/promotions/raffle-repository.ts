import type { Queryable } from "../../platform/db.js";
import type { PromotionRow } from "./promotions-repository.js";

export interface DrawRow {
  id: string;
  promotion_id: string;
  period_start: Date;
  period_end: Date;
  seed: string;
  seed_hash: string;
  beacon_round: string | null;
  beacon_randomness: string | null;
  tickets: number | null;
  state: "open" | "drawn";
}

export async function rafflesWithoutDraw(db: Queryable): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(
    `select p.* from promotions p where p.kind = 'raffle' and p.status <> 'ended' and p.ends_at is not null
        and not exists (select 1 from raffle_draws d where d.promotion_id = p.id)`,
  );
  return rows;
}

export async function openDraw(
  db: Queryable,
  promotionId: number,
  start: Date,
  end: Date,
  seed: string,
  seedHash: string,
): Promise<void> {
  await db.query(
    `insert into raffle_draws (promotion_id, period_start, period_end, seed, seed_hash)
     values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [promotionId, start, end, seed, seedHash],
  );
}

export async function drawsDue(db: Queryable): Promise<DrawRow[]> {
  const { rows } = await db.query<DrawRow>(
    "select * from raffle_draws where state = 'open' and period_end <= now() order by id limit 50",
  );
  return rows;
}

export async function lockDraw(db: Queryable, id: number): Promise<DrawRow | undefined> {
  const { rows } = await db.query<DrawRow>("select * from raffle_draws where id = $1 for update", [id]);
  return rows[0];
}

export async function findDraw(db: Queryable, id: number): Promise<DrawRow | undefined> {
  const { rows } = await db.query<DrawRow>("select * from raffle_draws where id = $1", [id]);
  return rows[0];
}

export async function drawOf(db: Queryable, promotionId: number): Promise<DrawRow | undefined> {
  const { rows } = await db.query<DrawRow>(
    "select * from raffle_draws where promotion_id = $1 order by id desc limit 1",
    [promotionId],
  );
  return rows[0];
}

/** Ticket holders in participation order: the order that numbers the tickets. */
export async function ticketHolders(
  db: Queryable,
  promotionId: number,
): Promise<{ memberId: number; tickets: number }[]> {
  const { rows } = await db.query<{ member_id: string; tickets: number }>(
    `select member_id, tickets from promotion_participations
      where promotion_id = $1 and state in ('joined', 'process') and tickets > 0 order by id`,
    [promotionId],
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), tickets: r.tickets }));
}

export async function ticketCount(db: Queryable, promotionId: number): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    "select coalesce(sum(tickets), 0) as n from promotion_participations where promotion_id = $1",
    [promotionId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function participants(db: Queryable, promotionId: number) {
  const { rows } = await db.query<{ id: string; member_id: string; state: string }>(
    `select id, member_id, state from promotion_participations
      where promotion_id = $1 and state in ('joined', 'process') for update`,
    [promotionId],
  );
  return rows;
}

export async function insertWinner(
  db: Queryable,
  drawId: number,
  rank: number,
  memberId: number,
  ticket: number,
  prize: bigint,
): Promise<void> {
  await db.query(
    "insert into raffle_winners (draw_id, rank, member_id, ticket, prize) values ($1, $2, $3, $4, $5)",
    [drawId, rank, memberId, ticket, prize],
  );
}

export async function markDrawn(
  db: Queryable,
  id: number,
  round: number,
  randomness: string,
  signature: string,
  tickets: number,
): Promise<void> {
  await db.query(
    `update raffle_draws set state = 'drawn', beacon_round = $2, beacon_randomness = $3, beacon_signature = $4,
            tickets = $5, drawn_at = now() where id = $1`,
    [id, round, randomness, signature, tickets],
  );
}

export async function lockWinner(db: Queryable, drawId: number, memberId: number) {
  const { rows } = await db.query<{ rank: number; prize: string; claimed_at: Date | null }>(
    "select rank, prize, claimed_at from raffle_winners where draw_id = $1 and member_id = $2 for update",
    [drawId, memberId],
  );
  return rows[0];
}

export async function markClaimed(db: Queryable, drawId: number, rank: number): Promise<void> {
  await db.query("update raffle_winners set claimed_at = now() where draw_id = $1 and rank = $2", [
    drawId,
    rank,
  ]);
}

export async function winnersOf(db: Queryable, drawId: number) {
  const { rows } = await db.query<{ rank: number; ticket: number; prize: string; username: string }>(
    `select w.rank, w.ticket, w.prize, m.username from raffle_winners w join members m on m.id = w.member_id
      where w.draw_id = $1 order by w.rank`,
    [drawId],
  );
  return rows;
}

export async function recentWinners(db: Queryable, merchant: string, size: number) {
  const { rows } = await db.query<{ username: string; prize: string; texts: unknown; drawn_at: Date }>(
    `select m.username, w.prize, p.texts, d.drawn_at from raffle_winners w
       join raffle_draws d on d.id = w.draw_id join promotions p on p.id = d.promotion_id
       join members m on m.id = w.member_id
      where p.merchant_code = $1 order by d.drawn_at desc, w.rank limit $2`,
    [merchant, size],
  );
  return rows;
}

/** Unclaimed prizes of a member, for the reward centre. */
export async function unclaimedPrizes(db: Queryable, memberId: number) {
  const { rows } = await db.query<{ draw_id: string; promotion_id: string; prize: string; texts: unknown }>(
    `select w.draw_id, d.promotion_id, w.prize, p.texts from raffle_winners w
       join raffle_draws d on d.id = w.draw_id join promotions p on p.id = d.promotion_id
      where w.member_id = $1 and w.claimed_at is null order by d.drawn_at desc`,
    [memberId],
  );
  return rows;
}
