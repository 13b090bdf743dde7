/**
 * Games benchmark: seamless-wallet round trips (a signed bet and its win over HTTP, as the
 * aggregator sends them) at several concurrency levels, beside the floor of the same two ledger
 * transfers without HTTP or game bookkeeping; and game-name search latency over the ~10,000-game
 * catalogue. Hub88's bet and win (its Wallet API, RSA-signed both ways) beside them, on the same
 * wallet, and what one RSA signature and verification cost. Prints figures and ratios and
 * writes bench/results/games.json.
 *
 * Run alone with `npx tsx bench/games.bench.ts`, or through `npm run bench`.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
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
import { dropBenchDatabases, runWhenMain, timedDrive, upperPercentile, writeResults } from "./harness.js";
import { hub88RoundTrip, rsaCost } from "./hub88-support.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const LEVELS = [1, 8, 32, 64];
const SECONDS_PER_LEVEL = Number(process.env.BENCH_SECONDS ?? 5);
const SEARCHES = 400;

/** Runs `work` from `concurrency` loops for `seconds`; returns completed runs and their latencies. */
async function drive(concurrency: number, seconds: number, work: (worker: number) => Promise<void>) {
  const { latencies, elapsedSeconds } = await timedDrive(concurrency, seconds, work);
  return {
    perSecond: latencies.length / elapsedSeconds,
    p50: upperPercentile(latencies, 50),
    p99: upperPercentile(latencies, 99),
    count: latencies.length,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

interface WalletResults {
  date: string;
  figures: { scenario: string; workers: number; floor?: { transfersPerSecond: number } }[];
}

export interface GamesBenchResult {
  name: "games";
  date: string;
  cpus: number;
  cpuModel: string;
  node: string;
  figures: { name: string; value: number; unit: string; concurrency?: number }[];
}

export async function runGamesBench(log: (line: string) => void = console.log): Promise<GamesBenchResult> {
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
    // One load generator plays far faster than any player: the rate limits would measure themselves.
    ...UNTHROTTLED,
    AGGREGATOR_URL: `http://127.0.0.1:${port}/aggregator`,
    AGGREGATOR_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    DATABASE_POOL_SIZE: "40",
    HUB88_ENABLED: "true",
  });
  const pool: Pool = createPool(databaseUrl, config.DATABASE_POOL_SIZE);
  const app = await buildApp(config, pool);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const platformUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const aggregator = await startAggregator(platformUrl, port);
  const figures: GamesBenchResult["figures"] = [];
  try {
    const sync = new CatalogueSync(
      pool,
      new AggregatorClient(config.AGGREGATOR_URL!, AGGREGATOR_SECRET, config.AGGREGATOR_OPERATOR),
      app.log,
    );
    const t0 = performance.now();
    const synced = await sync.run();
    figures.push({
      name: "catalogue sync (first, all new)",
      value: round2(performance.now() - t0),
      unit: "ms",
    });
    log(`catalogue: ${synced?.games} games synchronised in ${figures[0]!.value} ms`);

    // Players with money and an open game session each; one player per worker, so the figures
    // measure the platform rather than queueing on one player's balance row.
    const members = new MemberService({ pool });
    const ledger = new LedgerService(pool);
    const maxWorkers = Math.max(...LEVELS);
    const game = (await pool.query<{ id: string }>("select id from games where game_code = 'PG_RNG_0001'"))
      .rows[0]!;
    const players: { id: number; token: string }[] = [];
    for (let i = 0; i < maxWorkers; i++) {
      const id = await members.create(pool, {
        merchantCode: "jogada",
        username: `bench${randomBytes(4).toString("hex")}`,
        password: "Bench12345",
      });
      await ledger.transfer({
        from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
        to: { owner: "player", memberId: id, wallet: "main" },
        amount: 1_000_000_00n,
        currency: "PHP",
        reference: `bench-fund:${id}`,
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
      const roundId = `bench-${n}`;
      await call("bet", { ...common, transactionId: `bb-${n}`, roundId, amount: "1.00" });
      await call("win", {
        ...common,
        transactionId: `bw-${n}`,
        roundId,
        amount: "1.50",
        betTransactionId: `bb-${n}`,
        roundClosed: true,
      });
    };
    const floorTrip = async (worker: number) => {
      const player = players[worker]!;
      const n = sequence++;
      const playerRef = { owner: "player" as const, memberId: player.id, wallet: "main" as const };
      const house = {
        owner: "house" as const,
        merchant: "jogada",
        kind: "house_vendor" as const,
        code: "PG",
      };
      await ledger.transfer({
        from: playerRef,
        to: house,
        amount: 100n,
        currency: "PHP",
        reference: `fb-${n}`,
        kind: "game_bet",
      });
      await ledger.transfer({
        from: house,
        to: playerRef,
        amount: 150n,
        currency: "PHP",
        reference: `fw-${n}`,
        kind: "game_win",
      });
    };

    const hub88Trip = hub88RoundTrip(platformUrl, players);
    await drive(4, 1, roundTrip); // warm-up: connections, caches, JIT
    await drive(4, 1, hub88Trip);
    const rsa = rsaCost();
    log(
      `\nRSA-SHA256 (2048-bit): ${rsa.signMicros.toFixed(0)} µs a signature, ${rsa.verifyMicros.toFixed(0)} µs a verification`,
    );
    figures.push(
      { name: "RSA-SHA256 sign (2048-bit)", value: round2(rsa.signMicros), unit: "µs" },
      { name: "RSA-SHA256 verify (2048-bit)", value: round2(rsa.verifyMicros), unit: "µs" },
    );
    log(
      "\nbet+win round trips over HTTP (aggregator's protocol, Hub88's), beside the same two ledger transfers alone:",
    );
    log(
      "  concurrency   rounds/s   p50 ms   p99 ms   hub88 rounds/s   hub88 p50 ms   floor rounds/s   floor p50 ms   share of floor",
    );
    for (const level of LEVELS) {
      const http = await drive(level, SECONDS_PER_LEVEL, roundTrip);
      const hub88 = await drive(level, SECONDS_PER_LEVEL, hub88Trip);
      const floor = await drive(level, SECONDS_PER_LEVEL, floorTrip);
      const share = http.perSecond / floor.perSecond;
      log(
        `  ${String(level).padStart(11)}   ${http.perSecond.toFixed(0).padStart(8)}   ${http.p50.toFixed(2).padStart(6)}   ${http.p99.toFixed(2).padStart(6)}   ${hub88.perSecond.toFixed(0).padStart(14)}   ${hub88.p50.toFixed(2).padStart(12)}   ${floor.perSecond.toFixed(0).padStart(14)}   ${floor.p50.toFixed(2).padStart(12)}   ${(share * 100).toFixed(0).padStart(13)}%`,
      );
      figures.push(
        {
          name: "hub88 round trips (bet + win over HTTP, RSA both ways)",
          value: round2(hub88.perSecond),
          unit: "rounds/s",
          concurrency: level,
        },
        { name: "hub88 round trip p50", value: round2(hub88.p50), unit: "ms", concurrency: level },
        {
          name: "hub88 share of the ledger floor",
          value: round2(hub88.perSecond / floor.perSecond),
          unit: "ratio",
          concurrency: level,
        },
      );
      figures.push(
        {
          name: "seamless round trips (bet + win over HTTP)",
          value: round2(http.perSecond),
          unit: "rounds/s",
          concurrency: level,
        },
        { name: "seamless round trip p50", value: round2(http.p50), unit: "ms", concurrency: level },
        { name: "seamless round trip p99", value: round2(http.p99), unit: "ms", concurrency: level },
        {
          name: "ledger floor (two transfers, no HTTP)",
          value: round2(floor.perSecond),
          unit: "rounds/s",
          concurrency: level,
        },
        { name: "ledger floor p50", value: round2(floor.p50), unit: "ms", concurrency: level },
        {
          name: "seamless share of the ledger floor",
          value: round2(share),
          unit: "ratio",
          concurrency: level,
        },
      );
    }

    // Name search through the public list call: fragments of real names, as a player types them.
    const names = (
      await pool.query<{ name: string }>("select name from games order by random() limit $1", [SEARCHES])
    ).rows;
    const fragments = names.map(({ name }, i) => {
      const words = name.split(" ");
      return i % 2 === 0 ? words[0]!.slice(0, 4) : (words[1] ?? words[0]!);
    });
    let next = 0;
    const search = await drive(1, 3, async () => {
      const term = fragments[next++ % fragments.length]!;
      const response = await fetch(
        `${platformUrl}/wps/relay/GCSGAME_gameList?clientType=3&gameName=${encodeURIComponent(term)}&pageSize=30`,
      );
      if (!response.ok) throw new Error(`search ${term}: ${response.status}`);
      await response.arrayBuffer();
    });
    const gameCount = Number(
      (await pool.query("select count(*) from games where removed_at is null")).rows[0].count,
    );
    log(`\ngame name search over ${gameCount} games (HTTP, page of 30 with total):`);
    log(`  ${search.count} searches, p50 ${search.p50.toFixed(2)} ms, p99 ${search.p99.toFixed(2)} ms`);
    figures.push(
      { name: "catalogue size", value: gameCount, unit: "games" },
      { name: "game name search p50", value: round2(search.p50), unit: "ms" },
      { name: "game name search p99", value: round2(search.p99), unit: "ms" },
    );

    // The wallet benchmark's bare single-statement SQL floor, when it has run: two transfers make a round.
    const wallet = await readFile(path.join(here, "results/wallet.json"), "utf8").then(
      (text) => JSON.parse(text) as WalletResults,
      () => undefined,
    );
    const sqlFloor = wallet?.figures.filter((f) => f.scenario === "uncontended" && f.floor);
    if (sqlFloor?.length) {
      log(`\nbeside the wallet benchmark's bare SQL floor (${wallet?.date}), in rounds of two transfers:`);
      for (const row of sqlFloor) {
        const rounds = row.floor!.transfersPerSecond / 2;
        const ours = figures.find(
          (f) => f.unit === "rounds/s" && f.concurrency === row.workers && f.name.startsWith("seamless"),
        );
        const ratio = ours ? ours.value / rounds : undefined;
        log(
          `  workers ${String(row.workers).padStart(3)}: SQL floor ${rounds.toFixed(0)} rounds/s${ratio ? `, seamless at ${(ratio * 100).toFixed(0)}% of it` : ""}`,
        );
        if (ratio) {
          figures.push({
            name: "seamless share of the bare SQL floor",
            value: round2(ratio),
            unit: "ratio",
            concurrency: row.workers,
          });
        }
      }
    }
  } finally {
    await aggregator.close();
    await app.close();
    await pool.end();
    await dropBenchDatabases(admin.url, template);
    await admin.stop?.();
  }
  const result: GamesBenchResult = {
    name: "games",
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    figures,
  };
  await writeResults("games", result, log, "\n");
  return result;
}

runWhenMain(import.meta.url, runGamesBench);
