import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type App, buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/config.js";
import { createPool, type Pool } from "../src/platform/db.js";
import { cloneTemplate } from "./databases.js";
import { CHEAP_TEST_COSTS, UNTHROTTLED } from "./unthrottled.js";

export interface TestApp {
  app: App;
  pool: Pool;
  config: Config;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * A server on its own freshly migrated and seeded database, for integration tests that go
 * through the HTTP interface (`app.inject`). `env` overrides configuration variables;
 * `databaseUrl` names a prepared database to use instead of a copy of the template.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  databaseUrl?: string,
): Promise<TestApp> {
  databaseUrl ??= await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase"));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    NODE_ENV: "test",
    ...UNTHROTTLED,
    ...CHEAP_TEST_COSTS,
    // Each test database's anchor file, named after it, away from the repository's DATA_DIR.
    AUDIT_ANCHOR_DIR: path.join(tmpdir(), "jogada-test-audit-anchors"),
    ...env,
    DATABASE_URL: databaseUrl as string,
  });
  const pool = createPool(databaseUrl as string, 10);
  const app = await buildApp(config, pool);
  await app.ready();
  return {
    app,
    pool,
    config,
    databaseUrl: databaseUrl as string,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
