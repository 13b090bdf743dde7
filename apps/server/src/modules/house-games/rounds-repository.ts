import type { Queryable } from "../../platform/db.js";

/** SQL of the house rounds: placing, acting on and finishing a round, a player's recent ones. */

export interface RoundRow {
  id: string;
  round_id: string;
  member_id: string;
  merchant_code: string;
  game_code: string;
  demo: boolean;
  currency: string;
  seed_id: string | null;
  nonce: string | null;
  client_seed: string | null;
  server_seed_hash: string | null;
  revealed_server_seed: string | null;
  stake: string;
  win: string;
  mult10k: string;
  balance_before: string;
  balance_after: string | null;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  steps: { at: string; action: string; detail: Record<string, unknown> }[];
  status: "active" | "won" | "lost" | "cancelled";
  crash_round_id: string | null;
  created_at: Date;
  updated_at: Date;
  settled_at: Date | null;
}

const ROUND_COLUMNS = `r.*, s.server_seed_hash, case when s.active then null else s.server_seed end as revealed_server_seed`;
const ROUND_FROM = `house_rounds r left join house_seeds s on s.id = r.seed_id`;

export interface NewRound {
  roundId: string;
  memberId: number;
  merchantCode: string;
  gameCode: string;
  demo: boolean;
  currency: string;
  seedId: string | null;
  nonce: number | null;
  clientSeed: string | null;
  stake: bigint;
  win: bigint;
  mult10k: number;
  balanceBefore: bigint;
  balanceAfter: bigint | null;
  params: unknown;
  result: unknown;
  steps: unknown[];
  status: RoundRow["status"];
  crashRoundId?: string | null;
}

export async function insertRound(db: Queryable, round: NewRound): Promise<void> {
  await db.query(
    `insert into house_rounds (round_id, member_id, merchant_code, game_code, demo, currency, seed_id, nonce,
       client_seed, stake, win, mult10k, balance_before, balance_after, params, result, steps, status,
       crash_round_id, settled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       case when $18 = 'active' then null else now() end)`,
    [
      round.roundId,
      round.memberId,
      round.merchantCode,
      round.gameCode,
      round.demo,
      round.currency,
      round.seedId,
      round.nonce,
      round.clientSeed,
      round.stake.toString(),
      round.win.toString(),
      round.mult10k,
      round.balanceBefore.toString(),
      round.balanceAfter?.toString() ?? null,
      JSON.stringify(round.params),
      JSON.stringify(round.result),
      JSON.stringify(round.steps),
      round.status,
      round.crashRoundId ?? null,
    ],
  );
}

export async function updateRound(
  db: Queryable,
  roundId: string,
  change: {
    status: RoundRow["status"];
    win: bigint;
    mult10k: number;
    balanceAfter: bigint | null;
    result: unknown;
    steps: unknown[];
  },
): Promise<void> {
  await db.query(
    `update house_rounds set status = $2, win = $3, mult10k = $4, balance_after = $5, result = $6, steps = $7,
       updated_at = now(), settled_at = case when $2 = 'active' then null else now() end
     where round_id = $1`,
    [
      roundId,
      change.status,
      change.win.toString(),
      change.mult10k,
      change.balanceAfter?.toString() ?? null,
      JSON.stringify(change.result),
      JSON.stringify(change.steps),
    ],
  );
}

/** One round of this player, locked: two tabs acting on it take turns. */
export async function lockRound(
  db: Queryable,
  memberId: number,
  roundId: string,
): Promise<RoundRow | undefined> {
  const { rows } = await db.query<RoundRow>(
    `select ${ROUND_COLUMNS} from ${ROUND_FROM} where r.round_id = $1 and r.member_id = $2 for update of r`,
    [roundId, memberId],
  );
  return rows[0];
}

export async function findRound(
  db: Queryable,
  memberId: number,
  roundId: string,
): Promise<RoundRow | undefined> {
  const { rows } = await db.query<RoundRow>(
    `select ${ROUND_COLUMNS} from ${ROUND_FROM} where r.round_id = $1 and r.member_id = $2`,
    [roundId, memberId],
  );
  return rows[0];
}

export async function activeRound(
  db: Queryable,
  memberId: number,
  gameCode: string,
  demo: boolean,
): Promise<RoundRow | undefined> {
  const { rows } = await db.query<RoundRow>(
    `select ${ROUND_COLUMNS} from ${ROUND_FROM}
     where r.member_id = $1 and r.game_code = $2 and r.demo = $3 and r.status = 'active'`,
    [memberId, gameCode, demo],
  );
  return rows[0];
}

export async function recentRounds(db: Queryable, memberId: number, gameCode: string, limit: number) {
  const { rows } = await db.query<RoundRow>(
    `select ${ROUND_COLUMNS} from ${ROUND_FROM} where r.member_id = $1 and r.game_code = $2
     order by r.id desc limit $3`,
    [memberId, gameCode, limit],
  );
  return rows;
}

/** Open rounds idle since before `before` (Mines left by a closed tab), oldest first. */
export async function staleRounds(db: Queryable, before: Date, limit: number) {
  const { rows } = await db.query<{ round_id: string; member_id: string }>(
    `select round_id, member_id from house_rounds
     where status = 'active' and crash_round_id is null and updated_at < $1 order by updated_at limit $2`,
    [before, limit],
  );
  return rows;
}

export async function seedHasOpenRound(db: Queryable, seedId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    "select 1 from house_rounds where seed_id = $1 and status = 'active' limit 1",
    [seedId],
  );
  return (rowCount ?? 0) > 0;
}

export async function lockRoundById(db: Queryable, roundId: string): Promise<RoundRow | undefined> {
  const { rows } = await db.query<RoundRow>(
    `select r.*, null as server_seed_hash, null as revealed_server_seed from house_rounds r
     where r.round_id = $1 for update`,
    [roundId],
  );
  return rows[0];
}
