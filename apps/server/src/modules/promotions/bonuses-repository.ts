import type { Queryable } from "../../platform/db.js";

/** SQL of the bonuses: granting, wagering, finishing, and the split of a stake between cash and bonus. */

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
