import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
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

/** A visited object and how it was reached; the path is only rebuilt for a refusal. */
interface Visit {
  value: object;
  key: string | number;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined, last: string | number): (string | number)[] {
  const path = [last];
  for (let at = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (value or object key) PostgreSQL cannot store, or undefined when
 * every one is fine. Walks with an explicit stack and parent links, so a deeply nested body costs
 * time in proportion to its size and cannot overflow the call stack.
 */
export function firstUnstorablePath(value: unknown): (string | number)[] | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : [];
  if (typeof value !== "object" || value === null) return undefined;
  const stack: Visit[] = [{ value, key: "", parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const isArray = Array.isArray(visit.value);
    const keys = isArray ? undefined : Object.keys(visit.value);
    const length = isArray ? (visit.value as unknown[]).length : keys!.length;
    for (let i = 0; i < length; i++) {
      const key = isArray ? i : keys![i]!;
      if (typeof key === "string" && !isStorableText(key)) return pathOf(visit, key);
      const child = (visit.value as Record<string | number, unknown>)[key];
      if (typeof child === "string") {
        if (!isStorableText(child)) return pathOf(visit, key);
      } else if (typeof child === "object" && child !== null) {
        stack.push({ value: child, key, parent: visit });
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
