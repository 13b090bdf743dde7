import fc from "fast-check";

/** The part of an OpenAPI 3.0 / JSON Schema object the generators read. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
}

const FORMATS: Record<string, string> = {
  uuid: "7b0e4c3a-5d2f-4a8e-9c1b-2f6d8e0a4b19",
  email: "fuzz@example.com",
  date: "2024-01-15",
  "date-time": "2024-01-15T10:00:00.000Z",
  uri: "https://example.com/",
  url: "https://example.com/",
};

/** One deterministic string matching `pattern` (fast-check's generator, fixed seed). */
function matching(pattern: string, seed: number): string {
  try {
    const [sample] = fc.sample(fc.stringMatching(new RegExp(pattern)), { seed, numRuns: 1 });
    return sample ?? "a";
  } catch {
    return "a";
  }
}

function firstType(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type) return type;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return undefined;
}

/**
 * A value that satisfies `schema` as far as a plain reading of it goes: the starting point the
 * hostile variants change one field of, so each variant gets past every other check.
 */
export function validValue(schema: Schema, seed = 1): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return validValue(union.find((s) => s.type !== "null") ?? union[0]!, seed);
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf), seed);
  switch (firstType(schema)) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        value[key] = validValue(child, seed + key.length);
      }
      return value;
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}, seed));
    case "integer":
    case "number": {
      const min = typeof schema.minimum === "number" ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
      return Math.max(min, 1);
    }
    case "boolean":
      return false;
    case "string": {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      if (schema.pattern) return matching(schema.pattern, seed);
      const length = Math.max(schema.minLength ?? 0, Math.min(8, schema.maxLength ?? 8));
      return "fuzzvalue".padEnd(length, "x").slice(0, Math.max(length, 1));
    }
    default:
      return "fuzz";
  }
}

/** Nested arrays far deeper than any contract, built without recursion. */
function deeplyNested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const HUGE = "x".repeat(100_000);

/** Strings PostgreSQL cannot store, and strings that look like something they are not. */
export const HOSTILE_STRINGS: string[] = [
  "\u0000",
  "ab\u0000cd",
  "\ud800",
  "a\udc00b",
  HUGE,
  "",
  " ",
  "-1",
  "1e308",
  "NaN",
  "9223372036854775808",
  "-9223372036854775809",
  "0x1F",
  "__proto__",
  "' or '1'='1' --",
  "2024-13-45T99:99:99Z",
  "../../../etc/passwd",
  "\u202e\ufeff😀",
];

/** What every body field gets: text PostgreSQL cannot store, wrong types, extreme numbers. */
export const CORE_VALUES: unknown[] = [
  "\u0000",
  "ab\u0000cd",
  "\ud800",
  HUGE,
  null,
  true,
  -1,
  1e308,
  2 ** 63,
  [],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}'),
];

/** The rest, spread over an operation's fields in turn so each field gets a few of them. */
export const MORE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS.filter((value) => !CORE_VALUES.includes(value)),
  0,
  1.5,
  -1e308,
  -(2 ** 63),
  2 ** 53 + 2,
  ["\u0000"],
  [{}],
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  deeplyNested(2000),
];

/** Extra seeded values from fast-check: any JSON, and strings of any UTF-16 code units. */
export function generatedValues(seed: number, count: number): unknown[] {
  const arbitrary = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.string({ unit: fc.constantFrom("\u0000", "\ud800", "\udfff", "a", "0", "."), maxLength: 8 }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    fc.double(),
  );
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/** Query and path values as they appear in a URL (already encoded). */
export const HOSTILE_URL_VALUES: string[] = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%E0",
  HUGE,
  "",
  "-1",
  "1e308",
  "NaN",
  "Infinity",
  "9223372036854775808",
  "99999999999999999999999999",
  "__proto__",
  "constructor",
  "%27%20or%201%3D1--",
  "..%2F..%2Fetc%2Fpasswd",
  "%F0%9F%98%80",
];
