import Fastify, { type FastifyInstance } from "fastify";
import type { SandboxConfig } from "./config.js";
import { registerPartners } from "./partners/index.js";

/**
 * Stand-ins for the real partners (game aggregator, payment gateway, SMS gateway, mail catcher,
 * lottery results feeds, randomness beacon).
 * The platform reaches them only through the HTTP adapters it would use in production.
 */
export async function buildSandbox(config: SandboxConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL } });
  const partners = await registerPartners(app, config);
  app.get("/health", async () => ({ status: "ok" }));
  app.get("/", async (_request, reply) => {
    const items = partners.map((p) => `<li><a href="${p.path}">${p.name}</a></li>`).join("");
    return reply
      .type("text/html")
      .send(
        `<!doctype html><meta charset="utf-8"><title>Sandbox partners</title><body style="font-family:sans-serif"><h1>Sandbox partners</h1><ul>${items}</ul></body>`,
      );
  });
  return app;
}
