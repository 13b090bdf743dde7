import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import {
  AGGREGATOR_SECRET,
  freePort,
  type RunningAggregator,
  startAggregator,
} from "../../test/aggregator.js";
import { balanceOf, moveMoneyOfEveryKind, cli as runCli } from "../../test/backups.js";
import { withDatabase } from "../../test/databases.js";
import { loginPlayer, type TestPlayer } from "../../test/players.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { UNTHROTTLED } from "../../test/unthrottled.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createPool } from "../platform/db.js";

// Registration, a deposit through the sandbox and several command-line runs: slow on a shared machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

let t: TestApp;
let sandbox: RunningAggregator;
let player: TestPlayer;
let work: string;
let balanceBefore: unknown;

const cli = (script: string, args: string[], databaseUrl: string) =>
  runCli(script, args, { DATABASE_URL: databaseUrl });

/** A new database with nothing in it, dropped with the run's test databases. */
async function emptyDatabase(): Promise<string> {
  const admin = inject("adminDatabaseUrl");
  const name = `${inject("templateDatabase").replace("_tpl_", "_t_")}_restore_${randomBytes(3).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database "${name}"`).finally(() => client.end());
  return withDatabase(admin, name);
}

async function relationCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'",
    );
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "jogada-backup-"));
  const platformPort = await freePort();
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = await startAggregator(`http://127.0.0.1:${platformPort}`, sandboxPort);
  t = await createTestApp({
    PUBLIC_URL: `http://127.0.0.1:${platformPort}`,
    SANDBOX_URL: sandboxUrl,
    AGGREGATOR_URL: `${sandboxUrl}/aggregator`,
    AGGREGATOR_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    CRASH_ENABLED: "false",
  });
  await t.app.listen({ port: platformPort, host: "127.0.0.1" });
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("npm run backup and npm run restore", () => {
  it("restore a backup into an empty database where the ledger, the audit log and the player's balance hold", async () => {
    ({ player, balance: balanceBefore } = await moveMoneyOfEveryKind(t));
    const file = path.join(work, "round-trip.dump");
    const backup = await cli("backup", ["--out", file], t.databaseUrl);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^backup written: .*round-trip\.dump \(\d+(\.\d)? (KiB|MiB)/);
    expect(await readdir(work)).toEqual(["round-trip.dump"]);

    const target = await emptyDatabase();
    const restore = await cli("restore", [file], target);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^restored .*round-trip\.dump into database/);

    const ledger = await cli("ledger-verify", [], target);
    expect(ledger.code, ledger.stdout).toBe(0);
    const original = await t.pool.query<{ entries: string; audit: string }>(
      "select (select count(*) from ledger_entries) as entries, (select count(*) from audit_log) as audit",
    );
    const counts = original.rows[0]!;
    expect(Number(counts.entries)).toBeGreaterThan(0);
    expect(ledger.stdout).toContain(`, ${counts.entries} entries`);
    const audit = await cli("audit-verify", [], target);
    expect(audit.code, audit.stdout).toBe(0);
    expect(Number(counts.audit)).toBeGreaterThan(0);
    expect(audit.stdout).toMatch(
      new RegExp(`^audit log intact: ${counts.audit} rows chained, anchored at seq \\d+`),
    );

    // A server on the restored database: the player logs in with the same password and sees the same money.
    const pool = createPool(target, 4);
    const config = loadConfig({
      ...process.env,
      ...UNTHROTTLED,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      CRASH_ENABLED: "false",
      GAMES_SYNC_INTERVAL_SECONDS: "0",
      DATABASE_URL: target,
    });
    const app = await buildApp(config, pool);
    try {
      await app.ready();
      const restored = { ...t, app, pool, config, databaseUrl: target };
      const login = await loginPlayer(restored, player.username, player.password);
      const after = await balanceOf({ app }, login.token);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json().value).toEqual(balanceBefore);
      expect(Number((balanceBefore as { sumBalance: string }).sumBalance)).toBeGreaterThan(0);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it("refuse a database that has tables, a missing file and a file that is not a backup", async () => {
    const file = path.join(work, "refusals.dump");
    expect((await cli("backup", ["--out", file], t.databaseUrl)).code).toBe(0);
    const tables = await relationCount(t.databaseUrl);

    const intoFull = await cli("restore", [file], t.databaseUrl);
    expect(intoFull.code).toBe(2);
    expect(intoFull.stderr).toMatch(/restore refused: database \S+ is not empty \(\d+ tables/);
    expect(await relationCount(t.databaseUrl)).toBe(tables);

    const target = await emptyDatabase();
    const missing = await cli("restore", [path.join(work, "nothing-here.dump")], target);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/restore refused: cannot read .*nothing-here\.dump: no such file/);

    const garbage = path.join(work, "garbage.dump");
    await writeFile(garbage, randomBytes(64 * 1024));
    const corrupt = await cli("restore", [garbage], target);
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toMatch(/garbage\.dump is not a backup this pg_restore can read/);

    // Cut short: most of it is refused before anything is connected to; with only its last data
    // missing it reads as an archive, fails while loading, and the one transaction rolls back.
    const whole = await readFile(file);
    const cut = path.join(work, "cut.dump");
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const halved = await cli("restore", [cut], target);
    expect(halved.code).toBe(2);
    expect(halved.stderr).toMatch(/cut\.dump is not a backup this pg_restore can read:\n.*end of file/);
    await writeFile(cut, whole.subarray(0, whole.length - 2048));
    const truncated = await cli("restore", [cut], target);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(
      /restore failed and was rolled back, database \S+ is still empty:\n.*end of file/,
    );
    expect(await relationCount(target)).toBe(0);
  });

  // A real full disk: a 64 KiB tmpfs (mounting needs root, as CI runs), far smaller than a backup.
  it.skipIf(process.getuid?.() !== 0)(
    "fail on a full disk with a clear error, leaving no file and the database as it was",
    async () => {
      const disk = await mkdtemp(path.join(tmpdir(), "jogada-full-disk-"));
      await promisify(execFile)("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk]);
      try {
        const facts = () =>
          t.pool
            .query(
              "select (select count(*) from ledger_entries) as e, (select count(*) from audit_log) as a, (select max(seq) from audit_log) as s",
            )
            .then((r) => r.rows[0]);
        const before = await facts();
        const full = await cli("backup", ["--out", path.join(disk, "full.dump")], t.databaseUrl);
        expect(full.code).toBe(1);
        expect(full.stderr).toMatch(
          /backup failed, nothing was written to .*full\.dump:\n.*No space left on device/,
        );
        expect(await readdir(disk)).toEqual([]);
        expect(await facts()).toEqual(before);
        expect((await cli("ledger-verify", [], t.databaseUrl)).code).toBe(0);
        expect((await cli("audit-verify", [], t.databaseUrl)).code).toBe(0);
      } finally {
        await promisify(execFile)("umount", [disk]);
        await rm(disk, { recursive: true, force: true });
      }
    },
  );
});
