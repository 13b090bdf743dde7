/**
 * Cluster benchmark: seamless-wallet rounds (a signed bet and its win) to one instance directly,
 * then through HAProxy to 1, 2 and 3 instances sharing one PostgreSQL and one Redis, and finally 3
 * instances with one killed half-way. Every level is warmed at full load before it is timed; the
 * client is a kept-alive `http.Agent`; the CPU time of the servers, PostgreSQL, HAProxy and the
 * client comes from /proc, per round. From those per-round costs it works out, on paper, what a
 * brand with 10,000 concurrent players needs. Writes bench/results/cluster.json.
 *
 * `npm run bench:cluster`, or `npm run bench -- cluster`. BENCH_SECONDS (8) timed per level,
 * BENCH_WARM_SECONDS (4) of warm-up, BENCH_CLUSTER_WORKERS (32) concurrent rounds,
 * BENCH_CLUSTER_PORT (4000: HAProxy there, instances and partners on the ports above it),
 * BENCH_CLUSTER_FAULT=0 skips the killed-instance level.
 */
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../apps/server/src/config.js";
import { createPool } from "../apps/server/src/platform/db.js";
import { adminUrl, cloneTemplate, createTemplate, dropDatabasesLike } from "../apps/server/test/databases.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { startCluster, startRedis } from "../scripts/cluster/stack.js";
import { capacityFor, type LevelFigure, printLevel } from "./cluster-report.js";
import {
  AGGREGATOR_SECRET,
  type BenchPlayer,
  closedRounds,
  createPlayers,
  playRound,
} from "./cluster-rounds.js";
import { CpuMeter, childrenOf, postmasterOf } from "./process-cpu.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 4);
const WORKERS = Number(process.env.BENCH_CLUSTER_WORKERS ?? 32);
const BASE_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4000);
const FAULT = process.env.BENCH_CLUSTER_FAULT !== "0";

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
    AGGREGATOR_SECRET,
    DATABASE_POOL_SIZE: "12",
    CRASH_ENABLED: "false",
  },
});

interface Level {
  label: string;
  instances: number;
  url: string;
  /** Kill the last instance half-way through the timed part. */
  kill?: boolean;
}
const levels: Level[] = [
  { label: "1 instance, direct", instances: 1, url: cluster.instances[0]!.url },
  { label: "1 instance, HAProxy", instances: 1, url: cluster.urlOfFirst(1) },
  { label: "2 instances, HAProxy", instances: 2, url: cluster.urlOfFirst(2) },
  { label: "3 instances, HAProxy", instances: 3, url: cluster.url },
  ...(FAULT ? [{ label: "3 instances, one killed", instances: 3, url: cluster.url, kill: true }] : []),
];

const figures: LevelFigure[] = [];
const pool = createPool(databaseUrl, 4);
try {
  const players = await createPlayers(pool, WORKERS);
  const postmaster = await postmasterOf(pool);
  const meter = new CpuMeter({
    servers: () => cluster.instances.map((instance) => instance.pid()).filter((pid) => pid !== undefined),
    postgres: () => [postmaster, ...childrenOf(postmaster)],
    haproxy: () => [cluster.haproxyPid()].filter((pid) => pid !== undefined),
    client: () => [process.pid],
  });
  let sequence = 0;
  for (const [index, level] of levels.entries()) {
    // Warm-up at full load through the same address: every instance of the level gets its share.
    await drive(players, WARM_SECONDS, level.url, `w${index}`);
    meter.start();
    const started = performance.now();
    const killing = level.kill
      ? new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2)).then(() =>
          cluster.instances[2]!.kill(),
        )
      : undefined;
    const run = await drive(players, SECONDS, level.url, `r${index}`);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = meter.stop();
    await killing;
    // Every round answered OK must be in the database; a partner resends what got no answer
    // (three tries a second apart), and nothing may be paid twice meanwhile.
    const lost = run.succeeded.length - (await closedRounds(pool, run.succeeded));
    const unfinished: string[] = [];
    for (const { player, roundId } of run.failed) {
      for (let attempt = 0; ; attempt++) {
        const resent = await playRound(cluster.url, player, roundId).then(
          () => true,
          () => false,
        );
        if (resent) break;
        if (attempt === 2) {
          unfinished.push(roundId);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    if (level.kill) await cluster.instances[2]!.start();
    run.latencies.sort((a, b) => a - b);
    const rounds = run.latencies.length;
    const perRoundMs = (seconds: number) => round2((seconds * 1000) / Math.max(1, rounds));
    const figure: LevelFigure = {
      level: level.label,
      instances: level.instances,
      roundsPerSecond: round2(rounds / elapsed),
      p50Ms: round2(percentile(run.latencies, 50)),
      p99Ms: round2(percentile(run.latencies, 99)),
      rounds,
      failedThenResent: run.failed.length,
      unfinished: unfinished.length,
      lost,
      cpuMsPerRound: {
        servers: perRoundMs(cpu.servers ?? 0),
        postgres: perRoundMs(cpu.postgres ?? 0),
        haproxy: perRoundMs(cpu.haproxy ?? 0),
        client: perRoundMs(cpu.client ?? 0),
      },
      machineBusy: round2(Object.values(cpu).reduce((sum, s) => sum + s, 0) / (elapsed * os.cpus().length)),
    };
    sequence += run.succeeded.length + run.failed.length;
    figures.push(figure);
    // Levels after the second are compared with one instance through HAProxy.
    printLevel(figure, figures.length > 2 ? figures[1] : undefined);
  }
  console.log(`\n${sequence} timed rounds in all`);
} finally {
  await pool.end();
  await cluster.stop();
  await redis.stop();
  await dropDatabasesLike(admin.url, template.replace("_tpl_", "_t_"));
  await admin.stop?.();
}

/** Every worker plays rounds back to back for `seconds`; a failed round is noted, not retried. */
async function drive(players: BenchPlayer[], seconds: number, url: string, prefix: string) {
  const latencies: number[] = [];
  const succeeded: string[] = [];
  const failed: { player: BenchPlayer; roundId: string }[] = [];
  const deadline = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) {
        const roundId = `cb-${prefix}-${n++}`;
        const t0 = performance.now();
        try {
          await playRound(url, player, roundId);
          latencies.push(performance.now() - t0);
          succeeded.push(roundId);
        } catch {
          failed.push({ player, roundId });
        }
      }
    }),
  );
  return { latencies, succeeded, failed };
}

const capacity = capacityFor(figures.find((f) => f.level === "3 instances, HAProxy") ?? figures[0]!);
console.log(`\n${capacity.text}`);
const result = {
  name: "cluster",
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  node: process.version,
  workers: WORKERS,
  warmSecondsPerLevel: WARM_SECONDS,
  secondsPerLevel: SECONDS,
  figures,
  capacity,
};
await mkdir(path.join(here, "results"), { recursive: true });
await writeFile(path.join(here, "results", "cluster.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log("written to bench/results/cluster.json");
process.exit(0);
