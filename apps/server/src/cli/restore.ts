import { open } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Config, loadConfig } from "../config.js";
import { resolveDatabase } from "../platform/database-url.js";
import { RestoreRefused, removeRestoredCluster, restoreClusterArchive } from "./cluster-restore.js";
import { existingRelations, restoreDump } from "./restore-dump.js";

const USAGE = `npm run restore -- <file>

  Restores a backup made by npm run backup into an EMPTY database, and refuses any other.
  - A pg_dump archive (.dump): into DATABASE_URL, or the embedded database of npm start (created
    when missing). A database with any table is refused. The restore is one transaction: when it
    fails, the database is left as empty as it was. Object owners and grants are not restored:
    everything belongs to the role that restores.
  - A copy of the embedded cluster (.tar.gz): into DATA_DIR when it has no embedded database yet
    (DATABASE_URL unset). It is started once to replay its WAL and checked before the command ends.`;

const say = (message: string) => process.stderr.write(`${message}\n`);

/** What the file holds by its first bytes: a gzip'd tar (cluster copy) or anything else (pg_restore decides). */
async function archiveKind(file: string): Promise<"cluster" | "dump" | { unreadable: string }> {
  try {
    const handle = await open(file, "r");
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
      return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b ? "cluster" : "dump";
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      unreadable: `cannot read ${file}: ${code === "ENOENT" ? "no such file" : (error as Error).message}`,
    };
  }
}

async function intoDatabase(file: string, config: Config): Promise<number> {
  let database: Awaited<ReturnType<typeof resolveDatabase>>;
  try {
    database = await resolveDatabase(config, { reuseRunning: true, log: say }).catch((error) => {
      // An embedded database never created: restoring is how it gets its content.
      if (config.DATABASE_URL) throw error;
      return resolveDatabase(config, { log: say });
    });
  } catch (error) {
    say(`restore has no database to restore into: ${(error as Error).message}`);
    return 2;
  }
  try {
    return await restoreDump(file, database.url);
  } finally {
    await database.stop?.();
  }
}

async function intoEmbeddedCluster(file: string, config: Config): Promise<number> {
  if (config.DATABASE_URL) {
    say(
      `restore refused: ${file} is a copy of an embedded PostgreSQL cluster; it restores only into the embedded database of npm start (unset DATABASE_URL). For a PostgreSQL server, back up with DATABASE_URL set (pg_dump).`,
    );
    return 2;
  }
  const postgresDir = path.join(config.DATA_DIR, "postgres");
  let manifest: Awaited<ReturnType<typeof restoreClusterArchive>>;
  try {
    manifest = await restoreClusterArchive(file, postgresDir);
  } catch (error) {
    say(`restore ${error instanceof RestoreRefused ? "refused" : "failed"}: ${(error as Error).message}`);
    return error instanceof RestoreRefused ? 2 : 1;
  }
  // The first start replays the WAL the copy carries; a copy that cannot start is taken out again.
  try {
    const database = await resolveDatabase(config, { log: say });
    try {
      const relations = await existingRelations(database.url);
      process.stdout.write(
        `restored ${file} into the embedded database in ${postgresDir} (PostgreSQL ${manifest.postgresVersion}, ${relations.length} tables and other relations, as of WAL ${manifest.stopLsn})\n`,
      );
      return 0;
    } finally {
      await database.stop?.();
    }
  } catch (error) {
    await removeRestoredCluster(postgresDir);
    say(
      `restore failed: the restored database would not start, ${postgresDir} is empty again:\n${(error as Error).message}`,
    );
    return 1;
  }
}

async function main(): Promise<number> {
  let positionals: string[];
  let help: boolean | undefined;
  try {
    const parsed = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
    positionals = parsed.positionals;
    help = parsed.values.help;
  } catch (error) {
    say(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1) {
    say(USAGE);
    return 2;
  }
  const file = path.resolve(positionals[0] as string);
  const kind = await archiveKind(file);
  if (typeof kind === "object") {
    say(`restore refused: ${kind.unreadable}`);
    return 2;
  }
  const config = loadConfig();
  return kind === "cluster" ? intoEmbeddedCluster(file, config) : intoDatabase(file, config);
}

process.exit(await main());
