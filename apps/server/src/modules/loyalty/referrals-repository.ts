import type { Queryable } from "../../platform/db.js";

// Referrals: who brought whom, turnover towards qualifying and rewards.

export interface ReferralRow {
  referred_id: string;
  referrer_id: string;
  merchant_code: string;
  status: "registered" | "qualified" | "rewarded";
  turnover: string;
  reward_id: string | null;
  created_at: Date;
}

export async function referralsOf(db: Queryable, referredIds: readonly number[]): Promise<ReferralRow[]> {
  if (referredIds.length === 0) return [];
  const { rows } = await db.query<ReferralRow>(
    "select * from loyalty_referrals where referred_id = any($1) and status = 'registered' order by referred_id for update",
    [referredIds],
  );
  return rows;
}

/** A loop: the referrer was itself referred by the friend. */
export async function isLoop(db: Queryable, referrerId: number, referredId: number): Promise<boolean> {
  const { rows } = await db.query(
    "select 1 from loyalty_referrals where referred_id = $1 and referrer_id = $2",
    [referrerId, referredId],
  );
  return rows.length > 0;
}

export async function rewardedCount(db: Queryable, referrerId: number): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    "select count(*) as n from loyalty_referrals where referrer_id = $1 and reward_id is not null",
    [referrerId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function addReferralTurnover(
  db: Queryable,
  referredId: number,
  turnover: bigint,
): Promise<bigint> {
  const { rows } = await db.query<{ turnover: string }>(
    "update loyalty_referrals set turnover = turnover + $2 where referred_id = $1 returning turnover",
    [referredId, turnover.toString()],
  );
  return BigInt(rows[0]?.turnover ?? 0);
}

export async function qualifyReferral(
  db: Queryable,
  referredId: number,
  rewardId: number | null,
): Promise<void> {
  await db.query(
    "update loyalty_referrals set status = 'qualified', qualified_at = now(), reward_id = $2 where referred_id = $1",
    [referredId, rewardId],
  );
}

export async function referralSummary(db: Queryable, referrerId: number) {
  const { rows } = await db.query<{ total: string; qualified: string; rewarded: string }>(
    `select count(*) as total, count(*) filter (where r.status <> 'registered') as qualified,
            coalesce(sum(w.amount) filter (where w.state = 'claimed'), 0) as rewarded
       from loyalty_referrals r left join loyalty_rewards w on w.id = r.reward_id where r.referrer_id = $1`,
    [referrerId],
  );
  return rows[0] ?? { total: "0", qualified: "0", rewarded: "0" };
}

export async function referralPage(db: Queryable, referrerId: number, limit: number, offset: number) {
  const { rows } = await db.query<{
    username: string;
    created_at: Date;
    status: "registered" | "qualified" | "rewarded";
    amount: string | null;
    total: string;
  }>(
    `select m.username, r.created_at, r.status, w.amount, count(*) over () as total
       from loyalty_referrals r join members m on m.id = r.referred_id left join loyalty_rewards w on w.id = r.reward_id
      where r.referrer_id = $1 order by r.created_at desc, r.referred_id desc limit $2 offset $3`,
    [referrerId, limit, offset],
  );
  return rows;
}
