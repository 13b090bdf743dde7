import { ERRORS, type ErrorCode, type ErrorParam, errorMessage, parseLanguage } from "@jogada/contracts";
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
