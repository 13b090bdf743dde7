import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import secureJson from "secure-json-parse";
import type { EncryptionKeys } from "./encryption.js";
import { AppError } from "./errors.js";

/**
 * For calls marked `encrypted` (SPEC §7 "enc"): the body must be `{"value": "<compact JWE>"}` with
 * header `Encryption: JWE`; it is decrypted before validation, so the route's contract checks the
 * plain payload. A plain body is refused, and so is decrypted text that is not JSON.
 */
export const encryptedBody = fp(async (app: FastifyInstance, options: { encryption: EncryptionKeys }) => {
  app.addHook("preValidation", async (request) => {
    if (!request.routeOptions.config?.encrypted) return;
    const body = request.body as { value?: unknown } | undefined;
    const header = request.headers.encryption;
    // Named: the Encryption header when it is missing or not JWE, else the body's value.
    if (typeof header !== "string" || header.toUpperCase() !== "JWE")
      throw new AppError("encryption.required", {}, { field: "Encryption" });
    if (typeof body?.value !== "string") throw new AppError("encryption.required", {}, { field: "value" });
    let plain: string;
    try {
      plain = await options.encryption.decrypt(body.value);
    } catch {
      throw new AppError("encryption.invalid");
    }
    try {
      // Same rules as Fastify's own JSON parser: `__proto__` and `constructor.prototype` keys refused.
      request.body = secureJson.parse(plain, undefined, { protoAction: "error", constructorAction: "error" });
    } catch {
      throw new AppError("request.invalid", { field: "body" }, { field: "body" });
    }
  });
});
