import type { FastifyInstance } from "fastify";
import { buildSandbox } from "../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../sandbox/src/config.js";
import { freePort } from "./aggregator.js";

export interface RunningLotterySources {
  /** What the server's SANDBOX_URL should be (feeds at /results-feed/<name>, beacon at /beacon). */
  base: string;
  app: FastifyInstance;
  /** A feed source's test controls. */
  behave(
    source: string,
    behaviour: string,
    draw?: { gameCode: string; drawDate: string },
    lateSeconds?: number,
  ): Promise<void>;
  clock(source: string, offsetSeconds: number): Promise<void>;
  resetFeeds(): Promise<void>;
  badSignature(round: number | "all"): Promise<void>;
  resetBeacon(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real sandbox on a free port: both results feeds (feed-a, feed-b, their development secrets)
 * and the beacon (its development key), for tests that read them over HTTP.
 */
export async function startLotterySources(): Promise<RunningLotterySources> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await buildSandbox(
    loadSandboxConfig({ SANDBOX_HOST: "127.0.0.1", SANDBOX_PORT: String(port), LOG_LEVEL: "silent" }),
  );
  await app.listen({ host: "127.0.0.1", port });
  const post = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  return {
    base,
    app,
    behave: (source, behaviour, draw, lateSeconds) =>
      post(`/results-feed/${source}/sandbox/behaviour`, { behaviour, ...draw, lateSeconds }),
    clock: (source, offsetSeconds) => post(`/results-feed/${source}/sandbox/clock`, { offsetSeconds }),
    resetFeeds: async () => {
      await post("/results-feed/feed-a/sandbox/reset");
      await post("/results-feed/feed-b/sandbox/reset");
    },
    badSignature: (round) =>
      post("/beacon/sandbox/bad-signature", round === "all" ? { all: true } : { round }),
    resetBeacon: () => post("/beacon/sandbox/reset"),
    close: () => app.close(),
  };
}
