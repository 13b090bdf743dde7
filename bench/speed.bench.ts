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
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../apps/server/src/config.js";
import { SessionService } from "../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { AggregatorClient } from "../apps/server/src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../apps/server/src/modules/games/catalogue-sync.js";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { seamlessCall } from "../apps/server/src/modules/games/wallet-repository.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { verifyLedger } from "../apps/server/src/modules/ledger/verify.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { AGGREGATOR_SECRET, freePort, startAggregator } from "../apps/server/test/aggregator.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { lotteryOn } from "../apps/server/test/lottery.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { pinDatabaseApart } from "./database-cpu.js";
import { dropBenchDatabasesUnlessKept, runWhenMain, upperPercentile, writeResults } from "./harness.js";

const here = path.dirname(fileURLToPath(import.meta.url));
// SPEED_LEVELS, SPEED_PATHS (seamless, dice, lottery, search, get) and SPEED_PASSES narrow a run
// to what is being looked at; SPEED_SERVER_NODE_FLAGS are node's flags for the server only (`--cpu-prof`).
const LEVELS = (process.env.SPEED_LEVELS ?? "1,8,32,64").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
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

async function walPosition(pool: Pool): Promise<bigint> {
  const { rows } = await pool.query<{ lsn: string }>(
    "select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::text as lsn",
  );
  return BigInt((rows[0]?.lsn ?? "0").split(".")[0] as string);
}

async function setTrackFunctions(admin: string, databaseUrl: string): Promise<void> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const pool = createPool(admin, 1);
  try {
    await pool.query(`alter database "${database}" set track_functions = 'all'`);
  } finally {
    await pool.end();
  }
}

async function printFunctionStats(pool: Pool, log: (line: string) => void): Promise<void> {
  const { rows } = await pool.query<{ name: string; calls: string; total: number; self: number }>(
    `select funcname as name, calls, total_time as total, self_time as self
       from pg_stat_user_functions order by self_time desc limit 15`,
  );
  log("\nSQL functions (ms per call: total, own):");
  for (const r of rows) {
    const calls = Number(r.calls);
    log(
      `  ${r.name.padEnd(28)} calls ${String(calls).padStart(8)}  ${(r.total / calls).toFixed(3)}  ${(r.self / calls).toFixed(3)}`,
    );
  }
}

const FLOOR_SQL = `
with d as (
  update ledger_accounts set balance = balance - $3, version = version + 1
   where id = $1 and (may_go_negative or balance - pending >= $3) returning id, balance, pending),
c as (
  update ledger_accounts set balance = balance + $3, version = version + 1
   where id = $2 and exists (select 1 from d) returning id, balance, pending),
t as (
  insert into ledger_transfers (reference, kind, status, debit_account_id, credit_account_id, amount, currency)
  select $4, 'bench', 'posted', $1, $2, $3, $5 from c returning id)
insert into ledger_entries (transfer_id, account_id, amount, pending_delta, balance_after, pending_after)
select t.id, d.id, -$3::bigint, 0, d.balance, d.pending from t, d
union all
select t.id, c.id, $3::bigint, 0, c.balance, c.pending from t, c`;

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Calls per second and percentiles. For one kind of call among several (a seamless round's bet,
 * win or rollback) the rate is the one that kind alone would reach at this concurrency and
 * latency: concurrency ÷ mean latency.
 */
function summary(latencies: number[], seconds: number, concurrency?: number): Measured {
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, v) => sum + v, 0) / Math.max(1, latencies.length);
  return {
    perSecond: Math.round(
      concurrency === undefined ? latencies.length / seconds : (concurrency * 1000) / Math.max(0.001, mean),
    ),
    p50: round2(upperPercentile(latencies, 50)),
    p99: round2(upperPercentile(latencies, 99)),
    count: latencies.length,
  };
}

/**
 * Runs `work` from `concurrency` loops for SECONDS; `work` records its own calls' latencies under
 * a name (a seamless round is a bet and its win or rollback: each call counts).
 */
async function drive(
  concurrency: number,
  work: (worker: number, record: (name: string, ms: number) => void) => Promise<void>,
): Promise<Record<string, Measured>> {
  const latencies: Record<string, number[]> = { all: [] };
  const record = (name: string, ms: number) => {
    const list = latencies[name] ?? [];
    latencies[name] = list;
    list.push(ms);
    if (name !== "all") latencies.all?.push(ms);
  };
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) await work(worker, record);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return Object.fromEntries(
    Object.entries(latencies).map(([name, list]) => [
      name,
      summary(list, elapsed, name === "all" || Object.keys(latencies).length === 2 ? undefined : concurrency),
    ]),
  );
}

