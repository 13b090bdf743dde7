import type { Queryable } from "../../platform/db.js";

export interface SeedRow {
  id: string;
  member_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string;
  active: boolean;
  revealed_at: Date | null;
}

export async function insertSeedIfMissing(
  db: Queryable,
  seed: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db.query(
    `insert into house_seeds (member_id, server_seed, server_seed_hash, client_seed)
     values ($1, $2, $3, $4) on conflict (member_id) where active do nothing`,
    [seed.memberId, seed.serverSeed, seed.serverSeedHash, seed.clientSeed],
  );
}

/** The active seed, locked: every bet of a player takes its nonce under this lock. */
export async function lockActiveSeed(db: Queryable, memberId: number): Promise<SeedRow | undefined> {
  const { rows } = await db.query<SeedRow>(
    "select * from house_seeds where member_id = $1 and active for update",
    [memberId],
  );
  return rows[0];
}

export async function activeSeed(db: Queryable, memberId: number): Promise<SeedRow | undefined> {
  const { rows } = await db.query<SeedRow>("select * from house_seeds where member_id = $1 and active", [
    memberId,
  ]);
  return rows[0];
}

export async function advanceNonce(db: Queryable, seedId: string): Promise<void> {
  await db.query("update house_seeds set nonce = nonce + 1 where id = $1", [seedId]);
}

export async function setClientSeed(db: Queryable, seedId: string, clientSeed: string): Promise<void> {
  await db.query("update house_seeds set client_seed = $2 where id = $1", [seedId, clientSeed]);
}

export async function retireSeed(db: Queryable, seedId: string): Promise<void> {
  await db.query("update house_seeds set active = false, revealed_at = now() where id = $1", [seedId]);
}

export async function revealedSeeds(db: Queryable, seedIds: string[]): Promise<Map<string, string>> {
  if (seedIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; server_seed: string }>(
    "select id, server_seed from house_seeds where id = any($1::bigint[]) and not active",
    [seedIds],
  );
  return new Map(rows.map((r) => [r.id, r.server_seed]));
}

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

export interface ChainRow {
  id: string;
  merchant_code: string;
  secret: string;
  terminating_hash: string;
  length: number;
  salt: string | null;
}

export async function activeChain(db: Queryable, merchant: string): Promise<ChainRow | undefined> {
  const { rows } = await db.query<ChainRow>(
    "select * from crash_chains where merchant_code = $1 and active",
    [merchant],
  );
  return rows[0];
}

export async function insertChain(
  db: Queryable,
  chain: { merchant: string; secret: string; terminatingHash: string; length: number },
): Promise<void> {
  await db.query(
    `insert into crash_chains (merchant_code, secret, terminating_hash, length) values ($1, $2, $3, $4)
     on conflict (merchant_code) where active do nothing`,
    [chain.merchant, chain.secret, chain.terminatingHash, chain.length],
  );
}

export async function retireChain(db: Queryable, chainId: string): Promise<void> {
  await db.query("update crash_chains set active = false where id = $1", [chainId]);
}

export async function fixSalt(db: Queryable, chainId: string, salt: string): Promise<string> {
  const { rows } = await db.query<{ salt: string }>(
    `update crash_chains set salt = coalesce(salt, $2), salt_fixed_at = coalesce(salt_fixed_at, now())
     where id = $1 returning salt`,
    [chainId, salt],
  );
  return rows[0]!.salt;
}

export interface CrashRoundRow {
  id: string;
  chain_id: string;
  round_number: number;
  status: "betting" | "running" | "crashed" | "cancelled";
  hash: string;
  crash_point: string;
  starts_at: Date;
  ended_at: Date | null;
}

export async function lastCrashRound(db: Queryable, chainId: string): Promise<CrashRoundRow | undefined> {
  const { rows } = await db.query<CrashRoundRow>(
    "select * from crash_rounds where chain_id = $1 order by round_number desc limit 1",
    [chainId],
  );
  return rows[0];
}

export async function unfinishedCrashRounds(db: Queryable): Promise<CrashRoundRow[]> {
  const { rows } = await db.query<CrashRoundRow>(
    "select * from crash_rounds where status in ('betting', 'running') order by id",
  );
  return rows;
}

