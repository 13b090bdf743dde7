import type { FuzzCase, Operation } from "./cases.js";
import { type Schema, validValue } from "./schema-values.js";

/**
 * Impossible days, times and periods for every date field of an operation: days that have the
 * shape of one but are none (2026-02-30), times past 23:59:59, an end before its start and a
 * period longer than the call allows (`x-periods` of the API document). Each is a case that must
 * be refused as 400 naming the field, once the call's other input is valid.
 */

/** What a case must answer: 400 with this field (and, for periods, one of these codes). */
export interface Expectation {
  field: string;
  errorCodes?: string[];
}

/** The period rule of the API document (contracts' `withPeriod`). */
interface Period {
  start: string;
  end: string;
  kind: "day" | "instant";
  maxDays?: number;
  /** Dotted path of the object holding both fields; "" for the top level. */
  at: string;
}

export type DateCase = FuzzCase & { expect?: Expectation };

/** The label of the case whose answer says whether the others can be judged strictly. */
export const DATES_BASELINE = "dates baseline";

const IMPOSSIBLE_DAYS = ["2026-02-30", "2026-99-01", "2025-02-29", "2026-04-31", "2026-00-10", "0000-00-00"];
const IMPOSSIBLE_INSTANTS = [
  "2026-02-30T10:00:00Z",
  "2026-13-01T10:00:00Z",
  "2026-03-01T24:00:00Z",
  "2026-03-01T23:60:00Z",
  "2026-03-01T10:00:61Z",
  "2026-03-01T10:00:00+25:00",
];

type DateKind = "day" | "instant";

function dateKind(schema: Schema | undefined): DateKind | undefined {
  if (!schema) return undefined;
  if (schema.format === "date") return "day";
  if (schema.format === "date-time") return "instant";
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const kind = dateKind(child);
    if (kind) return kind;
  }
  return undefined;
}

const DAY_MS = 86_400_000;
const START = Date.UTC(2024, 0, 15, 10);

function valueAt(kind: DateKind, time: number): string {
  const iso = new Date(time).toISOString();
  return kind === "day" ? iso.slice(0, 10) : iso;
}

interface Input {
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

/**
 * Date cases of one operation: a baseline whose periods are in order, then one case per impossible
 * value of each date field (query and top-level body), then each top-level period's wrong orders
 * and lengths and, where it has a limit, the longest period allowed (which must not be refused).
 */
export function dateCases(operation: Operation, seed: number): DateCase[] {
  const queryFields = operation.parameters
    .filter((p) => p.in === "query")
    .map((p) => ({ name: p.name, kind: dateKind(p.schema), required: p.required }));
  const bodyFields = Object.entries(operation.body?.properties ?? {}).map(([name, schema]) => ({
    name,
    kind: dateKind(schema),
  }));
  const dated = [...queryFields, ...bodyFields].filter((f) => f.kind);
  if (dated.length === 0) return [];
  const periods = ((operation.periods ?? []) as Period[]).filter((p) => p.at === "");

  const baseline: Input = {
    query: Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === "query" && p.required)
        .map((p) => [p.name, String(validValue(p.schema ?? { type: "string" }, seed))]),
    ),
    body: operation.body ? (validValue(operation.body, seed) as Record<string, unknown>) : undefined,
  };
  const set = (input: Input, field: string, value: string): Input => {
    if (queryFields.some((f) => f.name === field))
      return { ...input, query: { ...input.query, [field]: value } };
    return { ...input, body: { ...input.body, [field]: value } };
  };
  // Periods of the baseline: a day apart, in order, whatever the generated values were.
  let ordered = baseline;
  for (const period of periods) {
    ordered = set(ordered, period.start, valueAt(period.kind, START));
    ordered = set(ordered, period.end, valueAt(period.kind, START + DAY_MS));
  }

  const cases: DateCase[] = [toCase(operation, DATES_BASELINE, ordered)];
  for (const field of dated) {
    const values = field.kind === "day" ? IMPOSSIBLE_DAYS : IMPOSSIBLE_INSTANTS;
    for (const value of values) {
      cases.push({
        ...toCase(operation, `date ${field.name}=${value}`, set(ordered, field.name, value)),
        expect: { field: field.name },
      });
    }
  }
  for (const period of periods) {
    const wrong = (label: string, start: number, end: number, expect?: Expectation) => {
      const input = set(
        set(ordered, period.start, valueAt(period.kind, start)),
        period.end,
        valueAt(period.kind, end),
      );
      cases.push({
        ...toCase(operation, `period ${period.start}..${period.end} ${label}`, input),
        ...(expect ? { expect } : {}),
      });
    };
    const order = { field: period.end, errorCodes: ["request.period.order"] };
    wrong("end a day before the start", START, START - DAY_MS, order);
    wrong("end a year before the start", START, START - 366 * DAY_MS, order);
    if (period.kind === "instant") wrong("end at the start", START, START, order);
    if (period.maxDays !== undefined) {
      const span = period.kind === "day" ? period.maxDays - 1 : period.maxDays;
      const long = { field: period.start, errorCodes: ["request.period.too.long"] };
      wrong(`one day more than ${period.maxDays} days`, START, START + (span + 1) * DAY_MS, long);
      wrong("ten years", START, START + 3653 * DAY_MS, long);
      // The longest period allowed is no period error: labelled so the test can check it.
      wrong(`exactly ${period.maxDays} days`, START, START + span * DAY_MS);
    }
  }
  return cases;
}

let keys = 0;

function toCase(operation: Operation, label: string, input: Input): FuzzCase {
  const search = Object.entries(input.query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = operation.parameters.find((p) => p.in === "path" && p.name === name);
    return encodeURIComponent(String(validValue(param?.schema ?? { type: "string" }, 1)));
  });
  keys += 1;
  const hasBody = operation.method !== "GET" && operation.method !== "DELETE";
  return {
    label,
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    headers:
      operation.method === "GET"
        ? {}
        : { "idempotency-key": `00000000-0000-4000-9000-${keys.toString(16).padStart(12, "0")}` },
    ...(hasBody && input.body !== undefined
      ? { payload: JSON.stringify(input.body), contentType: "application/json" }
      : {}),
  };
}
