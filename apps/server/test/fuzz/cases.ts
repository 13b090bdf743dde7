import {
  CORE_VALUES,
  generatedValues,
  HOSTILE_STRINGS,
  HOSTILE_URL_VALUES,
  MORE_VALUES,
  type Schema,
  validValue,
} from "./schema-values.js";

export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for path parameters. */
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: Schema }[];
  body?: Schema;
  /** The periods the call checks (`x-periods`): start and end fields, kind, longest length. */
  periods?: unknown[];
}

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw bytes to send (JSON text or a multipart form); none for a body-less call. */
  payload?: string;
  contentType?: string;
}

/** Every operation of an OpenAPI document, in document order. */
export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> })?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Operation["parameters"]) ?? [],
        body: content?.["application/json"]?.schema,
        periods: operation["x-periods"] as unknown[] | undefined,
      });
    }
  }
  return operations;
}

function encodeValue(value: unknown): string {
  return encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));
}

/** Builds one call from values already URL-encoded (path, query) and a JSON or raw body. */
class CaseBuilder {
  readonly cases: FuzzCase[] = [];
  private counter = 0;

  constructor(
    private readonly operation: Operation,
    private readonly seed: number,
  ) {}

  validParams(where: "path" | "query"): Record<string, string> {
    const values: Record<string, string> = {};
    for (const p of this.operation.parameters.filter((q) => q.in === where)) {
      if (where === "query" && !p.required) continue;
      values[p.name] = encodeValue(validValue(p.schema ?? { type: "string" }, this.seed));
    }
    return values;
  }

  /** A distinct, well-formed key per case, so a repeat is never mistaken for a replay. */
  idempotencyKey(): string {
    this.counter += 1;
    const hex = (this.seed * 100_000 + this.counter).toString(16).padStart(12, "0").slice(-12);
    return `00000000-0000-4000-8000-${hex}`;
  }

  add(
    label: string,
    parts: {
      path?: Record<string, string>;
      query?: Record<string, string> | string;
      headers?: Record<string, string>;
      body?: unknown;
      raw?: string;
      contentType?: string;
    } = {},
  ) {
    const pathValues = parts.path ?? this.validParams("path");
    const url = this.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? "x");
    const query = parts.query ?? this.validParams("query");
    const search =
      typeof query === "string"
        ? query
        : Object.entries(query)
            .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
            .join("&");
    const hasBody = this.operation.method !== "GET" && this.operation.method !== "DELETE";
    const payload =
      parts.raw ?? (parts.body !== undefined && hasBody ? JSON.stringify(parts.body) : undefined);
    this.cases.push({
      label,
      method: this.operation.method,
      url: search ? `${url}?${search}` : url,
      headers: {
        ...(this.operation.method === "GET" ? {} : { "idempotency-key": this.idempotencyKey() }),
        ...parts.headers,
      },
      ...(payload === undefined ? {} : { payload, contentType: parts.contentType ?? "application/json" }),
    });
  }
}

function multipart(fields: Record<string, string>): { raw: string; contentType: string } {
  const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  return { raw: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Text fields the multipart calls read, each filled with hostile text in turn. */
const MULTIPART_FIELDS = { orderNo: "W20240101ABCDEF", result: "received", receivedAmount: "1.00" };

/**
 * The malformed calls for one operation: a valid-looking baseline with one thing wrong at a time
 * (each body field, query value, path value and input header), wrong top-level bodies, missing
 * fields, prototype keys, and seeded random values from fast-check.
 */
export function hostileCases(
  operation: Operation,
  seed: number,
  options: { extraValues: number },
): FuzzCase[] {
  const b = new CaseBuilder(operation, seed);
  const baseline = operation.body ? (validValue(operation.body, seed) as Record<string, unknown>) : undefined;

  b.add("baseline", { body: baseline });

  for (const where of ["path", "query"] as const) {
    for (const param of operation.parameters.filter((p) => p.in === where)) {
      for (const value of HOSTILE_URL_VALUES) {
        const values = { ...b.validParams(where), [param.name]: value };
        b.add(`${where} ${param.name}=${value.slice(0, 24)}`, { [where]: values, body: baseline });
      }
      if (where === "query") {
        const others = b.validParams("query");
        const rest = Object.entries(others)
          .filter(([name]) => name !== param.name)
          .map(([name, value]) => `${name}=${value}`);
        const name = encodeURIComponent(param.name);
        for (const raw of [`${name}=1&${name}=2`, `${name}[]=1`, `${name}[__proto__]=1`, `${name}`]) {
          b.add(`query ${raw}`, { query: [...rest, raw].join("&"), body: baseline });
        }
        const { [param.name]: _omitted, ...missing } = others;
        b.add(`query without ${param.name}`, { query: missing, body: baseline });
      }
    }
  }
  b.add("query garbage", {
    query: "__proto__[x]=1&constructor[prototype][x]=1&%00=%00&=&&a=%ZZ",
    body: baseline,
  });

  for (const value of ["%00", "not-a-uuid", "x".repeat(5000), "-1", "é"]) {
    for (const header of ["idempotency-key", "merchant", "language", "authorization"]) {
      b.add(`header ${header}=${value.slice(0, 12)}`, {
        headers: { [header]: decodeURIComponentSafe(value) },
        body: baseline,
      });
    }
  }

  if (operation.method === "GET" || operation.method === "DELETE") return b.cases;

  for (const raw of ["null", "[]", '"text"', "123", "{not json", "", `[${JSON.stringify(baseline ?? {})}]`]) {
    b.add(`body ${raw.slice(0, 16)}`, { raw });
  }
  b.add("body {}", { body: {} });
  b.add("body __proto__", {
    raw: withRawKey('"__proto__":{"polluted":true}', baseline),
  });
  b.add("body constructor", {
    raw: withRawKey('"constructor":{"prototype":{"polluted":true}}', baseline),
  });
  const deep = `${"[".repeat(300_000)}${"]".repeat(300_000)}`;
  b.add("body deeply nested", { raw: withRawKey(`"deep":${deep}`, baseline) });
  b.add("body hostile key", { body: { ...baseline, "bad\u0000key": 1, "\ud800": "x" } });

  const schema = operation.body;
  const fields = Object.keys(schema?.properties ?? {});
  const more = [...MORE_VALUES, ...generatedValues(seed, options.extraValues)];
  const share = Math.max(3, Math.ceil(more.length / Math.max(fields.length, 1)));
  fields.forEach((field, position) => {
    if (schema?.required?.includes(field)) {
      const { [field]: _omitted, ...missing } = baseline ?? {};
      b.add(`body without ${field}`, { body: missing });
    }
    const values = [
      ...CORE_VALUES,
      ...Array.from({ length: share }, (_, i) => more[(position * share + i) % more.length]),
    ];
    values.forEach((value, index) => {
      b.add(`body ${field} #${index}`, { body: { ...baseline, [field]: value } });
    });
  });

  if (!schema) {
    // Multipart calls have no JSON body in the document: send their text fields hostile.
    for (const field of Object.keys(MULTIPART_FIELDS)) {
      for (const value of HOSTILE_STRINGS) {
        b.add(`multipart ${field}=${value.slice(0, 12)}`, multipart({ ...MULTIPART_FIELDS, [field]: value }));
      }
    }
  }
  return b.cases;
}

/** The baseline's JSON text with one more member written as raw text (first, as a client may). */
function withRawKey(member: string, baseline: Record<string, unknown> | undefined): string {
  const rest = JSON.stringify(baseline ?? {}).slice(1);
  return rest === "}" ? `{${member}}` : `{${member},${rest}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
