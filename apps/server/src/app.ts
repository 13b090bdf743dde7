import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { WEB_ROUTES } from "@jogada/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import { SessionService } from "./modules/auth/sessions.js";
import { BrandService } from "./modules/brand/service.js";
import { registerModules } from "./modules/index.js";
import { LedgerService } from "./modules/ledger/service.js";
import { MemberService } from "./modules/members/service.js";
import { authHook } from "./platform/auth.js";
import type { AppContext } from "./platform/context.js";
import type { Pool } from "./platform/db.js";
import { encryptedBody } from "./platform/encrypted-body.js";
import { EncryptionKeys } from "./platform/encryption.js";
import { installErrorHandler } from "./platform/error-handler.js";
import { AppError } from "./platform/errors.js";
import { createEventBus } from "./platform/events.js";
import { rateLimits } from "./platform/rate-limit.js";
import { realtime } from "./platform/realtime.js";
import { isApiPath, requestContext } from "./platform/request-context.js";

export type App = FastifyInstance;

const REDACTED = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers.encryption",
  'req.headers["x-signature"]',
  "*.password",
  "*.newPassword",
  "*.token",
  "*.code",
];

function isWebRoute(url: string): boolean {
  const pathname = url.split("?")[0]?.split("#")[0] ?? "/";
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (WEB_ROUTES as readonly string[]).includes(trimmed);
}

/** Builds the HTTP server: platform plugins, every domain module, the docs and the player site. */
export async function buildApp(config: Config, pool: Pool): Promise<App> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : { level: config.LOG_LEVEL, redact: { paths: REDACTED, censor: "[redacted]" } },
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const brands = new BrandService(pool, config.DEFAULT_MERCHANT);
  await brands.listen();
  const ctx: AppContext = {
    config,
    pool,
    log: app.log,
    brands,
    encryption: new EncryptionKeys(pool),
    members: new MemberService({
      pool,
      secretLimits: { lockAfter: config.SECRET_LOCK_AFTER, lockMinutes: config.SECRET_LOCK_MINUTES },
    }),
    sessions: new SessionService({ config, pool, brands }),
    ledger: new LedgerService(pool),
    events: createEventBus(config.REDIS_URL, (error) => app.log.warn({ err: error }, "realtime bus error")),
  };

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.addHook("onClose", async () => {
    await ctx.ledger.close();
    await ctx.events.close();
    await brands.close();
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        // Game icons and vendor logos come from the aggregator's asset host.
        "img-src": ["'self'", "data:", "blob:", new URL(config.AGGREGATOR_URL ?? config.SANDBOX_URL).origin],
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'"],
        "connect-src": ["'self'", "ws:", "wss:"],
        "frame-src": [
          "'self'",
          config.SANDBOX_URL,
          new URL(config.AGGREGATOR_URL ?? config.SANDBOX_URL).origin,
          ...config.FRAME_ORIGINS,
        ],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Jogada API", version: "1.0.0", description: "Player site and partner API." },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "header", name: "Authorization" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs" });

  await app.register(requestContext, { brands });
  await app.register(encryptedBody, { encryption: ctx.encryption });
  await app.register(rateLimits, { config });
  await app.register(authHook, { sessions: ctx.sessions });
  await app.register(realtime, {
    events: ctx.events,
    sessions: ctx.sessions,
    defaultMerchant: config.DEFAULT_MERCHANT,
  });

  app.get("/health", { schema: { hide: true } }, async () => {
    await pool.query("select 1");
    return { status: "ok" as const, database: "ok" as const };
  });

  await registerModules(app, ctx);
  await serveSite(app, config);
  return app;
}

/** Serves the built player site; its own routes get index.html, anything else a 404 page. */
async function serveSite(app: App, config: Config): Promise<void> {
  const indexFile = path.join(config.WEB_DIST, "index.html");
  const hasSite = existsSync(indexFile);
  if (hasSite) {
    await app.register(fastifyStatic, { root: config.WEB_DIST, wildcard: false, index: false });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || request.method !== "GET" || !hasSite) {
      throw new AppError("route.not.found");
    }
    const html = await readFile(indexFile, "utf8");
    return reply
      .status(isWebRoute(request.url) ? 200 : 404)
      .type("text/html")
      .header("cache-control", "no-cache")
      .send(html);
  });
}
