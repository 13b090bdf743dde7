/**
 * Speed of the paths players' money takes, each beside the bare SQL floor measured in this run:
 * one double-entry transfer written by a single hand-written statement (the wallet benchmark's).
 * At 1, 8, 32 and 64 concurrent callers: seamless-wallet bet, win and rollback calls over HTTP
 * (signed, as the aggregator sends them), in-house dice bets and lottery tickets over the API;
 * the same seamless calls sent straight to their SQL function (`seamless-sql`: what the database
 * alone allows, without HTTP and the server);
 * then game-name search over the ~10,000-game catalogue, a trivial GET beside bare Fastify, and
 * the process's resident memory after each of two passes of the whole load.
 * Prints figures and ratios and writes bench/results/speed.json.
 *
 * Run alone with `npx tsx bench/speed.bench.ts`, or through `npm run bench -- speed`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import { loadConfig } from "../apps/server/src/config.js";
import { AggregatorClient } from "../apps/server/src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../apps/server/src/modules/games/catalogue-sync.js";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { seamlessCall } from "../apps/server/src/modules/games/wallet-repository.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { verifyLedger } from "../apps/server/src/modules/ledger/verify.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { AGGREGATOR_SECRET, freePort, startAggregator } from "../apps/server/test/aggregator.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { lotteryOn } from "../apps/server/test/lottery.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { pinDatabaseApart } from "./database-cpu.js";
import { dropBenchDatabasesUnlessKept, runWhenMain, writeResults } from "./harness.js";
import { logMemory, measureSearch, measureTrivialGet } from "./speed-extras.js";
import { createSpeedPlayers } from "./speed-players.js";
import {
  agent,
  drive,
  FLOOR_SQL,
  type Measured,
  pad,
  printFunctionStats,
  request,
  round2,
  SECONDS,
  type ServerMemory,
  setTrackFunctions,
  startServer,
  stopServer,
  timed,
  walPosition,
} from "./speed-support.js";

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
    const ledger = new LedgerService(pool);
    const run = randomBytes(3).toString("hex");
    let sequence = 0;
    const floorCall = (worker: number) => {
      const [a, b] = (players[worker] as (typeof players)[number]).floor;
      return pool.query(FLOOR_SQL, [a, b, "1", `speed-${run}-${sequence++}`, CURRENCY]);
    };
    const walletCall = async (name: string, body: object) => {
      const raw = JSON.stringify(body);
      const response = await request(`${url}/api/aggregator/wallet/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature": signBody(AGGREGATOR_SECRET, raw) },
        body: raw,
      });
      const reply = JSON.parse(response.text) as { status: string };
      if (reply.status !== "OK") throw new Error(`${name}: ${reply.status}`);
    };
    const workloads = {
      floor: async (worker: number, record: (name: string, ms: number) => void) =>
        timed(record, "transfer", async () => {
          await floorCall(worker);
        }),
      // A bet, then its win (round closed) or, every other round, its rollback.
      seamless: async (worker: number, record: (name: string, ms: number) => void) => {
        const player = players[worker] as (typeof players)[number];
        const n = sequence++;
        const common = {
          token: player.gameToken,
          player: String(player.id),
          currency: CURRENCY,
          vendor: "PG",
          gameCode: "PG_RNG_0001",
        };
        const roundId = `speed-${run}-${n}`;
        const bet = `sb-${run}-${n}`;
        await timed(record, "bet", () =>
          walletCall("bet", { ...common, transactionId: bet, roundId, amount: "1.00" }),
        );
        if (n % 2 === 0) {
          await timed(record, "win", () =>
            walletCall("win", {
              ...common,
              transactionId: `sw-${run}-${n}`,
              roundId,
              amount: "1.50",
              betTransactionId: bet,
              roundClosed: true,
            }),
          );
        } else {
          await timed(record, "rollback", () =>
            walletCall("rollback", {
              ...common,
              transactionId: `sr-${run}-${n}`,
              roundId,
              betTransactionId: bet,
            }),
          );
        }
      },
      // The seamless round above without HTTP and the server: the statement the server sends for
      // each call, from this process's pool. What separates it from the floor is the database's
      // own work; what separates `seamless` from it is the HTTP path.
      "seamless-sql": async (worker: number, record: (name: string, ms: number) => void) => {
        const player = players[worker] as (typeof players)[number];
        const n = sequence++;
        const [playerAccount, house] = await ledger.accountIds({
          from: { owner: "player", memberId: String(player.id), wallet: "main" },
          to: { owner: "house", merchant: "jogada", kind: "house_vendor", code: "PG" },
          currency: CURRENCY,
        });
        const common = {
          roundId: `speed-sql-${run}-${n}`,
          memberId: String(player.id),
          merchant: "jogada",
          vendor: "PG",
          gameCode: "PG_RNG_0001",
          sessionVendor: "PG",
          demo: false,
          currency: CURRENCY,
          decimals: 2,
          catalogueDecimals: 2,
          tokenHash: hashToken(player.gameToken),
          requestHash: randomBytes(16).toString("hex"),
          player: playerAccount,
          house,
          main: true,
          guarded: true,
        };
        const sql = async (name: string, call: Parameters<typeof seamlessCall>[1]) =>
          timed(record, name, async () => {
            const row = await seamlessCall(pool, call);
            if (row.status !== "OK") throw new Error(`${name}: ${row.status ?? "slow path"}`);
          });
        const bet = `sqb-${run}-${n}`;
        await sql("bet", {
          ...common,
          kind: "bet",
          transactionId: bet,
          betTransactionId: null,
          amount: 100n,
          roundClosed: false,
        });
        if (n % 2 === 0) {
          await sql("win", {
            ...common,
            kind: "win",
            transactionId: `sqw-${run}-${n}`,
            betTransactionId: bet,
            amount: 150n,
            roundClosed: true,
          });
        } else {
          await sql("rollback", {
            ...common,
            kind: "rollback",
            transactionId: `sqr-${run}-${n}`,
            betTransactionId: bet,
            amount: 0n,
            roundClosed: false,
          });
        }
      },
      dice: async (worker: number, record: (name: string, ms: number) => void) =>
        timed(record, "bet", async () => {
          const response = await request(`${url}/wps/bgs/dice/bet`, {
            method: "POST",
            headers: {
              authorization: players[worker]?.login as string,
              "content-type": "application/json",
              "idempotency-key": randomUUID(),
            },
            body: '{"amount":"1.00","target":"50.00","direction":"over"}',
          });
          if (response.status !== 200) throw new Error(`dice: ${response.status} ${response.text}`);
        }),
      lottery: async (worker: number, record: (name: string, ms: number) => void) =>
        timed(record, "ticket", async () => {
          const number = String(sequence++ % 100).padStart(2, "0");
          const response = await request(`${url}/lgw/lottery/tickets`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: players[worker]?.login as string,
              "idempotency-key": randomUUID(),
            },
            body: JSON.stringify({
              gameCode: "vn-north",
              drawId,
              lines: [{ betType: "de", numbers: [number], stake: "1.00" }],
            }),
          });
          if (response.status !== 200) throw new Error(`ticket: ${response.status} ${response.text}`);
        }),
    };
    // Warm-up: connections, caches, JIT; and every player's first call of each path, which opens
    // what a player's first bet opens once (house and wallet accounts, the responsible-gaming
    // row, a house seed). Without it the first pass at 32 or 64 measured those first bets of the
    // players it had not used yet, and its p99 was theirs.
    for (const [name, work] of Object.entries(workloads)) {
      if (name !== "floor" && !PATHS.includes(name)) continue;
      await Promise.all(players.map((_, worker) => work(worker, () => {})));
      await drive(4, work);
    }

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
          const floorRun = await drive(level, workloads.floor);
          const walBetween = await walPosition(pool);
          const measured = await drive(level, workloads[name]);
          const walAfter = await walPosition(pool);
          const floor = floorRun.all as Measured;
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
            passes.push({ pass, path: name, calls, concurrency: level, ...figures, floor, ratio, p99Ratio });
            log(
              `  ${name.padEnd(12)} ${calls.padStart(8)} ${pad(level, 5)} ${pad(figures.perSecond, 6)} ${pad(figures.p50, 7)} ${pad(figures.p99, 7)} | ${pad(floor.perSecond, 8)} ${pad(floor.p50, 7)} ${pad(floor.p99, 7)} | ${pad(ratio.toFixed(2), 10)} ${pad(p99Ratio.toFixed(2), 10)}`,
            );
          }
        }
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
