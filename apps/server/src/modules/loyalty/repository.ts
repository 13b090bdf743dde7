import type { Queryable } from "../../platform/db.js";

// ----- Settings -----

export async function loadSettings(db: Queryable, merchant: string): Promise<unknown | undefined> {
  const { rows } = await db.query<{ settings: unknown }>(
    "select settings from loyalty_settings where merchant_code = $1",
    [merchant],
  );
  return rows[0]?.settings;
}

export async function saveSettings(db: Queryable, merchant: string, settings: unknown): Promise<void> {
  await db.query(
    `insert into loyalty_settings (merchant_code, settings) values ($1, $2)
     on conflict (merchant_code) do update set settings = excluded.settings, updated_at = now()`,
    [merchant, JSON.stringify(settings)],
  );
}

// ----- Events -----

export interface EventRow {
  id: string;
  kind: "bet" | "deposit" | "login";
  member_id: string;
  merchant_code: string;
  category: string;
  amount: string;
  at: Date;
}

export async function takeEvents(db: Queryable, limit: number): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `delete from loyalty_events where id in (
       select id from loyalty_events order by id limit $1 for update skip locked)
     returning id, kind, member_id, merchant_code, category, amount, at`,
    [limit],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

export async function pendingEvents(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>("select count(*) as n from loyalty_events");
  return Number(rows[0]?.n ?? 0);
}

// ----- Members -----

export interface LoyaltyMemberRow {
  member_id: string;
  merchant_code: string;
  rank_level: number;
  highest_level: number;
  deposit_total: string;
  turnover_total: string;
  points_residue: string;
  login_streak: number;
  last_login_day: string | null;
  changed_at: Date | null;
}

const MEMBER_COLUMNS = `member_id, merchant_code, rank_level, highest_level, deposit_total, turnover_total,
  points_residue, login_streak, to_char(last_login_day, 'YYYY-MM-DD') as last_login_day, changed_at`;

/** The players' loyalty rows, created when missing, locked in id order. */
export async function lockMembers(
  db: Queryable,
  members: readonly { memberId: number; merchant: string }[],
): Promise<Map<number, LoyaltyMemberRow>> {
  if (members.length === 0) return new Map();
  await db.query(
    `insert into loyalty_members (member_id, merchant_code)
     select * from unnest($1::bigint[], $2::text[]) order by 1
     on conflict (member_id) do nothing`,
    [members.map((m) => m.memberId), members.map((m) => m.merchant)],
  );
  const { rows } = await db.query<LoyaltyMemberRow>(
    `select ${MEMBER_COLUMNS} from loyalty_members where member_id = any($1) order by member_id for update`,
    [members.map((m) => m.memberId)],
  );
  return new Map(rows.map((r) => [Number(r.member_id), r]));
}

export async function memberOf(db: Queryable, memberId: number): Promise<LoyaltyMemberRow | undefined> {
  const { rows } = await db.query<LoyaltyMemberRow>(
    `select ${MEMBER_COLUMNS} from loyalty_members where member_id = $1`,
    [memberId],
  );
  return rows[0];
}

export async function levelsOf(db: Queryable, memberIds: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ member_id: string; rank_level: number }>(
    "select member_id, rank_level from loyalty_members where member_id = any($1)",
    [memberIds],
  );
  return new Map(rows.map((r) => [Number(r.member_id), r.rank_level]));
}

export async function updateMember(db: Queryable, row: LoyaltyMemberRow): Promise<void> {
  await db.query(
    `update loyalty_members set rank_level = $2, highest_level = $3, deposit_total = $4, turnover_total = $5,
       points_residue = $6, login_streak = $7, last_login_day = $8, changed_at = $9, updated_at = now()
     where member_id = $1`,
    [
      row.member_id,
      row.rank_level,
      row.highest_level,
      row.deposit_total,
      row.turnover_total,
      row.points_residue,
      row.login_streak,
      row.last_login_day,
      row.changed_at,
    ],
  );
}

/** Players whose level may have to go down: above 0 and past the keep window since their last change. */
export async function keepCandidates(
  db: Queryable,
  merchant: string,
  keepDays: number,
  after: number,
  limit: number,
) {
  const { rows } = await db.query<{ member_id: string }>(
    `select member_id from loyalty_members
      where merchant_code = $1 and rank_level > 0
        and (changed_at is null or changed_at < now() - make_interval(days => $2)) and member_id > $3
      order by member_id limit $4`,
    [merchant, keepDays, after, limit],
  );
  return rows.map((r) => Number(r.member_id));
}

