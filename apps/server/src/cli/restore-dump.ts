import pg from "pg";
import {
  describeTools,
  findTools,
  libpqConnection,
  type PgTool,
  pickTool,
  runTool,
  serverFacts,
} from "./pg-tools.js";

/** The tables, views and sequences the database already has outside PostgreSQL's own schemas. */
export async function existingRelations(databaseUrl: string): Promise<string[]> {
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

/** Checks the file is an archive pg_restore reads (its table of contents) before anything is connected to. */
async function readableArchive(tool: PgTool, file: string): Promise<string | undefined> {
  const listed = await runTool(tool.path, ["--list", file], process.env);
  return listed.code === 0
    ? undefined
    : `${file} is not a backup this pg_restore can read:\n${listed.stderr}`;
}

/**
 * Restores a pg_dump archive into the (empty) database at `databaseUrl` in one transaction, with
 * the newest fitting pg_restore; resolves with the command's exit status.
 */
export async function restoreDump(file: string, databaseUrl: string): Promise<number> {
  try {
    const server = await serverFacts(databaseUrl);
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
    const existing = await existingRelations(databaseUrl);
    if (existing.length > 0) {
      const sample = existing.slice(0, 5).join(", ") + (existing.length > 5 ? ", ..." : "");
      process.stderr.write(
        `restore refused: database ${server.database} is not empty (${existing.length} tables and other relations: ${sample}).\n` +
          "Restore into a new, empty database (createdb <name>, then DATABASE_URL=.../<name>); nothing was changed.\n",
      );
      return 2;
    }
    const { dbname, env } = libpqConnection(databaseUrl);
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
    const restored = await existingRelations(databaseUrl);
    process.stdout.write(
      `restored ${file} into database ${server.database} on PostgreSQL ${server.version} (${restored.length} tables and other relations, pg_restore ${pgRestore.version})\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`restore failed: ${(error as Error).message}\n`);
    return 1;
  }
}
