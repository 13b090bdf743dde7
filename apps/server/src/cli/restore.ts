import { access, constants } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { loadConfig } from "../config.js";
import { resolveDatabase } from "../platform/database-url.js";
import {
  describeTools,
  findTools,
  libpqConnection,
  type PgTool,
  pickTool,
  runTool,
  serverFacts,
} from "./pg-tools.js";

const USAGE = `npm run restore -- <file>

  Restores a backup made by npm run backup into an EMPTY database: DATABASE_URL, or the embedded
  one of npm start (created when missing). A database with any table is refused. The restore is
  one transaction: when it fails, the database is left as empty as it was. Object owners and
  grants are not restored: everything belongs to the role that restores.`;

/** The tables, views and sequences the database already has outside PostgreSQL's own schemas. */
async function existingRelations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp\\_%'
        order by 1`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Checks the file is a readable archive (its table of contents) before anything is connected to. */
async function readableArchive(tool: PgTool, file: string): Promise<string | undefined> {
  try {
    await access(file, constants.R_OK);
  } catch (error) {
    return `cannot read ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`;
  }
  const listed = await runTool(tool.path, ["--list", file], process.env);
  return listed.code === 0
    ? undefined
    : `${file} is not a backup this pg_restore can read:\n${listed.stderr}`;
}

async function openDatabase() {
  const config = loadConfig();
  const log = (message: string) => process.stderr.write(`${message}\n`);
  try {
    return await resolveDatabase(config, { reuseRunning: true, log });
  } catch (error) {
    // An embedded database never created: restoring is how it gets its content.
    if (config.DATABASE_URL) throw error;
    return resolveDatabase(config, { log });
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
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const file = path.resolve(positionals[0] as string);
  let database: Awaited<ReturnType<typeof resolveDatabase>>;
  try {
    database = await openDatabase();
  } catch (error) {
    process.stderr.write(`restore has no database to restore into: ${(error as Error).message}\n`);
    return 2;
  }
  try {
    const server = await serverFacts(database.url);
    const tools = await findTools("pg_restore");
    // Newer servers than every pg_restore here: the newest one, which can still restore older archives.
    const pgRestore = pickTool(tools, server.major) ?? tools.sort((a, b) => b.major - a.major)[0];
    if (!pgRestore) {
      process.stderr.write(`restore needs pg_restore: ${describeTools("pg_restore", tools)}; set PG_BIN\n`);
      return 2;
    }
    const unreadable = await readableArchive(pgRestore, file);
    if (unreadable) {
      process.stderr.write(`restore refused: ${unreadable}\n`);
      return 2;
    }
    const existing = await existingRelations(database.url);
    if (existing.length > 0) {
      const sample = existing.slice(0, 5).join(", ") + (existing.length > 5 ? ", ..." : "");
      process.stderr.write(
        `restore refused: database ${server.database} is not empty (${existing.length} tables and other relations: ${sample}).\n` +
          "Restore into a new, empty database (createdb <name>, then DATABASE_URL=.../<name>); nothing was changed.\n",
      );
      return 2;
    }
    const { dbname, env } = libpqConnection(database.url);
    const result = await runTool(
      pgRestore.path,
      [
        "--exit-on-error",
        "--single-transaction",
        "--no-owner",
        "--no-privileges",
        "--no-password",
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    if (result.code !== 0) {
      process.stderr.write(
        `restore failed and was rolled back, database ${server.database} is still empty:\n${result.stderr}\n`,
      );
      return 1;
    }
    const restored = await existingRelations(database.url);
    process.stdout.write(
      `restored ${file} into database ${server.database} on PostgreSQL ${server.version} (${restored.length} tables and other relations, pg_restore ${pgRestore.version})\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`restore failed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.stop?.();
  }
}

process.exit(await main());
