/**
 * House games benchmark: (a) dice rounds per second through the HTTP API (seed lock, outcome,
 * bet and win through the ledger, round row, idempotency record: one transaction per bet) at
 * several concurrency levels, one player per worker, against the floor of an HTTP round trip to
 * /health at the same concurrency; (b) slot spins per second of the pure engine for each slot
 * game, against the floor of drawing the same floats without evaluating anything.
 * Prints the figures and ratios; writes bench/results/house-games.json.
 *
 * Run alone with `npx tsx bench/house-games.bench.ts`, or through `npm run bench`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import { FairStream, keyedHmac, SLOT_GAMES, spin } from "@jogada/games";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { SessionService } from "../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { verifyLedger } from "../apps/server/src/modules/ledger/verify.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { dropBenchDatabases, runWhenMain, timedDrive, writeResults } from "./harness.js";

const LEVELS = [1, 8, 32];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SPINS = Number(process.env.BENCH_SPINS ?? 100_000);

interface Figure {
  name: string;
  value: number;
  unit: string;
}

/** Calls per second of `work` in `concurrency` loops for the bench's seconds. */
async function drive(concurrency: number, work: (worker: number) => Promise<void>) {
  const { latencies, elapsedSeconds } = await timedDrive(concurrency, SECONDS, work);
  return Math.round(latencies.length / elapsedSeconds);
}

export async function runHouseGamesBench(log: (line: string) => void = console.log) {
  const figures: Figure[] = [];
  const ratios: Figure[] = [];

  // (b) the pure slot engine first: no database involved.
  const floorStream = new FairStream({ serverSeed: "bench", clientSeed: "floor", nonce: 0 });
  let t0 = performance.now();
  const mac = keyedHmac("bench-seed");
  for (let i = 0; i < SPINS; i++)
    new FairStream({ serverSeed: "bench-seed", clientSeed: "c", nonce: i }, 0, mac).floats(5);
  const floorRate = Math.round(SPINS / ((performance.now() - t0) / 1000));
  floorStream.floats(1);
  figures.push({ name: "floor: 5 provably fair floats per bet", value: floorRate, unit: "draws/s" });
  log(`floor: ${floorRate} draws of 5 floats/s`);
  for (const game of Object.values(SLOT_GAMES)) {
    t0 = performance.now();
    for (let i = 0; i < SPINS; i++)
      spin(game, new FairStream({ serverSeed: "bench-seed", clientSeed: "c", nonce: i }, 0, mac));
    const rate = Math.round(SPINS / ((performance.now() - t0) / 1000));
    figures.push({ name: `slot engine ${game.code}`, value: rate, unit: "spins/s" });
    ratios.push({
      name: `slot engine ${game.code} / floor`,
      value: Math.round((rate / floorRate) * 100) / 100,
      unit: "ratio",
    });
    log(`slot ${game.code}: ${rate} spins/s (${(rate / floorRate).toFixed(2)} of the floor)`);
  }

  // (a) dice through the API.
  const base = loadConfig();
  const admin = await adminUrl(base.DATABASE_URL);
  const template = await createTemplate(admin.url);
  const databaseUrl = await cloneTemplate(admin.url, template);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
    NODE_ENV: "test",
    // One load generator plays far faster than any player: the rate limits would measure themselves.
    ...UNTHROTTLED,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    CRASH_ENABLED: "false",
    CRASH_CHAIN_LENGTH: "100",
    DATABASE_POOL_SIZE: "40",
  });
  const pool: Pool = createPool(databaseUrl, config.DATABASE_POOL_SIZE);
  const app = await buildApp(config, pool);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  try {
    const members = new MemberService({ pool });
    const ledger = new LedgerService(pool);
    const brands = new BrandService(pool, "jogada");
    const sessions = new SessionService({ config, pool, brands });
    const tokens: string[] = [];
    for (let i = 0; i < Math.max(...LEVELS); i++) {
      const id = await members.create(pool, {
        merchantCode: "jogada",
        username: `bgs${randomBytes(4).toString("hex")}`,
        password: "Bench12345",
      });
      await ledger.transfer({
        from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
        to: { owner: "player", memberId: id, wallet: "main" },
        amount: 1_000_000_00n,
        currency: "PHP",
        reference: `bench-bgs-fund:${id}`,
        kind: "deposit",
      });
      const { token } = await sessions.open(pool, { id, merchantCode: "jogada" }, "password", {
        ip: "127.0.0.1",
        userAgent: "bench",
      });
      tokens.push(token);
    }
    const body = JSON.stringify({ amount: "1.00", target: "50.00", direction: "over" });
    for (const level of LEVELS) {
      const floor = await drive(level, async () => {
        await (await fetch(`${url}/health`)).arrayBuffer();
      });
      const dice = await drive(level, async (worker) => {
        const res = await fetch(`${url}/wps/bgs/dice/bet`, {
          method: "POST",
          headers: {
            authorization: tokens[worker]!,
            "content-type": "application/json",
            "idempotency-key": randomUUID(),
          },
          body,
        });
        if (res.status !== 200) throw new Error(`dice bet answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      });
      figures.push({ name: `floor: GET /health, concurrency ${level}`, value: floor, unit: "requests/s" });
      figures.push({
        name: `dice rounds through the API, concurrency ${level}`,
        value: dice,
        unit: "rounds/s",
      });
      ratios.push({
        name: `dice / floor, concurrency ${level}`,
        value: Math.round((dice / floor) * 100) / 100,
        unit: "ratio",
      });
      log(
        `concurrency ${level}: dice ${dice} rounds/s, floor ${floor} requests/s (${(dice / floor).toFixed(2)})`,
      );
    }
    const breaches = await verifyLedger(pool);
    const result = {
      benchmark: "house-games",
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      secondsPerLevel: SECONDS,
      spinsPerGame: SPINS,
      ledgerSound: breaches.length === 0,
      figures,
      ratios,
    };
    await writeResults("house-games", result, log);
    if (breaches.length > 0) throw new Error("ledger breached during the benchmark");
    return result;
  } finally {
    await app.close();
    await pool.end();
    await dropBenchDatabases(admin.url, template);
    await admin.stop?.();
  }
}

runWhenMain(import.meta.url, runHouseGamesBench);
