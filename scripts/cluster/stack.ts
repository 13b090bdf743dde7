/**
 * A scaled-out stack on one machine: N server processes behind HAProxy, sharing one PostgreSQL
 * database and one Redis, with the sandbox partners calling back through the load balancer.
 * Used by `npm run cluster` (scripts/cluster/main.ts), the cluster test and the cluster benchmark.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const HAPROXY = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";

export interface ClusterOptions {
  /** Server instances behind the load balancer. */
  instances: number;
  /** HAProxy listens here; instance i on basePort + i, the sandbox on basePort + 50. */
  basePort: number;
  databaseUrl: string;
  redisUrl: string;
  /** Extra settings for every server process (NODE_ENV, secrets, job periods...). */
  env?: Record<string, string>;
  /** Where HAProxy's configuration is written. */
  workDir?: string;
  /** Server and sandbox output: inherited (an operator watching) or dropped (tests, benchmarks). */
  output?: "inherit" | "ignore";
  /** Called when a server exits without being asked to (the operator's script restarts it). */
  onCrash?: (instance: Instance, code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface Instance {
  /** HAProxy's name for it (`s1`...), also sent back in the `x-instance` response header. */
  name: string;
  port: number;
  url: string;
  alive(): boolean;
  /** The server process's id (job records name an instance `<host>:<pid>`), while it runs. */
  pid(): number | undefined;
  /** SIGKILL: no shutdown at all, as a machine failure would. */
  kill(): Promise<void>;
  /** SIGTERM, as a rolling restart does: resolves with the exit status once the process is gone. */
  stop(): Promise<number | null>;
  /** Starts the process again and waits until it answers /ready. */
  start(): Promise<void>;
}

export interface Cluster {
  /** The load balancer's address: what players and partners use. */
  url: string;
  /** The load balancer's address for the first n instances only (benchmarks). */
  urlOfFirst(n: number): string;
  sandboxUrl: string;
  instances: Instance[];
  /** The load balancer's process (benchmarks read its CPU time). */
  haproxyPid(): number | undefined;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export async function waitForHealth(url: string, child: ChildProcess | undefined, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${url}: process exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up in ${seconds} s`);
}

function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("application_name", name);
  return parsed.toString();
}

/** Creates the database named in `url` when it does not exist (the servers migrate it). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * HAProxy in HTTP mode (on basePort; basePort + 70 + n balances over the first n only): round
 * robin; `/ready` checked every second, a server taken out after two failed checks (a draining
 * instance answers 503 at once and keeps serving for SHUTDOWN_GRACE_SECONDS, longer than that)
 * and back after two good ones; a request whose connection was refused sent to another server
 * (never one that reached a server: money calls are retried by their callers with their
 * idempotency key); WebSockets tunnelled for an hour.
 */
export function haproxyConfig(basePort: number, instances: number): string {
  const servers = Array.from(
    { length: instances },
    (_, i) => `  server s${i + 1} 127.0.0.1:${basePort + i + 1} check inter 1s fall 2 rise 2`,
  );
  // Benchmarks compare 1, 2 ... N instances: frontend basePort + 70 + n reaches only the first n.
  const subsets = Array.from({ length: instances - 1 }, (_, i) => {
    const n = i + 1;
    return `
frontend first${n}
  bind 127.0.0.1:${basePort + 70 + n}
  default_backend first${n}

backend first${n}
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
  http-response set-header x-instance %s
${servers.slice(0, n).join("\n")}
`;
  });
  return `global
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 2s
  timeout http-keep-alive 10s
  option forwardfor
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend players
  bind 127.0.0.1:${basePort}
  # The request id the server logs and writes to the audit log starts here (a UUID).
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  default_backend servers

backend servers
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
  http-response set-header x-instance %s
${servers.join("\n")}
${subsets.join("")}`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!existsSync(HAPROXY)) {
    throw new Error(`HAProxy not found at ${HAPROXY}: apt-get install -y haproxy (or set HAPROXY_PATH)`);
  }
  const { basePort } = options;
  const url = `http://127.0.0.1:${basePort}`;
  const sandboxPort = basePort + 50;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const workDir = options.workDir ?? path.join(REPO_ROOT, ".data", `cluster-${basePort}`);
  await mkdir(workDir, { recursive: true });
  await ensureDatabase(options.databaseUrl);

  const baseEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    HOST: "127.0.0.1",
    TRUST_PROXY: "true",
    PUBLIC_URL: `http://localhost:${basePort}`,
    SANDBOX_URL: sandboxUrl,
    SANDBOX_HOST: "127.0.0.1",
    SANDBOX_PORT: String(sandboxPort),
    // The partners call the platform back through the load balancer, like players do.
    PLATFORM_URL: url,
    DATABASE_POOL_SIZE: "10",
    ...options.env,
  };
  const stdio: ["ignore", "inherit" | "ignore", "inherit"] = [
    "ignore",
    options.output ?? "ignore",
    "inherit",
  ];
  // Node with tsx as a loader (not the tsx wrapper, whose SIGKILL would leave its child serving).
  const spawnNode = (entry: string, env: Record<string, string>) =>
    spawn(process.execPath, ["--import", "tsx", entry], { cwd: REPO_ROOT, env, stdio });

  let stopping = false;
  const children = new Set<ChildProcess>();
  const track = (child: ChildProcess) => {
    children.add(child);
    child.once("exit", () => children.delete(child));
    return child;
  };

  const sandbox = track(spawnNode("apps/sandbox/src/main.ts", baseEnv));
  const instances: Instance[] = [];
  for (let i = 0; i < options.instances; i++) {
    const port = basePort + i + 1;
    let child: ChildProcess | undefined;
    let killing = false;
    const instance: Instance = {
      name: `s${i + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      alive: () => child !== undefined && child.exitCode === null && child.signalCode === null,
      pid: () => (instance.alive() ? child?.pid : undefined),
      async kill() {
        if (!child) return;
        killing = true;
        child.kill("SIGKILL");
        await exited(child);
      },
      async stop() {
        if (!child) return null;
        const stopped = child;
        killing = true;
        stopped.kill("SIGTERM");
        await exited(stopped);
        return stopped.exitCode;
      },
      async start() {
        killing = false;
        const started = track(
          spawnNode("apps/server/src/main.ts", {
            ...baseEnv,
            PORT: String(port),
            // Its database sessions carry its name (pg_stat_activity, pg_locks).
            DATABASE_URL: withApplicationName(options.databaseUrl, `jogada-${instance.name}`),
          }),
        );
        child = started;
        started.once("exit", (code, signal) => {
          if (!stopping && !killing && child === started) options.onCrash?.(instance, code, signal);
        });
        await waitForHealth(`${instance.url}/ready`, started, 300);
      },
    };
    instances.push(instance);
  }

  const cfg = path.join(workDir, "haproxy.cfg");
  await writeFile(cfg, haproxyConfig(basePort, options.instances));
  const check = spawnSync(HAPROXY, ["-c", "-q", "-f", cfg], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy configuration refused: ${check.stderr}`);
  const haproxy = track(spawn(HAPROXY, ["-db", "-f", cfg], { stdio: ["ignore", stdio[1], stdio[1]] }));

  const stop = async () => {
    stopping = true;
    for (const child of children) child.kill("SIGTERM");
    await Promise.race([Promise.all([...children].map(exited)), sleep(12_000)]);
    for (const child of children) child.kill("SIGKILL");
  };
  try {
    await waitForHealth(`${sandboxUrl}/health`, sandbox, 90);
    // The first instance migrates and seeds alone; the others then start together.
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    await waitForHealth(`${url}/health`, haproxy, 30);
  } catch (error) {
    await stop();
    throw error;
  }
  const urlOfFirst = (n: number) => (n >= options.instances ? url : `http://127.0.0.1:${basePort + 70 + n}`);
  return { url, urlOfFirst, sandboxUrl, instances, haproxyPid: () => haproxy.pid, stop };
}

/** A Redis of its own (no persistence) for tests that stop and start it. */
export async function startRedis(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ping = spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" });
    if (ping.stdout.trim() === "PONG") break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`redis-server on ${port} did not start`);
    await sleep(100);
  }
  return {
    url,
    async stop() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}
