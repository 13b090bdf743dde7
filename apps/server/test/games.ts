import { randomBytes } from "node:crypto";
import type { WalletCall, WalletReply } from "@jogada/contracts";
import { AggregatorClient } from "../src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../src/modules/games/catalogue-sync.js";
import { hashToken } from "../src/modules/games/seamless-service.js";
import { LedgerService } from "../src/modules/ledger/service.js";
import { signBody, verifySignature } from "../src/platform/signing.js";
import {
  AGGREGATOR_SECRET,
  aggregatorEnv,
  freePort,
  type RunningAggregator,
  startAggregator,
} from "./aggregator.js";
import { createTestApp, type TestApp } from "./test-app.js";

export interface GamesStack {
  t: TestApp;
  aggregator: RunningAggregator;
  platformUrl: string;
  sync(): ReturnType<CatalogueSync["run"]>;
  close(): Promise<void>;
}

/**
 * A listening server on its own database and the real aggregator partner calling it back, with
 * the catalogue synchronised once.
 */
export async function gamesStack(
  env: Record<string, string> | ((sandboxBase: string) => Record<string, string>) = {},
  syncNow = true,
): Promise<GamesStack> {
  const port = await freePort();
  const extra = typeof env === "function" ? env(`http://127.0.0.1:${port}`) : env;
  const t = await createTestApp({ ...aggregatorEnv(port), ...extra });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  const platformUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const aggregator = await startAggregator(platformUrl, port);
  const client = new AggregatorClient(
    t.config.AGGREGATOR_URL!,
    AGGREGATOR_SECRET,
    t.config.AGGREGATOR_OPERATOR,
  );
  const syncer = new CatalogueSync(t.pool, client, t.app.log);
  if (syncNow) await syncer.run();
  return {
    t,
    aggregator,
    platformUrl,
    sync: () => syncer.run(),
    async close() {
      await aggregator.close();
      await t.close();
    },
  };
}

/** Puts real money in a player's main wallet (as a cashier deposit would). */
export async function fund(
  t: TestApp,
  memberId: number,
  amountMinor: bigint,
  wallet: "main" | "demo" = "main",
) {
  await new LedgerService(t.pool).transfer({
    from: { owner: "house", merchant: "jogada", kind: wallet === "demo" ? "house_demo" : "house_adjustment" },
    to: { owner: "player", memberId, wallet },
    amount: amountMinor,
    currency: "PHP",
    reference: `test-fund:${randomBytes(8).toString("hex")}`,
    kind: "deposit",
  });
}

export async function balanceOf(
  t: TestApp,
  memberId: number,
  wallet: "main" | "demo" = "main",
): Promise<bigint> {
  const balance = await new LedgerService(t.pool).balanceOf({ owner: "player", memberId, wallet }, "PHP");
  return balance?.available ?? 0n;
}

/** A game session as a launch opens it, with a token the test can sign calls with. */
export async function openGameSession(
  t: TestApp,
  memberId: number,
  options: { gameCode?: string; demo?: boolean; expired?: boolean } = {},
): Promise<{ token: string; vendor: string; gameCode: string }> {
  const gameCode = options.gameCode ?? "PG_RNG_0001";
  const game = await t.pool.query<{ id: string; vendor_code: string }>(
    "select id, vendor_code from games where game_code = $1",
    [gameCode],
  );
  const row = game.rows[0];
  if (!row) throw new Error(`no game ${gameCode}: sync the catalogue first`);
  const token = randomBytes(32).toString("base64url");
  await t.pool.query(
    `insert into game_sessions (token_hash, member_id, merchant_code, game_id, vendor_code, demo, wallet, currency, expires_at)
     values ($1, $2, 'jogada', $3, $4, $5, case when $5 then 'demo' else 'main' end, 'PHP', now() + $6::interval)`,
    [
      hashToken(token),
      memberId,
      row.id,
      row.vendor_code,
      options.demo ?? false,
      options.expired ? "-1 minute" : "1 hour",
    ],
  );
  return { token, vendor: row.vendor_code, gameCode };
}

/** One signed call of the aggregator to the seamless wallet; the reply's signature is checked. */
export async function walletCall(
  t: TestApp,
  call: WalletCall,
  body: Record<string, unknown>,
  options: { signature?: string } = {},
): Promise<{ status: number; reply: WalletReply; serverTiming: string }> {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/aggregator/wallet/${call}`,
    headers: {
      "content-type": "application/json",
      "x-signature": options.signature ?? signBody(AGGREGATOR_SECRET, raw),
    },
    payload: raw,
  });
  if (!verifySignature(AGGREGATOR_SECRET, res.body, res.headers["x-signature"])) {
    throw new Error(`unsigned reply ${res.statusCode}: ${res.body}`);
  }
  return {
    status: res.statusCode,
    reply: res.json() as WalletReply,
    serverTiming: String(res.headers["server-timing"] ?? ""),
  };
}
