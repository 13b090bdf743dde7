/**
 * The server the speed benchmark drives, in a process of its own (so the load generator's work
 * and memory are not counted as the server's): builds the app from the environment, listens on a
 * free port and prints it as one JSON line. With BENCH_BARE_FASTIFY=1, bare Fastify with one
 * trivial route instead: what Fastify alone does on this machine.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { createPool } from "../apps/server/src/platform/db.js";

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
