import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { EncryptionKeys } from "./encryption.js";
import { AppError } from "./errors.js";

/**
 * For calls marked `encrypted` (SPEC §7 "enc"): the body must be `{"value": "<compact JWE>"}` with
 * header `Encryption: JWE`; it is decrypted before validation, so the route's contract checks the
 * plain payload. A plain body is refused.
 */
export const encryptedBody = fp(async (app: FastifyInstance, options: { encryption: EncryptionKeys }) => {
  app.addHook("preValidation", async (request) => {
    if (!request.routeOptions.config?.encrypted) return;
    const body = request.body as { value?: unknown } | undefined;
    const header = request.headers.encryption;
    if (typeof header !== "string" || header.toUpperCase() !== "JWE" || typeof body?.value !== "string") {
      throw new AppError("encryption.required");
    }
    try {
      request.body = await options.encryption.decrypt(body.value);
    } catch {
      throw new AppError("encryption.invalid");
    }
  });
});
