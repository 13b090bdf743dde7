import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { BrandService } from "./modules/brand/service.js";
import { resolveDatabase } from "./platform/database-url.js";
import { createPool, waitForDatabase } from "./platform/db.js";
import { logFormatOf, type ServerLog, serverLog } from "./platform/log-options.js";
import { migrate } from "./platform/migrate.js";
import { shutdownOnSignals } from "./platform/shutdown.js";
import { assertProductionReady } from "./production-check.js";
import { seedDemo } from "./seed/index.js";

/** Exit status of a start refused for its configuration (sysexits' EX_CONFIG): not worth a restart. */
const EXIT_CONFIG = 78;

// Until the configuration is read, in the format the environment asks for.
let log: ServerLog = serverLog(logFormatOf(process.env));

function fail(message: string, status = 1): never {
  log.fatal(message);
  process.exit(status);
}

// In JSON mode a crash is one JSON line too, not Node's own text on stderr.
if (logFormatOf(process.env) === "json") {
  process.on("uncaughtException", (error) => fail(`The server stopped: ${error.stack ?? error.message}`));
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    assertProductionReady(config);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, EXIT_CONFIG);
    throw error;
  }
  log = serverLog(config.LOG_FORMAT, config.LOG_LEVEL);
  const say = log.info;

  const { url: databaseUrl, stop: stopEmbedded } = await resolveDatabase(config, { log: say }).catch(
    // The embedded server's library may reject with nothing at all (its port already taken).
    (error: unknown) =>
      fail(
        `Could not start the embedded PostgreSQL: ${error instanceof Error ? error.message : `no reason given; is port ${config.EMBEDDED_POSTGRES_PORT} already in use?`}`,
      ),
  );

  const pool = createPool(databaseUrl, config.DATABASE_POOL_SIZE, (error) =>
    say(`database connection lost (idle, discarded): ${error.message}`),
  );
  await waitForDatabase(pool, config.DATABASE_CONNECT_TIMEOUT_SECONDS, (attempt, error) =>
    say(`waiting for the database (attempt ${attempt}): ${error.message}`),
  ).catch((error: Error) => fail(error.message));

  await migrate(pool, say);
  if (config.SEED_DEMO) {
    await seedDemo({ pool, brands: new BrandService(pool, config.DEFAULT_MERCHANT) });
  }

  const app = await buildApp(config, pool);
  shutdownOnSignals({
    app,
    graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
    timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS,
    say,
    release: async () => {
      await pool.end();
      await stopEmbedded?.();
    },
  });

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  say(`ready on ${config.PUBLIC_URL} (listening on ${address})`);
}

main().catch((error: Error) => fail(`The server could not start: ${error.stack ?? error.message}`));
