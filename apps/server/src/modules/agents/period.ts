import { AppError } from "../../platform/errors.js";
import { localDay } from "../../platform/time-zones.js";

/** Longest period a report may cover. */
export const MAX_REPORT_DAYS = 93;

/** Today's date (yyyy-MM-dd) in a time zone. */
export function localToday(timeZone: string, at = new Date()): string {
  return localDay(at, timeZone);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 2026-02-30 has the shape of a day but is none. */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A report's days: both given, or the last 7 days up to today (brand time zone). The end must not
 * precede the start and the span stays within MAX_REPORT_DAYS.
 */
export function reportPeriod(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  timeZone: string,
): { from: string; to: string } {
  const to = query.endDate ?? localToday(timeZone);
  const from = query.startDate ?? addDays(to, -6);
  const span = daysBetween(from, to);
  if (
    !isCalendarDay(from) ||
    !isCalendarDay(to) ||
    Number.isNaN(span) ||
    span < 0 ||
    span >= MAX_REPORT_DAYS
  ) {
    throw new AppError("agent.period.invalid", { days: MAX_REPORT_DAYS }, { field: "startDate" });
  }
  return { from, to };
}
