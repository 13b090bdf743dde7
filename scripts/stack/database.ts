import path from "node:path";
import type { Config } from "../../apps/server/src/config.js";
import { startEmbeddedPostgres } from "../../apps/server/src/platform/embedded-postgres.js";
import type { Running } from "./supervise.js";

/** The database the launcher's embedded PostgreSQL serves (the server's DATABASE_URL). */
const DATABASE = "jogada";

/**
 * Starts the embedded PostgreSQL of DATA_DIR (settling what a killed earlier run left behind) and
 * resolves once it accepts connections. One that another live process runs is used as it is and
 * not watched: that process owns it.
 */
export async function startDatabase(
  config: Pick<Config, "DATA_DIR" | "EMBEDDED_POSTGRES_PORT">,
  log: (message: string) => void,
): Promise<Running & { url: string }> {
  const database = await startEmbeddedPostgres({
    dataDir: path.join(config.DATA_DIR, "postgres"),
    port: config.EMBEDDED_POSTGRES_PORT,
    database: DATABASE,
    log,
  });
  log(`PostgreSQL (pid ${database.pid}) on 127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}`);
  return { url: database.url, exited: database.exited ?? new Promise(() => {}), stop: database.stop };
}