async function timed(record: (name: string, ms: number) => void, name: string, work: () => Promise<void>) {
  const t0 = performance.now();
  await work();
  record(name, performance.now() - t0);
}

const pad = (value: unknown, width: number) => String(value).padStart(width);

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP request on kept-alive sockets (cheaper for the load generator than fetch). */
function request(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string; serverMs?: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      { method: options.method ?? "GET", headers: options.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        // The server's own time for the request (its Server-Timing header), without the network.
        const timing = /app;dur=([\d.]+)/.exec(String(res.headers["server-timing"] ?? ""));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            ...(timing ? { serverMs: Number(timing[1]) } : {}),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

interface ServerMemory {
  rssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  spacesMb: Record<string, number>;
  mappingsMb: Record<string, number>;
  /** With BENCH_COUNT_QUERIES=1: statements sent since the previous reading, by text. */
  queries?: Record<string, number>;
}

/** Starts bench/speed-server.ts with `env`; resolves with its URL, process and a memory probe. */
async function startServer(env: Record<string, string | undefined>) {
  const tsx = path.join(here, "../node_modules/.bin/tsx");
  const server = path.join(here, "speed-server.ts");
  // Node's own flags (`--cpu-prof`) need node itself, with tsx as a loader.
  const nodeFlags = env.BENCH_BARE_FASTIFY
    ? []
    : (process.env.SPEED_SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(
    nodeFlags.length > 0 ? process.execPath : tsx,
    nodeFlags.length > 0 ? [...nodeFlags, "--import", "tsx", server] : [server],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  // The server's stdout carries JSON lines (its port, then memory readings); anything else is its log.
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  let started: ((value: { port: number; pid: number }) => void) | undefined;
  let buffered = "";
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.startsWith("{")) {
        process.stderr.write(`${line}\n`);
        continue;
      }
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if ("port" in parsed) started?.(parsed as { port: number; pid: number });
      else if ("memory" in parsed) waiting.shift()?.(parsed);
      else process.stderr.write(`${line}\n`);
    }
  });
  const { port, pid } = await new Promise<{ port: number; pid: number }>((resolve, reject) => {
    started = resolve;
    child.on("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  /**
   * The server process's own figures (it is tsx's child: the pid it printed, not `child.pid`):
   * resident memory from /proc, heap from process.memoryUsage() inside it.
   */
  const memory = () =>
    new Promise<ServerMemory>((resolve) => {
      waiting.push((line) => resolve({ ...(line.memory as ServerMemory), rssMb: rssOf(pid) }));
      process.kill(pid, "SIGUSR2");
    });
  return { url: `http://127.0.0.1:${port}`, child, pid, memory };
}

/** The resident memory of a process, MB (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.replace(/\D/g, "") ?? 0) / 1024);
}

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

    // One player per worker, with money, a game session and a login session; and a pair of bare
    // accounts per worker for the floor: every figure measures the platform, not one row's queue.
    const members = new MemberService({ pool });
    const ledger = new LedgerService(pool);
    const sessions = new SessionService({ config, pool, brands: new BrandService(pool, "jogada") });
    const game = (await pool.query<{ id: string }>("select id from games where game_code = 'PG_RNG_0001'"))
      .rows[0] as { id: string };
    const players: { id: number; gameToken: string; login: string; floor: [string, string] }[] = [];
    for (let i = 0; i < Math.max(4, ...LEVELS); i++) {
      const id = await members.create(pool, {
        merchantCode: "jogada",
        username: `spd${randomBytes(4).toString("hex")}`,
        password: "Bench12345",
      });
      await ledger.transfer({
        from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
        to: { owner: "player", memberId: id, wallet: "main" },
        amount: 100_000_000_00n,
        currency: CURRENCY,
        reference: `speed-fund:${id}`,
        kind: "deposit",
      });
      const gameToken = randomBytes(32).toString("base64url");
      await pool.query(
        `insert into game_sessions (token_hash, member_id, merchant_code, game_id, vendor_code, demo, currency, expires_at)
         values ($1, $2, 'jogada', $3, 'PG', false, $4, now() + interval '1 day')`,
        [hashToken(gameToken), id, game.id, CURRENCY],
      );
      const { token: login } = await sessions.open(pool, { id, merchantCode: "jogada" }, "password", {
        ip: "127.0.0.1",
        userAgent: "bench",
      });
      const floor = await Promise.all(
        ["a", "b"].map(async (side) => {
          const owner = `speed-floor-${side}-${i}`;
          await ledger.transfer({
            from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
            to: { owner: "player", memberId: owner, wallet: "main" },
            amount: 10n ** 12n,
            currency: CURRENCY,
            reference: `speed-floor-fund:${owner}`,
            kind: "deposit",
          });
          const { rows } = await pool.query<{ id: string }>(
            "select ledger_account('player', $1, 'main', '', $2, 0::smallint) as id",
            [owner, CURRENCY],
          );
          return rows[0]?.id as string;
        }),
      );
      players.push({ id, gameToken, login, floor: floor as [string, string] });
    }

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

    if (PATHS.includes("search")) {
      // Name search through the public list call: fragments of real names, as a player types them.
      const names = (await pool.query<{ name: string }>("select name from games order by random() limit 400"))
        .rows;
      const fragments = names.map(({ name }, i) => {
        const words = name.split(" ");
        return i % 2 === 0 ? (words[0] ?? "").slice(0, 4) : (words[1] ?? words[0] ?? "");
      });
      let next = 0;
      const inServer: number[] = [];
      const search = (
        await drive(1, (_, record) =>
          timed(record, "search", async () => {
            const term = fragments[next++ % fragments.length] as string;
            const response = await request(
              `${url}/wps/relay/GCSGAME_gameList?clientType=3&gameName=${encodeURIComponent(term)}&pageSize=30`,
            );
            if (response.status !== 200) throw new Error(`search ${term}: ${response.status}`);
            if (response.serverMs !== undefined) inServer.push(response.serverMs);
          }),
        )
      ).all as Measured;
      const gameCount = Number(
        (await pool.query("select count(*) from games where removed_at is null")).rows[0].count,
      );
      inServer.sort((a, b) => a - b);
      const server = {
        p50: round2(upperPercentile(inServer, 50)),
        p99: round2(upperPercentile(inServer, 99)),
      };
      log(
        `\ngame name search over ${gameCount} games: p50 ${search.p50} ms, p99 ${search.p99} ms over HTTP; in the server p50 ${server.p50} ms, p99 ${server.p99} ms`,
      );
      result.search = { games: gameCount, ...search, inServer: server };
    }

    if (PATHS.includes("get")) {
      // A trivial GET (a guest call answered from memory) beside bare Fastify, both over HTTP.
      const trivial: Record<string, unknown>[] = [];
      for (const level of [1, 8, 32]) {
        const get = (target: string) => async (_: number, record: (name: string, ms: number) => void) =>
          timed(record, "get", async () => {
            const response = await request(target);
            if (response.status !== 200) throw new Error(`${target}: ${response.status}`);
          });
        const fastify = (await drive(level, get(`${bareUrl}/hello`))).all as Measured;
        const ours = (await drive(level, get(`${url}/wps/session/oauth/providers`))).all as Measured;
        const ratio = round2(ours.perSecond / Math.max(1, fastify.perSecond));
        trivial.push({ concurrency: level, ours, bareFastify: fastify, ratio });
        log(
          `trivial GET, concurrency ${pad(level, 2)}: ${ours.perSecond}/s (p99 ${ours.p99} ms) beside bare Fastify ${fastify.perSecond}/s (p99 ${fastify.p99} ms): ${ratio.toFixed(2)}`,
        );
      }
      result.trivialGet = trivial;
    }

    memory.push({ after: "search and trivial GET", ...(await server.memory()) });
    log("\nthe server process's memory (MB):");
    for (const m of memory) {
      log(
        `  after ${m.after.padEnd(24)} rss ${pad(m.rssMb, 5)}  heap used ${pad(m.heapUsedMb, 4)} of ${pad(m.heapTotalMb, 4)}  external ${pad(m.externalMb, 4)} (array buffers ${m.arrayBuffersMb})`,
      );
      log(
        `    resident by mapping: ${JSON.stringify(m.mappingsMb)}; V8 spaces: ${JSON.stringify(m.spacesMb)}`,
      );
      for (const [text, count] of Object.entries(m.queries ?? {}).sort((a, b) => b[1] - a[1])) {
        log(`    ${pad(count, 7)} × ${text}`);
      }
    }
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
    for (const { child, pid } of [bare, server]) {
      // The server itself is tsx's child: it is the one asked to stop, and made to if it does not.
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(pid, "SIGTERM");
      const timer = setTimeout(() => {
        for (const target of [pid, child.pid ?? 0]) {
          try {
            process.kill(target, "SIGKILL");
          } catch {}
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
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
