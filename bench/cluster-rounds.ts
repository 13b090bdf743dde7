/**
 * The cluster benchmark's players and rounds: funded players with a game session each, and one
 * seamless round (a signed bet and its win, as the aggregator sends them) over a kept-alive HTTP
 * client, so that the load generator spends little of the machine's CPU on its own calls.
 */
import { randomBytes } from "node:crypto";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { request } from "./speed-support.js";

export const AGGREGATOR_SECRET = "cluster-bench-aggregator-secret-0123";
const GAME = "PG_RNG_0001";

export interface BenchPlayer {
  id: number;
  token: string;
}

export async function createPlayers(pool: Pool, count: number): Promise<BenchPlayer[]> {
  let game: { id: string } | undefined;
  for (let tries = 0; !game && tries < 600; tries++) {
    game = (await pool.query<{ id: string }>("select id from games where game_code = $1", [GAME])).rows[0];
    if (!game) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!game) throw new Error("the catalogue was not synchronised");
  const members = new MemberService({ pool });
  const ledger = new LedgerService(pool);
  const players: BenchPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const id = await members.create(pool, {
      merchantCode: "jogada",
      username: `cb${randomBytes(4).toString("hex")}`,
      password: "Bench12345",
    });
    await ledger.transfer({
      from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
      to: { owner: "player", memberId: id, wallet: "main" },
      amount: 1_000_000_00n,
      currency: "PHP",
      reference: `cluster-bench-fund:${id}`,
      kind: "deposit",
    });
    const token = randomBytes(32).toString("base64url");
    await pool.query(
      `insert into game_sessions (token_hash, member_id, merchant_code, game_id, vendor_code, demo, currency, expires_at)
       values ($1, $2, 'jogada', $3, 'PG', false, 'PHP', now() + interval '1 day')`,
      [hashToken(token), id, game.id],
    );
    players.push({ id, token });
  }
  return players;
}

async function walletCall(url: string, name: string, body: object): Promise<void> {
  const raw = JSON.stringify(body);
  const response = await request(`${url}/api/aggregator/wallet/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": signBody(AGGREGATOR_SECRET, raw) },
    body: raw,
  });
  const status = response.status === 200 ? (JSON.parse(response.text) as { status: string }).status : "";
  if (status !== "OK") throw new Error(`${name}: HTTP ${response.status} ${status}`);
}

/** One round: the bet, then its win closing the round. Both are idempotent by transaction id. */
export async function playRound(url: string, player: BenchPlayer, roundId: string): Promise<void> {
  const common = {
    token: player.token,
    player: String(player.id),
    currency: "PHP",
    vendor: "PG",
    gameCode: GAME,
  };
  await walletCall(url, "bet", { ...common, transactionId: `${roundId}-b`, roundId, amount: "1.00" });
  await walletCall(url, "win", {
    ...common,
    transactionId: `${roundId}-w`,
    roundId,
    amount: "1.50",
    betTransactionId: `${roundId}-b`,
    roundClosed: true,
  });
}

/** How many of these rounds the database holds closed (each with its bet and its win). */
export async function closedRounds(pool: Pool, roundIds: string[]): Promise<number> {
  const { rows } = await pool.query<{ closed: string }>(
    "select count(*) as closed from game_rounds where round_id = any($1) and status = 'closed'",
    [roundIds],
  );
  return Number(rows[0]?.closed ?? 0);
}
