import type { RgExclusionKind } from "@jogada/contracts";
import type { Queryable } from "../../platform/db.js";

// Leaderboard scores, standings, settled periods and winners.

export async function addScores(
  db: Queryable,
  rows: readonly { merchant: string; periodStart: string; memberId: number; turnover: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    // The wall clock, not the transaction's start: standings taken meanwhile must see this row as changed.
    `insert into leaderboard_scores (merchant_code, period_start, member_id, turnover, updated_at)
     select *, clock_timestamp() from unnest($1::text[], $2::date[], $3::bigint[], $4::bigint[]) order by 1, 2, 3
     on conflict (merchant_code, period_start, member_id)
       do update set turnover = leaderboard_scores.turnover + excluded.turnover, updated_at = clock_timestamp()`,
    [
      rows.map((r) => r.merchant),
      rows.map((r) => r.periodStart),
      rows.map((r) => r.memberId),
      rows.map((r) => r.turnover.toString()),
    ],
  );
}

export async function topScores(db: Queryable, merchant: string, periodStart: string, limit: number) {
  const { rows } = await db.query<{ member_id: string; username: string; turnover: string }>(
    `select s.member_id, m.username, s.turnover from (
       select member_id, turnover, updated_at from leaderboard_scores
        where merchant_code = $1 and period_start = $2
        order by turnover desc, updated_at, member_id limit $3) s
       join members m on m.id = s.member_id order by s.turnover desc, s.updated_at, s.member_id`,
    [merchant, periodStart, limit],
  );
  return rows;
}

/**
 * The player's rank: the standings' rank of the last player ahead when they were taken, less the
 * players ahead then whose score changed since, plus those ahead now among the changed ones (and
 * the ones new since). Exact, and only a few index entries plus the scores changed since read.
 */
export async function rankOf(db: Queryable, merchant: string, periodStart: string, memberId: number) {
  // Read first and passed as a value: the planner then sees how few scores are newer and probes the index.
  const { rows: snapshot } = await db.query<{ taken_at: Date }>(
    "select taken_at from leaderboard_snapshots where merchant_code = $1 and period_start = $2",
    [merchant, periodStart],
  );
  const { rows } = await db.query<{ turnover: string; rank: string }>(
    `with me as (
       select turnover, updated_at, member_id from leaderboard_scores
        where merchant_code = $1 and period_start = $2 and member_id = $3),
     -- Per changed player: ahead of me now, and ahead of me in the standings (a primary-key probe each).
     changed as (
       select (c.turnover > me.turnover
                or (c.turnover = me.turnover and (c.updated_at, c.member_id) < (me.updated_at, me.member_id)))::int as now_ahead,
              coalesce((select (s.turnover > me.turnover
                                 or (s.turnover = me.turnover and (s.updated_at, s.member_id) < (me.updated_at, me.member_id)))::int
                          from leaderboard_standings s
                         where s.merchant_code = $1 and s.period_start = $2 and s.member_id = c.member_id), 0) as then_ahead
         from leaderboard_scores c, me
        where c.merchant_code = $1 and c.period_start = $2 and c.updated_at > $4::timestamptz and c.member_id <> $3)
     select me.turnover, 1
       + greatest(
           coalesce((select s.rank from leaderboard_standings s
                      where s.merchant_code = $1 and s.period_start = $2 and s.turnover > me.turnover
                      order by s.turnover, s.updated_at desc, s.member_id desc limit 1), 0),
           coalesce((select s.rank from leaderboard_standings s
                      where s.merchant_code = $1 and s.period_start = $2 and s.turnover = me.turnover
                        and (s.updated_at, s.member_id) < (me.updated_at, me.member_id)
                      order by s.updated_at desc, s.member_id desc limit 1), 0))
       + coalesce((select sum(now_ahead - then_ahead) from changed), 0)
       as rank
       from me`,
    [merchant, periodStart, memberId, snapshot[0]?.taken_at ?? "-infinity"],
  );
  return rows[0];
}

/**
 * Takes the standings of a period again when scores changed since the last ones. Score writers
 * are held off while it reads (share lock), and `taken_at` is read under the lock, so every score
 * written later carries a later `updated_at`. Returns the number of players ranked, or null when
 * nothing changed.
 */
export async function takeStandings(db: Queryable, merchant: string, periodStart: string) {
  const { rows: due } = await db.query(
    `select 1 from leaderboard_scores s where s.merchant_code = $1 and s.period_start = $2
        and s.updated_at > coalesce((select taken_at from leaderboard_snapshots p
                                      where p.merchant_code = $1 and p.period_start = $2), '-infinity')
      limit 1`,
    [merchant, periodStart],
  );
  if (due.length === 0) return null;
  await db.query("lock table leaderboard_scores in share mode");
  const rowCount = await rankScores(db, merchant, periodStart);
  await db.query(
    `insert into leaderboard_snapshots (merchant_code, period_start, taken_at, players)
     values ($1, $2, clock_timestamp(), $3)
     on conflict (merchant_code, period_start) do update set taken_at = excluded.taken_at, players = excluded.players`,
    [merchant, periodStart, rowCount],
  );
  return rowCount;
}

/**
 * The final standings of an ended period, written once by its settlement: every player's rank from
 * the scores as they stand (one statement, so one snapshot of them); the live snapshot is dropped.
 * Returns the number of players ranked.
 */
