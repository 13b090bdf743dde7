import pino, { type Logger, type LoggerOptions } from "pino";
import { currentRequestId } from "./current-request.js";

/**
 * Where a secret could reach a log line if someone logged a request, its headers or a parsed
 * body: censored by pino before the line is written. Request lines never carry these objects
 * (platform/request-log.ts writes named fields only); this is the net under ad hoc log calls.
 */
const REDACTED = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers.encryption",
  'req.headers["x-signature"]',
  'req.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["x-signature"]',
  'headers["set-cookie"]',
  "body",
  "req.body",
  "*.body",
  "*.password",
  "*.newPassword",
  "*.oldPassword",
  "*.confirmPassword",
  "*.paymentPassword",
  "*.token",
  "*.gameToken",
  "*.secret",
  "*.signature",
];

const MAX_CAUSES = 3;

/**
 * An error as a log line may show it: its kind, message, code and stack, and for a database
 * error where it happened. Not its other properties: an HTTP client's error carries the request
 * it sent (headers with signatures, bodies with tokens), a database error's `detail` the values
 * of the row it refused.
 */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === "string" ? error : String(error);
  const { code, statusCode, constraint, table, column } = error as Error & Record<string, unknown>;
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(constraint !== undefined ? { constraint, table, column } : {}),
    stack: error.stack,
    ...(error.cause !== undefined && depth < MAX_CAUSES
      ? { cause: errorForLog(error.cause, depth + 1) }
      : {}),
  };
}

/** A raw request as a log line may show it (Fastify's own lines): no query string, no headers. */
function requestForLog(request: { method?: string; url?: string }) {
  return { method: request.method, path: pathOf(request.url ?? "") };
}

/** The path of a URL without its query string or fragment, which may hold tokens. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).slice(0, 200);
}

/**
 * A line of the server's shared logger (`ctx.log`: services, jobs) written while a request is
 * handled gets that request's id; a request's own logger already carries it in its bindings.
 */
function requestIdOfLine(_line: object, _level: number, logger: Logger): Record<string, string> {
  const requestId = currentRequestId();
  if (requestId === undefined) return {};
  const bindings = (logger as unknown as Record<symbol, string | undefined>)[pino.symbols.chindingsSym];
  return bindings?.includes('"requestId":') ? {} : { requestId };
}

/** The pino settings of every JSON log line the server writes: level names, ISO times, redaction. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    mixin: requestIdOfLine,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED, censor: "[redacted]" },
    serializers: { err: errorForLog, error: errorForLog, req: requestForLog },
  };
}

export type LogFormat = "json" | "text";

/**
 * How the server writes its own events (start, migrations, shutdown): JSON lines in production or
 * with LOG_FORMAT=json, `[server] ...` text for a developer's terminal otherwise. Read from the
 * raw environment so that even a refused configuration is reported in the expected format.
 */
export function logFormatOf(env: { NODE_ENV?: string; LOG_FORMAT?: string }): LogFormat {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "text") return env.LOG_FORMAT;
  return env.NODE_ENV === "production" ? "json" : "text";
}

export interface ServerLog {
  info(message: string): void;
  warn(message: string): void;
  /** A failure that ends the process (written to stderr). */
  fatal(message: string): void;
}

/** The writer of the server's own events, in the given format. */
export function serverLog(format: LogFormat, level = "info"): ServerLog {
  if (format === "text") {
    return {
      info: (message) => process.stdout.write(`[server] ${message}\n`),
      warn: (message) => process.stdout.write(`[server] ${message}\n`),
      fatal: (message) => process.stderr.write(`\n${message}\n\n`),
    };
  }
  const out = pino(loggerOptions(level), pino.destination({ fd: 1, sync: true }));
  // A failure that stops the server is told even with LOG_LEVEL=silent.
  const err = pino(loggerOptions("fatal"), pino.destination({ fd: 2, sync: true }));
  return {
    info: (message) => out.info(message),
    warn: (message) => out.warn(message),
    fatal: (message) => err.fatal(message),
  };
}
