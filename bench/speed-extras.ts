import type { Pool } from "../apps/server/src/platform/db.js";
import { upperPercentile } from "./harness.js";
import { drive, type Measured, pad, request, round2, type ServerMemory, timed } from "./speed-support.js";

/** The speed benchmark's side measurements: name search, a trivial GET beside bare Fastify, memory. */

/** Name search through the public list call: fragments of real names, as a player types them. */
export async function measureSearch(pool: Pool, url: string, log: (line: string) => void) {
  const names = (await pool.query<{ name: string }>("select name from games order by random() limit 400"))
    .rows;
  const fragments = names.map(({ name }, i) => {
    const words = name.split(" ");
    return i % 2 === 0 ? (words[0] ?? "").slice(0, 4) : (words[1] ?? words[0] ?? "");
  });
  let next = 0;
  const inServer: number[] = [];
  const search = (
    await drive(1, (_, record) =>
      timed(record, "search", async () => {
        const term = fragments[next++ % fragments.length] as string;
        const response = await request(
          `${url}/wps/relay/GCSGAME_gameList?clientType=3&gameName=${encodeURIComponent(term)}&pageSize=30`,
        );
        if (response.status !== 200) throw new Error(`search ${term}: ${response.status}`);
        if (response.serverMs !== undefined) inServer.push(response.serverMs);
      }),
    )
  ).all as Measured;
  const gameCount = Number(
    (await pool.query("select count(*) from games where removed_at is null")).rows[0].count,
  );
  inServer.sort((a, b) => a - b);
  const server = {
    p50: round2(upperPercentile(inServer, 50)),
    p99: round2(upperPercentile(inServer, 99)),
  };
  log(
    `\ngame name search over ${gameCount} games: p50 ${search.p50} ms, p99 ${search.p99} ms over HTTP; in the server p50 ${server.p50} ms, p99 ${server.p99} ms`,
  );
  return { games: gameCount, ...search, inServer: server };
}

/** A trivial GET (a guest call answered from memory) beside bare Fastify, both over HTTP. */
export async function measureTrivialGet(url: string, bareUrl: string, log: (line: string) => void) {
  const trivial: Record<string, unknown>[] = [];
  for (const level of [1, 8, 32]) {
    const get = (target: string) => async (_: number, record: (name: string, ms: number) => void) =>
      timed(record, "get", async () => {
        const response = await request(target);
        if (response.status !== 200) throw new Error(`${target}: ${response.status}`);
      });
    const fastify = (await drive(level, get(`${bareUrl}/hello`))).all as Measured;
    const ours = (await drive(level, get(`${url}/wps/session/oauth/providers`))).all as Measured;
    const ratio = round2(ours.perSecond / Math.max(1, fastify.perSecond));
    trivial.push({ concurrency: level, ours, bareFastify: fastify, ratio });
    log(
      `trivial GET, concurrency ${pad(level, 2)}: ${ours.perSecond}/s (p99 ${ours.p99} ms) beside bare Fastify ${fastify.perSecond}/s (p99 ${fastify.p99} ms): ${ratio.toFixed(2)}`,
    );
  }
  return trivial;
}

export function logMemory(memory: ({ after: string } & ServerMemory)[], log: (line: string) => void): void {
  log("\nthe server process's memory (MB):");
  for (const m of memory) {
    log(
      `  after ${m.after.padEnd(24)} rss ${pad(m.rssMb, 5)}  heap used ${pad(m.heapUsedMb, 4)} of ${pad(m.heapTotalMb, 4)}  external ${pad(m.externalMb, 4)} (array buffers ${m.arrayBuffersMb})`,
    );
    log(`    resident by mapping: ${JSON.stringify(m.mappingsMb)}; V8 spaces: ${JSON.stringify(m.spacesMb)}`);
    for (const [text, count] of Object.entries(m.queries ?? {}).sort((a, b) => b[1] - a[1])) {
      log(`    ${pad(count, 7)} × ${text}`);
    }
  }
}
