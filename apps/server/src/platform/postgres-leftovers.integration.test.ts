import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/aggregator.js";
import { REPO_ROOT } from "../config.js";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded-postgres.js";
import { isRunning, parentOf } from "./processes.js";

/**
 * A starter of the embedded PostgreSQL that finds what a killed run left in the data directory
 * settles it instead of failing on a taken port or a lock file: a live owner's postmaster is
 * reused, an orphaned one is stopped cleanly and started again, a postmaster killed outright is
 * replaced once its backends are gone.
 */
const folder = mkdtempSync(path.join(os.tmpdir(), "jogada-leftovers-"));
const dataDir = path.join(folder, "postgres");
const started: EmbeddedDatabase[] = [];

afterAll(async () => {
  for (const database of started) await database.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query("select 1 as one")).rows[0]?.one === 1;
  } finally {
    await client.end();
  }
}

/** Another process that starts the cluster and holds it; resolves with it and its postmaster's pid. */
async function ownerProcess(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/test/embedded-postgres-owner.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const postmaster = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`the owner process exited (${code})`)));
  });
  return { child, postmaster };
}

describe("the embedded PostgreSQL left behind by a killed run", () => {
  it("is reused while its owner runs, restarted once its owner is killed, replaced once it is killed", async () => {
    const port = await freePort();
    const start = async () => {
      const database = await startEmbeddedPostgres({ dataDir, port, database: "jogada" });
      started.push(database);
      return database;
    };
    const owner = await ownerProcess(port);

    const shared = await start();
    expect(shared.pid).toBe(owner.postmaster);
    expect(shared.exited).toBeUndefined(); // not this process's to watch or stop
    expect(await answers(shared.url)).toBe(true);

    owner.child.kill("SIGKILL");
    await new Promise((resolve) => owner.child.once("exit", resolve));
    expect(isRunning(owner.postmaster)).toBe(true); // orphaned, still holding the port
    const adopted = await start();
    expect(isRunning(owner.postmaster)).toBe(false);
    expect(parentOf(adopted.pid)).toBe(process.pid);
    expect(await answers(adopted.url)).toBe(true);

    process.kill(adopted.pid, "SIGKILL");
    await adopted.exited;
    const replaced = await start();
    expect(replaced.pid).not.toBe(adopted.pid);
    expect(await answers(replaced.url)).toBe(true);
  }, 60_000);
});
