/**
 * Wallet benchmark: (a) the floor — one double-entry transfer written by a single hand-written SQL
 * statement (check, two balance updates, the transfer and its two entries), against (b) the same
 * transfer through LedgerService (the product's only way to move money), at several concurrency
 * levels, with uncontended players and with every transfer hitting one hot house account.
 * Prints transfers/s, p50/p99 and the ratio b/a; writes bench/results/wallet.json.
 *
 * Run alone with `npx tsx bench/wallet.bench.ts`, or through `npm run bench`.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { loadConfig } from "../apps/server/src/config.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import type { AccountRef } from "../apps/server/src/modules/ledger/types.js";
import { verifyLedger } from "../apps/server/src/modules/ledger/verify.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { adminUrl, cloneTemplate, createTemplate } from "../apps/server/test/databases.js";
import { dropBenchDatabases, runWhenMain, timedDrive, upperPercentile, writeResults } from "./harness.js";

const LEVELS = [1, 8, 32];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CURRENCY = "PHP";

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

async function drive(concurrency: number, work: (worker: number) => Promise<void>) {
  const { latencies, elapsedSeconds } = await timedDrive(concurrency, SECONDS, work);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    transfersPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: round(upperPercentile(latencies, 50)),
    p99Ms: round(upperPercentile(latencies, 99)),
  };
}

async function accountId(
  pool: Pool,
  ownerKind: string,
  ownerId: string,
  kind: string,
  code = "",
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    "select ledger_account($1, $2, $3, $4, $5, 0::smallint) as id",
    [ownerKind, ownerId, kind, code, CURRENCY],
  );
  return rows[0]?.id as string;
}

export async function runWalletBench(log: (line: string) => void = console.log) {
  const config = loadConfig();
  const admin = await adminUrl(config.DATABASE_URL);
  const template = await createTemplate(admin.url);
  const url = await cloneTemplate(admin.url, template);
  const pool = createPool(url, 40);
  // Dropping the scratch database at the end cuts any connection still open: expected.
  pool.on("error", () => {});
  const ledger = new LedgerService(pool);
  const run = randomBytes(3).toString("hex");
  let seq = 0;
  const reference = () => `bench-${run}-${++seq}`;
  try {
    const maxWorkers = Math.max(...LEVELS);
    const house: AccountRef = { owner: "house", merchant: "jogada", kind: "house_vendor", code: "BENCH" };
    // Every worker owns a pair of players, funded generously so no transfer is refused.
    const pairs = Array.from({ length: maxWorkers }, (_, i) => ({
      a: { owner: "player", memberId: `bench-a-${i}`, wallet: "main" } as AccountRef,
      b: { owner: "player", memberId: `bench-b-${i}`, wallet: "main" } as AccountRef,
    }));
    for (const pair of pairs) {
      for (const p of [pair.a, pair.b]) {
        await ledger.transfer({
          from: house,
          to: p,
          amount: 10n ** 12n,
          currency: CURRENCY,
          reference: reference(),
          kind: "adjustment",
        });
      }
    }
    const ids = await Promise.all(
      pairs.map(async (_, i) => ({
        a: await accountId(pool, "player", `bench-a-${i}`, "main"),
        b: await accountId(pool, "player", `bench-b-${i}`, "main"),
      })),
    );
    const hotHouseId = await accountId(pool, "house", "jogada", "house_vendor", "HOT");
    const hotHouse: AccountRef = { owner: "house", merchant: "jogada", kind: "house_vendor", code: "HOT" };

    const floor = (from: string, to: string) =>
      pool.query(FLOOR_SQL, [from, to, "1", reference(), CURRENCY]).then(() => {});
    const scenarios = {
      uncontended: {
        floor: (w: number) => floor(ids[w]?.a as string, ids[w]?.b as string),
        ledger: (w: number) =>
          ledger
            .transfer({
              from: pairs[w]?.a as AccountRef,
              to: pairs[w]?.b as AccountRef,
              amount: 1n,
              currency: CURRENCY,
              reference: reference(),
              kind: "adjustment",
            })
            .then(() => {}),
      },
      hotHouse: {
        floor: (w: number) => floor(ids[w]?.a as string, hotHouseId),
        ledger: (w: number) =>
          ledger
            .transfer({
              from: pairs[w]?.a as AccountRef,
              to: hotHouse,
              amount: 1n,
              currency: CURRENCY,
              reference: reference(),
              kind: "adjustment",
            })
            .then(() => {}),
      },
    };
    // Warm up connections and caches so the first level is not penalised.
    await drive(8, (w) => scenarios.uncontended.ledger(w));

    const figures: Record<string, unknown>[] = [];
    log(`wallet benchmark: ${os.cpus().length} CPUs, ${SECONDS} s per measurement`);
    log("scenario      workers  floor tx/s  p50 ms  p99 ms | ledger tx/s  p50 ms  p99 ms | ledger/floor");
    for (const [name, scenario] of Object.entries(scenarios)) {
      for (const level of LEVELS) {
        const a = await drive(level, scenario.floor);
        const b = await drive(level, scenario.ledger);
        const ratio = Math.round((b.transfersPerSecond / Math.max(1, a.transfersPerSecond)) * 100) / 100;
        figures.push({ scenario: name, workers: level, floor: a, ledger: b, ratio });
        log(
          `${name.padEnd(13)} ${String(level).padStart(7)}  ${String(a.transfersPerSecond).padStart(10)}  ${String(a.p50Ms).padStart(6)}  ${String(a.p99Ms).padStart(6)} | ${String(b.transfersPerSecond).padStart(11)}  ${String(b.p50Ms).padStart(6)}  ${String(b.p99Ms).padStart(6)} | ${ratio.toFixed(2)}`,
        );
      }
    }
    const breaches = await verifyLedger(pool);
    log(
      breaches.length === 0
        ? "ledger verified after the run: sound"
        : `LEDGER BREACHES: ${JSON.stringify(breaches)}`,
    );
    const result = {
      name: "wallet",
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      node: process.version,
      secondsPerMeasurement: SECONDS,
      units: {
        transfersPerSecond: "transfers/s",
        p50Ms: "ms",
        p99Ms: "ms",
        ratio: "ledger tx/s ÷ floor tx/s",
      },
      ledgerSound: breaches.length === 0,
      figures,
    };
    await writeResults("wallet", result, log);
    if (breaches.length > 0) throw new Error("ledger breached during the benchmark");
    return result;
  } finally {
    await pool.end();
    await dropBenchDatabases(admin.url, template);
    await admin.stop?.();
  }
}

runWhenMain(import.meta.url, runWalletBench);
