import type { StaffText } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";

// The points mall: its rewards, their stock and players' redemptions.

export interface MallRow {
  id: string;
  merchant_code: string;
  status: "active" | "paused" | "ended";
  kind: "cash" | "bonus" | "physical";
  points: string;
  amount: string | null;
  wagering: unknown;
  stock: number | null;
  per_player_limit: number | null;
  /** As staff wrote them: PT and EN, any other language optional. */
  texts: StaffText<{ title: string; description: string }>;
  image_url: string;
  sort_order: number;
}

export async function activeMall(db: Queryable, merchant: string): Promise<MallRow[]> {
  const { rows } = await db.query<MallRow>(
    "select * from mall_rewards where merchant_code = $1 and status = 'active' order by sort_order, id",
    [merchant],
  );
  return rows;
}

export async function mallPage(db: Queryable, merchant: string, limit: number, offset: number) {
  const { rows } = await db.query<MallRow & { total: string; redeemed: string }>(
    `select r.*, count(*) over () as total,
            (select coalesce(sum(quantity), 0) from point_redemptions p where p.reward_id = r.id and p.status <> 'rejected') as redeemed
       from mall_rewards r where merchant_code = $1 order by sort_order, id limit $2 offset $3`,
    [merchant, limit, offset],
  );
  return rows;
}

export async function mallReward(db: Queryable, id: number): Promise<MallRow | undefined> {
  const { rows } = await db.query<MallRow>("select * from mall_rewards where id = $1", [id]);
  return rows[0];
}

export interface MallInput {
  merchant: string;
  kind: string;
  points: number;
  amount: bigint | null;
  wagering: unknown;
  stock: number | null;
  perPlayerLimit: number | null;
  texts: unknown;
  imageUrl: string;
  sortOrder: number;
  seedKey?: string;
}

export async function insertMall(db: Queryable, m: MallInput): Promise<MallRow | undefined> {
  const { rows } = await db.query<MallRow>(
    `insert into mall_rewards (merchant_code, kind, points, amount, wagering, stock, per_player_limit, texts, image_url, sort_order, seed_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (merchant_code, seed_key) do nothing returning *`,
    [
      m.merchant,
      m.kind,
      m.points,
      m.amount?.toString() ?? null,
      m.wagering === null || m.wagering === undefined ? null : JSON.stringify(m.wagering),
      m.stock,
      m.perPlayerLimit,
      JSON.stringify(m.texts),
      m.imageUrl,
      m.sortOrder,
      m.seedKey ?? null,
    ],
  );
  return rows[0];
}

export async function updateMall(db: Queryable, id: number, m: MallInput): Promise<MallRow | undefined> {
  const { rows } = await db.query<MallRow>(
    `update mall_rewards set kind = $2, points = $3, amount = $4, wagering = $5, stock = $6, per_player_limit = $7,
       texts = $8, image_url = $9, sort_order = $10, updated_at = now()
      where id = $1 and status <> 'ended' returning *`,
    [
      id,
      m.kind,
      m.points,
      m.amount?.toString() ?? null,
      m.wagering === null || m.wagering === undefined ? null : JSON.stringify(m.wagering),
      m.stock,
      m.perPlayerLimit,
      JSON.stringify(m.texts),
      m.imageUrl,
      m.sortOrder,
    ],
  );
  return rows[0];
}

export async function setMallStatus(db: Queryable, id: number, status: string) {
  const { rows } = await db.query<MallRow>(
    "update mall_rewards set status = $2, updated_at = now() where id = $1 and status <> 'ended' returning *",
    [id, status],
  );
  return rows[0];
}

/** Takes units from stock (none taken when too few are left): the row after, or undefined. */
export async function takeStock(db: Queryable, id: number, merchant: string, quantity: number) {
  const { rows } = await db.query<MallRow>(
    `update mall_rewards set stock = case when stock is null then null else stock - $3 end
      where id = $1 and merchant_code = $2 and status = 'active' and (stock is null or stock >= $3) returning *`,
    [id, merchant, quantity],
  );
  return rows[0];
}

export async function returnStock(db: Queryable, id: number, quantity: number): Promise<void> {
  await db.query("update mall_rewards set stock = stock + $2 where id = $1 and stock is not null", [
    id,
    quantity,
  ]);
}

export async function redeemedBy(db: Queryable, memberId: number, rewardIds: readonly number[]) {
  const { rows } = await db.query<{ reward_id: string; n: string }>(
    `select reward_id, sum(quantity) as n from point_redemptions
      where member_id = $1 and reward_id = any($2) and status <> 'rejected' group by reward_id`,
    [memberId, rewardIds],
  );
  return new Map(rows.map((r) => [Number(r.reward_id), Number(r.n)]));
}

export interface RedemptionRow {
  id: string;
  member_id: string;
  merchant_code: string;
  reward_id: string;
  quantity: number;
  points: string;
  amount: string | null;
  texts: Record<string, { title: string }>;
  kind: "cash" | "bonus" | "physical";
  status: "in_process" | "rejected" | "approved";
  reason: string | null;
  address: unknown;
  bonus_id: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export async function insertRedemption(
  db: Queryable,
  r: {
    memberId: number;
    merchant: string;
    rewardId: number;
    quantity: number;
    points: bigint;
    amount: bigint | null;
    texts: unknown;
    kind: string;
    status: string;
    address: unknown;
  },
): Promise<RedemptionRow> {
  const { rows } = await db.query<RedemptionRow>(
    `insert into point_redemptions (member_id, merchant_code, reward_id, quantity, points, amount, texts, kind, status, address, decided_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, case when $9 = 'in_process' then null else now() end) returning *`,
    [
      r.memberId,
      r.merchant,
      r.rewardId,
      r.quantity,
      r.points.toString(),
      r.amount?.toString() ?? null,
      JSON.stringify(r.texts),
      r.kind,
      r.status,
      r.address === undefined ? null : JSON.stringify(r.address),
    ],
  );
  return rows[0] as RedemptionRow;
}

export async function setRedemptionBonus(db: Queryable, id: number, bonusId: number | null): Promise<void> {
  await db.query("update point_redemptions set bonus_id = $2 where id = $1", [id, bonusId]);
}

export async function redemptions(
  db: Queryable,
  filter: { memberId?: number; merchant?: string; status?: string; oldestFirst?: boolean },
  limit: number,
  offset: number,
) {
  const { rows } = await db.query<RedemptionRow & { total: string; username: string }>(
    `select r.*, m.username, count(*) over () as total from point_redemptions r join members m on m.id = r.member_id
      where ($1::bigint is null or r.member_id = $1) and ($2::text is null or r.merchant_code = $2)
        and ($3::text is null or r.status = $3)
      order by case when $6 then r.id else -r.id end limit $4 offset $5`,
    [
      filter.memberId ?? null,
      filter.merchant ?? null,
      filter.status ?? null,
      limit,
      offset,
      filter.oldestFirst ?? false,
    ],
  );
  return rows;
}

/** Decides a redemption in process, once: undefined when it is not in process. */
export async function decideRedemption(db: Queryable, id: number, status: string, reason: string | null) {
  const { rows } = await db.query<RedemptionRow>(
    `update point_redemptions set status = $2, reason = $3, decided_at = now()
      where id = $1 and status = 'in_process' returning *`,
    [id, status, reason],
  );
  return rows[0];
}

export async function redemption(db: Queryable, id: number) {
  const { rows } = await db.query<RedemptionRow & { username: string }>(
    "select r.*, m.username from point_redemptions r join members m on m.id = r.member_id where r.id = $1",
    [id],
  );
  return rows[0];
}
