import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { REPO_ROOT } from "../src/config.js";
import { BrandService } from "../src/modules/brand/service.js";
import { createPool } from "../src/platform/db.js";
import { startEmbeddedPostgres } from "../src/platform/embedded-postgres.js";
import { migrate } from "../src/platform/migrate.js";
import { seedDemo } from "../src/seed/index.js";

/**
 * Test databases on a real PostgreSQL: DATABASE_URL when set (CI uses the machine's PostgreSQL 15),
 * otherwise the embedded one. A template database is migrated and seeded once per run; each test
 * file then gets its own copy (CREATE DATABASE ... TEMPLATE), so files never see each other's rows.
 */
export async function adminUrl(
  databaseUrl: string | undefined,
): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (databaseUrl) return { url: databaseUrl };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(REPO_ROOT, ".data/test-postgres"),
    port: 54339,
    database: "jogada_admin",
  });
  return { url: embedded.url, stop: embedded.stop };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createTemplate(admin: string): Promise<string> {
  const name = `jogada_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  } finally {
    await client.end();
  }
  const pool = createPool(withDatabase(admin, name), 2);
  try {
    await migrate(pool);
    await seedDemo({ pool, brands: new BrandService(pool, "jogada") });
  } finally {
    await pool.end();
  }
  return name;
}

export async function cloneTemplate(admin: string, template: string): Promise<string> {
  const name = `${template.replace("_tpl_", "_t_")}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    // Cloning needs the template free of other sessions; retry briefly if another file is cloning too.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        if (attempt > 50 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // A test database lives for one run: its commits need not wait for the disk (a few ms each,
    // tens of thousands of them in a run). Transactions, locks and visibility are unchanged; only
    // a crash of PostgreSQL itself could lose the last commits, and no test crashes it.
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  } finally {
    await client.end();
  }
  return withDatabase(admin, name);
}

export async function dropDatabasesLike(admin: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const rows = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${prefix}%`],
    );
    for (const { datname } of rows.rows)
      await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
