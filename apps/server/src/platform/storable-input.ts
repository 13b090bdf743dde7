import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "./errors.js";

/**
 * Text PostgreSQL cannot hold: NUL (refused by `text` and `jsonb`) and UTF-16 surrogates without
 * their pair (not valid Unicode; `jsonb` refuses their escapes, UTF-8 would silently mangle them).
 * In `u` mode a well-formed pair is one code point, so the class matches lone halves only.
 */
const UNSTORABLE = /[\0\uD800-\uDFFF]/u;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path of the first string (value or object key) PostgreSQL cannot store, or undefined when
 * every one is fine. Walks with an explicit stack: a deeply nested body must not overflow ours.
 */
export function firstUnstorablePath(value: unknown): (string | number)[] | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : [];
  if (typeof value !== "object" || value === null) return undefined;
  const stack: { value: object; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const entries: [string | number, unknown][] = Array.isArray(item.value)
      ? item.value.map((element, index) => [index, element])
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = [...item.path, key];
      if (typeof key === "string" && !isStorableText(key)) return path;
      if (typeof child === "string") {
        if (!isStorableText(child)) return path;
      } else if (typeof child === "object" && child !== null) {
        stack.push({ value: child, path });
      }
    }
  }
  return undefined;
}

/** The field name a refusal reports: the dotted path, or the request part for the part itself. */
export function fieldName(path: (string | number)[], part = "request"): string {
  // A bad key is named too, with its bad characters shown as "?" so the reply stays storable.
  const printable = path.map((key) => String(key).replace(UNSTORABLE_ALL, "?"));
  return printable.length > 0 ? printable.join(".") : part;
}
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, "gu");

/**
 * Refuses any string of any request part with a schema (params, query, headers, body — after an
 * encrypted body is decrypted, since preValidation hooks run first) that PostgreSQL cannot store,
 * as 400 `request.invalid` naming the field; then the route's zod contract validates as usual.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  return (data: unknown) => {
    const path = firstUnstorablePath(data);
    if (path) {
      const field = fieldName(path, route.httpPart);
      return { error: new AppError("request.invalid", { field }, { field }) };
    }
    return validate(data);
  };
};

/**
 * Multipart text fields (read by the route, not by a contract the validator compiler sees): the
 * same storable-text check, then the zod schema; the first problem is refused naming its field.
 */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const path = firstUnstorablePath(fields);
  if (path) {
    const field = fieldName(path, "body");
    throw new AppError("request.invalid", { field }, { field });
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const field = fieldName((parsed.error.issues[0]?.path ?? []) as (string | number)[], "body");
    throw new AppError("request.invalid", { field }, { field });
  }
  return parsed.data;
}
