import { z } from "zod";

/**
 * Days, moments and the periods between them, as every call reads them. The format alone is not
 * enough: 2026-02-30 or 25:00 have the shape of a day or a time but are none, and reach the
 * database as an error, so each is refused here as 400 naming its field.
 */

/** A calendar day, yyyy-MM-dd (read in the brand's time zone); impossible days are refused. */
export const LocalDate = z.iso.date();

/** A moment with its offset (2026-03-01T10:00:00Z, 2026-03-01T07:00:00-03:00); impossible ones refused. */
export const Instant = z.iso.datetime({ offset: true });

/** A day written yyyyMMdd (a draw's numero); impossible days are refused. */
export const CompactDay = z
  .string()
  .regex(/^\d{8}$/)
  .refine((day) => LocalDate.safeParse(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`).success);

/** The longest period (days, both ends included) a report or a record may cover. */
export const REPORT_MAX_DAYS = 93;

/** What a refused period answers (400, naming the field): the end before the start, or too long. */
export const PERIOD_ERRORS = { order: "request.period.order", length: "request.period.too.long" } as const;

/**
 * A period between two fields of a request. `day` fields hold days (the end may equal the start,
 * both ends count); `instant` fields hold moments (the end must come after the start).
 * `maxDays` is the most days a period may cover; absent: any length.
 */
export interface PeriodRule {
  start: string;
  end: string;
  kind: "day" | "instant";
  maxDays?: number;
}

const DAY_MS = 86_400_000;

/** Where a period is wrong, or undefined: the end before the start, or a period too long. */
export function periodProblem(
  rule: PeriodRule,
  start: unknown,
  end: unknown,
): "order" | "length" | undefined {
  if (typeof start !== "string" || typeof end !== "string") return undefined;
  const from = Date.parse(rule.kind === "day" ? `${start}T00:00:00Z` : start);
  const to = Date.parse(rule.kind === "day" ? `${end}T00:00:00Z` : end);
  if (Number.isNaN(from) || Number.isNaN(to)) return undefined;
  if (rule.kind === "day" ? to < from : to <= from) return "order";
  const days = Math.floor((to - from) / DAY_MS) + (rule.kind === "day" ? 1 : 0);
  if (rule.maxDays !== undefined && days > rule.maxDays) return "length";
  return undefined;
}

/**
 * The schema with its period checked: the end before the start is refused on the end field, a
 * period longer than `maxDays` on the start field, as `request.period.order` and `request.period.too.long`. The rule is
 * in the API document (`x-period`), so clients and tests know it. Apply it last: a refined object
 * cannot be extended.
 */
export function withPeriod<T extends z.ZodObject>(schema: T, rule: PeriodRule): T {
  return schema
    .superRefine((value, ctx) => {
      const record = value as Record<string, unknown>;
      const problem = periodProblem(rule, record[rule.start], record[rule.end]);
      if (!problem) return;
      ctx.addIssue({
        code: "custom",
        path: [problem === "order" ? rule.end : rule.start],
        message: problem === "order" ? `${rule.end} before ${rule.start}` : `more than ${rule.maxDays} days`,
        params: { errorCode: PERIOD_ERRORS[problem], ...(rule.maxDays ? { days: rule.maxDays } : {}) },
      });
    })
    .meta({ "x-period": rule });
}
