import type { Queryable } from "../../platform/db.js";

/** SQL of the provably fair seeds: one active per player, its nonce, its reveal. */

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
