import os from "node:os";
import { loadConfig } from "../apps/server/src/config.js";
import { AggregatorClient } from "../apps/server/src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../apps/server/src/modules/games/catalogue-sync.js";
import { verifyLedger } from "../apps/server/src/modules/ledger/verify.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { AGGREGATOR_SECRET, freePort, startAggregator } from "../apps/server/test/aggregator.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { lotteryOn } from "../apps/server/test/lottery.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { pinDatabaseApart } from "./database-cpu.js";
import { dropBenchDatabasesUnlessKept, runWhenMain, writeResults } from "./harness.js";
import { CpuMeter, childrenOf, postmasterOf } from "./process-cpu.js";
import { type CpuPerCall, cpuPerCall, describeCpu } from "./speed-cpu.js";
import { logMemory, measureSearch, measureTrivialGet } from "./speed-extras.js";
import { createSpeedPlayers } from "./speed-players.js";
import {
  agent,
  drive,
  type Measured,
  pad,
  printFunctionStats,
  round2,
  SECONDS,
  type ServerMemory,
  setTrackFunctions,
  startServer,
  stopServer,
  walPosition,
} from "./speed-support.js";
import { speedWorkloads } from "./speed-workloads.js";

// SPEED_LEVELS, SPEED_PATHS (seamless, dice, lottery, search, get) and SPEED_PASSES narrow a run
// to what is being looked at; SPEED_SERVER_NODE_FLAGS are node's flags for the server only (`--cpu-prof`).
const LEVELS = (process.env.SPEED_LEVELS ?? "1,8,32,64").split(",").map(Number);
const PATHS = (process.env.SPEED_PATHS ?? "seamless,seamless-sql,dice,lottery,search,get").split(",");
const PASSES = Array.from({ length: Number(process.env.SPEED_PASSES ?? 2) }, (_, i) => i + 1);
const CURRENCY = "PHP";
// SPEED_FUNCTION_STATS=1 prints, after the run, the time spent in each SQL function and trigger
// function (PostgreSQL's track_functions, set on the run's own database only).
const FUNCTION_STATS = process.env.SPEED_FUNCTION_STATS === "1";
// SPEED_WAL=1 prints the write-ahead log written per call beside the floor's (the whole server's
// log: read it on a machine doing nothing else).
const WAL_PER_CALL = process.env.SPEED_WAL === "1";
// SPEED_DB_OWN_CPU=1 gives the local PostgreSQL a CPU of its own for the run, as production gives
// the database its own machine (bench/database-cpu.ts); the figures go to speed-db-own-cpu.json.
const DB_OWN_CPU = process.env.SPEED_DB_OWN_CPU === "1";

