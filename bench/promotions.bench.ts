/**
 * Promotions benchmark: the seamless bet+win round trip and the house-game (dice) round over
 * HTTP, first with no bonus anywhere, then with an active wagering bonus on every player (the
 * stake paths then check the maximum stake, fund main-then-bonus and route wins by the stake's
 * split; settled rounds are queued by triggers either way and counted by the promotions job,
 * which runs every second throughout). Phases alternate per concurrency level so machine noise
 * falls on both. Target: at most 10% slower with bonuses. Writes bench/results/promotions.json.
 *
 * Run alone with `npx tsx bench/promotions.bench.ts`, or through `npm run bench -- promotions`.
 */
import { randomBytes, randomUUID } from "node:crypto";
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
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { BonusService } from "../apps/server/src/modules/promotions/bonuses.js";
import type { AppContext } from "../apps/server/src/platform/context.js";
import { createPool, type Pool, withTransaction } from "../apps/server/src/platform/db.js";
import { signBody } from "../apps/server/src/platform/signing.js";
import { AGGREGATOR_SECRET, freePort, startAggregator } from "../apps/server/test/aggregator.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { dropBenchDatabases, runWhenMain, timedDrive, writeResults } from "./harness.js";

const LEVELS = [1, 8];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const REPEATS = 2;

/** Calls per second of `work` in `concurrency` loops for the bench's seconds. */
async function drive(concurrency: number, work: (worker: number) => Promise<void>): Promise<number> {
  const { latencies, elapsedSeconds } = await timedDrive(concurrency, SECONDS, work);
  return latencies.length / elapsedSeconds;
}

export async function runPromotionsBench(log: (line: string) => void = console.log) {
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
        username: `promo${randomBytes(4).toString("hex")}`,
        password: "Bench12345",
      });
      await ledger.transfer({
        from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
        to: { owner: "player", memberId: id, wallet: "main" },
        amount: 1_000_000_00n,
        currency: "PHP",
        reference: `bench-promo-fund:${id}`,
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
      await wallet("bet", { ...common, transactionId: `pb-${n}`, roundId: `pr-${n}`, amount: "1.00" });
      await wallet("win", {
        ...common,
        transactionId: `pw-${n}`,
        roundId: `pr-${n}`,
        amount: "1.50",
        betTransactionId: `pb-${n}`,
        roundClosed: true,
      });
    };
    const body = JSON.stringify({ amount: "1.00", target: "50.00", direction: "over" });
    const dice = async (worker: number) => {
      const res = await fetch(`${url}/wps/bgs/dice/bet`, {
        method: "POST",
        headers: {
          authorization: players[worker]!.token,
          "content-type": "application/json",
          "idempotency-key": randomUUID(),
        },
        body,
      });
      if (res.status !== 200) throw new Error(`dice bet answered ${res.status}: ${await res.text()}`);
    };

    const bonuses = new BonusService({
      pool,
      ledger,
      log: app.log,
      brands,
      events: { publish: async () => {} },
    } as unknown as AppContext);
    const brand = (await brands.get("jogada"))!.config;
    const setBonuses = async (on: boolean) => {
      for (const player of players) {
        await withTransaction(pool, async (tx) => {
          if (!on) {
            await tx.query(
              "update bonuses set state = 'forfeited', finished_at = now() where member_id = $1 and state = 'active'",
              [player.id],
            );
            return;
          }
          await bonuses.issue(tx, {
            brand: { merchantCode: brand.merchantCode, currency: brand.currency },
            memberId: player.id,
            promotionId: null,
            participationId: null,
            amount: 100_00n,
            deposit: 0n,
            // A requirement no benchmark reaches: the bonus stays active throughout.
            wagering: { multiple: 100, base: "bonus", contributions: {}, maxStake: "500", expiryDays: 30 },
            reference: `bench-bonus:${player.id}:${randomUUID()}`,
          });
        });
      }
    };

    await drive(4, seamless); // warm-up
    await drive(4, dice);
    const figures: {
      name: string;
      concurrency: number;
      without: number;
      withBonus: number;
      slowdown: number;
    }[] = [];
    for (const [name, work] of [
      ["seamless bet+win round trips/s", seamless],
      ["dice rounds/s (house games)", dice],
    ] as const) {
      for (const level of LEVELS) {
        let without = 0;
        let withBonus = 0;
        for (let r = 0; r < REPEATS; r++) {
          await setBonuses(false);
          without += await drive(level, work);
          await setBonuses(true);
          withBonus += await drive(level, work);
        }
        without /= REPEATS;
        withBonus /= REPEATS;
        const slowdown = Math.round((1 - withBonus / without) * 1000) / 10;
        figures.push({
          name,
          concurrency: level,
          without: Math.round(without),
          withBonus: Math.round(withBonus),
          slowdown,
        });
        log(
          `${name}, concurrency ${level}: ${Math.round(without)} without promotions, ${Math.round(withBonus)} with a bonus on every player (${slowdown}% slower)`,
        );
      }
    }
    await setBonuses(false);
    const queued = Number((await pool.query("select count(*) as n from promotion_bet_queue")).rows[0].n);
    const breaches = await verifyLedger(pool);
    const result = {
      benchmark: "promotions",
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      secondsPerRun: SECONDS,
      repeats: REPEATS,
      target: "at most 10% slower with a bonus on every player",
      figures,
      settledBetsStillQueued: queued,
      ledgerSound: breaches.length === 0,
    };
    await writeResults("promotions", result, log);
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

runWhenMain(import.meta.url, runPromotionsBench);
