/**
 * Local days and zone offsets of instants, for the brands' time zones.
 *
 * An Intl.DateTimeFormat is costly to build: tens of microseconds, and about 27 kB of native
 * (ICU) memory that V8 does not count and frees only when it happens to collect the wrapper. Built
 * per call in the jobs that read every settled bet, it made the server's resident memory grow by
 * hundreds of MB under load. So one formatter per zone is kept for the life of the process (a
 * platform has a handful of zones), and a local day is remembered per quarter hour: every zone's
 * offset is a whole number of quarter hours, so a day never starts inside one.
 */

import { dateTimeFormatter } from "@jogada/contracts";

const QUARTER_HOUR_MS = 15 * 60_000;
const REMEMBERED_DAYS = 20_000;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const days = new Map<string, string>();

/** The zone's formatter of local days (yyyy-MM-dd), built on first use. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let kept = dayFormatters.get(timeZone);
  if (!kept) {
    kept = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, kept);
  }
  return kept;
}

/** The local day (yyyy-MM-dd) of an instant in a time zone. */
export function localDay(at: Date | number, timeZone: string): string {
  const ms = typeof at === "number" ? at : at.getTime();
  const key = `${timeZone}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  let day = days.get(key);
  if (day === undefined) {
    day = dayFormatter(timeZone).format(ms);
    if (days.size >= REMEMBERED_DAYS) days.clear();
    days.set(key, day);
  }
  return day;
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich), to the second. */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of dateTimeFormatter(timeZone).formatToParts(at)) part[type] = Number(value);
  const asUtc = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant a local day starts (midnight there). */
export function localMidnight(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = guess - zoneOffsetMs(timeZone, guess);
  return new Date(guess - zoneOffsetMs(timeZone, first));
}
