import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildSandbox } from "../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../sandbox/src/config.js";

export const AGGREGATOR_SECRET = "integration-aggregator-secret";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningAggregator {
  /** What the server's AGGREGATOR_URL should be. */
  url: string;
  base: string;
  app: FastifyInstance;
  setFeedVersion(version: number): Promise<void>;
  setOutage(down: boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real sandbox partners on a free port, for integration tests that go through the game
 * aggregator over HTTP (feed, launch, game pages calling the seamless wallet back).
 */
export async function startAggregator(
  platformUrl = "http://127.0.0.1:9",
  port?: number,
): Promise<RunningAggregator> {
  port ??= await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await buildSandbox(
    loadSandboxConfig({
      SANDBOX_HOST: "127.0.0.1",
      SANDBOX_PORT: String(port),
      PLATFORM_URL: platformUrl,
      LOG_LEVEL: "silent",
      AGGREGATOR_SECRET,
    }),
  );
  await app.listen({ host: "127.0.0.1", port });
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  };
  return {
    url: `${base}/aggregator`,
    base,
    app,
    setFeedVersion: (version) => post("/aggregator/sandbox/feed", { version }),
    setOutage: (down) => post("/aggregator/sandbox/outage", { down }),
    close: () => app.close(),
  };
}

/** Server settings pointing at an aggregator on that port (sync on demand only). */
export function aggregatorEnv(port: number): Record<string, string> {
  return {
    AGGREGATOR_URL: `http://127.0.0.1:${port}/aggregator`,
    AGGREGATOR_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
  };
}
