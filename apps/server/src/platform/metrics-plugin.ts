import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import type { Pool } from "./db.js";
import { AppError } from "./errors.js";
import type { Metrics } from "./metrics.js";

declare module "fastify" {
  interface FastifyRequest {
    /** performance.now() when the request arrived, for the latency histogram. */
    metricsStart: number;
  }
}

/** Requests no route matched (the site's pages and 404s): one label, not one per address. */
const UNMATCHED = "unmatched";

type MetricsConfig = Pick<Config, "METRICS_TOKEN" | "METRICS_PORT" | "METRICS_HOST">;

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== "string" || !header.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}

/**
 * Counts every request by route pattern, method and status with its latency, serves the
 * exposition on the player port behind METRICS_TOKEN (no token configured: no route), and on
 * METRICS_PORT (bound to METRICS_HOST) without one. Registered at the root, before every scope,
 * so its hooks see every route; with metrics off it adds nothing at all.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { metrics: Metrics; config: MetricsConfig; pool: Pool }) => {
    const { metrics, config } = options;
    if (!metrics.enabled) return;
    metrics.trackPool("main", options.pool);

    const histogram = metrics.httpRequestDuration;
    app.decorateRequest("metricsStart", 0);
    app.addHook("onRequest", (request, _reply, done) => {
      request.metricsStart = performance.now();
      done();
    });
    app.addHook("onResponse", (request, reply, done) => {
      histogram.observe(
        {
          route: request.routeOptions.url ?? UNMATCHED,
          method: request.method,
          status: reply.statusCode,
        },
        (performance.now() - request.metricsStart) / 1000,
      );
      done();
    });

    const send = async (reply: FastifyReply) =>
      reply
        .type(metrics.contentType)
        .header("cache-control", "no-store")
        .send(await metrics.exposition());
    const token = config.METRICS_TOKEN;
    if (token) {
      app.get("/metrics", { schema: { hide: true }, logLevel: "warn" }, async (request, reply) => {
        if (!hasBearer(request, token)) {
          reply.header("www-authenticate", 'Bearer realm="metrics"');
          throw new AppError("metrics.token.invalid");
        }
        return send(reply);
      });
    }

    if (config.METRICS_PORT !== undefined) {
      const server = metricsServer(metrics);
      app.addHook("onListen", async () => {
        await new Promise<void>((resolve, reject) => {
          server.once("error", reject);
          server.listen(config.METRICS_PORT, config.METRICS_HOST, () => resolve());
        });
      });
      app.addHook("onClose", async () => {
        if (server.listening) await new Promise((resolve) => server.close(resolve));
      });
    }
  },
  { name: "metrics" },
);

/** The metrics port: `GET /metrics` and nothing else, for a scraper on a private network. */
function metricsServer(metrics: Metrics): Server {
  return createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    metrics.exposition().then(
      (text) => response.writeHead(200, { "content-type": metrics.contentType }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain" }).end("metrics unavailable\n"),
    );
  });
}
