/**
 * Loyalty benchmark. 1) The seamless bet+win round trip over HTTP with points accrual, mission
 * progress and leaderboard scores on (the bet, round and ticket triggers queue each settled bet
 * and the loyalty job consumes the queue every second, with active missions of every kind) beside
 * the same run with the loyalty triggers disabled. Phases alternate per concurrency level so
 * machine noise falls on both. Target: at most 10% slower with loyalty on. 2) The leaderboard
 * call (top 20 and the caller's own rank) with 100,000 ranked players: p50, p99 over HTTP, the own
 * rank read from the standings the leaderboard job takes plus the scores changed since.
 * Writes bench/results/loyalty.json.
 *
 * Run alone with `npx tsx bench/loyalty.bench.ts`, or through `npm run bench -- loyalty`.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { SessionService } from "../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { AggregatorClient } from "../apps/server/src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../apps/server/src/modules/games/catalogue-sync.js";
import { hashToken } from "../apps/server/src/modules/games/seamless-service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { verifyLedger } from "../apps/server/src/modules/ledger/verify.js";
import { rankOf, takeStandings } from "../apps/server/src/modules/loyalty/leaderboard-repository.js";
import { periodStart } from "../apps/server/src/modules/loyalty/periods.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool, type Pool, withTransaction } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { AGGREGATOR_SECRET, freePort, startAggregator } from "../apps/server/test/aggregator.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { dropBenchDatabases, percentile, runWhenMain, timedDrive, writeResults } from "./harness.js";

const LEVELS = [1, 8];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const REPEATS = 2;
const RANKED = 100_000;
const LEADERBOARD_CALLS = 400;
/**
 * A settled round queues its loyalty event in the same trigger function that queues the agents'
 * and promotions' rows (migration 1100); "loyalty off" is that function without the loyalty insert.
 */
const SETTLED_ROUND_FUNCTION = "game_round_settled()";
const LOYALTY_INSERT = /insert into loyalty_events[^;]*;/;

/** Calls per second of `work` in `concurrency` loops for the bench's seconds. */
async function drive(concurrency: number, work: (worker: number) => Promise<void>): Promise<number> {
  const { latencies, elapsedSeconds } = await timedDrive(concurrency, SECONDS, work);
  return latencies.length / elapsedSeconds;
}

/** The nearest-rank percentile in ms, to two decimals. */
function percentileMs(sorted: number[], p: number): number {
  return Math.round(percentile(sorted, p) * 100) / 100;
}

