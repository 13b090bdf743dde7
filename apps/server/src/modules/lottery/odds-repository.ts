import type { Queryable } from "../../platform/db.js";

/** SQL of the lottery's per-brand odds, limits and liability alerts. */

export async function oddsRows(
  db: Queryable,
  merchant: string,
): Promise<{ game: string; odds: Record<string, number>; updated_at: Date }[]> {
  const result = await db.query<{ game: string; odds: Record<string, number>; updated_at: Date }>(
    "select game, odds, updated_at from lottery_odds where merchant_code = $1",
    [merchant],
  );
  return result.rows;
}

export async function saveOdds(
  db: Queryable,
  merchant: string,
  game: string,
  odds: Record<string, number>,
  by: string,
): Promise<Date> {
  const result = await db.query<{ updated_at: Date }>(
    `insert into lottery_odds (merchant_code, game, odds, updated_by) values ($1, $2, $3, $4)
     on conflict (merchant_code, game) do update set odds = excluded.odds, updated_by = excluded.updated_by,
       updated_at = now()
     returning updated_at`,
    [merchant, game, JSON.stringify(odds), by],
  );
  return result.rows[0]!.updated_at;
}

export interface LimitsRow {
  max_rtp: string | null;
  min_stake: string | null;
  max_stake: string | null;
  max_liability: string | null;
  series: number | null;
}

export async function limits(db: Queryable, merchant: string): Promise<LimitsRow | undefined> {
  const result = await db.query<LimitsRow>(
    "select max_rtp::text, min_stake::text, max_stake::text, max_liability::text, series from lottery_limits where merchant_code = $1",
    [merchant],
  );
  return result.rows[0];
}

export async function alerts(
  db: Queryable,
  openOnly: boolean,
  limit: number,
  offset: number,
): Promise<{
  rows: {
    id: string;
    draw_id: string | null;
    kind: string;
    detail: string;
    created_at: Date;
    resolved_at: Date | null;
  }[];
  total: number;
}> {
  const where = openOnly ? "where resolved_at is null" : "";
  const total = await db.query<{ n: string }>(`select count(*) as n from lottery_alerts ${where}`);
  const rows = await db.query<{
    id: string;
    draw_id: string | null;
    kind: string;
    detail: string;
    created_at: Date;
    resolved_at: Date | null;
  }>(
    `select id::text, draw_id, kind, detail, created_at, resolved_at from lottery_alerts ${where}
      order by created_at desc, id desc limit $1 offset $2`,
    [limit, offset],
  );
  return { rows: rows.rows, total: Number(total.rows[0]!.n) };
}

export async function insertAlert(
  db: Queryable,
  drawId: string | null,
  kind: "disagree" | "missing" | "invalid" | "late" | "correction" | "beacon",
  detail: string,
): Promise<void> {
  await db.query("insert into lottery_alerts (draw_id, kind, detail) values ($1, $2, $3)", [
    drawId,
    kind,
    detail,
  ]);
}

/** A slip in one statement (migration 1121): see `SlipStatement`. */
