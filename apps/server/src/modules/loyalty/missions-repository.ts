import type { Queryable } from "../../platform/db.js";

// Missions and each player's progress in them.

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
      where id = $1 and status <> 'ended' returning *`,
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
