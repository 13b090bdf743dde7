import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Config } from "../config.js";
import { AppError } from "./errors.js";
import { isApiPath } from "./request-context.js";

/**
 * How a route is throttled (route `config.throttle`); without it the class follows from the
 * route: partner calls under /api/ are "partner", routes with `config.auth` "member", other
 * API routes "public".
 * - "bet": house-game bets, per player and per IP, a short window.
 * - "money": deposits, withdrawals, transfers, per player and per IP.
 * - "login": login, registration, captcha, SMS codes, password resets, per IP.
 * - "off": never throttled.
 */
export type ThrottleClass = "bet" | "money" | "login" | "public" | "member" | "partner" | "off";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Rate-limit class of the route (platform/rate-limit.ts); absent: derived from the route. */
    throttle?: ThrottleClass;
  }
}

interface Limit {
  perMember?: number;
  perIp?: number;
  windowSeconds: number;
}

export function throttleLimits(config: Config): Record<Exclude<ThrottleClass, "off">, Limit> {
  return {
    bet: {
      perMember: config.RATE_LIMIT_BET_PER_MEMBER,
      perIp: config.RATE_LIMIT_BET_PER_IP,
      windowSeconds: 10,
    },
    money: {
      perMember: config.RATE_LIMIT_MONEY_PER_MEMBER,
      perIp: config.RATE_LIMIT_MONEY_PER_IP,
      windowSeconds: 60,
    },
    login: { perIp: config.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: 60 },
    public: { perIp: config.RATE_LIMIT_PUBLIC_PER_IP, windowSeconds: 60 },
    member: { perMember: config.RATE_LIMIT_CALLS_PER_MEMBER, windowSeconds: 60 },
    partner: { perIp: config.RATE_LIMIT_PARTNER_PER_IP, windowSeconds: 10 },
  };
}

function classOf(request: FastifyRequest): ThrottleClass {
  const config = request.routeOptions.config;
  if (config?.throttle) return config.throttle;
  const url = request.routeOptions.url;
  if (!url || url === "/health") return "off";
  if (url.startsWith("/api/")) return "partner";
  if (!isApiPath(url) && !url.startsWith("/ops/")) return "off";
  return config?.auth ? "member" : "public";
}

interface Verdict {
  isAllowed: boolean;
  isExceeded?: boolean;
  ttlInSeconds?: number;
}
type Check = (request: FastifyRequest) => Promise<Verdict>;

/**
 * Request rate limits per player and per IP (counted by @fastify/rate-limit: in Redis when
 * REDIS_URL is set, so every instance shares the counts, else in this process). The IP count is
 * taken on `onRequest` before the session is read; the player's once `config.auth` has set
 * `request.member`. Over the limit: 429 `request.rate.limited` with Retry-After.
 */
export const rateLimits = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    // Redis away: counting is skipped (enforce() lets calls through) and ioredis reconnects by
    // itself; one warning per outage rather than one per reconnection attempt.
    let warned = false;
    redis.on("error", (error) => {
      if (!warned) app.log.warn({ err: error }, "rate-limit store unreachable; calls are not counted");
      warned = true;
    });
    redis.on("ready", () => {
      warned = false;
    });
    await redis.connect();
    app.addHook("onClose", async () => {
      redis.disconnect();
    });
  }
  const limits = throttleLimits(config);
  const checks = new Map<string, Check>();

  // In a scope of its own: the library's route hooks and its `config.rateLimit` never see our routes.
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      // Store errors reach enforce(), which logs them and lets the call through.
      skipOnError: false,
      nameSpace: "jogada:rate:",
      ...(redis ? { redis } : {}),
    });
    for (const [name, limit] of Object.entries(limits)) {
      for (const by of ["member", "ip"] as const) {
        const max = by === "member" ? limit.perMember : limit.perIp;
        if (max === undefined) continue;
        const check = scope.createRateLimit({
          max,
          timeWindow: limit.windowSeconds * 1000,
          keyGenerator: (request) =>
            by === "member" ? `${name}:m:${request.member?.id}` : `${name}:ip:${request.ip}`,
          // Room for every address active in one window when counted in this process.
          cache: 100_000,
        } as Parameters<typeof scope.createRateLimit>[0]);
        checks.set(`${name}:${by}`, check);
      }
    }
  });

  async function enforce(
    request: FastifyRequest,
    reply: { header(name: string, value: number): unknown },
    by: "ip" | "member",
  ) {
    const name = classOf(request);
    if (name === "off") return;
    if (by === "member" && !request.member) return;
    const check = checks.get(`${name}:${by}`);
    if (!check) return;
    // A Redis outage lets calls through rather than stopping the site.
    const result = await check(request).catch((error: unknown): Verdict => {
      request.log.warn({ err: error }, "rate limit store unavailable");
      return { isAllowed: true };
    });
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds ?? 1);
    reply.header("retry-after", seconds);
    throw new AppError("request.rate.limited", { seconds }, { value: { retryAfter: seconds } });
  }

  app.addHook("onRequest", async (request, reply) => enforce(request, reply, "ip"));
  // preParsing runs after every onRequest hook, so the session hook has set request.member.
  app.addHook("preParsing", async (request, reply, payload) => {
    await enforce(request, reply, "member");
    return payload;
  });
});
