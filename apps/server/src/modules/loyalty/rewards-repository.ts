import type { Queryable } from "../../platform/db.js";

// The reward centre: rewards waiting to be claimed, claimed and paid.

export interface RewardRow {
  id: string;
  member_id: string;
  merchant_code: string;
  source: "mission" | "vip" | "referral";
  source_key: string;
  kind: "points" | "bonus" | "cash";
  amount: string;
  wagering: unknown;
  title: Record<string, string>;
  state: "claim" | "claimed";
  bonus_id: string | null;
  created_at: Date;
}

/** Creates the reward once per cause; undefined when the cause already has one. */
export async function insertReward(
  db: Queryable,
  r: {
    memberId: number;
    merchant: string;
    source: string;
    sourceKey: string;
    kind: string;
    amount: bigint;
    wagering?: unknown;
    title: Record<string, string>;
  },
): Promise<RewardRow | undefined> {
  const { rows } = await db.query<RewardRow>(
    `insert into loyalty_rewards (member_id, merchant_code, source, source_key, kind, amount, wagering, title)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (source_key) do nothing returning *`,
    [
      r.memberId,
      r.merchant,
      r.source,
      r.sourceKey,
      r.kind,
      r.amount.toString(),
      r.wagering === undefined ? null : JSON.stringify(r.wagering),
      JSON.stringify(r.title),
    ],
  );
  return rows[0];
}

export async function openRewards(db: Queryable, memberId: number): Promise<RewardRow[]> {
  const { rows } = await db.query<RewardRow>(
    "select * from loyalty_rewards where member_id = $1 and state = 'claim' order by id",
    [memberId],
  );
  return rows;
}

/** Marks the reward claimed, once: undefined when it is not the player's or not open. */
export async function takeReward(db: Queryable, id: number, memberId: number, source: string) {
  const { rows } = await db.query<RewardRow>(
    `update loyalty_rewards set state = 'claimed', claimed_at = now()
      where id = $1 and member_id = $2 and source = $3 and state = 'claim' returning *`,
    [id, memberId, source],
  );
  return rows[0];
}

export async function rewardOf(db: Queryable, id: number, memberId: number, source: string) {
  const { rows } = await db.query<RewardRow>(
    "select * from loyalty_rewards where id = $1 and member_id = $2 and source = $3",
    [id, memberId, source],
  );
  return rows[0];
}

export async function markRewardPaid(
  db: Queryable,
  reward: RewardRow,
  bonusId: number | null,
): Promise<void> {
  await db.query("update loyalty_rewards set bonus_id = $2 where id = $1", [reward.id, bonusId]);
  if (reward.source === "mission")
    await db.query("update mission_progress set state = 'claimed', updated_at = now() where reward_id = $1", [
      reward.id,
    ]);
  if (reward.source === "referral")
    await db.query("update loyalty_referrals set status = 'rewarded' where reward_id = $1", [reward.id]);
}
