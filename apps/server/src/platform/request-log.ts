import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import fp from "fastify-plugin";
import type { Logger } from "pino";
import { runForRequest } from "./current-request.js";
import { pathOf } from "./log-options.js";

export const REQUEST_ID_HEADER = "x-request-id";

/** What a load balancer's request id may look like (nginx, HAProxy, Envoy, a UUID). */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the load balancer's `X-Request-Id` when it is well formed, so one id follows
 * the request from the balancer's log through ours to the audit log; otherwise a new UUID. A
 * malformed one (too long, or characters that could forge a log line) is not kept.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && WELL_FORMED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * A seamless wallet call names its player in the body; every other call by its session. A call
 * whose signature was refused (401) names nobody: its body is whatever the sender made up.
 */
function memberIdOf(request: FastifyRequest, status: number): number | undefined {
  if (request.member) return request.member.id;
  if (request.routeOptions.config?.partner !== "aggregator" || status === 401) return undefined;
  const player = (request.body as { player?: unknown } | undefined)?.player;
  return typeof player === "string" && /^\d{1,15}$/.test(player) ? Number(player) : undefined;
}

/** The one line of a request: who, what, how it ended and how long it took. Named fields only. */
function requestLine(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> {
  const route = request.routeOptions.url;
  const partner = request.routeOptions.config?.partner;
  const memberId = memberIdOf(request, reply.statusCode);
  return {
    method: request.method,
    // The declared pattern (`/wps/game/:id`), never the raw URL: query strings carry tokens.
    route: route ?? null,
    ...(route === undefined ? { path: pathOf(request.url) } : {}),
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 100) / 100,
    ip: request.ip,
    ...(request.brand ? { merchant: request.brand.config.merchantCode } : {}),
    ...(memberId !== undefined ? { memberId } : {}),
    ...(request.operator ? { staff: request.operator } : {}),
    ...(partner ? { partner } : {}),
  };
}

/**
 * Fastify's own request logging, replaced: one `request` line when the answer is sent instead of
 * `incoming request` and `request completed`, a failing answer at warn (4xx) or error (5xx), and
 * none of its lines that would print the raw URL.
 */
class RequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const level = error || status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    // Pino's answer, so the wallet's quiet scope builds no line; absent with logging off.
    if ((reply.log as Partial<Pick<Logger, "isLevelEnabled">>).isLevelEnabled?.(level) === false) return;
    reply.log[level]({ ...requestLine(request, reply), ...(error ? { err: error } : {}) }, "request");
  }

  // The request line already says 404, with the path stripped of its query string.
  override routeNotFound(): void {}
}

/** Fastify's options for request ids and request lines. */
export function requestLogOptions() {
  return {
    genReqId: requestIdOf,
    logController: new RequestLines({ requestIdLogLabel: "requestId" }),
  };
}

/**
 * Makes the request id known to what the handler writes (the audit log reads it): the handler
 * and everything it awaits run with it. Set before the handler rather than when the request
 * arrives, because the body is read in the socket's own asynchronous context.
 */
export const requestLogging = fp(async (app: FastifyInstance) => {
  app.addHook("preHandler", (request, _reply, done) => runForRequest(request.id, done));
});
