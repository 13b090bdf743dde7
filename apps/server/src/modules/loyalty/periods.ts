import { localDay, localMidnight } from "../../platform/time-zones.js";

export { localDay };

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first local day of the period holding `at` (Monday for weeks, the 1st for months). */
export function periodStart(period: "daily" | "weekly" | "monthly", at: Date, timeZone: string): string {
  const day = localDay(at, timeZone);
  if (period === "daily") return day;
  if (period === "monthly") return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

/** The first local day after the period that starts on `start`. */
export function periodNext(period: "daily" | "weekly" | "monthly", start: string): string {
  if (period === "daily") return addDays(start, 1);
  if (period === "weekly") return addDays(start, 7);
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/** The instant a local day starts in a time zone (midnight there). */
export function dayStartsAt(day: string, timeZone: string): Date {
  return localMidnight(day, timeZone);
}

/** The cycle of a mission: its local day, the Monday of its week, or '' for one-off missions. */
export function missionCycle(period: "daily" | "weekly" | "once", at: Date, timeZone: string): string {
  if (period === "once") return "";
  return periodStart(period, at, timeZone);
}

/** When a mission's cycle ends; null for one-off missions. */
export function missionCycleEnd(
  period: "daily" | "weekly" | "once",
  cycle: string,
  timeZone: string,
): Date | null {
  if (period === "once") return null;
  return dayStartsAt(periodNext(period, cycle), timeZone);
}

export { addDays };
