import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneTemplate, withDatabase } from "../../test/databases.js";
import { createPool } from "./db.js";
import { MIGRATIONS_DIR, migrate, migrationState, migrationsCurrent } from "./migrate.js";

const admin = inject("adminDatabaseUrl");
const pools: pg.Pool[] = [];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "jogada-migrations-"));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await rm(dir, { recursive: true, force: true });
});

async function migratedTemplate(): Promise<pg.Pool> {
  const pool = createPool(await cloneTemplate(admin, inject("templateDatabase")), 2);
  pools.push(pool);
  return pool;
}

async function emptyDatabase(): Promise<pg.Pool> {
  const name = `${inject("templateDatabase").replace("_tpl_", "_t_")}_fresh_${pools.length}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const pool = createPool(withDatabase(admin, name), 2);
  pools.push(pool);
  return pool;
}

/** Every function and view of the schema, as PostgreSQL prints its current definition. */
async function definitions(pool: pg.Pool): Promise<Map<string, string>> {
  const rows = await pool.query<{ name: string; definition: string }>(`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select c.relname, pg_get_viewdef(c.oid)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'v'`);
  return new Map(rows.rows.map((row) => [row.name, row.definition]));
}

/** The shipped repeatable files, in the order they apply: functions, then views, each by name. */
async function shippedRepeatables(): Promise<string[]> {
  const files: string[] = [];
  for (const kind of ["functions", "views"])
    for (const file of (await readdir(path.join(MIGRATIONS_DIR, "repeatable", kind))).sort())
      files.push(`repeatable/${kind}/${file}`);
  return files;
}

describe("repeatable migrations", () => {
  it("hold the current text of every function and view, one file each", async () => {
    const pool = await migratedTemplate();
    const objects = (await shippedRepeatables()).map((file) => path.basename(file, ".sql"));
    expect([...(await definitions(pool)).keys()].sort()).toEqual(objects.sort());
    expect(migrationsCurrent(await migrationState(pool))).toBe(true);
  });

  it("reapply a changed file once, in its own transaction, so an upgraded and a fresh database agree", async () => {
    const upgraded = await migratedTemplate();
    expect(await migrate(upgraded, undefined, dir)).toEqual([]);

    const file = path.join(dir, "repeatable/functions/money_text.sql");
    const original = await readFile(file, "utf8");
    await writeFile(file, original.replace("::text\n", "::text || ''\n"));
    expect(await migrationState(upgraded, dir)).toEqual({
      pending: [],
      unknown: [],
      changed: [],
      repeatablesDue: ["repeatable/functions/money_text.sql"],
    });
    expect(await migrate(upgraded, undefined, dir)).toEqual(["repeatable/functions/money_text.sql"]);
    expect(await migrate(upgraded, undefined, dir)).toEqual([]);
    expect(migrationsCurrent(await migrationState(upgraded, dir))).toBe(true);
    expect((await definitions(upgraded)).get("money_text")).toContain("::text || ''");

    const fresh = await emptyDatabase();
    const applied = await migrate(fresh, undefined, dir);
    expect(applied.filter((name) => name.startsWith("repeatable/"))).toEqual(await shippedRepeatables());
    expect(await definitions(fresh)).toEqual(await definitions(upgraded));
    await writeFile(file, original);
  });

  it("stop the start on a file that fails, keeping the text and checksum applied before", async () => {
    const pool = await migratedTemplate();
    const file = path.join(dir, "repeatable/functions/rg_hour.sql");
    const original = await readFile(file, "utf8");
    const before = (await definitions(pool)).get("rg_hour");
    await writeFile(file, `${original}\nselect no_such_function();\n`);
    await expect(migrate(pool, undefined, dir)).rejects.toThrow(
      /Repeatable migration repeatable\/functions\/rg_hour.sql failed: function no_such_function\(\) does not exist/,
    );
    expect((await definitions(pool)).get("rg_hour")).toBe(before);
    expect((await migrationState(pool, dir)).repeatablesDue).toEqual(["repeatable/functions/rg_hour.sql"]);
    await writeFile(file, original);
    expect(migrationsCurrent(await migrationState(pool, dir))).toBe(true);
  });

  it("still refuse a versioned file changed after it was applied", async () => {
    const pool = await migratedTemplate();
    const file = path.join(dir, "0001_brands.sql");
    const original = await readFile(file, "utf8");
    await writeFile(file, `${original}\n-- changed\n`);
    expect((await migrationState(pool, dir)).changed).toEqual(["0001_brands.sql"]);
    await expect(migrate(pool, undefined, dir)).rejects.toThrow(
      /0001_brands.sql was changed after it was applied/,
    );
    await writeFile(file, original);
  });
});
