import { z } from "zod";
import { type AnyCall, DATA_FIELD_MAX } from "./call.js";
import { ErrorEnvelope } from "./envelope.js";
import { ERRORS, type ErrorCode } from "./errors/index.js";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

/** Query or path parameters from an object schema's properties. */
function parameters(schema: z.ZodType | undefined, where: "query" | "path"): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const ACCESS_ERRORS: Record<AnyCall["access"], ErrorCode[]> = {
  guest: [],
  optional: [],
  partner: [],
  any: ["login.not.session", "password.change.required"],
  real: ["login.not.session", "password.change.required", "account.trial"],
  member: ["login.not.session", "password.change.required", "account.trial", "login.member.only"],
  agent: ["login.not.session", "password.change.required", "login.agent.only"],
  operator: ["operator.session.required"],
};

/** Every code a call may answer: its own, its gates' and validation's, grouped by HTTP status. */
function errorResponses(call: AnyCall): Record<string, JsonSchema> {
  // Every call may meet a database that is briefly unavailable (503, retry) and, unless it is
  // never throttled, the rate limit of its class (429).
  const codes = new Set<ErrorCode>([
    "request.invalid",
    "database.unavailable",
    ...ACCESS_ERRORS[call.access],
    ...call.errors,
  ]);
  if (call.rateLimit !== "off") codes.add("rate.limited");
  if (call.module) codes.add("function.not.available");
  if (!call.alwaysAvailable) {
    codes.add("system.maintenance");
    codes.add("access.restricted");
  }
  if (call.encrypted) {
    codes.add("encryption.required");
    codes.add("encryption.invalid");
  }
  if (call.headers) codes.add("request.header.invalid");
  if (call.idempotent) {
    codes.add("idempotency.key.required");
    codes.add("idempotency.key.reused");
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const envelope = { "application/json": { schema: jsonSchema(ErrorEnvelope) } };
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [String(status), { description: list.sort().join(", "), content: envelope }]),
  );
}

/**
 * The periods a call checks (`withPeriod`, dates.ts), from its query and body: each with the
 * dotted path of the object holding the two fields ("" for the top level).
 */
function periodsOf(call: AnyCall): JsonSchema[] {
  const found: JsonSchema[] = [];
  const walk = (node: unknown, at: string): void => {
    if (!node || typeof node !== "object") return;
    const schema = node as JsonSchema;
    if (schema["x-period"]) found.push({ ...(schema["x-period"] as JsonSchema), at });
    for (const [key, child] of Object.entries((schema.properties as JsonSchema | undefined) ?? {}))
      walk(child, at ? `${at}.${key}` : key);
    for (const key of ["anyOf", "oneOf", "allOf"])
      for (const child of (schema[key] as unknown[] | undefined) ?? []) walk(child, at);
  };
  if (call.query) walk(jsonSchema(call.query), "");
  if (call.body) walk(jsonSchema(call.body), "");
  return found;
}

function operation(call: AnyCall): JsonSchema {
  const headers: JsonSchema[] = Object.entries(call.headers ?? {}).map(([name, value]) => ({
    name,
    in: "header",
    required: true,
    schema: { type: "string", enum: [value] },
  }));
  if (call.idempotent)
    headers.push({
      name: "Idempotency-Key",
      in: "header",
      required: true,
      schema: { type: "string", format: "uuid" },
    });
  const body = call.body
    ? call.multipart
      ? { "multipart/form-data": { schema: jsonSchema(call.body) } }
      : call.form
        ? { "application/x-www-form-urlencoded": { schema: jsonSchema(call.body) } }
        : call.encrypted
          ? {
              "application/json": {
                schema: jsonSchema(z.object({ value: z.string().describe("compact JWE") })),
              },
            }
          : { "application/json": { schema: jsonSchema(call.body) } }
    : undefined;
  const other = Object.entries(call.otherReplies ?? {}).map(([status, schema]) => [
    status,
    { description: "partner reply", content: { "application/json": { schema: jsonSchema(schema) } } },
  ]);
  return {
    operationId: `${call.method.toLowerCase()}${call.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = "") => c.toUpperCase())}`,
    summary: call.summary,
    tags: [call.tag],
    ...(call.access === "guest" || call.access === "partner" ? {} : { security: [{ session: [] }] }),
    "x-module": call.module,
    "x-access": call.partner ? `partner:${call.partner}` : call.access,
    "x-encrypted": call.encrypted,
    "x-idempotent": call.idempotent,
    // The throttle class the server applies (platform/rate-limit.ts derives it when undeclared).
    "x-rate-limit":
      call.rateLimit ??
      (call.access === "partner" ? "partner" : call.access === "guest" ? "public" : "member"),
    // The periods the call refuses: the end before the start, or longer than maxDays.
    ...(periodsOf(call).length ? { "x-periods": periodsOf(call) } : {}),
    parameters: [
      ...parameters(call.params, "path"),
      ...parameters(call.query, "query"),
      ...(call.dataField
        ? [
            {
              name: "data",
              in: "query",
              required: false,
              description:
                "The same fields as one JSON object (SPEC §7 payload form); they win over the query's",
              schema: { type: "string", maxLength: DATA_FIELD_MAX },
            },
          ]
        : []),
      ...headers,
    ],
    ...(body ? { requestBody: { required: true, content: body } } : {}),
    responses: {
      "200": {
        description: "OK",
        content: call.binary
          ? { "image/*": { schema: { type: "string", format: "binary" } } }
          : { "application/json": { schema: jsonSchema(call.reply) } },
      },
      ...Object.fromEntries(other),
      ...(call.access === "partner" ? {} : errorResponses(call)),
    },
  };
}

/** The OpenAPI 3.1 document of the API, generated from the call definitions alone. */
export function openApiDocument(calls: readonly AnyCall[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const sorted = [...calls].sort((a, b) =>
    a.path === b.path ? a.method.localeCompare(b.method) : a.path < b.path ? -1 : 1,
  );
  for (const call of sorted) {
    if (call.hidden) continue;
    const path = call.path.replace(/:(\w+)/g, "{$1}");
    paths[path] ??= {};
    paths[path][call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Jogada API", version: "1.0.0", description: "Player site, back office and partner API." },
    components: { securitySchemes: { session: { type: "apiKey", in: "header", name: "Authorization" } } },
    paths,
  };
}