export async function takeFinalStandings(db: Queryable, merchant: string, periodStart: string) {
  await db.query("delete from leaderboard_snapshots where merchant_code = $1 and period_start = $2", [
    merchant,
    periodStart,
  ]);
  const rowCount = await rankScores(db, merchant, periodStart);
  await db.query(
    "update leaderboard_periods set players = $3 where merchant_code = $1 and period_start = $2",
    [merchant, periodStart, rowCount],
  );
  return rowCount;
}

/** The first `limit` of a settled period's final standings. */
export async function finalTop(db: Queryable, merchant: string, periodStart: string, limit: number) {
  const { rows } = await db.query<{ member_id: string; username: string; turnover: string }>(
    `select s.member_id, m.username, s.turnover from leaderboard_standings s join members m on m.id = s.member_id
      where s.merchant_code = $1 and s.period_start = $2 and s.rank <= $3 order by s.rank`,
    [merchant, periodStart, limit],
  );
  return rows;
}

/** A player's rank in a settled period's final standings (a primary-key probe); undefined: not ranked. */
export async function finalRankOf(db: Queryable, merchant: string, periodStart: string, memberId: number) {
  const { rows } = await db.query<{ turnover: string; rank: number }>(
    `select turnover, rank from leaderboard_standings
      where merchant_code = $1 and period_start = $2 and member_id = $3`,
    [merchant, periodStart, memberId],
  );
  return rows[0];
}

export async function scoreMerchants(db: Queryable, since: string): Promise<string[]> {
  const { rows } = await db.query<{ merchant_code: string }>(
    "select distinct merchant_code from leaderboard_scores where period_start >= $1",
    [since],
  );
  return rows.map((r) => r.merchant_code);
}

/** Periods with scores, ended before `before` and not settled yet. */
export async function unsettledPeriods(db: Queryable, before: string) {
  const { rows } = await db.query<{ merchant_code: string; period_start: string }>(
    `select distinct s.merchant_code, to_char(s.period_start, 'YYYY-MM-DD') as period_start from leaderboard_scores s
      where s.period_start < $1 and not exists (
        select 1 from leaderboard_periods p where p.merchant_code = s.merchant_code and p.period_start = s.period_start)
      order by 2`,
    [before],
  );
  return rows;
}

/** Claims the settlement of a period: false when another run already settled it. */
export async function claimPeriod(
  db: Queryable,
  p: { merchant: string; periodStart: string; period: string; periodEnd: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into leaderboard_periods (merchant_code, period_start, period, period_end, players)
     select $1, $2, $3, $4, count(*) from leaderboard_scores where merchant_code = $1 and period_start = $2
     on conflict do nothing`,
    [p.merchant, p.periodStart, p.period, p.periodEnd],
  );
  return rowCount === 1;
}

export async function insertWinner(
  db: Queryable,
  w: {
    merchant: string;
    periodStart: string;
    rank: number;
    memberId: number;
    turnover: bigint;
    prize: bigint;
    withheld: bigint;
    withheldReason: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into leaderboard_winners (merchant_code, period_start, rank, member_id, turnover, prize, withheld, withheld_reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      w.merchant,
      w.periodStart,
      w.rank,
      w.memberId,
      w.turnover.toString(),
      w.prize.toString(),
      w.withheld.toString(),
      w.withheldReason,
    ],
  );
}

export async function isSettled(db: Queryable, merchant: string, periodStart: string): Promise<boolean> {
  const { rows } = await db.query(
    "select 1 from leaderboard_periods where merchant_code = $1 and period_start = $2",
    [merchant, periodStart],
  );
  return rows.length > 0;
}

export async function settledPeriods(db: Queryable, merchant: string, limit: number, offset: number) {
  const { rows } = await db.query<{
    period_start: string;
    period_end: Date;
    players: number;
    total: string;
    paid: string;
  }>(
    `select to_char(p.period_start, 'YYYY-MM-DD') as period_start, p.period_end, p.players, count(*) over () as total,
            coalesce((select sum(prize) from leaderboard_winners w
                       where w.merchant_code = p.merchant_code and w.period_start = p.period_start), 0) as paid
       from leaderboard_periods p where p.merchant_code = $1 order by p.period_start desc limit $2 offset $3`,
    [merchant, limit, offset],
  );
  return rows;
}

export async function winnersOf(db: Queryable, merchant: string, periodStart: string) {
  const { rows } = await db.query<{
    rank: number;
    username: string;
    turnover: string;
    prize: string;
    withheld: string;
    withheld_reason: RgExclusionKind | null;
  }>(
    `select w.rank, m.username, w.turnover, w.prize, w.withheld, w.withheld_reason
       from leaderboard_winners w join members m on m.id = w.member_id
      where w.merchant_code = $1 and w.period_start = $2 order by w.rank`,
    [merchant, periodStart],
  );
  return rows;
}

/** Replaces a period's standings with every player's rank from its scores, in one statement; returns how many. */
async function rankScores(db: Queryable, merchant: string, periodStart: string): Promise<number> {
  await db.query("delete from leaderboard_standings where merchant_code = $1 and period_start = $2", [
    merchant,
    periodStart,
  ]);
  const { rowCount } = await db.query(
    `insert into leaderboard_standings (merchant_code, period_start, member_id, turnover, updated_at, rank)
     select merchant_code, period_start, member_id, turnover, updated_at,
            row_number() over (order by turnover desc, updated_at, member_id)
       from leaderboard_scores where merchant_code = $1 and period_start = $2`,
    [merchant, periodStart],
  );
  return rowCount ?? 0;
}
