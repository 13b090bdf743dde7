import {
  ERRORS,
  type ErrorCode,
  type ErrorParam,
  errorMessage,
  isErrorCode,
  parseLanguage,
} from "@jogada/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "./db.js";
import { AppError } from "./errors.js";

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, ErrorParam> = {},
  extra: { field?: string; value?: unknown } = {},
) {
  const language = request.language ?? parseLanguage(request.headers.language);
  return reply.status(ERRORS[code].status).send({
    success: false,
    errorCode: code,
    message: errorMessage(code, language, params),
    requestId: request.id,
    ...extra,
  });
}

/** The text and number parameters of a contract rule's refusal (nothing else reaches a message). */
function scalars(params: Record<string, unknown>): Record<string, ErrorParam> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === "string" || typeof entry[1] === "number",
    ),
  );
}

/** Turns every failure into the error envelope of DESIGN.md §3, in the request's language. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(request, reply, error.code, error.params, error.options);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
      const field = path || error.validationContext || "request";
      // A contract's own rule (a period, a format with its own message) names its error code.
      const own = (issue?.params as { params?: Record<string, unknown> } | undefined)?.params;
      const { errorCode, ...params } = own ?? {};
      if (issue?.keyword === "custom" && typeof errorCode === "string" && isErrorCode(errorCode)) {
        return send(request, reply, errorCode, { ...scalars(params), field }, { field });
      }
      return send(request, reply, "request.invalid", { field }, { field });
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return send(request, reply, "request.body.too.large");
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and similar protocol errors from Fastify itself.
      return send(request, reply, "request.invalid", { field: "body" }, { field: "body" });
    }
    if (isDatabaseUnavailable(error)) {
      // The connection was lost mid-call: its transaction aborted, so a retry is safe.
      request.log.warn({ err: error }, "database connection lost");
      reply.header("retry-after", "1");
      return send(request, reply, "database.unavailable");
    }
    request.log.error({ err: error }, "unhandled error");
    return send(request, reply, "internal.error");
  });
}
