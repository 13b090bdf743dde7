import type { CallPartner } from "@jogada/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./errors.js";

export interface PartnerVerifier {
  /** Whether the raw body carries the partner's signature. */
  verify(raw: string, request: FastifyRequest): boolean;
  /** Answers a bad signature in the partner's own way (a reply, or a thrown AppError). */
  refuse(request: FastifyRequest, reply: FastifyReply): Promise<unknown> | unknown;
  /** Headers that sign a reply's exact bytes, when the partner checks our answers too. */
  signReply?(payload: string): Record<string, string>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The exact bytes of a partner's JSON body, as signed. */
    rawBody?: string;
  }
}

/**
 * Partner calls (definitions with `access: "partner"`) are signed over their exact bytes: their
 * JSON bodies are kept raw, the signature is checked before anything else reads the body, and a
 * refusal writes nothing. Other JSON bodies go through Fastify's own parser (prototype keys refused).
 * The scope it is registered in knows the partners whose calls it holds. The hooks take callbacks
 * rather than promises: they run on every call, and most calls are not a partner's.
 */
export const partnerSignatures = fp(
  async (app: FastifyInstance, options: { partners: Partial<Record<CallPartner, PartnerVerifier>> }) => {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (!request.routeOptions.config?.partner) return parseJson(request, body as string, done);
      request.rawBody = body as string;
      // A broken body is answered by the signature check (or by validation when it is signed).
      parseJson(request, body as string, (error, value) => done(null, error ? {} : value));
    });

    app.addHook("preValidation", (request, reply, done) => {
      const partner = request.routeOptions.config?.partner;
      if (!partner) return done();
      const verifier = options.partners[partner];
      if (!verifier) return done(new AppError("internal.error"));
      if (verifier.verify(request.rawBody ?? "", request)) return done();
      // A refusal answered here ends the call (done is then not called); one thrown is an error.
      Promise.resolve()
        .then(() => verifier.refuse(request, reply))
        .then(() => {
          if (!reply.sent) done();
        }, done);
    });

    app.addHook("onSend", (request, reply, payload, done) => {
      const partner = request.routeOptions.config?.partner;
      const sign = partner ? options.partners[partner]?.signReply : undefined;
      if (sign && typeof payload === "string") reply.headers(sign(payload));
      done(null, payload);
    });
  },
);
