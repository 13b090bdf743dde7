/**
 * Responsible-gaming benchmark: seamless-wallet bet+win round trips over HTTP (as the aggregator
 * sends them) with a loss and a wager limit set on every player, beside the same run without
 * limits. Both runs pass through the same checks (the player's row is locked and the hour's usage
 * recorded either way); with limits each bet also sums the usage windows. The two kinds of run
 * alternate, so a drift of the machine colours both. Target: with limits at most 10% slower.
 * Prints figures and writes bench/results/responsible-gaming.json.
 *
 * Run alone with `npx tsx bench/responsible-gaming.bench.ts`, or `npm run bench -- responsible`.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { AggregatorClient } from "../apps/server/src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../apps/server/src/modules/games/catalogue-sync.js";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { AGGREGATOR_SECRET, freePort, startAggregator } from "../apps/server/test/aggregator.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { dropBenchDatabases, runWhenMain, timedDrive, upperPercentile } from "./harness.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const LEVELS = [1, 8, 32];
const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 5);
/** Each kind of run is repeated, alternating: without, with, without, with. */
const REPEATS = 2;

async function drive(concurrency: number, seconds: number, work: (worker: number) => Promise<void>) {
  const { latencies, elapsedSeconds } = await timedDrive(concurrency, seconds, work);
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsedSeconds,
    p50: upperPercentile(latencies, 50),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface ResponsibleGamingBenchResult {
  name: "responsible-gaming";
  date: string;
  cpus: number;
  cpuModel: string;
  node: string;
  target: string;
  figures: {
    concurrency: number;
    withoutLimits: { roundTripsPerSecond: number; p50Ms: number };
    withLimits: { roundTripsPerSecond: number; p50Ms: number };
    /** Round trips per second with limits / without (1 = as fast). */
    ratio: number;
  }[];
}

async function main(): Promise<ResponsibleGamingBenchResult> {
  const base = loadConfig();
  const admin = await adminUrl(base.DATABASE_URL);
  const template = await createTemplate(admin.url);
  const databaseUrl = await cloneTemplate(admin.url, template);
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...UNTHROTTLED,
    AGGREGATOR_URL: `http://127.0.0.1:${port}/aggregator`,
    AGGREGATOR_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    DATABASE_POOL_SIZE: "40",
  });
  const pool: Pool = createPool(databaseUrl, config.DATABASE_POOL_SIZE);
  const app = await buildApp(config, pool);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const platformUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const aggregator = await startAggregator(platformUrl, port);
  const figures: ResponsibleGamingBenchResult["figures"] = [];
  try {
    await new CatalogueSync(
      pool,
      new AggregatorClient(config.AGGREGATOR_URL!, AGGREGATOR_SECRET, config.AGGREGATOR_OPERATOR),
      app.log,
    ).run();
    // One player per worker, each logged in (so with a responsible-gaming row) and funded.
    const members = new MemberService({ pool });
    const ledger = new LedgerService(pool);
    const game = (await pool.query<{ id: string }>("select id from games where game_code = 'PG_RNG_0001'"))
      .rows[0]!;
    const players: { id: number; token: string }[] = [];
    for (let i = 0; i < Math.max(...LEVELS); i++) {
      const id = await members.create(pool, {
        merchantCode: "jogada",
        username: `rgbench${randomBytes(4).toString("hex")}`,
        password: "Bench12345",
      });
      await ledger.transfer({
        from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
        to: { owner: "player", memberId: id, wallet: "main" },
        amount: 1_000_000_00n,
        currency: "PHP",
        reference: `rg-bench-fund:${id}`,
        kind: "deposit",
      });
      await pool.query("insert into rg_players (member_id, merchant_code) values ($1, 'jogada')", [id]);
      const token = randomBytes(32).toString("base64url");
      await pool.query(
        `insert into game_sessions (token_hash, member_id, merchant_code, game_id, vendor_code, demo, currency, expires_at)
         values ($1, $2, 'jogada', $3, 'PG', false, 'PHP', now() + interval '1 day')`,
        [hashToken(token), id, game.id],
      );
      players.push({ id, token });
    }
    const setLimits = async (on: boolean) => {
      // The same columns the limit calls write (rg_players holds the effective limits).
      await pool.query(
        `update rg_players set loss_day = $1, wager_week = $2, has_money_limits = $3
          where member_id = any($4::bigint[])`,
        [on ? 500_000_00n : null, on ? 5_000_000_00n : null, on, players.map((p) => p.id)],
      );
    };

    let sequence = 0;
    const call = async (name: string, body: object) => {
      const raw = JSON.stringify(body);
      const response = await fetch(`${platformUrl}/api/aggregator/wallet/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature": signBody(AGGREGATOR_SECRET, raw) },
        body: raw,
      });
      const reply = (await response.json()) as { status: string };
      if (reply.status !== "OK") throw new Error(`${name}: ${reply.status}`);
    };
    const roundTrip = async (worker: number) => {
      const player = players[worker]!;
      const n = sequence++;
      const common = {
        token: player.token,
        player: String(player.id),
        currency: "PHP",
        vendor: "PG",
        gameCode: "PG_RNG_0001",
      };
      const roundId = `rg-bench-${n}`;
      await call("bet", { ...common, transactionId: `rb-${n}`, roundId, amount: "1.00" });
      await call("win", {
        ...common,
        transactionId: `rw-${n}`,
        roundId,
        amount: "0.50",
        betTransactionId: `rb-${n}`,
        roundClosed: true,
      });
    };

    // Warm-up: connections, prepared accounts, caches.
    await drive(8, 2, roundTrip);
    for (const concurrency of LEVELS) {
      const runs = {
        without: [] as { perSecond: number; p50: number }[],
        with: [] as { perSecond: number; p50: number }[],
      };
      for (let repeat = 0; repeat < REPEATS; repeat++) {
        for (const limited of [false, true]) {
          await setLimits(limited);
          runs[limited ? "with" : "without"].push(await drive(concurrency, SECONDS_PER_RUN, roundTrip));
        }
      }
      const mean = (list: { perSecond: number; p50: number }[]) => ({
        roundTripsPerSecond: round2(list.reduce((s, r) => s + r.perSecond, 0) / list.length),
        p50Ms: round2(list.reduce((s, r) => s + r.p50, 0) / list.length),
      });
      const withoutLimits = mean(runs.without);
      const withLimits = mean(runs.with);
      const ratio = round2(withLimits.roundTripsPerSecond / withoutLimits.roundTripsPerSecond);
      figures.push({ concurrency, withoutLimits, withLimits, ratio });
      console.log(
        `${concurrency} workers: without limits ${withoutLimits.roundTripsPerSecond}/s (p50 ${withoutLimits.p50Ms} ms), ` +
          `with limits ${withLimits.roundTripsPerSecond}/s (p50 ${withLimits.p50Ms} ms), ratio ${ratio}`,
      );
    }
  } finally {
    await aggregator.close();
    await app.close();
    await pool.end();
    await dropBenchDatabases(admin.url, template);
    await admin.stop?.();
  }
  const result: ResponsibleGamingBenchResult = {
    name: "responsible-gaming",
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    target: "with limits at most 10% slower (ratio >= 0.90)",
    figures,
  };
  await mkdir(path.join(here, "results"), { recursive: true });
  await writeFile(path.join(here, "results/responsible-gaming.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log("\nwritten: bench/results/responsible-gaming.json");
  return result;
}

runWhenMain(import.meta.url, main);
