import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import {
  AGGREGATOR_SIGNATURE_HEADER,
  ALL_CALLS,
  type AnyCall,
  BACKOFFICE_ROUTE_PREFIX,
  HUB88_SIGNATURE_HEADER,
  openApiDocument,
  PAYMENT_SIGNATURE_HEADER,
  routeDocumentName,
  WEB_ROUTES,
} from "@jogada/contracts";
import Fastify from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import { SessionService } from "./modules/auth/sessions.js";
import { BRAND_CACHE_TTL_MS, BrandService } from "./modules/brand/service.js";
import { createModules } from "./modules/index.js";
import { AccountLinks } from "./modules/integrity/links-service.js";
import { LedgerService } from "./modules/ledger/service.js";
import { MemberService } from "./modules/members/service.js";
import { operatorSessions } from "./modules/operators/sessions.js";
import { ResponsibleGamingGuard } from "./modules/responsible-gaming/index.js";
import { authHook, sessionToken } from "./platform/auth.js";
import { type CallBinding, registerCalls } from "./platform/calls.js";
import { ChangeFeed } from "./platform/change-feed.js";
import type { AppContext } from "./platform/context.js";
import type { Pool } from "./platform/db.js";
import { encryptedBody } from "./platform/encrypted-body.js";
import { EncryptionKeys } from "./platform/encryption.js";
import { installErrorHandler } from "./platform/error-handler.js";
import { AppError } from "./platform/errors.js";
import { createEventBus } from "./platform/events.js";
import type { App } from "./platform/fastify-app.js";
import { inlineScriptSourcesOf } from "./platform/inline-scripts.js";
import { JobRegistry } from "./platform/jobs.js";
import { loggerOptions } from "./platform/log-options.js";
import { Metrics } from "./platform/metrics.js";
import { metricsPlugin } from "./platform/metrics-plugin.js";
import { partnerSignatures } from "./platform/partner-signature.js";
import { setPasswordHashCost } from "./platform/passwords.js";
import { rateLimits } from "./platform/rate-limit.js";
import { readinessPlugin } from "./platform/readiness.js";
import { realtime } from "./platform/realtime.js";
import { isApiPath, requestContext } from "./platform/request-context.js";
import { requestLogging, requestLogOptions } from "./platform/request-log.js";
import { rsaSign, rsaVerify } from "./platform/rsa-signing.js";
import { securityHeadersPlugin } from "./platform/security-headers.js";
import { signBody, verifySignature } from "./platform/signing.js";
import { validatorCompiler } from "./platform/storable-input.js";

export type { App };

/** A registered route as the registration checks see it. */
export interface RouteRecord {
  method: string;
  url: string;
  call?: AnyCall;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered, in order (the call-registration test reads it). */
    routeTable: RouteRecord[];
  }
  interface FastifyRequest {
    /** performance.now() when the request arrived (the Server-Timing header's start). */
    receivedAt: number;
  }
}

