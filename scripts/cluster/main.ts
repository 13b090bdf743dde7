/**
 * `npm run cluster`: three server instances (CLUSTER_INSTANCES) behind HAProxy on
 * http://localhost:4000 (CLUSTER_PORT), sharing PostgreSQL (DATABASE_URL, default the local
 * server's `jogada_cluster` database, created when missing) and Redis (REDIS_URL, default the
 * local one). A crashed instance is started again after a second; Ctrl+C stops everything.
 * docs/cluster.md explains the set-up.
 */
import { type Instance, startCluster } from "./stack.js";

const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const basePort = Number(process.env.CLUSTER_PORT ?? 4000);
const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/jogada_cluster";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

if (!Number.isInteger(instances) || instances < 1 || instances > 40) {
  console.error("CLUSTER_INSTANCES must be a whole number from 1 to 40");
  process.exit(2);
}

const restart = (instance: Instance, code: number | null, signal: NodeJS.Signals | null) => {
  console.error(`[cluster] ${instance.name} stopped (${signal ?? code}); starting it again in 1 s`);
  setTimeout(() => {
    instance.start().then(
      () => console.log(`[cluster] ${instance.name} is back on ${instance.url}`),
      (error: Error) => console.error(`[cluster] ${instance.name} did not come back: ${error.message}`),
    );
  }, 1000);
};

console.log(`[cluster] starting ${instances} instances, PostgreSQL ${databaseUrl}, Redis ${redisUrl}`);
const cluster = await startCluster({
  instances,
  basePort,
  databaseUrl,
  redisUrl,
  output: "inherit",
  onCrash: restart,
});
console.log(`[cluster] players and partners: http://localhost:${basePort} (HAProxy)`);
for (const instance of cluster.instances) console.log(`[cluster] ${instance.name}: ${instance.url}`);
console.log(`[cluster] sandbox partners: ${cluster.sandboxUrl}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("[cluster] stopping");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
