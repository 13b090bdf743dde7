import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Config } from "../config.js";
import { embeddedCredentialsFile, embeddedDatabaseUrl, startEmbeddedPostgres } from "./embedded-postgres.js";

export interface ResolvedDatabase {
  url: string;
  /** DATA_DIR/postgres when the database is the embedded one. */
  embeddedDir?: string;
  /** Stops the embedded PostgreSQL when this process started it. */
  stop?: () => Promise<void>;
}

const EMBEDDED_DATABASE = "jogada";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database to use: DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR.
 * With `reuseRunning` (command-line tools), an embedded PostgreSQL already running (the launcher's
 * or a server's) is used as it is, found through the credentials kept in DATA_DIR; when it is not
 * running this process starts it and must stop it when done, and when it was never created that
 * is an error (a tool has nothing to change in an empty database).
 */
export async function resolveDatabase(
  config: Pick<Config, "DATABASE_URL" | "DATA_DIR" | "EMBEDDED_POSTGRES_PORT">,
  options: { log?: (message: string) => void; reuseRunning?: boolean } = {},
): Promise<ResolvedDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const dataDir = path.join(config.DATA_DIR, "postgres");
  if (options.reuseRunning && !existsSync(embeddedCredentialsFile(dataDir))) {
    throw new Error(
      `No database yet in ${config.DATA_DIR}: set DATABASE_URL, or run npm start once to create it`,
    );
  }
  if (options.reuseRunning) {
    const { password } = JSON.parse(await readFile(embeddedCredentialsFile(dataDir), "utf8")) as {
      password: string;
    };
    const url = embeddedDatabaseUrl(password, config.EMBEDDED_POSTGRES_PORT, EMBEDDED_DATABASE);
    if (await answers(url)) return { url, embeddedDir: dataDir };
  }
  options.log?.(`DATABASE_URL is not set: starting the embedded PostgreSQL in ${config.DATA_DIR}`);
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: config.EMBEDDED_POSTGRES_PORT,
    database: EMBEDDED_DATABASE,
  });
  return { url: embedded.url, embeddedDir: dataDir, stop: embedded.stop };
}