export async function loyaltyMerchants(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ merchant_code: string }>(
    "select distinct merchant_code from loyalty_members where rank_level > 0",
  );
  return rows.map((r) => r.merchant_code);
}

export async function addTurnoverDays(
  db: Queryable,
  rows: readonly { memberId: number; day: string; turnover: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into loyalty_turnover_days (member_id, day, turnover)
     select * from unnest($1::bigint[], $2::date[], $3::bigint[])
     on conflict (member_id, day) do update set turnover = loyalty_turnover_days.turnover + excluded.turnover`,
    [rows.map((r) => r.memberId), rows.map((r) => r.day), rows.map((r) => r.turnover.toString())],
  );
}

export async function windowTurnover(
  db: Queryable,
  memberIds: readonly number[],
  fromDay: string,
): Promise<Map<number, bigint>> {
  const { rows } = await db.query<{ member_id: string; total: string }>(
    `select member_id, sum(turnover) as total from loyalty_turnover_days
      where member_id = any($1) and day >= $2 group by member_id`,
    [memberIds, fromDay],
  );
  return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.total)]));
}

export async function insertLevelChange(
  db: Queryable,
  change: { memberId: number; merchant: string; from: number; to: number; reason: string },
): Promise<void> {
  await db.query(
    `insert into loyalty_level_changes (member_id, merchant_code, from_level, to_level, reason)
     values ($1, $2, $3, $4, $5)`,
    [change.memberId, change.merchant, change.from, change.to, change.reason],
  );
}

export async function levelCounts(db: Queryable, merchant: string) {
  const { rows } = await db.query<{ rank_level: number; n: string }>(
    `select coalesce(l.rank_level, 0) as rank_level, count(*) as n from members m
       left join loyalty_members l on l.member_id = m.id
      where m.merchant_code = $1 and m.type = 0 group by 1`,
    [merchant],
  );
  return new Map(rows.map((r) => [r.rank_level, Number(r.n)]));
}

export async function recentLevelChanges(db: Queryable, merchant: string, limit: number) {
  const { rows } = await db.query<{
    username: string;
    from_level: number;
    to_level: number;
    reason: string;
    created_at: Date;
  }>(
    `select m.username, c.from_level, c.to_level, c.reason, c.created_at from loyalty_level_changes c
       join members m on m.id = c.member_id where c.merchant_code = $1 order by c.id desc limit $2`,
    [merchant, limit],
  );
  return rows;
}

// ----- Missions -----

export interface MissionRow {
  id: string;
  merchant_code: string;
  status: "active" | "paused" | "ended";
  period: "daily" | "weekly" | "once";
  goal: unknown;
  reward: unknown;
  texts: unknown;
  sort_order: number;
  created_at: Date;
}

export async function activeMissions(db: Queryable, merchant: string): Promise<MissionRow[]> {
  const { rows } = await db.query<MissionRow>(
    "select * from missions where merchant_code = $1 and status = 'active' order by sort_order, id",
    [merchant],
  );
  return rows;
}

export async function missions(db: Queryable, merchant: string, limit: number, offset: number) {
  const { rows } = await db.query<MissionRow & { completed: string; claimed: string; total: string }>(
    `select ms.*, count(*) over () as total,
            (select count(*) from mission_progress p where p.mission_id = ms.id and p.state <> 'process') as completed,
            (select count(*) from mission_progress p where p.mission_id = ms.id and p.state = 'claimed') as claimed
       from missions ms where merchant_code = $1 order by sort_order, id limit $2 offset $3`,
    [merchant, limit, offset],
  );
  return rows;
}

export async function mission(db: Queryable, id: number): Promise<MissionRow | undefined> {
  const { rows } = await db.query<MissionRow>("select * from missions where id = $1", [id]);
  return rows[0];
}

export interface MissionInput {
  merchant: string;
  period: string;
  goal: unknown;
  reward: unknown;
  texts: unknown;
  sortOrder: number;
  seedKey?: string;
}

export async function insertMission(db: Queryable, m: MissionInput): Promise<MissionRow | undefined> {
  const { rows } = await db.query<MissionRow>(
    `insert into missions (merchant_code, period, goal, reward, texts, sort_order, seed_key)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (merchant_code, seed_key) do nothing returning *`,
    [
      m.merchant,
      m.period,
      JSON.stringify(m.goal),
      JSON.stringify(m.reward),
      JSON.stringify(m.texts),
      m.sortOrder,
      m.seedKey ?? null,
    ],
  );
  return rows[0];
}

export async function updateMission(
  db: Queryable,
  id: number,
  m: MissionInput,
): Promise<MissionRow | undefined> {
  const { rows } = await db.query<MissionRow>(
    `update missions set period = $2, goal = $3, reward = $4, texts = $5, sort_order = $6, updated_at = now()
      where id = $1 returning *`,
    [id, m.period, JSON.stringify(m.goal), JSON.stringify(m.reward), JSON.stringify(m.texts), m.sortOrder],
  );
  return rows[0];
}

export async function setMissionStatus(db: Queryable, id: number, status: string) {
  const { rows } = await db.query<MissionRow>(
    "update missions set status = $2, updated_at = now() where id = $1 and status <> 'ended' returning *",
    [id, status],
  );
  return rows[0];
}

export interface ProgressRow {
  id: string;
  mission_id: string;
  member_id: string;
  cycle: string;
  progress: string;
  state: "process" | "claim" | "claimed";
  reward_id: string | null;
}

/** Adds to a player's progress (or raises it to `atLeast`), returning the row. */
export async function addProgress(
  db: Queryable,
  p: { missionId: number; memberId: number; cycle: string; add: bigint; atLeast: bigint },
): Promise<ProgressRow> {
  const { rows } = await db.query<ProgressRow>(
    `insert into mission_progress (mission_id, member_id, cycle, progress) values ($1, $2, $3, greatest($4::bigint, $5::bigint))
     on conflict (mission_id, member_id, cycle) do update
       set progress = greatest(mission_progress.progress + $4::bigint, $5::bigint), updated_at = now()
     returning *`,
    [p.missionId, p.memberId, p.cycle, p.add.toString(), p.atLeast.toString()],
  );
  return rows[0] as ProgressRow;
}

export async function completeProgress(db: Queryable, progressId: number, rewardId: number): Promise<void> {
  await db.query(
    "update mission_progress set state = 'claim', reward_id = $2, completed_at = now() where id = $1 and state = 'process'",
    [progressId, rewardId],
  );
}

export async function progressOf(
  db: Queryable,
  memberId: number,
  keys: readonly { missionId: number; cycle: string }[],
) {
  if (keys.length === 0) return [];
  const { rows } = await db.query<ProgressRow>(
    `select p.* from mission_progress p join unnest($2::bigint[], $3::text[]) k(mission_id, cycle)
       on k.mission_id = p.mission_id and k.cycle = p.cycle where p.member_id = $1`,
    [memberId, keys.map((k) => k.missionId), keys.map((k) => k.cycle)],
  );
  return rows;
}

// ----- Rewards (reward centre) -----

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

// ----- Leaderboard -----

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
  await db.query(
    `insert into leaderboard_snapshots (merchant_code, period_start, taken_at, players)
     values ($1, $2, clock_timestamp(), $3)
     on conflict (merchant_code, period_start) do update set taken_at = excluded.taken_at, players = excluded.players`,
    [merchant, periodStart, rowCount ?? 0],
  );
  return rowCount ?? 0;
}

/** Standings of periods before `before` (settled from the scores, no longer read live). */
export async function dropOldStandings(db: Queryable, merchant: string, before: string): Promise<void> {
  await db.query("delete from leaderboard_standings where merchant_code = $1 and period_start < $2", [
    merchant,
    before,
  ]);
  await db.query("delete from leaderboard_snapshots where merchant_code = $1 and period_start < $2", [
    merchant,
    before,
  ]);
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
  },
): Promise<void> {
  await db.query(
    `insert into leaderboard_winners (merchant_code, period_start, rank, member_id, turnover, prize)
     values ($1, $2, $3, $4, $5, $6)`,
    [w.merchant, w.periodStart, w.rank, w.memberId, w.turnover.toString(), w.prize.toString()],
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
  const { rows } = await db.query<{ rank: number; username: string; turnover: string; prize: string }>(
    `select w.rank, m.username, w.turnover, w.prize from leaderboard_winners w join members m on m.id = w.member_id
      where w.merchant_code = $1 and w.period_start = $2 order by w.rank`,
    [merchant, periodStart],
  );
  return rows;
}

// ----- Mall -----

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
  texts: Record<string, { title: string; description: string }>;
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
       texts = $8, image_url = $9, sort_order = $10, updated_at = now() where id = $1 returning *`,
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

// ----- Referrals -----

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