/** The site's path of a request (no query, no trailing slash). */
function sitePath(url: string): string {
  const pathname = url.split("?")[0]?.split("#")[0] ?? "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** A path of the player site (its routes and aliases, not the operator console). */
const isPlayerRoute = (route: string) => (WEB_ROUTES as readonly string[]).includes(route);

/** A path the site answers with 200: the player site's, or the operator console's. */
function isWebRoute(route: string): boolean {
  if (route === BACKOFFICE_ROUTE_PREFIX || route.startsWith(`${BACKOFFICE_ROUTE_PREFIX}/`)) return true;
  return isPlayerRoute(route);
}

/** Builds the HTTP server: platform plugins, every domain module, the docs and the player site. */
export async function buildApp(config: Config, pool: Pool): Promise<App> {
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : loggerOptions(config.LOG_LEVEL),
    ...requestLogOptions(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Registering every module (routes, schemas, the API document) is CPU work: on a starved CPU
    // (a throttled container, a busy host) it can pass Fastify's default 10 s, and the process
    // would exit instead of starting slowly. A minute still catches a plugin that never finishes.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteRecord[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routeTable.push({ method, url: route.url, call: route.config?.call });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(requestLogging);
  const metrics = new Metrics(config.METRICS_ENABLED);
  await app.register(metricsPlugin, { metrics, config, pool });

  const brands = new BrandService(pool, config.DEFAULT_MERCHANT, BRAND_CACHE_TTL_MS);
  const changes = new ChangeFeed(pool, (error) =>
    app.log.warn({ err: error }, "change feed lost (brand and session caches dropped); listening again"),
  );
  const responsibleGaming = new ResponsibleGamingGuard(pool, brands);
  const sessions = new SessionService({ config, pool, brands, responsibleGaming });
  changes.subscribe(brands.changes);
  changes.subscribe(sessions.cache.changes);
  await changes.start();
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
    sessions,
    ledger: new LedgerService(pool, metrics),
    links: new AccountLinks({ pool }),
    events: createEventBus(
      config.REDIS_URL,
      (error) => app.log.warn({ err: error }, "realtime bus error"),
      metrics,
    ),
    jobs: new JobRegistry(pool, app.log, metrics),
    metrics,
    changes,
    responsibleGaming,
    // Replaced by the messages module when the modules are registered.
    notify: async () => {},
  };

  // The server's own time for the request, which browsers' tools and the benchmarks read. Timed
  // here rather than by reply.elapsedTime, which Fastify only keeps for logged routes (the lean
  // wallet routes log warnings only, and it read 0 there).
  app.decorateRequest("receivedAt", 0);
  app.addHook("onRequest", (request, _reply, done) => {
    request.receivedAt = performance.now();
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    reply.header("server-timing", `app;dur=${(performance.now() - request.receivedAt).toFixed(2)}`);
    done(null, payload);
  });
  app.addHook("onReady", async () => ctx.jobs.start());
  app.addHook("onClose", async () => {
    await ctx.jobs.stop();
    await ctx.ledger.close();
    await ctx.events.close();
    await changes.close();
  });

  await app.register(readinessPlugin, { pool, redisUrl: config.REDIS_URL });

  const modules = createModules(ctx);
  app.decorate("houseGames", modules.houseGames);
  const lean = (binding: CallBinding) =>
    binding.definition.partner === "aggregator" || binding.definition.partner === "hub88";

  // The seamless wallet's calls (docs/decisions/091) in a scope of their own: the signature both
  // ways and the contract's validation, none of the site's hooks (brand, gates, session, rate
  // limits, security headers), which they do not use.
  await app.register(
    async (scope) => {
      await scope.register(partnerSignatures, {
        partners: {
          aggregator: {
            verify: (raw, request) =>
              verifySignature(config.AGGREGATOR_SECRET, raw, request.headers[AGGREGATOR_SIGNATURE_HEADER]),
            refuse: (_request, reply) => reply.status(401).send({ status: "INVALID_SIGNATURE" }),
            signReply: (payload) => ({
              [AGGREGATOR_SIGNATURE_HEADER]: signBody(config.AGGREGATOR_SECRET, payload),
            }),
          },
          // Hub88 answers everything with HTTP 200 and a status; while it is off, nothing verifies.
          hub88: {
            verify: (raw, request) =>
              config.HUB88_ENABLED &&
              rsaVerify(config.HUB88_KEYS.partner, raw, request.headers[HUB88_SIGNATURE_HEADER]),
            refuse: (request, reply) => {
              const uuid = (request.body as { request_uuid?: unknown } | undefined)?.request_uuid;
              return reply.status(200).send({
                status: "RS_ERROR_INVALID_SIGNATURE",
                ...(typeof uuid === "string" && uuid.length <= 90 ? { request_uuid: uuid } : {}),
              });
            },
            signReply: (payload) => ({
              [HUB88_SIGNATURE_HEADER]: rsaSign(config.HUB88_KEYS.operator, payload),
            }),
          },
        },
      });
      registerCalls(
        scope,
        modules.bindings.filter((binding) => lean(binding)),
        modules.registration,
      );
    },
    // Thousands of calls a second in play: a line for each failing one, for each one on request.
    { logLevel: config.LOG_WALLET_CALLS ? config.LOG_LEVEL : "warn" },
  );

  await app.register(async (site) => {
    await site.register(securityHeadersPlugin, {
      helmet: {
        contentSecurityPolicy: {
          directives: {
            "default-src": ["'self'"],
            // Game icons and vendor logos come from the aggregator's asset host.
            "img-src": [
              "'self'",
              "data:",
              "blob:",
              new URL(config.AGGREGATOR_URL ?? config.SANDBOX_URL).origin,
            ],
            "style-src": ["'self'", "'unsafe-inline'"],
            // index.html's first-paint script too (by its hash), no other inline script.
            "script-src": ["'self'", ...inlineScriptSourcesOf(path.join(config.WEB_DIST, "index.html"))],
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
      },
    });

    // The same document as docs/openapi.json: generated from the call definitions, not the routes.
    await site.register(fastifySwagger, {
      mode: "static",
      specification: { document: openApiDocument(ALL_CALLS) as never },
    });
    await site.register(fastifySwaggerUi, {
      routePrefix: "/docs",
      // In production the API's map is for operators only (API_DOCS_PUBLIC opens it).
      uiHooks: config.API_DOCS_PUBLIC
        ? {}
        : {
            onRequest: async (request) => {
              await operatorSessions(pool, config.OPS_IDLE_MINUTES).authenticate(sessionToken(request));
            },
          },
    });

    await site.register(requestContext, { brands });
    await site.register(fastifyMultipart);
    await site.register(partnerSignatures, {
      partners: {
        payments: {
          verify: (raw, request) =>
            verifySignature(config.PAYMENT_GATEWAY_SECRET, raw, request.headers[PAYMENT_SIGNATURE_HEADER]),
          // Anyone can reach this address: an unsigned call is refused before it costs a database write.
          refuse: (request) => {
            request.log.warn("payment notification with a bad signature refused");
            throw new AppError("payment.signature.invalid");
          },
        },
      },
    });
    await site.register(encryptedBody, { encryption: ctx.encryption });
    await site.register(rateLimits, { config });
    await site.register(authHook, {
      sessions: ctx.sessions,
      operators: operatorSessions(pool, config.OPS_IDLE_MINUTES),
    });
    await site.register(realtime, {
      events: ctx.events,
      sessions: ctx.sessions,
      defaultMerchant: config.DEFAULT_MERCHANT,
      metrics,
    });

    site.get("/health", { schema: { hide: true } }, async () => {
      await pool.query("select 1");
      return { status: "ok" as const, database: "ok" as const };
    });

    await modules.plugins(site);
    registerCalls(
      site,
      modules.bindings.filter((binding) => !lean(binding)),
      modules.registration,
    );
    await serveSite(site, config);
  });
  return app;
}

/** Hashed build output (`assets/<name>-<hash>.js`): its address changes whenever its content does. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built player site; its own routes get index.html, anything else a 404 page. Files
 * go out brotli or gzip compressed as the build wrote them (`.br`, `.gz` beside each), hashed
 * assets cached for a year, everything else revalidated.
 */
async function serveSite(app: App, config: Config): Promise<void> {
  const indexFile = path.join(config.WEB_DIST, "index.html");
  const hasSite = existsSync(indexFile);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(config.WEB_DIST, filePath).startsWith(`assets${path.sep}`);
        reply.header("cache-control", hashed ? IMMUTABLE : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || request.method !== "GET" || !hasSite) {
      throw new AppError("route.not.found");
    }
    // A route of the site gets the build's copy of the index page that preloads its own chunks.
    const route = sitePath(request.url);
    const routeFile =
      isPlayerRoute(route) && path.join(config.WEB_DIST, "routes", `${routeDocumentName(route)}.html`);
    const document = routeFile && existsSync(routeFile) ? routeFile : indexFile;
    const accepts = String(request.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
    const compressed = encoding && `${document}.${encoding === "br" ? "br" : "gz"}`;
    const html =
      compressed && existsSync(compressed) ? await readFile(compressed) : await readFile(document, "utf8");
    if (typeof html !== "string") reply.header("content-encoding", encoding);
    return reply
      .status(isWebRoute(route) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .send(html);
  });
}
