/**
 * The server the speed benchmark drives, in a process of its own (so the load generator's work
 * and memory are not counted as the server's): builds the app from the environment, listens on a
 * free port and prints it as one JSON line. With BENCH_BARE_FASTIFY=1, bare Fastify with one
 * trivial route instead: what Fastify alone does on this machine.
 */
import { readFileSync } from "node:fs";
import v8 from "node:v8";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { createPool } from "../apps/server/src/platform/db.js";

// BENCH_COUNT_QUERIES=1: every statement the server sends is counted by its text, and the counts
// (since the last reading) come with each memory reading: what one call costs in round trips.
const queryCounts = new Map<string, number>();
if (process.env.BENCH_COUNT_QUERIES === "1") {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    const text = typeof first === "string" ? first : (first?.name ?? first?.text ?? "?");
    const key = text.replace(/\s+/g, " ").trim().slice(0, 90);
    queryCounts.set(key, (queryCounts.get(key) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

let app: FastifyInstance;
let close: () => Promise<void>;
if (process.env.BENCH_BARE_FASTIFY === "1") {
  app = Fastify();
  app.get("/hello", async () => ({ success: true, value: { ok: true } }));
  close = () => app.close();
} else {
  const config = loadConfig();
  const pool = createPool(config.DATABASE_URL as string, config.DATABASE_POOL_SIZE);
  app = await buildApp(config, pool);
  close = async () => {
    await app.close();
    await pool.end();
  };
}
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
// The pid too: tsx runs the server in a child process of its own, whose memory is the figure.
console.log(
  JSON.stringify({ port: typeof address === "object" && address ? address.port : 0, pid: process.pid }),
);
// The benchmark asks for this process's memory with SIGUSR2: one JSON line, MB.
process.on("SIGUSR2", () => {
  setImmediate(() => queryCounts.clear());
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(
    JSON.stringify({
      memory: {
        rssMb: mb(usage.rss),
        heapTotalMb: mb(usage.heapTotal),
        heapUsedMb: mb(usage.heapUsed),
        externalMb: mb(usage.external),
        arrayBuffersMb: mb(usage.arrayBuffers),
        // Where the resident memory outside the heap is: V8's spaces as committed, and the
        // process's anonymous mappings by size (V8 pages are 256 kB; malloc arenas are 64 MB).
        spacesMb: Object.fromEntries(
          v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.physical_space_size)]),
        ),
        mappingsMb: mappings(),
        ...(queryCounts.size > 0 ? { queries: Object.fromEntries(queryCounts) } : {}),
      },
    }),
  );
});
const stop = async () => {
  await close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

/** Resident kB of this process's mappings, summed by kind (Linux). */
function mappings(): Record<string, number> {
  const sums: Record<string, number> = {};
  let kind = "";
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const [start, end] = (line.split(" ")[0] ?? "").split("-").map((h) => Number.parseInt(h, 16));
      const size = ((end ?? 0) - (start ?? 0)) / 1024;
      const name = head[1] ?? "";
      kind = name ? (name.startsWith("/") ? "files" : name) : size <= 256 ? "anon <= 256 kB" : "anon larger";
    } else if (line.startsWith("Rss:")) {
      sums[kind] = (sums[kind] ?? 0) + Number(line.replace(/\D/g, ""));
    }
  }
  return Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Math.round(v / 1024)]));
}
