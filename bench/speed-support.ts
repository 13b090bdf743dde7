import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { upperPercentile } from "./harness.js";

/**
 * The speed benchmark's tools: the timed drive at a concurrency, HTTP requests, the server process and its
 * memory, SQL function figures.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

export async function walPosition(pool: Pool): Promise<bigint> {
  const { rows } = await pool.query<{ lsn: string }>(
    "select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::text as lsn",
  );
  return BigInt((rows[0]?.lsn ?? "0").split(".")[0] as string);
}

export async function setTrackFunctions(admin: string, databaseUrl: string): Promise<void> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const pool = createPool(admin, 1);
  try {
    await pool.query(`alter database "${database}" set track_functions = 'all'`);
  } finally {
    await pool.end();
  }
}

export async function printFunctionStats(pool: Pool, log: (line: string) => void): Promise<void> {
  const { rows } = await pool.query<{ name: string; calls: string; total: number; self: number }>(
    `select funcname as name, calls, total_time as total, self_time as self
       from pg_stat_user_functions order by self_time desc limit 15`,
  );
  log("\nSQL functions (ms per call: total, own):");
  for (const r of rows) {
    const calls = Number(r.calls);
    log(
      `  ${r.name.padEnd(28)} calls ${String(calls).padStart(8)}  ${(r.total / calls).toFixed(3)}  ${(r.self / calls).toFixed(3)}`,
    );
  }
}

export const FLOOR_SQL = `
with d as (
  update ledger_accounts set balance = balance - $3, version = version + 1
   where id = $1 and (may_go_negative or balance - pending >= $3) returning id, balance, pending),
c as (
  update ledger_accounts set balance = balance + $3, version = version + 1
   where id = $2 and exists (select 1 from d) returning id, balance, pending),
t as (
  insert into ledger_transfers (reference, kind, status, debit_account_id, credit_account_id, amount, currency)
  select $4, 'bench', 'posted', $1, $2, $3, $5 from c returning id)
insert into ledger_entries (transfer_id, account_id, amount, pending_delta, balance_after, pending_after)
select t.id, d.id, -$3::bigint, 0, d.balance, d.pending from t, d
union all
select t.id, c.id, $3::bigint, 0, c.balance, c.pending from t, c`;

export interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  count: number;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Calls per second and percentiles. For one kind of call among several (a seamless round's bet,
 * win or rollback) the rate is the one that kind alone would reach at this concurrency and
 * latency: concurrency ÷ mean latency.
 */
function summary(latencies: number[], seconds: number, concurrency?: number): Measured {
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, v) => sum + v, 0) / Math.max(1, latencies.length);
  return {
    perSecond: Math.round(
      concurrency === undefined ? latencies.length / seconds : (concurrency * 1000) / Math.max(0.001, mean),
    ),
    p50: round2(upperPercentile(latencies, 50)),
    p99: round2(upperPercentile(latencies, 99)),
    count: latencies.length,
  };
}

/**
 * Runs `work` from `concurrency` loops for SECONDS; `work` records its own calls' latencies under
 * a name (a seamless round is a bet and its win or rollback: each call counts).
 */
export async function drive(
  concurrency: number,
  work: (worker: number, record: (name: string, ms: number) => void) => Promise<void>,
): Promise<Record<string, Measured>> {
  const latencies: Record<string, number[]> = { all: [] };
  const record = (name: string, ms: number) => {
    const list = latencies[name] ?? [];
    latencies[name] = list;
    list.push(ms);
    if (name !== "all") latencies.all?.push(ms);
  };
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) await work(worker, record);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return Object.fromEntries(
    Object.entries(latencies).map(([name, list]) => [
      name,
      summary(list, elapsed, name === "all" || Object.keys(latencies).length === 2 ? undefined : concurrency),
    ]),
  );
}

export async function timed(
  record: (name: string, ms: number) => void,
  name: string,
  work: () => Promise<void>,
) {
  const t0 = performance.now();
  await work();
  record(name, performance.now() - t0);
}

export const pad = (value: unknown, width: number) => String(value).padStart(width);

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP request on kept-alive sockets (cheaper for the load generator than fetch). */
export function request(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string; serverMs?: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      { method: options.method ?? "GET", headers: options.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        // The server's own time for the request (its Server-Timing header), without the network.
        const timing = /app;dur=([\d.]+)/.exec(String(res.headers["server-timing"] ?? ""));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            ...(timing ? { serverMs: Number(timing[1]) } : {}),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

export interface ServerMemory {
  rssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  spacesMb: Record<string, number>;
  mappingsMb: Record<string, number>;
  /** With BENCH_COUNT_QUERIES=1: statements sent since the previous reading, by text. */
  queries?: Record<string, number>;
}

/** Starts bench/speed-server.ts with `env`; resolves with its URL, process and a memory probe. */
export async function startServer(env: Record<string, string | undefined>) {
  const tsx = path.join(here, "../node_modules/.bin/tsx");
  const server = path.join(here, "speed-server.ts");
  // Node's own flags (`--cpu-prof`) need node itself, with tsx as a loader.
  const nodeFlags = env.BENCH_BARE_FASTIFY
    ? []
    : (process.env.SPEED_SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(
    nodeFlags.length > 0 ? process.execPath : tsx,
    nodeFlags.length > 0 ? [...nodeFlags, "--import", "tsx", server] : [server],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  // The server's stdout carries JSON lines (its port, then memory readings); anything else is its log.
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  let started: ((value: { port: number; pid: number }) => void) | undefined;
  let buffered = "";
  child.stdout.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.startsWith("{")) {
        process.stderr.write(`${line}\n`);
        continue;
      }
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if ("port" in parsed) started?.(parsed as { port: number; pid: number });
      else if ("memory" in parsed) waiting.shift()?.(parsed);
      else process.stderr.write(`${line}\n`);
    }
  });
  const { port, pid } = await new Promise<{ port: number; pid: number }>((resolve, reject) => {
    started = resolve;
    child.on("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  /**
   * The server process's own figures (it is tsx's child: the pid it printed, not `child.pid`):
   * resident memory from /proc, heap from process.memoryUsage() inside it.
   */
  const memory = () =>
    new Promise<ServerMemory>((resolve) => {
      waiting.push((line) => resolve({ ...(line.memory as ServerMemory), rssMb: rssOf(pid) }));
      process.kill(pid, "SIGUSR2");
    });
  return { url: `http://127.0.0.1:${port}`, child, pid, memory };
}

/** The resident memory of a process, MB (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.replace(/\D/g, "") ?? 0) / 1024);
}

/** Stops a server started by startServer: tsx's child is asked to stop, and made to if it does not. */
export async function stopServer({ child, pid }: { child: ChildProcess; pid: number }): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(pid, "SIGTERM");
  const timer = setTimeout(() => {
    for (const target of [pid, child.pid ?? 0]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {}
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}