export async function runSpeedBench(log: (line: string) => void = console.log) {
  const base = loadConfig();
  const admin = await adminUrl(base.DATABASE_URL);
  const template = await createTemplate(admin.url);
  const databaseUrl = await cloneTemplate(admin.url, template);
  if (FUNCTION_STATS) await setTrackFunctions(admin.url, databaseUrl);
  const aggregatorPort = await freePort();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    // One load generator plays far faster than any player: the rate limits would measure themselves.
    ...UNTHROTTLED,
    AGGREGATOR_URL: `http://127.0.0.1:${aggregatorPort}/aggregator`,
    AGGREGATOR_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    CRASH_ENABLED: "false",
    CRASH_CHAIN_LENGTH: "100",
    LOTTERY_JOB_SECONDS: "3600",
    LOTTERY_MAX_LIABILITY: "1000000000.00",
    DATABASE_POOL_SIZE: "40",
  });
  const pool: Pool = createPool(databaseUrl, 10);
  pool.on("error", () => {});
  // Before the server starts: it inherits this process's CPUs.
  const pinning = DB_OWN_CPU ? await pinDatabaseApart(pool) : undefined;
  if (pinning) {
    process.once("exit", pinning.restore);
    log(pinning.description);
  }
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.SPEED_SERVER_LOG_LEVEL ?? "silent",
    NODE_ENV: "test",
    ...UNTHROTTLED,
    AGGREGATOR_URL: config.AGGREGATOR_URL,
    AGGREGATOR_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    CRASH_ENABLED: "false",
    CRASH_CHAIN_LENGTH: "100",
    LOTTERY_JOB_SECONDS: "3600",
    LOTTERY_MAX_LIABILITY: "1000000000.00",
    DATABASE_POOL_SIZE: "40",
  });
  const url = server.url;
  const log_ = {
    warn: () => {},
    info: () => {},
    error: () => {},
    debug: () => {},
    child: () => log_,
  } as never;
  const aggregator = await startAggregator(url, aggregatorPort);
  const bare = await startServer({ BENCH_BARE_FASTIFY: "1" });
  const bareUrl = bare.url;
  const loadAtStart = os.loadavg();
  const result: Record<string, unknown> = {};
  try {
    await new CatalogueSync(
      pool,
      new AggregatorClient(config.AGGREGATOR_URL as string, AGGREGATOR_SECRET, config.AGGREGATOR_OPERATOR),
      log_,
    ).run();
    const lottery = lotteryOn(pool, config, log_);
    await lottery.draws.createAhead();
    const drawId = (await lottery.lobby.openDraws("vn-north", 1, "EN")).draws[0]?.drawId as string;

    // One player per worker, with money, a game session and a login session (bench/speed-players.ts).
    const players = await createSpeedPlayers(pool, config, Math.max(4, ...LEVELS), CURRENCY);
    const workloads = speedWorkloads(pool, url, players, drawId, CURRENCY);
    // Warm-up: connections, caches, JIT; and every player's first call of each path, which opens
    // what a player's first bet opens once (house and wallet accounts, the responsible-gaming
    // row, a house seed). Without it the first pass at 32 or 64 measured those first bets of the
    // players it had not used yet, and its p99 was theirs.
    for (const [name, work] of Object.entries(workloads)) {
      if (name !== "floor" && !PATHS.includes(name)) continue;
      await Promise.all(players.map((_, worker) => work(worker, () => {})));
      await drive(4, work);
    }

    // Where each call's work is done: the server's and PostgreSQL's CPU from /proc, per call; for
    // the floor, PostgreSQL's and this process's (its client) per transfer.
    const postmaster = await postmasterOf(pool);
    const meter = new CpuMeter({
      server: () => [server.pid],
      postgres: () => [postmaster, ...childrenOf(postmaster)],
      client: () => [process.pid],
    });
    const memory: ({ after: string } & ServerMemory)[] = [{ after: "warm-up", ...(await server.memory()) }];
    const passes: Record<string, unknown>[] = [];
    for (const pass of PASSES) {
      log(
        `\npass ${pass} (load average ${os
          .loadavg()
          .map((v) => v.toFixed(1))
          .join(" ")}):`,
      );
      log(
        "  path           calls  conc     /s  p50 ms  p99 ms | floor /s  p50 ms  p99 ms | rate÷floor  p99÷floor",
      );
      for (const level of LEVELS) {
        // The floor right before each path, at the same concurrency: the machine's load of the moment.
        for (const name of (["seamless", "seamless-sql", "dice", "lottery"] as const).filter((p) =>
          PATHS.includes(p),
        )) {
          const walBefore = await walPosition(pool);
          meter.start();
          const floorRun = await drive(level, workloads.floor);
          const floorCpu = meter.stop();
          const walBetween = await walPosition(pool);
          meter.start();
          const measured = await drive(level, workloads[name]);
          const pathCpu = meter.stop();
          const walAfter = await walPosition(pool);
          const floor = floorRun.all as Measured;
          const cpu = cpuPerCall(pathCpu, measured.all?.count ?? 0, floorCpu, floor.count);
          if (WAL_PER_CALL) {
            const perCall = (bytes: bigint, calls: number) => Math.round(Number(bytes) / Math.max(1, calls));
            log(
              `  WAL bytes per call: ${name} ${perCall(walAfter - walBetween, measured.all?.count ?? 0)}, floor ${perCall(walBetween - walBefore, floor.count)}`,
            );
          }
          for (const [calls, figures] of Object.entries(measured)) {
            if (!name.startsWith("seamless") && calls !== "all") continue;
            const ratio = round2(figures.perSecond / Math.max(1, floor.perSecond));
            const p99Ratio = round2(figures.p99 / Math.max(0.01, floor.p99));
            // Each kind of seamless call is compared with the floor's rate share of its calls.
            passes.push({
              pass,
              path: name,
              calls,
              concurrency: level,
              ...figures,
              floor,
              ratio,
              p99Ratio,
              ...(calls === "all" ? { cpu } : {}),
            });
            log(
              `  ${name.padEnd(12)} ${calls.padStart(8)} ${pad(level, 5)} ${pad(figures.perSecond, 6)} ${pad(figures.p50, 7)} ${pad(figures.p99, 7)} | ${pad(floor.perSecond, 8)} ${pad(floor.p50, 7)} ${pad(floor.p99, 7)} | ${pad(ratio.toFixed(2), 10)} ${pad(p99Ratio.toFixed(2), 10)}`,
            );
          }
        }
        log(
          `  CPU µs per call (server · PostgreSQL), floor per transfer (client · PostgreSQL), at ${level}:`,
        );
        for (const row of passes.filter((p) => p.pass === pass && p.concurrency === level && p.cpu))
          log(`    ${String(row.path).padEnd(12)} ${describeCpu(row.cpu as CpuPerCall)}`);
      }
      memory.push({ after: `pass ${pass}`, ...(await server.memory()) });
    }
    result.paths = passes;

    if (PATHS.includes("search")) result.search = await measureSearch(pool, url, log);
    if (PATHS.includes("get")) result.trivialGet = await measureTrivialGet(url, bareUrl, log);

    memory.push({ after: "search and trivial GET", ...(await server.memory()) });
    logMemory(memory, log);
    result.memory = memory;
    const breaches = await verifyLedger(pool);
    log(
      breaches.length === 0 ? "ledger verified after the run: sound" : `LEDGER BREACHES: ${breaches.length}`,
    );
    result.ledgerSound = breaches.length === 0;
    if (breaches.length > 0) throw new Error("ledger breached during the benchmark");
  } finally {
    await aggregator.close();
    agent.destroy();
    for (const started of [bare, server]) await stopServer(started);
    // The server's connections report their functions' figures as they close.
    if (FUNCTION_STATS) await printFunctionStats(pool, log);
    await pool.end();
    pinning?.restore();
    await dropBenchDatabasesUnlessKept(admin.url, template, databaseUrl, log);
    await admin.stop?.();
  }
  const name = DB_OWN_CPU ? "speed-db-own-cpu" : "speed";
  const output = {
    name,
    ...(pinning ? { topology: pinning.description } : {}),
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    secondsPerMeasurement: SECONDS,
    loadAverage: { start: loadAtStart, end: os.loadavg() },
    units: {
      perSecond: "calls/s",
      p50: "ms",
      p99: "ms",
      ratio: "calls/s ÷ bare SQL floor transfers/s, same concurrency, measured just before",
      p99Ratio: "p99 ÷ the floor's p99",
    },
    ...result,
  };
  await writeResults(name, output, log);
  return output;
}

runWhenMain(import.meta.url, runSpeedBench);
