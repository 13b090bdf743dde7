import type { z } from "zod";
import type { Permission } from "./back-office-roles.js";
import type { ErrorCode } from "./errors/index.js";
import type { ModuleId } from "./modules.js";

/**
 * Who may make a call. The server's route helper enforces it; the site's client reads it.
 * - "guest": anyone; the session token is not read.
 * - "optional": anyone; a live session is used when one is sent.
 * - "any": any logged-in account, trial (free-play) accounts included.
 * - "real": members and agents, not trial accounts.
 * - "member": players (type 0) only.
 * - "agent": agents (types 1, 2, 41, 42) only.
 * - "operator": a back-office operator session (never a player token).
 * - "partner": a partner system proving itself by signing the raw body (`partner` names which).
 */
export type CallAccess = "guest" | "optional" | "any" | "real" | "member" | "agent" | "operator" | "partner";

/** Partners that sign their calls; each has its own secret and signature header on the server. */
export type CallPartner = "aggregator" | "hub88" | "payments";

/**
 * How a call is throttled per player and per IP (the server's RATE_LIMIT_* settings): "bet" for
 * bets, "money" for deposits, withdrawals and transfers, "login" for sign-in, registration,
 * captcha, SMS codes and password resets (per IP), "off" never. Absent: the platform's default
 * for its kind (partner, logged-in or public calls).
 */
export type CallRateLimit = "bet" | "money" | "login" | "off";

export type CallMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One call of the API, declared once: the server registers its handler from it, the site calls it
 * through it and the OpenAPI document is generated from it.
 */
export interface CallDefinition<
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Reply extends z.ZodType = z.ZodType,
  Access extends CallAccess = CallAccess,
> {
  method: CallMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  /** The whitelabel module that must be on for the brand; null when the call is never gated. */
  module: ModuleId | null;
  access: Access;
  /**
   * What a staff role needs to make a back-office call (access "operator"); the server answers
   * 403 `operator.permission.denied` to a role without it, and only administrators may make an
   * operator call that declares none.
   */
  permission?: Permission;
  /** Which partner signs the call (access "partner" only). */
  partner?: CallPartner;
  /** Answered during maintenance and from restricted regions (contact pages, partners, status). */
  alwaysAvailable?: boolean;
  /** Still allowed while the holder must change the password (member info, logout, change). */
  allowPendingPasswordChange?: boolean;
  /** The body travels as a JWE (`{"value": "<compact JWE>"}`, header `Encryption: JWE`). */
  encrypted: boolean;
  /**
   * Headers the call requires with a fixed value (name → value), such as the gateway version of
   * free play: the site's client sends them and the server refuses a call without them as 400
   * `request.header.invalid` naming the header.
   */
  headers?: Readonly<Record<string, string>>;
  /** Moves money or creates something once: needs an `Idempotency-Key` header (a UUID). */
  idempotent: boolean;
  /**
   * The body is multipart/form-data: `body` describes its text fields and `upload` its files
   * (refused with `upload.error` when it is too large or broken).
   */
  multipart?: boolean;
  upload?: {
    field: string;
    maxBytes: number;
    required: boolean;
    error: ErrorCode;
    /** More than one file in the same field (default 1); a file beyond it is refused with `tooMany`. */
    maxFiles?: number;
    tooMany?: ErrorCode;
  };
  /**
   * The query may also come as SPEC §7's payload form: a `data` value holding a JSON object of
   * the same fields (`?data={"gameType":"FISH"}`); its fields are read like query values and win
   * over the same names in the query. Malformed data is refused as 400 naming `data`.
   */
  dataField?: boolean;
  /** The body is a classic form post (application/x-www-form-urlencoded); JSON is accepted too. */
  form?: boolean;
  /** The reply is a file (an image), not JSON; `reply` then only documents it. */
  binary?: boolean;
  rateLimit?: CallRateLimit;
  /** One line for the API documentation. */
  summary: string;
  /** Documentation group (usually the domain). */
  tag: string;
  /** Hidden from the public API documentation (internal tools). */
  hidden?: boolean;
  query?: Query;
  params?: Params;
  body?: Body;
  /** The 200 reply as sent on the wire: `ok(value)` for the envelope, the partner's shape otherwise. */
  reply: Reply;
  /** Other statuses with a body of their own shape (partners only; errors use the envelope). */
  otherReplies?: Record<number, z.ZodType>;
  /** Error codes the call itself may answer (the platform's own, such as request.invalid, go without saying). */
  errors: readonly ErrorCode[];
}

/** The longest `data` field (JSON text) a call with `dataField` reads. */
export const DATA_FIELD_MAX = 2000;

/** Declares a call; the identity function keeps every literal type for the server and the site. */
export function defineCall<
  Query extends z.ZodType = z.ZodNever,
  Params extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Reply extends z.ZodType = z.ZodType,
  Access extends CallAccess = CallAccess,
>(
  definition: CallDefinition<Query, Params, Body, Reply, Access>,
): CallDefinition<Query, Params, Body, Reply, Access> {
  return definition;
}

export type AnyCall = CallDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType, CallAccess>;

/** What a caller sends: the parts the definition declares, in their input types. */
export type CallInput<D> =
  D extends CallDefinition<infer Q, infer P, infer B, z.ZodType, CallAccess>
    ? ([Q] extends [z.ZodNever] ? { query?: undefined } : { query: z.input<Q> }) &
        ([P] extends [z.ZodNever] ? { params?: undefined } : { params: z.input<P> }) &
        ([B] extends [z.ZodNever] ? { body?: undefined } : { body: z.input<B> })
    : never;

/** The reply as sent (`{success, value}` for enveloped calls). */
export type CallReply<D> =
  D extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, infer R, CallAccess> ? z.output<R> : never;

/** What the site's client resolves with: the envelope's `value`, or the whole reply otherwise. */
export type CallValue<D> = CallReply<D> extends { success: true; value: infer V } ? V : CallReply<D>;

/** What the server's handler returns: the envelope's `value`, or the whole reply otherwise. */
export type CallResult<D> =
  D extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, infer R, CallAccess>
    ? z.input<R> extends { success: true; value: infer V }
      ? V
      : z.input<R>
    : never;

/** Whether a reply schema is the `{success, value}` envelope (`ok(value)`). */
export function isEnvelope(reply: z.ZodType): boolean {
  const shape = (reply as unknown as { shape?: Record<string, unknown> }).shape;
  return Boolean(shape && "success" in shape && "value" in shape);
}

/** The path with its `:name` segments filled in (values URI-encoded). */
export function callPath(definition: Pick<AnyCall, "path">, params?: Record<string, unknown>): string {
  return definition.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${definition.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A stable name for logs, query keys and the OpenAPI operationId: `GET /wps/relay/X`. */
export function callName(definition: Pick<AnyCall, "method" | "path">): string {
  return `${definition.method} ${definition.path}`;
}
