import type { LanguageCode } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";

export interface RecordFilter {
  memberId: number;
  timeZone: string;
  startDate: string;
  endDate: string;
  gameType?: string;
  vendor?: string;
  esportsVendors: string[];
}

export interface RoundRecordRow {
  round_id: string;
  game_type: string;
  vendor_code: string;
  vendor_name: string;
  game_code: string;
  game_name: string;
  /** A lottery game's own names (the lobby's), null for other games. */
  lottery_name_pt: string | null;
  lottery_name_en: string | null;
  /** Its names in the other languages, by code (VI, TH, ZH, ID, ES). */
  lottery_names: Partial<Record<LanguageCode, string>> | null;
  stake: string;
  win: string;
  refund: string;
  status: string;
  demo: boolean;
  started_at: Date;
  settled_at: Date | null;
}

/**
 * Every round a player played: third-party rounds, the house's own games and lottery tickets
 * (their views have the same shape), so the records and the winner board cover all three.
 */
export const ALL_ROUNDS = `(
  select id, round_id, member_id, merchant_code, game_id, vendor_code, demo, stake, win, refund, status,
         started_at, settled_at from game_rounds
  union all
  select id, round_id, member_id, merchant_code, game_id, vendor_code, demo, stake, win, refund, status,
         started_at, settled_at from house_game_records
  union all
  select id, round_id, member_id, merchant_code, game_id, vendor_code, demo, stake, win, refund, status,
         started_at, settled_at from lottery_records)`;

/**
 * Category as the player sees it (RecordCategory): house games are their own category, sports
 * vendors listed as esports count as ESPORTS, everything else is its game's category.
 */
const CATEGORY = `case when r.vendor_code = 'BGS' then 'BGS'
  when g.game_type = 'SPORTS' and r.vendor_code = any($4::text[]) then 'ESPORTS' else g.game_type end`;

function where(filter: RecordFilter, params: unknown[]): string {
  params.push(filter.memberId, filter.startDate, filter.endDate, filter.esportsVendors, filter.timeZone);
  const clauses = [
    // Names $4's type for the statements that use it only in their select list, or not at all.
    "cardinality($4::text[]) >= 0",
    "r.member_id = $1",
    "r.started_at >= ($2::date)::timestamp at time zone $5",
    "r.started_at < ($3::date + 1)::timestamp at time zone $5",
  ];
  if (filter.gameType) {
    params.push(filter.gameType);
    clauses.push(`${CATEGORY} = $${params.length}`);
  }
  if (filter.vendor) {
    params.push(filter.vendor);
    clauses.push(`r.vendor_code = $${params.length}`);
  }
  return clauses.join(" and ");
}

export async function roundRecords(
  db: Queryable,
  filter: RecordFilter,
  limit: number,
  offset: number,
): Promise<{ rows: RoundRecordRow[]; total: number; stake: string; win: string; refund: string }> {
  const params: unknown[] = [];
  const clause = where(filter, params);
  const totals = await db.query<{ total: string; stake: string; win: string; refund: string }>(
    `select count(*) as total, coalesce(sum(r.stake), 0) as stake, coalesce(sum(r.win), 0) as win,
            coalesce(sum(r.refund), 0) as refund
       from ${ALL_ROUNDS} r join games g on g.id = r.game_id where ${clause}`,
    params,
  );
  const rows = await db.query<RoundRecordRow>(
    `select r.round_id, ${CATEGORY} as game_type, r.vendor_code, v.name as vendor_name, g.game_code,
            g.name as game_name, lg.name_pt as lottery_name_pt, lg.name_en as lottery_name_en,
            lg.names as lottery_names,
            r.stake, r.win, r.refund, r.status, r.demo, r.started_at, r.settled_at
       from ${ALL_ROUNDS} r join games g on g.id = r.game_id join game_vendors v on v.code = r.vendor_code
       left join lottery_games lg on lg.game_id = g.id
      where ${clause}
      order by r.started_at desc, r.round_id desc
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, limit, offset],
  );
  const t = totals.rows[0]!;
  return { rows: rows.rows, total: Number(t.total), stake: t.stake, win: t.win, refund: t.refund };
}

export async function profitByCategory(
  db: Queryable,
  filter: RecordFilter,
): Promise<{ game_type: string; rounds: string; stake: string; win: string; refund: string }[]> {
  const params: unknown[] = [];
  const clause = where(filter, params);
  const result = await db.query<{
    game_type: string;
    rounds: string;
    stake: string;
    win: string;
    refund: string;
  }>(
    `select ${CATEGORY} as game_type, count(*) as rounds, sum(r.stake) as stake, sum(r.win) as win,
            sum(r.refund) as refund
       from ${ALL_ROUNDS} r join games g on g.id = r.game_id
      where ${clause} and not r.demo
      group by 1 order by 1`,
    params,
  );
  return result.rows;
}
