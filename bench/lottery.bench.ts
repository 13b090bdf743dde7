/**
 * Lottery benchmark: ticket placement over HTTP (slips/s and p99 at several concurrency levels,
 * beside one ledger debit measured in the same run and the wallet benchmark's bare SQL floor of
 * one transfer, since a slip is one debit);
 * settlement of one VN draw holding 100,000 tickets (target under 10 s), and its re-run; the
 * opened-numbers and popular-lotteries calls' latency (target p99 under 20 ms).
 * Writes bench/results/lottery.json.
 *
 * Run alone with `npx tsx bench/lottery.bench.ts`, or through `npm run bench -- lottery`.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { SessionService } from "../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { storeResult } from "../apps/server/src/modules/lottery/index.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { fund } from "../apps/server/test/games.js";
import { lotteryOn, northSheet } from "../apps/server/test/lottery.js";
import type { TestApp } from "../apps/server/test/test-app.js";
import { UNTHROTTLED } from "../apps/server/test/unthrottled.js";
import { dropBenchDatabases, runWhenMain, timedDrive, upperPercentile, writeResults } from "./harness.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const LEVELS = [1, 8, 32];
const SECONDS_PER_LEVEL = Number(process.env.BENCH_SECONDS ?? 5);
const SETTLE_TICKETS = Number(process.env.BENCH_LOTTERY_TICKETS ?? 100_000);
const SETTLE_PLAYERS = 100;

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

interface Figure {
  name: string;
  value: number;
  unit: string;
  concurrency?: number;
}

/** 100,000 tickets on one closed VN draw, straight into the table (placement is measured apart). */
async function seedDraw(pool: Pool, drawId: string, players: number[]): Promise<void> {
  await pool.query(
    `insert into lottery_draws (id, game_code, numero, station_code, station_name, draw_at, close_at, status)
     values ($1, 'vn-north', '20200106', 'ha-noi', 'Ha Noi', now() - interval '1 hour', now() - interval '75 minutes', 'closed')`,
    [drawId],
  );
  // A realistic mix: 60% lô 2 số on one number, 30% đề, 10% xiên 2; a stake of 1.00 per line.
  await pool.query(
    `insert into lottery_tickets (ticket_no, slip_no, member_id, merchant_code, game_code, draw_id, currency, bet_type,
                                  numbers, selection, stake, cost, odds)
     select 'TB' || lpad(i::text, 9, '0'), 'SB' || lpad(i::text, 9, '0'), ($2::bigint[])[1 + i % cardinality($2::bigint[])],
            'jogada', 'vn-north', $1, 'PHP', kind, numbers, (select string_agg(x, ',') from jsonb_array_elements_text(numbers) x),
            100, case kind when 'lo2' then 2700 else 100 end,
            case kind when 'lo2' then '980000' when 'de' then '980000' else '160000' end::jsonb
       from (select i, case when i % 10 < 6 then 'lo2' when i % 10 < 9 then 'de' else 'xien2' end as kind,
                    case when i % 10 < 9 then jsonb_build_array(lpad((i * 7 % 100)::text, 2, '0'))
                         else jsonb_build_array(lpad((i % 50)::text, 2, '0'), lpad((50 + i % 50)::text, 2, '0')) end as numbers
               from generate_series(1, $3) as i) s`,
    [drawId, players, SETTLE_TICKETS],
  );
  await pool.query("analyze lottery_tickets");
}

