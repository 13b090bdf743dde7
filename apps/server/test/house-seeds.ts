import { type DiceBet, diceRoll, diceWins, FairStream } from "@jogada/games";
import type { Pool } from "../src/platform/db.js";

/**
 * Makes a player's next `rolls` dice bets lose, as the player may: every roll is fixed by the
 * server seed, the client seed and the nonce, and the client seed is the player's to choose
 * (`setClientSeed` sends it through the API). A test that counts losses then never depends on luck.
 */
export async function chooseLosingClientSeed(
  pool: Pool,
  memberId: number,
  rolls: number,
  bet: DiceBet,
  setClientSeed: (clientSeed: string) => Promise<void>,
): Promise<void> {
  const { rows } = await pool.query<{ server_seed: string; nonce: string }>(
    "select server_seed, nonce from house_seeds where member_id = $1 and active",
    [memberId],
  );
  const seed = rows[0];
  if (!seed) throw new Error(`player ${memberId} has no active seed yet`);
  for (let candidate = 0; ; candidate++) {
    const clientSeed = `loses-${candidate}`;
    const nonces = Array.from({ length: rolls }, (_, i) => Number(seed.nonce) + i);
    const losesAll = nonces.every(
      (nonce) =>
        !diceWins(diceRoll(new FairStream({ serverSeed: seed.server_seed, clientSeed, nonce })), bet),
    );
    if (losesAll) return setClientSeed(clientSeed);
  }
}
