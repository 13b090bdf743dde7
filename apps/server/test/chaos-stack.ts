import { type ChildProcess, spawn } from "node:child_process";
import { REPO_ROOT } from "../src/config.js";
import { freePort } from "./aggregator.js";

/** Connections of the test itself carry this name, so the chaos spares them. */
export const TEST_APPLICATION = "chaos-test";

export const CHAOS_AGGREGATOR_SECRET = "chaos-aggregator-secret-0123456789";
export const CHAOS_PAYMENTS_SECRET = "chaos-payments-secret-0123456789";

export interface ChaosStack {
  baseUrl: string;
  sandboxUrl: string;
  /** SIGKILLs the server process (no shutdown at all) and starts a new one on the same port. */
  killAndRestartServer(): Promise<void>;
  serverAlive(): boolean;
  /** Server exits the test did not cause (a crash). */
  crashes(): number;
  close(): Promise<void>;
}

/**
 * The settings of a chaos run's server and sandbox (aggregator and payment partners) on these
 * ports: the chaos secrets, partners on the sandbox, no periodic work the load would trip over.
 */
export function chaosEnv(port: number, sandboxPort: number): NodeJS.ProcessEnv {
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  return {
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "error",
    DATABASE_POOL_SIZE: "8",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    SANDBOX_URL: sandboxUrl,
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_HOST: "127.0.0.1",
    PLATFORM_URL: baseUrl,
    AGGREGATOR_SECRET: CHAOS_AGGREGATOR_SECRET,
    PAYMENT_GATEWAY_SECRET: CHAOS_PAYMENTS_SECRET,
    PAYMENTS_SECRET: CHAOS_PAYMENTS_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    CASHIER_JOB_SECONDS: "3600",
    CRASH_BETTING_SECONDS: "1",
    CRASH_PAUSE_SECONDS: "0",
    CRASH_CHAIN_LENGTH: "500",
  };
}

/** Resolves once `url` answers 200; rejects when `child` exits first or after `seconds`. */
export async function waitForHealth(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: process exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up in ${seconds} s`);
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export interface StackOptions {
  /** Settings over the stack's own (LOG_LEVEL, LOG_FORMAT...). */
  env?: Record<string, string>;
  /** Receives everything the server process writes (stdout and stderr); ignored otherwise. */
  serverOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
  /** The server's port (the sandbox's is the next one); free ports otherwise. */
  port?: number;
}

/**
 * The real server process and the real sandbox process (aggregator and payment partners) on free
 * ports and the given database, as e2e/global-setup.ts starts them.
 */
export async function startChaosStack(databaseUrl: string, options: StackOptions = {}): Promise<ChaosStack> {
  const [port, sandboxPort] = options.port
    ? [options.port, options.port + 1]
    : [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const env = {
    ...chaosEnv(port, sandboxPort),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "false",
    ...options.env,
  };
  // Node itself with tsx as a loader (not the tsx wrapper, whose SIGKILL would leave its child
  // process serving on), so a SIGKILL ends the server.
  const start = (entry: string, output?: StackOptions["serverOutput"]) => {
    const child = spawn(process.execPath, ["--import", "tsx", entry], {
      cwd: REPO_ROOT,
      env,
      stdio: ["ignore", output ? "pipe" : "ignore", output ? "pipe" : "inherit"],
    });
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => output?.(chunk, "stdout"));
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => output?.(chunk, "stderr"));
    return child;
  };
  let crashes = 0;
  let closing = false;
  const startServer = () => {
    const child = start("apps/server/src/main.ts", options.serverOutput);
    child.once("exit", () => {
      if (!closing && !killed.has(child)) crashes++;
    });
    return child;
  };
  const killed = new Set<ChildProcess>();
  const sandbox = start("apps/sandbox/src/main.ts");
  let server = startServer();
  try {
    await waitForHealth(`${sandboxUrl}/health`, sandbox, 60);
    await waitForHealth(`${baseUrl}/health`, server, 90);
  } catch (error) {
    sandbox.kill("SIGKILL");
    server.kill("SIGKILL");
    throw error;
  }
  return {
    baseUrl,
    sandboxUrl,
    async killAndRestartServer() {
      killed.add(server);
      server.kill("SIGKILL");
      await exited(server);
      server = startServer();
      await waitForHealth(`${baseUrl}/health`, server, 90);
    },
    serverAlive: () => server.exitCode === null && server.signalCode === null,
    crashes: () => crashes,
    async close() {
      closing = true;
      server.kill("SIGTERM");
      sandbox.kill("SIGTERM");
      await Promise.race([
        Promise.all([exited(server), exited(sandbox)]),
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
      server.kill("SIGKILL");
      sandbox.kill("SIGKILL");
    },
  };
}