export async function runLotteryBench(log: (line: string) => void = console.log) {
  const base = loadConfig();
  const admin = await adminUrl(base.DATABASE_URL);
  const template = await createTemplate(admin.url);
  const databaseUrl = await cloneTemplate(admin.url, template);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...UNTHROTTLED,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    // The benchmark drives the lottery's work itself.
    LOTTERY_JOB_SECONDS: "3600",
    LOTTERY_MAX_LIABILITY: "1000000000.00",
    DATABASE_POOL_SIZE: "40",
  });
  const pool: Pool = createPool(databaseUrl, config.DATABASE_POOL_SIZE);
  const app = await buildApp(config, pool);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const t = { app, pool, config, databaseUrl, close: async () => {} } as TestApp;
  const lottery = lotteryOn(pool, config, app.log);
  const figures: Figure[] = [];
  // The machine's load (1-minute average) at start and end: on a shared machine every figure
  // moves with it, the ratios to the ledger debit of the same run much less.
  const loadAtStart = os.loadavg()[0]!;
  try {
    await lottery.draws.createAhead();
    const drawId = (await lottery.lobby.openDraws("vn-north", 1, "EN")).draws[0]!.drawId;

    // One player per worker, so the figures measure the platform, not one balance row's queue.
    const memberService = new MemberService({ pool });
    const sessions = new SessionService({ config, pool, brands: new BrandService(pool, "jogada") });
    const newMember = (prefix: string) =>
      memberService.create(pool, {
        merchantCode: "jogada",
        username: `${prefix}${randomUUID().replaceAll("-", "").slice(0, 10)}`,
        password: "Bench12345",
      });
    const players: { id: number; token: string }[] = [];
    for (let i = 0; i < Math.max(...LEVELS); i++) {
      const id = await newMember("lotb");
      await fund(t, id, 100_000_000_00n);
      const { token } = await sessions.open(pool, { id, merchantCode: "jogada" }, "PASSWORD", {
        ip: "127.0.0.1",
        userAgent: "bench",
      });
      players.push({ id, token });
    }
    let n = 0;
    const placeSlip = async (worker: number) => {
      const number = String(n++ % 100).padStart(2, "0");
      const response = await fetch(`${url}/lgw/lottery/tickets`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: players[worker]!.token,
          "idempotency-key": randomUUID(),
        },
        body: JSON.stringify({
          gameCode: "vn-north",
          drawId,
          lines: [{ betType: "de", numbers: [number], stake: "1.00" }],
        }),
      });
      if (response.status !== 200) throw new Error(`place: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    await drive(4, 1, placeSlip); // warm-up
    const wallet = await readFile(path.join(here, "results/wallet.json"), "utf8").then(
      (text) => JSON.parse(text) as WalletResults,
      () => undefined,
    );
    const floorOf = (workers: number) =>
      wallet?.figures.find((f) => f.scenario === "uncontended" && f.workers === workers && f.floor)?.floor
        ?.transfersPerSecond;
    // The same debit through the ledger alone, in this run (the machine's load of the moment).
    const ledger = new LedgerService(pool);
    const house = {
      owner: "house" as const,
      merchant: "jogada",
      kind: "house_vendor" as const,
      code: "TCG_LOTTO_VN",
    };
    const floorTrip = async (worker: number) => {
      await ledger.transfer({
        from: { owner: "player", memberId: players[worker]!.id, wallet: "main" },
        to: house,
        amount: 100n,
        currency: "PHP",
        reference: `lf-${n++}-${worker}`,
        kind: "bet",
      });
    };
    log(
      `ticket placement over HTTP (one slip = one debit), beside one ledger debit in this run and the wallet benchmark's SQL floor (${wallet?.date ?? "not run"}):`,
    );
    log("  concurrency   slips/s   p50 ms   p99 ms   ledger debits/s   share   SQL floor/s   share");
    for (const level of LEVELS) {
      const run = await drive(level, SECONDS_PER_LEVEL, placeSlip);
      const ledgerRun = await drive(level, SECONDS_PER_LEVEL, floorTrip);
      const floor = floorOf(level);
      const share = floor ? run.perSecond / floor : undefined;
      const ledgerShare = run.perSecond / ledgerRun.perSecond;
      log(
        `  ${String(level).padStart(11)}   ${run.perSecond.toFixed(0).padStart(7)}   ${run.p50.toFixed(2).padStart(6)}   ${run.p99.toFixed(2).padStart(6)}   ${ledgerRun.perSecond.toFixed(0).padStart(15)}   ${`${(ledgerShare * 100).toFixed(0)}%`.padStart(5)}   ${(floor?.toFixed(0) ?? "-").padStart(11)}   ${share ? `${(share * 100).toFixed(0)}%` : "-"}`,
      );
      figures.push(
        {
          name: "ticket placement (HTTP)",
          value: round2(run.perSecond),
          unit: "slips/s",
          concurrency: level,
        },
        { name: "ticket placement p50", value: round2(run.p50), unit: "ms", concurrency: level },
        { name: "ticket placement p99", value: round2(run.p99), unit: "ms", concurrency: level },
        {
          name: "ledger debit alone (this run)",
          value: round2(ledgerRun.perSecond),
          unit: "transfers/s",
          concurrency: level,
        },
        {
          name: "placement share of the ledger debit",
          value: round2(ledgerShare),
          unit: "ratio",
          concurrency: level,
        },
      );
      if (floor && share)
        figures.push(
          { name: "wallet SQL floor (same machine)", value: floor, unit: "transfers/s", concurrency: level },
          {
            name: "placement share of the SQL floor",
            value: round2(share),
            unit: "ratio",
            concurrency: level,
          },
        );
    }

    // Settlement of one draw with 100,000 tickets.
    const members: number[] = players.map((p) => p.id);
    while (members.length < SETTLE_PLAYERS) members.push(await newMember("lots"));
    const settleId = "vn-north:20200106";
    await seedDraw(pool, settleId, members);
    await storeResult(pool, settleId, {
      kind: "vn",
      sheet: northSheet("12342", ["07", "14", "21", "28", "35"]),
    });
    const t0 = performance.now();
    const settled = await lottery.settlement.settleDraw(settleId);
    const seconds = (performance.now() - t0) / 1000;
    const winners = Number(
      (
        await pool.query("select count(*) from lottery_tickets where draw_id = $1 and status = 'won'", [
          settleId,
        ])
      ).rows[0].count,
    );
    const t1 = performance.now();
    const rerun = await lottery.settlement.settleDraw(settleId);
    const rerunMs = performance.now() - t1;
    log(
      `\nsettlement of one draw: ${settled.settled} tickets (${winners} winners paid through the ledger) in ${seconds.toFixed(2)} s (target < 10 s); re-run settles ${rerun.settled} in ${rerunMs.toFixed(0)} ms`,
    );
    figures.push(
      { name: "settlement of one draw", value: round2(seconds), unit: "s" },
      { name: "settlement tickets", value: settled.settled, unit: "tickets" },
      { name: "settlement winners", value: winners, unit: "tickets" },
      { name: "settlement tickets per second", value: round2(settled.settled / seconds), unit: "tickets/s" },
    );

    // Read calls with the draws above in the tables: 30 resulted North draws for the opened numbers.
    for (let day = 1; day <= 30; day++) {
      const id = `vn-north:202001${String(day).padStart(2, "0")}`;
      if (id === settleId) continue;
      await pool.query(
        `insert into lottery_draws (id, game_code, numero, station_code, station_name, draw_at, close_at, status)
         values ($1, 'vn-north', $2, 'ha-noi', 'Ha Noi', now() - ($3 || ' days')::interval, now() - ($3 || ' days')::interval, 'closed')`,
        [id, id.split(":")[1], 40 - day],
      );
      await storeResult(pool, id, { kind: "vn", sheet: northSheet(`1234${day % 10}`) });
    }
    const reads: [string, string][] = [
      ["opened numbers (VN, 10 draws)", "/lgw/vn/numeros/opened/game?gameCode=vn-north&count=10"],
      ["opened numero (any game)", "/lotto/lgw/games/opened/numero?gameCode=vn-north"],
      ["popular lotteries (20)", "/lgw/games/popular?count=20"],
      ["popular numbers (100)", "/lgw/games/popular?count=100&gameCode=vn-north"],
    ];
    log("\nread calls over HTTP (one client), target p99 < 20 ms:");
    for (const [name, path_] of reads) {
      const run = await drive(1, 3, async () => {
        const response = await fetch(`${url}${path_}`);
        if (!response.ok) throw new Error(`${path_}: ${response.status}`);
        await response.arrayBuffer();
      });
      log(
        `  ${name.padEnd(32)} ${run.count} calls, p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms`,
      );
      figures.push(
        { name: `${name} p50`, value: round2(run.p50), unit: "ms" },
        { name: `${name} p99`, value: round2(run.p99), unit: "ms" },
      );
    }
  } finally {
    await app.close();
    await pool.end();
    await dropBenchDatabases(admin.url, template);
    await admin.stop?.();
  }
  const result = {
    name: "lottery",
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    loadAverage: { start: round2(loadAtStart), end: round2(os.loadavg()[0]!) },
    figures,
  };
  await writeResults("lottery", result, log, "\n");
  return result;
}

runWhenMain(import.meta.url, runLotteryBench);
