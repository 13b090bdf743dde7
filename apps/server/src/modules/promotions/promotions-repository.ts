import type { Queryable } from "../../platform/db.js";

/** SQL of the promotions themselves: the operator's edits, what runs, what each has cost. */

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
