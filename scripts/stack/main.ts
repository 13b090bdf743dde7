/**
 * `npm start`: the whole stack on one machine. Without DATABASE_URL it starts the embedded
 * PostgreSQL of DATA_DIR and hands its URL to the server; then the sandbox partners and the
 * server (which migrates, seeds the demo brand and serves the built player site). A PostgreSQL or
 * server that dies is started again with backoff; one that keeps dying soon after its start, a
 * sandbox that stops or a refused configuration (status 78) stops the stack. Ctrl+C or SIGTERM
 * stops the server and the sandbox, then PostgreSQL. docs/operations.md ("Start") tells more.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "../../apps/server/src/config.js";
import { startDatabase } from "./database.js";
import { startNode } from "./node-process.js";
import { EXIT_CONFIG, Supervised } from "./supervise.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const log = (message: string) => console.error(`[start] ${message}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(EXIT_CONFIG);
}

const env: NodeJS.ProcessEnv = { ...process.env };
const onFatal = (status: number) => void stop(status);
const database = config.DATABASE_URL
  ? undefined
  : new Supervised(
      "PostgreSQL",
      async () => {
        const running = await startDatabase(config, (message) => log(`PostgreSQL: ${message}`));
        env.DATABASE_URL = running.url;
        return running;
      },
      { restart: true, log, onFatal },
    );
const sandbox = new Supervised("sandbox", async () => startNode(root, "apps/sandbox/src/main.ts", env), {
  restart: false,
  log,
  onFatal,
});
const server = new Supervised("server", async () => startNode(root, "apps/server/src/main.ts", env), {
  restart: true,
  log,
  onFatal,
});

let stopped: Promise<never> | undefined;
/** Stops the server and the sandbox (they may still use the database), then PostgreSQL; exits. */
function stop(status: number): Promise<never> {
  stopped ??= (async () => {
    await Promise.all([server.stop(), sandbox.stop()]);
    await database?.stop();
    process.exit(status);
  })();
  return stopped;
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

try {
  if (database) log(`DATABASE_URL is not set: the embedded PostgreSQL of ${config.DATA_DIR}`);
  await Promise.all([sandbox.begin(), database?.begin()]);
  await server.begin();
} catch (error) {
  log(`could not start: ${(error as Error).message}`);
  await stop(1);
}
