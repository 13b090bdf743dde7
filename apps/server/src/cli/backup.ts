import { existsSync } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { resolveDatabase } from "../platform/database-url.js";
import { embeddedClusterDir, embeddedCredentialsFile } from "../platform/embedded-postgres.js";
import { writeClusterArchive } from "./cluster-archive.js";
import {
  describeTools,
  findTools,
  formatSize,
  libpqConnection,
  type PgTool,
  pickTool,
  runTool,
  serverFacts,
} from "./pg-tools.js";

const USAGE = `npm run backup [-- --out <file>]

  Writes a consistent copy of the platform's database to <file>, by default
  DATA_DIR/backups/jogada-<database>-<time>.<dump|tar.gz>, and restores with npm run restore -- <file>.
  - DATABASE_URL set: pg_dump (custom format, one snapshot). pg_dump must be of the server's major
    version or newer (PG_BIN=<directory> names the one to use).
  - The embedded database of npm start: a base backup of its cluster (gzip'd tar with the WAL that
    makes it consistent), taken while it serves; no client programs are needed.`;

function timestamp(): string {
  return new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "Z");
}

/** Flushes a file or a directory (after a rename, the name) to disk. */
async function syncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function main(): Promise<number> {
  let values: { out?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { out: { type: "string", short: "o" }, help: { type: "boolean", short: "h" } },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof resolveDatabase>>;
  try {
    database = await resolveDatabase(config, {
      reuseRunning: true,
      log: (message) => process.stderr.write(`${message}\n`),
    });
  } catch (error) {
    process.stderr.write(`backup has no database to copy: ${(error as Error).message}\n`);
    return 2;
  }
  let partial: string | undefined;
  try {
    const server = await serverFacts(database.url);
    const embeddedDir = database.embeddedDir;
    let pgDump: PgTool | undefined;
    if (!embeddedDir) {
      const tools = await findTools("pg_dump");
      pgDump = pickTool(tools, server.major);
      if (!pgDump) {
        process.stderr.write(
          `backup needs pg_dump ${server.major} or newer for PostgreSQL ${server.version}, but ${describeTools("pg_dump", tools)}.\n` +
            `Install the PostgreSQL ${server.major} client programs (Debian: postgresql-client-${server.major}) or set PG_BIN to their directory.\n`,
        );
        return 2;
      }
    }
    const extension = embeddedDir ? "tar.gz" : "dump";
    const out = path.resolve(
      values.out ??
        path.join(config.DATA_DIR, "backups", `jogada-${server.database}-${timestamp()}.${extension}`),
    );
    if (existsSync(out)) {
      process.stderr.write(`backup refused: ${out} already exists (a backup is never overwritten)\n`);
      return 2;
    }
    await mkdir(path.dirname(out), { recursive: true });
    // Written under a temporary name beside the target, synced, and renamed only once complete,
    // so the target name never holds half a backup.
    partial = path.join(path.dirname(out), `.${path.basename(out)}.${process.pid}.partial`);
    const made = embeddedDir
      ? await copyCluster(database.url, embeddedDir, partial)
      : await dump(pgDump as PgTool, database.url, partial);
    if ("failure" in made) {
      await rm(partial, { force: true });
      partial = undefined;
      process.stderr.write(`backup failed, nothing was written to ${out}:\n${made.failure}\n`);
      return 1;
    }
    await syncPath(partial);
    const { size } = await stat(partial);
    await rename(partial, out);
    partial = undefined;
    await syncPath(path.dirname(out));
    process.stdout.write(
      `backup written: ${out} (${formatSize(size)}; database ${server.database} on PostgreSQL ${server.version}, ${made.how})\n`,
    );
    return 0;
  } catch (error) {
    if (partial) await rm(partial, { force: true });
    process.stderr.write(`backup failed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.stop?.();
  }
}

type Made = { how: string } | { failure: string };

async function dump(pgDump: PgTool, databaseUrl: string, partial: string): Promise<Made> {
  const { dbname, env } = libpqConnection(databaseUrl);
  let stop: (() => void) | undefined;
  const interrupt = () => stop?.();
  process.once("SIGINT", interrupt).once("SIGTERM", interrupt);
  const result = await runTool(
    pgDump.path,
    ["--format=custom", "--no-password", `--file=${partial}`, `--dbname=${dbname}`],
    env,
    (kill) => {
      stop = kill;
    },
  ).catch((error: Error) => ({ code: 1, stderr: error.message }));
  process.off("SIGINT", interrupt).off("SIGTERM", interrupt);
  if (result.code === 0) return { how: `pg_dump ${pgDump.version}` };
  return { failure: result.stderr || `pg_dump ended with status ${result.code}` };
}

async function copyCluster(databaseUrl: string, embeddedDir: string, partial: string): Promise<Made> {
  try {
    const { manifest, files } = await writeClusterArchive({
      databaseUrl,
      clusterDir: embeddedClusterDir(embeddedDir),
      credentialsFile: embeddedCredentialsFile(embeddedDir),
      out: partial,
    });
    return {
      how: `base backup of the embedded cluster, ${files} files, WAL ${manifest.startLsn} to ${manifest.stopLsn}`,
    };
  } catch (error) {
    return { failure: (error as Error).message };
  }
}

process.exit(await main());
