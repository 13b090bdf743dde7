import type { Queryable } from "../../platform/db.js";
import type { BonusRow } from "./bonuses-repository.js";

/** SQL of the settled bets queue the promotions read, and the big wins it records. */

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
