import type { Queryable } from "../../platform/db.js";

/** SQL of an instant bet in one statement. */

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
