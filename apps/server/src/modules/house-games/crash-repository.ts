import type { Queryable } from "../../platform/db.js";
import type { RoundRow } from "./rounds-repository.js";

/** SQL of the crash game: the hash chain, its rounds and bets, and the instance that drives them. */

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

/** The channel on which a driver that stops says the crash rounds are free to be taken over. */
export const CRASH_LEADERSHIP_CHANNEL = "crash_leadership_free";

/** Tells every instance listening that the crash lock was just released (sent at once, no transaction). */
export async function announceCrashLeadershipFree(db: Queryable): Promise<void> {
  await db.query("select pg_notify($1, '')", [CRASH_LEADERSHIP_CHANNEL]);
}
