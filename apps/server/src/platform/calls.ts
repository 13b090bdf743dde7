import {
  type AnyCall,
  type CallAccess,
  type CallDefinition,
  type CallPartner,
  type CallResult,
  callName,
  DATA_FIELD_MAX,
  type ErrorCode,
  isEnvelope,
} from "@jogada/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import secureJson from "secure-json-parse";
import type { z } from "zod";
import { type AuditEntry, redacted } from "./audit-log.js";
import type { AuthenticatedMember } from "./auth.js";
import type { LoadedBrand } from "./brand.js";
import { AppError } from "./errors.js";
import type { App } from "./fastify-app.js";
import { idempotencyKeyOf } from "./idempotency.js";

type Parsed<T> = [T] extends [z.ZodNever] ? undefined : T extends z.ZodType ? z.output<T> : undefined;

/** The session a handler sees: non-null once the call's access requires a logged-in account. */
type MemberFor<D extends AnyCall> = D["access"] extends "any" | "real" | "member" | "agent"
  ? AuthenticatedMember
  : AuthenticatedMember | null;

/** Everything a handler needs, already checked against the definition. */
export interface CallContext<D extends AnyCall> {
  query: D extends CallDefinition<infer Q, z.ZodType, z.ZodType, z.ZodType, CallAccess> ? Parsed<Q> : never;
  params: D extends CallDefinition<z.ZodType, infer P, z.ZodType, z.ZodType, CallAccess> ? Parsed<P> : never;
  body: D extends CallDefinition<z.ZodType, z.ZodType, infer B, z.ZodType, CallAccess> ? Parsed<B> : never;
  member: MemberFor<D>;
  /** The logged-in operator's username (access "operator"); empty otherwise. */
  operator: string;
  brand: LoadedBrand;
  language: FastifyRequest["language"];
  /** The checked `Idempotency-Key` (lower case) of an idempotent call; empty otherwise. */
  idempotencyKey: string;
  ip: string;
  /** The uploaded file of a multipart call (`upload` in its definition), when one was sent. */
  file: UploadedFile | undefined;
  /** Every file of the declared field, in the order sent (calls with `upload.maxFiles`). */
  files: UploadedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the envelope's `value` (the helper wraps it), or a partner's whole reply. */
export type CallHandler<D extends AnyCall> = (call: CallContext<D>) => Promise<CallResult<D>> | CallResult<D>;

/** A definition and the function that answers it: one line of a module's routes file. */
export interface CallBinding {
  definition: AnyCall;
  handler: CallHandler<AnyCall>;
}

/** Pairs a definition with its handler; `registerCalls` does the rest. */
export function handle<D extends AnyCall>(definition: D, handler: CallHandler<D>): CallBinding {
  return { definition, handler: handler as unknown as CallHandler<AnyCall> };
}

export interface UploadedFile {
  /** The type the sender declared; never trust it (decode the bytes). */
  mimetype: string;
  filename: string;
  data: Buffer;
}

declare module "fastify" {
  interface FastifyRequest {
    upload?: UploadedFile;
    uploads?: UploadedFile[];
  }
  interface FastifyContextConfig {
    /** The call this route answers (set by `registerCalls`). */
    call?: AnyCall;
    /** The partner whose signature the raw body must carry. */
    partner?: CallPartner;
  }
}

/** Codes any call may answer without declaring them: the platform's own gates and checks. */
const PLATFORM_ERRORS: ReadonlySet<string> = new Set<ErrorCode>([
  "request.invalid",
  "request.body.too.large",
  "internal.error",
  "merchant.unknown",
  "system.maintenance",
  "access.restricted",
  "function.not.available",
  "login.not.session",
  "password.change.required",
  "account.trial",
  "login.member.only",
  "login.agent.only",
  "encryption.required",
  "encryption.invalid",
  "request.header.invalid",
  "idempotency.key.required",
  "idempotency.key.reused",
  "operator.session.required",
  "operator.permission.denied",
  "rate.limited",
  "database.unavailable",
]);

const reported = new Set<string>();

/**
 * Reads a multipart call before validation: text fields become the body (checked against the
 * definition's `body` like any JSON body) and the declared file field (up to `maxFiles` files)
 * is kept in memory, bounded.
 */
function readMultipart(definition: AnyCall) {
  const upload = definition.upload;
  const maxFiles = upload ? (upload.maxFiles ?? 1) : 0;
  const limitParams = {
    maxKb: Math.floor((upload?.maxBytes ?? 0) / 1024),
    maxMb: Math.floor((upload?.maxBytes ?? 0) / (1024 * 1024)),
    max: maxFiles,
  };
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new AppError("request.invalid", { field: "body" }, { field: "body" });
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    try {
      const parts = request.parts({
        limits: { fileSize: upload?.maxBytes ?? 0, files: maxFiles, fields: 20, fieldSize: 4096 },
      });
      for await (const part of parts) {
        if (part.type === "field") {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (!upload || part.fieldname !== upload.field)
          throw new AppError("request.invalid", { field: part.fieldname }, { field: part.fieldname });
        const data = await part.toBuffer();
        files.push({ mimetype: part.mimetype, filename: part.filename, data });
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const tooMany = (error as { code?: string }).code === "FST_FILES_LIMIT";
      if (tooMany && upload?.tooMany)
        throw new AppError(upload.tooMany, limitParams, { field: upload.field });
      // Too large, too many parts or a broken upload.
      throw new AppError(upload?.error ?? "request.invalid", limitParams, { field: upload?.field ?? "body" });
    }
    request.upload = files[0];
    request.uploads = files;
    if (upload?.required && !request.upload)
      throw new AppError(upload.error, limitParams, { field: upload.field });
    request.body = fields;
  };
}

/**
 * SPEC §7's payload form of a query (`dataField`): the JSON object in `data` becomes query values
 * (text, as a query has them), over the query's own; then the contract validates as usual.
 */
async function readDataField(request: FastifyRequest): Promise<void> {
  const { data, ...query } = (request.query ?? {}) as Record<string, unknown>;
  if (data === undefined) return;
  const refuse = (field: string) => new AppError("request.invalid", { field }, { field });
  if (typeof data !== "string" || data.length > DATA_FIELD_MAX) throw refuse("data");
  let parsed: unknown;
  try {
    parsed = secureJson.parse(data, undefined, { protoAction: "error", constructorAction: "error" });
  } catch {
    throw refuse("data");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw refuse("data");
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "object") throw refuse(`data.${key}`);
    query[key] = String(value);
  }
  request.query = query;
}

/** The fixed headers a call declares (`headers`), each refused by name when absent or different. */
function checkHeaders(headers: Readonly<Record<string, string>>) {
  return async (request: FastifyRequest) => {
    for (const [name, value] of Object.entries(headers)) {
      if (request.headers[name.toLowerCase()] !== value)
        throw new AppError("request.header.invalid", { field: name, value }, { field: name });
    }
  };
}

/** Says once per call and code when a handler answers an undeclared error (outside production). */
function reportUndeclared(definition: AnyCall, error: unknown, request: FastifyRequest): void {
  if (!(error instanceof AppError)) return;
  if (PLATFORM_ERRORS.has(error.code) || definition.errors.includes(error.code)) return;
  const key = `${definition.method} ${definition.path} ${error.code}`;
  if (reported.has(key)) return;
  reported.add(key);
  request.log.warn({ call: key }, "a call answered an error code its definition does not declare");
}

/**
 * Registers each binding as a route: the module gate, the session or operator check, the partner
 * signature, JWE decryption, request and reply validation (zod), the Idempotency-Key and the
 * route's documentation all come from the definition, through the platform's hooks.
 */
export interface RegisterOptions {
  reportUndeclaredErrors: boolean;
  /** Records each staff call that changes something (who, from where, what was asked). */
  auditStaffCall?: (entry: AuditEntry) => Promise<void>;
}

export function registerCalls(app: App, bindings: readonly CallBinding[], options: RegisterOptions): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { definition, handler } of bindings) {
    const envelope = !definition.binary && isEnvelope(definition.reply);
    typed.route({
      method: definition.method,
      url: definition.path,
      config: {
        call: definition,
        auth:
          definition.access === "guest" || definition.access === "partner" ? undefined : definition.access,
        partner: definition.partner,
        modId: definition.module ?? undefined,
        alwaysAvailable: definition.alwaysAvailable,
        allowPendingPasswordChange: definition.allowPendingPasswordChange,
        encrypted: definition.encrypted,
        throttle: definition.rateLimit,
      },
      preValidation: [
        ...(definition.dataField ? [readDataField] : []),
        ...(definition.headers ? [checkHeaders(definition.headers)] : []),
        ...(definition.multipart ? [readMultipart(definition)] : []),
      ],
      // Only the parts the call declares: Fastify warns about a key present without a schema.
      schema: {
        hide: true,
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.body ? { body: definition.body } : {}),
        ...(definition.binary ? {} : { response: { 200: definition.reply, ...definition.otherReplies } }),
      },
      handler: async (request, reply) => {
        const context: CallContext<AnyCall> = {
          query: request.query as never,
          params: request.params as never,
          body: request.body as never,
          member: request.member,
          operator: request.operator ?? "",
          brand: request.brand,
          language: request.language,
          idempotencyKey: definition.idempotent ? idempotencyKeyOf(request) : "",
          ip: request.ip,
          file: request.upload,
          files: request.uploads ?? [],
          request,
          reply,
        };
        try {
          const result = await handler(context);
          if (definition.access === "operator" && definition.method !== "GET" && options.auditStaffCall) {
            await options.auditStaffCall({
              actor: `operator:${context.operator}`,
              action: `call ${callName(definition)}`,
              ip: request.ip,
              detail: { params: redacted(request.params), body: redacted(request.body) },
            });
          }
          return envelope ? { success: true, value: result } : result;
        } catch (error) {
          if (options.reportUndeclaredErrors) reportUndeclared(definition, error, request);
          throw error;
        }
      },
    });
  }
}