export async function runLoyaltyBench(log: (line: string) => void = console.log) {
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
    CRASH_ENABLED: "false",
    CRASH_CHAIN_LENGTH: "100",
    DATABASE_POOL_SIZE: "40",
    PROMOTIONS_JOB_SECONDS: "1",
  });
  const pool: Pool = createPool(databaseUrl, config.DATABASE_POOL_SIZE);
  const app = await buildApp(config, pool);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const aggregator = await startAggregator(url, port);
  const brands = new BrandService(pool, "jogada");
  try {
    await new CatalogueSync(
      pool,
      new AggregatorClient(config.AGGREGATOR_URL!, AGGREGATOR_SECRET, config.AGGREGATOR_OPERATOR),
      app.log,
    ).run();
    const members = new MemberService({ pool });
    const ledger = new LedgerService(pool);
    const sessions = new SessionService({ config, pool, brands });
    const game = (await pool.query<{ id: string }>("select id from games where game_code = 'PG_RNG_0001'"))
      .rows[0]!;
    const players: { id: number; token: string; gameToken: string }[] = [];
    for (let i = 0; i < Math.max(...LEVELS); i++) {
      const id = await members.create(pool, {
        merchantCode: "jogada",
        username: `loyal${randomBytes(4).toString("hex")}`,
        password: "Bench12345",
      });
      await ledger.transfer({
        from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
        to: { owner: "player", memberId: id, wallet: "main" },
        amount: 1_000_000_00n,
        currency: "PHP",
        reference: `bench-loyalty-fund:${id}`,
        kind: "deposit",
      });
      const { token } = await sessions.open(pool, { id, merchantCode: "jogada" }, "password", {
        ip: "127.0.0.1",
        userAgent: "bench",
      });
      const gameToken = randomBytes(32).toString("base64url");
      await pool.query(
        `insert into game_sessions (token_hash, member_id, merchant_code, game_id, vendor_code, demo, currency, expires_at)
         values ($1, $2, 'jogada', $3, 'PG', false, 'PHP', now() + interval '1 day')`,
        [hashToken(gameToken), id, game.id],
      );
      players.push({ id, token, gameToken });
    }

    let sequence = 0;
    const wallet = async (name: string, body: object) => {
      const raw = JSON.stringify(body);
      const response = await fetch(`${url}/api/aggregator/wallet/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature": signBody(AGGREGATOR_SECRET, raw) },
        body: raw,
      });
      const reply = (await response.json()) as { status: string };
      if (reply.status !== "OK") throw new Error(`${name}: ${reply.status}`);
    };
    const seamless = async (worker: number) => {
      const player = players[worker]!;
      const n = sequence++;
      const common = {
        token: player.gameToken,
        player: String(player.id),
        currency: "PHP",
        vendor: "PG",
        gameCode: "PG_RNG_0001",
      };
      await wallet("bet", { ...common, transactionId: `lb-${n}`, roundId: `lr-${n}`, amount: "1.00" });
      await wallet("win", {
        ...common,
        transactionId: `lw-${n}`,
        roundId: `lr-${n}`,
        amount: "1.50",
        betTransactionId: `lb-${n}`,
        roundClosed: true,
      });
    };
    const withLoyalty = (
      await pool.query<{ def: string }>(
        `select pg_get_functiondef('${SETTLED_ROUND_FUNCTION}'::regprocedure) as def`,
      )
    ).rows[0]?.def as string;
    const withoutLoyalty = withLoyalty.replace(LOYALTY_INSERT, "");
    if (withoutLoyalty === withLoyalty)
      throw new Error("the settled-round function no longer queues loyalty events");
    const setLoyalty = async (on: boolean) => {
      await pool.query(on ? withLoyalty : withoutLoyalty);
    };
    const drained = async () => {
      for (let i = 0; i < 120; i++) {
        const n = Number((await pool.query("select count(*) as n from loyalty_events")).rows[0].n);
        if (n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };

    await drive(4, seamless); // warm-up
    const figures: { name: string; concurrency: number; off: number; on: number; slowdown: number }[] = [];
    for (const level of LEVELS) {
      let off = 0;
      let on = 0;
      for (let r = 0; r < REPEATS; r++) {
        await setLoyalty(false);
        off += await drive(level, seamless);
        await setLoyalty(true);
        on += await drive(level, seamless);
        await drained();
      }
      off /= REPEATS;
      on /= REPEATS;
      const slowdown = Math.round((1 - on / off) * 1000) / 10;
      figures.push({
        name: "seamless bet+win round trips/s",
        concurrency: level,
        off: Math.round(off),
        on: Math.round(on),
        slowdown,
      });
      log(
        `seamless bet+win round trips/s, concurrency ${level}: ${Math.round(off)} with loyalty off, ${Math.round(on)} with accrual and missions on (${slowdown}% slower)`,
      );
    }
    await drained();
    const accrued = Number(
      (await pool.query("select coalesce(sum(balance), 0) as n from ledger_accounts where kind = 'points'"))
        .rows[0].n,
    );
    const missionRows = Number((await pool.query("select count(*) as n from mission_progress")).rows[0].n);

    // 100,000 ranked players in the running period, plus the benchmark's own.
    const brand = (await brands.get("jogada"))!.config;
    const settings = (
      await pool.query("select settings from loyalty_settings where merchant_code = 'jogada'")
    ).rows[0]?.settings as { leaderboard?: { period: "daily" | "weekly" | "monthly" } } | undefined;
    const start = periodStart(settings?.leaderboard?.period ?? "weekly", new Date(), brand.timeZone);
    const seeded = performance.now();
    await pool.query(
      `insert into members (merchant_code, username, password_hash)
       select 'jogada', 'rank' || g, 'x' from generate_series(1, $1) g`,
      [RANKED],
    );
    await pool.query(
      `insert into leaderboard_scores (merchant_code, period_start, member_id, turnover)
       select 'jogada', $1, id, (abs(hashtext(username)) % 10000000) + 100 from members where username like 'rank%'
       on conflict do nothing`,
      [start],
    );
    await pool.query("analyze leaderboard_scores");
    log(`ranked ${RANKED} players in ${Math.round(performance.now() - seeded)} ms`);
    // The standings, as the leaderboard job takes them every minute; scores changed after are read live.
    const tookAt = performance.now();
    await withTransaction(pool, (tx) => takeStandings(tx, "jogada", start));
    await pool.query("analyze leaderboard_standings");
    log(`standings of ${RANKED} players taken in ${Math.round(performance.now() - tookAt)} ms`);
    const ranked = Number(
      (await pool.query("select count(*) as n from leaderboard_scores where period_start = $1", [start]))
        .rows[0].n,
    );
    const leaderboard = async (worker: number) => {
      const t0 = performance.now();
      const res = await fetch(`${url}/wps/relay/MCSFE_getMissionLeaderboard`, {
        headers: { authorization: players[worker % players.length]!.token },
      });
      if (res.status !== 200) throw new Error(`leaderboard answered ${res.status}: ${await res.text()}`);
      const value = ((await res.json()) as { value: { list: unknown[]; me: { rank: number | null } } }).value;
      if (value.list.length === 0 || value.me.rank === null) throw new Error("leaderboard without ranks");
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i++) await leaderboard(i);
    const latency: Record<string, { p50: number; p99: number; calls: number }> = {};
    for (const concurrency of [1, 8]) {
      const times: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async (_, worker) => {
          while (next++ < LEADERBOARD_CALLS) times.push(await leaderboard(worker));
        }),
      );
      times.sort((a, b) => a - b);
      latency[`concurrency${concurrency}`] = {
        p50: percentileMs(times, 50),
        p99: percentileMs(times, 99),
        calls: times.length,
      };
      log(
        `leaderboard call with ${ranked} ranked players, concurrency ${concurrency}: p50 ${percentileMs(times, 50)} ms, p99 ${percentileMs(times, 99)} ms`,
      );
    }

    // The own-rank query alone, side by side with counting every score ahead (what it replaced),
    // alternating so the machine's load falls on both.
    const sample = (
      await pool.query<{ id: string }>(
        "select member_id as id from leaderboard_scores where period_start = $1 order by random() limit 100",
        [start],
      )
    ).rows.map((r) => Number(r.id));
    const countAhead = (memberId: number) =>
      pool.query(
        `select 1 + (select count(*) from leaderboard_scores o
            where o.merchant_code = 'jogada' and o.period_start = $1
              and (o.turnover > me.turnover or (o.turnover = me.turnover and (o.updated_at, o.member_id) < (me.updated_at, me.member_id)))) as rank
           from leaderboard_scores me where me.merchant_code = 'jogada' and me.period_start = $1 and me.member_id = $2`,
        [start, memberId],
      );
    const standingsTimes: number[] = [];
    const countTimes: number[] = [];
    for (const memberId of sample) {
      let t0 = performance.now();
      await rankOf(pool, "jogada", start, memberId);
      standingsTimes.push(performance.now() - t0);
      t0 = performance.now();
      await countAhead(memberId);
      countTimes.push(performance.now() - t0);
    }
    standingsTimes.sort((a, b) => a - b);
    countTimes.sort((a, b) => a - b);
    const rankQuery = {
      standings: { p50: percentileMs(standingsTimes, 50), p99: percentileMs(standingsTimes, 99) },
      countEveryScoreAhead: { p50: percentileMs(countTimes, 50), p99: percentileMs(countTimes, 99) },
    };
    log(
      `own-rank query alone (database round trip), ${sample.length} players: standings p50 ${rankQuery.standings.p50} ms, p99 ${rankQuery.standings.p99} ms; counting every score ahead p50 ${rankQuery.countEveryScoreAhead.p50} ms, p99 ${rankQuery.countEveryScoreAhead.p99} ms`,
    );

    log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} on ${os.cpus().length} cpus`,
    );
    const breaches = await verifyLedger(pool);
    const result = {
      benchmark: "loyalty",
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      note:
        os.loadavg()[0]! > os.cpus().length
          ? "Run on a loaded machine (load average above the cores): absolute figures are low and noisy; the on/off ratio, measured in alternating phases, is the figure to read."
          : "The on/off ratio, measured in alternating phases, is the figure to read.",
      secondsPerRun: SECONDS,
      repeats: REPEATS,
      target: "seamless bet+win at most 10% slower with points accrual and mission progress on",
      figures,
      pointsAccrued: accrued,
      missionProgressRows: missionRows,
      leaderboard: { rankedPlayers: ranked, ...latency, rankQuery },
      ledgerSound: breaches.length === 0,
    };
    await writeResults("loyalty", result, log);
    if (breaches.length > 0) throw new Error("ledger breached during the benchmark");
    return result;
  } finally {
    await aggregator.close();
    await app.close();
    await pool.end();
    await dropBenchDatabases(admin.url, template);
    await admin.stop?.();
  }
}

runWhenMain(import.meta.url, runLoyaltyBench);
