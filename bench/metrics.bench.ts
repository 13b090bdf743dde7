/**
 * The cost of metrics on the wallet path: seamless bet and win calls over HTTP against two server
 * processes on one database, one counting metrics and one with METRICS_ENABLED=false, driven in
 * turns (ABBA, so a drift of the machine's load falls on both alike). Prints both rates, their
 * ratio and p50/p99; writes bench/results/metrics.json. METRICS_BENCH_SECONDS, _PASSES and
 * _CONCURRENCY change the run.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../apps/server/src/config.js";
import { AggregatorClient } from "../apps/server/src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../apps/server/src/modules/games/catalogue-sync.js";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { AGGREGATOR_SECRET, freePort, startAggregator } from "../apps/server/test/aggregator.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import {
  dropBenchDatabasesUnlessKept,
  runWhenMain,
  timedDrive,
  upperPercentile,
  writeResults,
} from "./harness.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.METRICS_BENCH_SECONDS ?? 5);
const PASSES = Number(process.env.METRICS_BENCH_PASSES ?? 6);
const CONCURRENCY = Number(process.env.METRICS_BENCH_CONCURRENCY ?? 16);
const TOKEN = "bench-metrics-token-0123456789abcdefghij";
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(url: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "x-signature": signBody(AGGREGATOR_SECRET, body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** bench/speed-server.ts with `env`: resolves with its URL once it listens. */
async function startServer(env: Record<string, string>) {
  const child = spawn(path.join(here, "../node_modules/.bin/tsx"), [path.join(here, "speed-server.ts")], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split("\n").find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

export async function runMetricsBench(log: (line: string) => void = console.log) {
  const base = loadConfig();
  const admin = await adminUrl(base.DATABASE_URL);
  const template = await createTemplate(admin.url);
  const databaseUrl = await cloneTemplate(admin.url, template);
  const pool = createPool(databaseUrl, 4);
  const aggregatorPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...UNTHROTTLED,
    AGGREGATOR_URL: `http://127.0.0.1:${aggregatorPort}/aggregator`,
    AGGREGATOR_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    CRASH_ENABLED: "false",
    DATABASE_POOL_SIZE: "20",
  };
  const servers = {
    with: await startServer({ ...env, METRICS_ENABLED: "true", METRICS_TOKEN: TOKEN }),
    without: await startServer({ ...env, METRICS_ENABLED: "false" }),
  };
  const aggregator = await startAggregator(servers.with.url, aggregatorPort);
  try {
    const config = loadConfig({ ...process.env, ...env });
    const quiet = { warn() {}, info() {}, error() {}, debug() {}, child: () => quiet } as never;
    await new CatalogueSync(
      pool,
      new AggregatorClient(config.AGGREGATOR_URL as string, AGGREGATOR_SECRET, config.AGGREGATOR_OPERATOR),
      quiet,
    ).run();
    const game = (await pool.query<{ id: string }>("select id from games where game_code = 'PG_RNG_0001'"))
      .rows[0] as { id: string };
    const members = new MemberService({ pool });
    const ledger = new LedgerService(pool);
    const players: { id: number; token: string }[] = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const id = await members.create(pool, {
        merchantCode: "jogada",
        username: `mb${randomBytes(4).toString("hex")}`,
        password: "Bench12345",
      });
      await ledger.transfer({
        from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
        to: { owner: "player", memberId: id, wallet: "main" },
        amount: 100_000_000_00n,
        currency: "PHP",
        reference: `metrics-bench-fund:${id}`,
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
    const run = randomBytes(3).toString("hex");
    let sequence = 0;
    /** One seamless round: a bet, then its closing win. Two calls. */
    const round = (url: string) => async (worker: number) => {
      const player = players[worker] as { id: number; token: string };
      const n = sequence++;
      const common = {
        token: player.token,
        player: String(player.id),
        currency: "PHP",
        vendor: "PG",
        gameCode: "PG_RNG_0001",
      };
      const roundId = `mb-${run}-${n}`;
      const bet = `mbb-${run}-${n}`;
      const answers = [
        await post(
          `${url}/api/aggregator/wallet/bet`,
          JSON.stringify({ ...common, roundId, transactionId: bet, amount: "1.00" }),
        ),
        await post(
          `${url}/api/aggregator/wallet/win`,
          JSON.stringify({
            ...common,
            roundId,
            transactionId: `mbw-${run}-${n}`,
            amount: "1.50",
            betTransactionId: bet,
            roundClosed: true,
          }),
        ),
      ];
      for (const answer of answers)
        if ((JSON.parse(answer) as { status: string }).status !== "OK")
          throw new Error(`seamless call: ${answer}`);
    };
    // Warm both up (JIT, connections, caches) before anything counts.
    for (const side of ["with", "without"] as const)
      await timedDrive(CONCURRENCY, 2, round(servers[side].url));
    const totals = {
      with: { calls: 0, seconds: 0, latencies: [] as number[] },
      without: { calls: 0, seconds: 0, latencies: [] as number[] },
    };
    const order: ("with" | "without")[] = [];
    for (let pass = 0; pass < PASSES; pass++)
      order.push(...(pass % 2 === 0 ? (["with", "without"] as const) : (["without", "with"] as const)));
    for (const side of order) {
      const { latencies, elapsedSeconds } = await timedDrive(CONCURRENCY, SECONDS, round(servers[side].url));
      totals[side].calls += latencies.length * 2;
      totals[side].seconds += elapsedSeconds;
      totals[side].latencies.push(...latencies);
      log(`  ${side.padEnd(7)} metrics: ${Math.round((latencies.length * 2) / elapsedSeconds)} calls/s`);
    }
    const figures = Object.fromEntries(
      (["with", "without"] as const).map((side) => {
        const t = totals[side];
        t.latencies.sort((a, b) => a - b);
        return [
          side,
          {
            callsPerSecond: Math.round(t.calls / t.seconds),
            roundP50Ms: Math.round(upperPercentile(t.latencies, 50) * 100) / 100,
            roundP99Ms: Math.round(upperPercentile(t.latencies, 99) * 100) / 100,
            calls: t.calls,
          },
        ];
      }),
    ) as Record<
      "with" | "without",
      { callsPerSecond: number; roundP50Ms: number; roundP99Ms: number; calls: number }
    >;
    const ratio = figures.with.callsPerSecond / figures.without.callsPerSecond;
    const scraped = await fetch(`${servers.with.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    }).then((r) => r.text());
    const counted = scraped
      .split("\n")
      .filter((line) => line.startsWith("jogada_seamless_calls_total{") && line.includes('status="OK"'))
      .reduce((sum, line) => sum + Number(line.split(" ").pop()), 0);
    log(`seamless calls/s at ${CONCURRENCY} callers, ${PASSES * SECONDS} s each side, ABBA turns:`);
    log(
      `  with metrics     ${figures.with.callsPerSecond}  (round p50 ${figures.with.roundP50Ms} ms, p99 ${figures.with.roundP99Ms} ms)`,
    );
    log(
      `  without metrics  ${figures.without.callsPerSecond}  (round p50 ${figures.without.roundP50Ms} ms, p99 ${figures.without.roundP99Ms} ms)`,
    );
    log(
      `  ratio with/without ${ratio.toFixed(3)} (${((1 - ratio) * 100).toFixed(1)}% apart; target under 3%)`,
    );
    log(`  the metrics server counted ${counted} OK seamless calls`);
    await writeResults(
      "metrics",
      {
        concurrency: CONCURRENCY,
        seconds: SECONDS,
        passes: PASSES,
        ...figures,
        ratio: Math.round(ratio * 1000) / 1000,
        countedOkCalls: counted,
        at: new Date().toISOString(),
      },
      log,
    );
  } finally {
    servers.with.stop();
    servers.without.stop();
    await aggregator.close();
    await pool.end();
    await dropBenchDatabasesUnlessKept(admin.url, template, databaseUrl, log);
  }
}

runWhenMain(import.meta.url, () => runMetricsBench());
