import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { connect } from "./db.js";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../migrations");
const LOCK_ID = 7_301_001;

/**
 * Forward-only SQL migrations: every `NNNN_name.sql` file runs once, in name order, each in its
 * own transaction, under an advisory lock so several instances starting together apply each once.
 * An applied file whose text has changed stops the start: fix forward with a new file instead.
 * Written here rather than taken from a library because it is this small and plain SQL is all we need.
 */
export async function migrate(pool: pg.Pool, log: (message: string) => void = () => {}): Promise<string[]> {
  const client = await connect(pool);
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_ID]);
    await client.query(`create table if not exists schema_migrations (
      name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    const applied = new Map(
      (
        await client.query<{ name: string; checksum: string }>("select name, checksum from schema_migrations")
      ).rows.map((row) => [row.name, row.checksum]),
    );
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d{4}_.+\.sql$/.test(file)).sort();
    const ran: string[] = [];
    for (const file of files) {
      const sql = await readFile(path.join(MIGRATIONS_DIR, file), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      const known = applied.get(file);
      if (known !== undefined) {
        if (known !== checksum) throw new Error(`Migration ${file} was changed after it was applied`);
        continue;
      }
      await client.query("begin");
      try {
        await client.query(sql);
        await client.query("insert into schema_migrations (name, checksum) values ($1, $2)", [
          file,
          checksum,
        ]);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
      log(`migration applied: ${file}`);
      ran.push(file);
    }
    return ran;
  } finally {
    await client.query("select pg_advisory_unlock($1)", [LOCK_ID]).catch(() => {});
    client.release();
  }
}
