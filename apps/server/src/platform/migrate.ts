import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { connect } from "./db.js";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../migrations");
const LOCK_ID = 7_301_001;
/** The kinds of repeatable file, in the order they are applied: a view may use a function. */
const REPEATABLE_KINDS = ["functions", "views"];

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** What the database has applied compared with the files this build ships. */
export interface MigrationState {
  /** Versioned files not applied yet. */
  pending: string[];
  /** Versioned files applied that this build does not ship (a newer release migrated the database). */
  unknown: string[];
  /** Repeatable files whose text differs from the one last applied (or never applied). */
  repeatablesDue: string[];
  /** Applied versioned files whose text has changed since: the start refuses them. */
  changed: string[];
}

/**
 * Two kinds of SQL file (docs/decisions/118):
 * - versioned `NNNN_name.sql`: each runs once, in name order, and may never change once applied
 *   (a changed one stops the start: fix forward with a new file);
 * - repeatable `repeatable/functions/<name>.sql` and `repeatable/views/<name>.sql`: the current
 *   text of one function or view (`create or replace`). After the versioned files, each one whose
 *   checksum differs from the one recorded in `schema_repeatables` is applied, functions then
 *   views, each kind in name order, and its checksum recorded.
 * Every file runs in its own transaction, under an advisory lock, so several instances starting
 * together apply each once. Written here rather than taken from a library because it is this small
 * and plain SQL is all we need.
 */
export async function migrate(
  pool: pg.Pool,
  log: (message: string) => void = () => {},
  dir: string = MIGRATIONS_DIR,
): Promise<string[]> {
  const client = await connect(pool);
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_ID]);
    await client.query(`create table if not exists schema_migrations (
      name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    await client.query(`create table if not exists schema_repeatables (
      name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    const ran: string[] = [];
    const applied = await recorded(client, "schema_migrations");
    for (const file of await versionedFiles(dir)) {
      const known = applied.get(file.name);
      if (known !== undefined) {
        if (known !== file.checksum)
          throw new Error(`Migration ${file.name} was changed after it was applied`);
        continue;
      }
      await applyFile(
        client,
        file,
        "insert into schema_migrations (name, checksum) values ($1, $2)",
        `Migration ${file.name}`,
      );
      log(`migration applied: ${file.name}`);
      ran.push(file.name);
    }
    const repeatablesApplied = await recorded(client, "schema_repeatables");
    for (const file of await repeatableFiles(dir)) {
      if (repeatablesApplied.get(file.name) === file.checksum) continue;
      await applyFile(
        client,
        file,
        `insert into schema_repeatables (name, checksum) values ($1, $2)
         on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        `Repeatable migration ${file.name}`,
      );
      log(`repeatable migration applied: ${file.name}`);
      ran.push(file.name);
    }
    return ran;
  } finally {
    await client.query("select pg_advisory_unlock($1)", [LOCK_ID]).catch(() => {});
    client.release();
  }
}

/**
 * Whether the database has applied exactly what this build ships (for a readiness check): read
 * only, so it may run while another instance migrates.
 */
export async function migrationState(pool: pg.Pool, dir: string = MIGRATIONS_DIR): Promise<MigrationState> {
  const client = await connect(pool);
  try {
    const applied = await recorded(client, "schema_migrations");
    const repeatablesApplied = await recorded(client, "schema_repeatables");
    const versioned = await versionedFiles(dir);
    return {
      pending: versioned.filter((file) => !applied.has(file.name)).map((file) => file.name),
      unknown: [...applied.keys()].filter((name) => !versioned.some((file) => file.name === name)),
      changed: versioned
        .filter((file) => applied.has(file.name) && applied.get(file.name) !== file.checksum)
        .map((file) => file.name),
      repeatablesDue: (await repeatableFiles(dir))
        .filter((file) => repeatablesApplied.get(file.name) !== file.checksum)
        .map((file) => file.name),
    };
  } finally {
    client.release();
  }
}

export function migrationsCurrent(state: MigrationState): boolean {
  return (
    state.pending.length === 0 &&
    state.unknown.length === 0 &&
    state.changed.length === 0 &&
    state.repeatablesDue.length === 0
  );
}

async function recorded(client: pg.PoolClient, table: string): Promise<Map<string, string>> {
  const exists = await client.query<{ found: boolean }>("select to_regclass($1) is not null as found", [
    table,
  ]);
  if (!exists.rows[0]?.found) return new Map();
  const rows = await client.query<{ name: string; checksum: string }>(`select name, checksum from ${table}`);
  return new Map(rows.rows.map((row) => [row.name, row.checksum]));
}

async function applyFile(client: pg.PoolClient, file: MigrationFile, record: string, label: string) {
  await client.query("begin");
  try {
    await client.query(file.sql);
    await client.query(record, [file.name, file.checksum]);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw new Error(`${label} failed: ${(error as Error).message}`);
  }
}

async function versionedFiles(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((file) => /^\d{4}_.+\.sql$/.test(file)).sort();
  return Promise.all(names.map((name) => readMigration(dir, name)));
}

async function repeatableFiles(dir: string): Promise<MigrationFile[]> {
  const files: MigrationFile[] = [];
  for (const kind of REPEATABLE_KINDS) {
    const names = await readdir(path.join(dir, "repeatable", kind)).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith(".sql")).sort())
      files.push(await readMigration(dir, `repeatable/${kind}/${name}`));
  }
  return files;
}

async function readMigration(dir: string, name: string): Promise<MigrationFile> {
  const sql = await readFile(path.join(dir, name), "utf8");
  return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
}
