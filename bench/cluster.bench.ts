/**
 * Cluster benchmark: seamless-wallet rounds (a signed bet and its win, as the aggregator sends
 * them) through HAProxy to 1, 2 and 3 server instances sharing one PostgreSQL and one Redis.
 * Prints rounds per second for each, the growth, and why it grows as it does on this machine;
 * writes bench/results/cluster.json.
 *
 * `npm run bench:cluster`, or as part of `npm run bench` (`npm run bench -- cluster`).
 * BENCH_SECONDS (8) per level, BENCH_CLUSTER_WORKERS (32) concurrent rounds, BENCH_CLUSTER_PORT
 * (4000: HAProxy there, instances and partners on the ports above it).
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../apps/server/src/config.js";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { adminUrl, cloneTemplate, createTemplate, dropDatabasesLike } from "../apps/server/test/databases.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { startCluster, startRedis } from "../scripts/cluster/stack.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const INSTANCES = [1, 2, 3];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WORKERS = Number(process.env.BENCH_CLUSTER_WORKERS ?? 32);
const BASE_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4000);
const SECRET = "cluster-bench-aggregator-secret-0123";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round2 = (value: number) => Math.round(value * 100) / 100;

const base = loadConfig();
const admin = await adminUrl(base.DATABASE_URL);
const template = await createTemplate(admin.url);
const databaseUrl = await cloneTemplate(admin.url, template);
const redis = await startRedis(BASE_PORT + 61);
console.log(`starting 3 instances behind HAProxy on ${BASE_PORT} (about a minute on a busy machine)`);
const cluster = await startCluster({
  instances: 3,
  basePort: BASE_PORT,
  databaseUrl,
  redisUrl: redis.url,
  env: {
    ...UNTHROTTLED,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    AGGREGATOR_SECRET: SECRET,
    DATABASE_POOL_SIZE: "12",
    CRASH_ENABLED: "false",
  },
});

const figures: {
  instances: number;
  roundsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  rounds: number;
}[] = [];
const pool = createPool(databaseUrl, 4);
try {
  let game: { id: string } | undefined;
  for (let tries = 0; !game && tries < 600; tries++) {
    game = (await pool.query<{ id: string }>("select id from games where game_code = 'PG_RNG_0001'")).rows[0];
    if (!game) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!game) throw new Error("the catalogue was not synchronised");
  const members = new MemberService({ pool });
  const ledger = new LedgerService(pool);
  const players: { id: number; token: string }[] = [];
  for (let i = 0; i < WORKERS; i++) {
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

  let sequence = 0;
  const call = async (url: string, name: string, body: object) => {
    const raw = JSON.stringify(body);
    const response = await fetch(`${url}/api/aggregator/wallet/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": signBody(SECRET, raw) },
      body: raw,
    });
    const reply = (await response.json()) as { status: string };
    if (reply.status !== "OK") throw new Error(`${name}: ${reply.status}`);
  };
  const roundTrip = async (url: string, worker: number) => {
    const player = players[worker]!;
    const n = sequence++;
    const common = {
      token: player.token,
      player: String(player.id),
      currency: "PHP",
      vendor: "PG",
      gameCode: "PG_RNG_0001",
    };
    await call(url, "bet", { ...common, transactionId: `cb-${n}`, roundId: `cr-${n}`, amount: "1.00" });
    await call(url, "win", {
      ...common,
      transactionId: `cw-${n}`,
      roundId: `cr-${n}`,
      amount: "1.50",
      betTransactionId: `cb-${n}`,
      roundClosed: true,
    });
  };

  for (const n of INSTANCES) {
    const url = cluster.urlOfFirst(n);
    // Warm every instance of this level (connections, JIT) before counting.
    await Promise.all(players.slice(0, 3 * n).map((_, w) => roundTrip(url, w)));
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      players.map(async (_, worker) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          await roundTrip(url, worker);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const figure = {
      instances: n,
      roundsPerSecond: round2(latencies.length / elapsed),
      p50Ms: round2(percentile(latencies, 50)),
      p99Ms: round2(percentile(latencies, 99)),
      rounds: latencies.length,
    };
    figures.push(figure);
    console.log(
      `${n} instance${n > 1 ? "s" : " "}: ${figure.roundsPerSecond.toFixed(1).padStart(7)} rounds/s` +
        `  p50 ${figure.p50Ms} ms  p99 ${figure.p99Ms} ms  (${WORKERS} concurrent, x${round2(figure.roundsPerSecond / figures[0]!.roundsPerSecond)} of one)`,
    );
  }
} finally {
  await pool.end();
  await cluster.stop();
  await redis.stop();
  await dropDatabasesLike(admin.url, template.replace("_tpl_", "_t_"));
  await admin.stop?.();
}

const cpus = os.cpus().length;
const why =
  `${cpus} CPU core${cpus > 1 ? "s" : ""} carry every process here: the instances, PostgreSQL (which does most ` +
  "of the work of a round: two ledger transfers and their round rows), HAProxy and this load generator. " +
  "One Node.js instance runs its JavaScript on one core, so a second instance can use what the first leaves " +
  `idle; past ${cpus} busy processes, instances only take CPU time from PostgreSQL and from one another, so ` +
  "the rate levels off (or drops with the extra context switches). On machines with more cores, or with " +
  "PostgreSQL on its own machine, the rate grows with instances until the database is the limit.";
console.log(`\nwhy: ${why}`);

const result = {
  name: "cluster",
  date: new Date().toISOString(),
  cpus,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  node: process.version,
  workers: WORKERS,
  secondsPerLevel: SECONDS,
  figures,
  why,
};
await mkdir(path.join(here, "results"), { recursive: true });
await writeFile(path.join(here, "results", "cluster.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log("written to bench/results/cluster.json");
process.exit(0);
