import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AGGREGATOR_SECRET,
  freePort,
  type RunningAggregator,
  startAggregator,
} from "../../test/aggregator.js";
import { balanceOf, cli, diceBet, moveMoneyOfEveryKind } from "../../test/backups.js";
import { depositThroughSandbox } from "../../test/deposits.js";
import { loginPlayer, registerPlayer, type TestPlayer } from "../../test/players.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { BrandService } from "../modules/brand/service.js";
import { createPool } from "../platform/db.js";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../platform/embedded-postgres.js";
import { migrate } from "../platform/migrate.js";
import { seedDemo } from "../seed/index.js";

// Two embedded clusters (initdb, migrations, demo seed), money moves and command-line runs.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

let work: string;
let sandbox: RunningAggregator;
let source: { dataDir: string; port: number; db: EmbeddedDatabase; t: TestApp };
let player: TestPlayer;
let balanceBefore: unknown;

/** The environment that points the command-line programs at the embedded database of `dataDir`. */
const embeddedEnv = (dataDir: string, port: number) => ({
  DATABASE_URL: "",
  DATA_DIR: dataDir,
  EMBEDDED_POSTGRES_PORT: String(port),
});

async function newDataDir(name: string) {
  const dataDir = path.join(work, name);
  await mkdir(dataDir);
  return { dataDir, port: await freePort() };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "jogada-embedded-backup-"));
  const platformPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${await freePort()}`;
  sandbox = await startAggregator(`http://127.0.0.1:${platformPort}`, Number(new URL(sandboxUrl).port));
  const { dataDir, port } = await newDataDir("source");
  const db = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "postgres"),
    port,
    database: "jogada",
  });
  const pool = createPool(db.url, 2);
  try {
    await migrate(pool);
    await seedDemo({ pool, brands: new BrandService(pool, "jogada") });
  } finally {
    await pool.end();
  }
  const t = await createTestApp(
    {
      PUBLIC_URL: `http://127.0.0.1:${platformPort}`,
      SANDBOX_URL: sandboxUrl,
      AGGREGATOR_URL: `${sandboxUrl}/aggregator`,
      AGGREGATOR_SECRET,
      GAMES_SYNC_INTERVAL_SECONDS: "0",
      CRASH_ENABLED: "false",
    },
    db.url,
  );
  await t.app.listen({ port: platformPort, host: "127.0.0.1" });
  source = { dataDir, port, db, t };
});

afterAll(async () => {
  await source?.t.close();
  await source?.db.stop();
  await sandbox?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("npm run backup and npm run restore of the embedded database", () => {
  it("copy the running cluster under bets and restore it where the ledger, the audit log and the player's balance hold", async () => {
    ({ player, balance: balanceBefore } = await moveMoneyOfEveryKind(source.t));
    // Another player bets all through the copy: the copy must be one consistent moment of it.
    const gambler = await registerPlayer(source.t);
    await depositThroughSandbox(source.t, gambler.token, "500.00");
    let copying = true;
    let bets = 0;
    const betting = (async () => {
      while (copying) {
        const bet = await diceBet(source.t, gambler.token, "0.50");
        expect(bet.statusCode, bet.body).toBe(200);
        bets++;
      }
    })();
    const file = path.join(work, "embedded.tar.gz");
    const backup = await cli("backup", ["--out", file], embeddedEnv(source.dataDir, source.port));
    copying = false;
    await betting;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^backup written: .*embedded\.tar\.gz \(\d+(\.\d)? MiB; .*base backup/);
    expect(bets).toBeGreaterThan(0);

    const target = await newDataDir("target");
    const restore = await cli("restore", [file], embeddedEnv(target.dataDir, target.port));
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^restored .*embedded\.tar\.gz into the embedded database/);

    const env = embeddedEnv(target.dataDir, target.port);
    const ledger = await cli("ledger-verify", [], env);
    expect(ledger.code, ledger.stdout + ledger.stderr).toBe(0);
    const audit = await cli("audit-verify", [], env);
    expect(audit.code, audit.stdout + audit.stderr).toBe(0);
    expect(audit.stdout).toMatch(/^audit log intact: \d+ rows chained, anchored at seq \d+/);

    // A server on the restored database: the quiet player logs in and sees the same money.
    const restored = await startEmbeddedPostgres({
      dataDir: path.join(target.dataDir, "postgres"),
      port: target.port,
      database: "jogada",
    });
    const t = await createTestApp({ GAMES_SYNC_INTERVAL_SECONDS: "0", CRASH_ENABLED: "false" }, restored.url);
    try {
      const login = await loginPlayer(t, player.username, player.password);
      const after = await balanceOf(t, login.token);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json().value).toEqual(balanceBefore);
    } finally {
      await t.close();
      await restored.stop();
    }
  });

  it("refuse a data folder that has a database, DATABASE_URL, and archives that are not whole", async () => {
    const file = path.join(work, "refusals.tar.gz");
    expect((await cli("backup", ["--out", file], embeddedEnv(source.dataDir, source.port))).code).toBe(0);

    const intoSource = await cli("restore", [file], embeddedEnv(source.dataDir, source.port));
    expect(intoSource.code).toBe(2);
    expect(intoSource.stderr).toMatch(/restore refused: the embedded database in .* is not empty/);

    const intoServer = await cli("restore", [file], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
    });
    expect(intoServer.code).toBe(2);
    expect(intoServer.stderr).toMatch(/restore refused: .* is a copy of an embedded PostgreSQL cluster/);

    const empty = await newDataDir("refusals");
    const garbage = path.join(work, "garbage.tar.gz");
    await writeFile(garbage, gzipSync(randomBytes(64 * 1024)));
    const corrupt = await cli("restore", [garbage], embeddedEnv(empty.dataDir, empty.port));
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toMatch(/restore refused: .*garbage\.tar\.gz is not a whole backup/);

    const whole = await readFile(file);
    const cut = path.join(work, "cut.tar.gz");
    await writeFile(cut, whole.subarray(0, whole.length - 4096));
    const truncated = await cli("restore", [cut], embeddedEnv(empty.dataDir, empty.port));
    expect(truncated.code).toBe(2);
    expect(truncated.stderr).toMatch(/restore refused: .*cut\.tar\.gz is not a whole backup/);
    // Nothing was left behind: the folder can still take a whole copy.
    expect(existsSync(path.join(empty.dataDir, "postgres", "cluster"))).toBe(false);
  });

  // A real full disk: a 64 KiB tmpfs (mounting needs root, as CI runs), far smaller than a copy.
  it.skipIf(process.getuid?.() !== 0)("fail on a full disk with a clear error and no file left", async () => {
    const disk = await mkdtemp(path.join(tmpdir(), "jogada-full-disk-"));
    await promisify(execFile)("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk]);
    try {
      const full = await cli(
        "backup",
        ["--out", path.join(disk, "full.tar.gz")],
        embeddedEnv(source.dataDir, source.port),
      );
      expect(full.code).toBe(1);
      expect(full.stderr).toMatch(
        /backup failed, nothing was written to .*full\.tar\.gz:\n.*no space left on device/i,
      );
      expect(await readdir(disk)).toEqual([]);
      // The cluster is out of backup mode: the next copy starts at once.
      const again = await cli(
        "backup",
        ["--out", path.join(work, "after-full.tar.gz")],
        embeddedEnv(source.dataDir, source.port),
      );
      expect(again.code, again.stderr).toBe(0);
    } finally {
      await promisify(execFile)("umount", [disk]);
      await rm(disk, { recursive: true, force: true });
    }
  });
});