export async function insertCrashRound(
  db: Queryable,
  round: { chainId: string; roundNumber: number; hash: string; crashPoint: number; startsAt: Date },
): Promise<CrashRoundRow> {
  const { rows } = await db.query<CrashRoundRow>(
    `insert into crash_rounds (chain_id, round_number, status, hash, crash_point, starts_at)
     values ($1, $2, 'betting', $3, $4, $5) returning *`,
    [round.chainId, round.roundNumber, round.hash, round.crashPoint, round.startsAt],
  );
  return rows[0]!;
}

/** The round's status, share-locked: the status change waits for bets and cash-outs in flight. */
export async function crashRoundStatus(
  db: Queryable,
  id: string,
): Promise<CrashRoundRow["status"] | undefined> {
  const { rows } = await db.query<{ status: CrashRoundRow["status"] }>(
    "select status from crash_rounds where id = $1 for share",
    [id],
  );
  return rows[0]?.status;
}

export async function setCrashRoundStatus(
  db: Queryable,
  id: string,
  status: CrashRoundRow["status"],
): Promise<void> {
  await db.query(
    `update crash_rounds set status = $2, ended_at = case when $2 in ('crashed', 'cancelled') then now() else ended_at end
     where id = $1`,
    [id, status],
  );
}

export async function crashHistory(db: Queryable, chainId: string, limit: number): Promise<CrashRoundRow[]> {
  const { rows } = await db.query<CrashRoundRow>(
    `select * from crash_rounds where chain_id = $1 and status in ('crashed', 'cancelled')
     order by round_number desc limit $2`,
    [chainId, limit],
  );
  return rows;
}

export async function crashBets(db: Queryable, crashRoundId: string) {
  const { rows } = await db.query<RoundRow>(
    `select r.*, null as server_seed_hash, null as revealed_server_seed
     from house_rounds r where r.crash_round_id = $1 order by r.id`,
    [crashRoundId],
  );
  return rows;
}

export async function lockCrashBet(db: Queryable, memberId: number, crashRoundId: string) {
  const { rows } = await db.query<RoundRow>(
    `select r.*, null as server_seed_hash, null as revealed_server_seed from house_rounds r
     where r.member_id = $1 and r.crash_round_id = $2 for update`,
    [memberId, crashRoundId],
  );
  return rows[0];
}

export async function lockRoundById(db: Queryable, roundId: string): Promise<RoundRow | undefined> {
  const { rows } = await db.query<RoundRow>(
    `select r.*, null as server_seed_hash, null as revealed_server_seed from house_rounds r
     where r.round_id = $1 for update`,
    [roundId],
  );
  return rows[0];
}

/** Session-level advisory lock held by the instance that drives the crash rounds. */
export async function tryCrashLeadership(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    "select pg_try_advisory_lock(hashtext('jogada:crash')) as ok",
  );
  return rows[0]?.ok === true;
}

export async function releaseCrashLeadership(db: Queryable): Promise<void> {
  await db.query("select pg_advisory_unlock(hashtext('jogada:crash'))");
}

export interface InstantBetRow {
  status: "OK" | "replay" | "reused" | "stale" | "slow";
  balance_before: string | null;
  balance_after: string | null;
  response: unknown;
  seed_id: string | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: string | null;
}

/** An instant bet in one statement (migration 1120): see `InstantBets`. */
export async function instantBet(
  db: Queryable,
  bet: {
    scope: string;
    key: string;
    requestHash: string;
    memberId: number;
    seedId: string;
    nonce: string;
    clientSeed: string;
    roundId: string;
    merchantCode: string;
    gameCode: string;
    currency: string;
    decimals: number;
    stake: bigint;
    win: bigint;
    mult10k: number;
    params: unknown;
    result: unknown;
    steps: unknown[];
    at: Date;
    player: string;
    house: string;
    response: unknown;
  },
): Promise<InstantBetRow> {
  const { rows } = await db.query<InstantBetRow>(
    `select * from house_instant_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
       $17, $18, $19, $20, $21, $22)`,
    [
      bet.scope,
      bet.key,
      bet.requestHash,
      bet.memberId,
      bet.seedId,
      bet.nonce,
      bet.clientSeed,
      bet.roundId,
      bet.merchantCode,
      bet.gameCode,
      bet.currency,
      bet.decimals,
      bet.stake.toString(),
      bet.win.toString(),
      bet.mult10k,
      JSON.stringify(bet.params),
      JSON.stringify(bet.result),
      JSON.stringify(bet.steps),
      bet.at,
      bet.player,
      bet.house,
      JSON.stringify(bet.response),
    ],
  );
  return rows[0] as InstantBetRow;
}
