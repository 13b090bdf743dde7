import type { ContractKind, DividendPeriod } from "@jogada/contracts";
import { localMidnight } from "../../platform/time-zones.js";
import { addDays, localToday } from "./period.js";

export { localMidnight };

/** One settlement period: UTC instants, and its local days for day-based kinds. */
export interface Period {
  start: Date;
  end: Date;
  days?: { from: string; to: string };
}

const SLOT_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

function dayPeriod(from: string, to: string, timeZone: string): Period {
  return {
    start: localMidnight(from, timeZone),
    end: localMidnight(addDays(to, 1), timeZone),
    days: { from, to },
  };
}

function lastDayOfMonth(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The dividend period holding a local day. */
export function dividendPeriodOf(day: string, period: DividendPeriod, timeZone: string): Period {
  const month = day.slice(0, 8);
  if (period === "monthly") return dayPeriod(`${month}01`, lastDayOfMonth(day), timeZone);
  if (period === "semimonthly") {
    return Number(day.slice(8)) <= 15
      ? dayPeriod(`${month}01`, `${month}15`, timeZone)
      : dayPeriod(`${month}16`, lastDayOfMonth(day), timeZone);
  }
  // Weeks run Monday to Sunday.
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(day, -weekday);
  return dayPeriod(monday, addDays(monday, 6), timeZone);
}

/** The period of a kind that holds an instant. */
export function periodAt(
  kind: ContractKind,
  at: Date,
  timeZone: string,
  dividendPeriod: DividendPeriod = "semimonthly",
): Period {
  const ms = at.getTime();
  if (kind === "realtime") {
    const start = Math.floor(ms / SLOT_MS) * SLOT_MS;
    return { start: new Date(start), end: new Date(start + SLOT_MS) };
  }
  if (kind === "hourly") {
    const start = Math.floor(ms / HOUR_MS) * HOUR_MS;
    return { start: new Date(start), end: new Date(start + HOUR_MS) };
  }
  const day = localToday(timeZone, at);
  if (kind === "daily") return dayPeriod(day, day, timeZone);
  return dividendPeriodOf(day, dividendPeriod, timeZone);
}

/**
 * Periods of a kind that ended (plus `delayMs`) by `now` and come after `after` (the end of the
 * last settled one), oldest first, at most `max`. Without a previous settlement only the latest
 * ended period is due.
 */
export function duePeriods(input: {
  kind: ContractKind;
  now: Date;
  after: Date | undefined;
  timeZone: string;
  delayMs: number;
  dividendPeriod?: DividendPeriod;
  max: number;
}): Period[] {
  const { kind, timeZone, dividendPeriod } = input;
  const due: Period[] = [];
  // Walk back from the period before the current one.
  let cursor = periodAt(kind, new Date(input.now.getTime() - input.delayMs), timeZone, dividendPeriod);
  cursor = periodAt(kind, new Date(cursor.start.getTime() - 1), timeZone, dividendPeriod);
  while (due.length < input.max) {
    if (cursor.end.getTime() + input.delayMs > input.now.getTime()) break;
    if (input.after && cursor.start.getTime() < input.after.getTime()) break;
    due.unshift(cursor);
    if (!input.after) break;
    cursor = periodAt(kind, new Date(cursor.start.getTime() - 1), timeZone, dividendPeriod);
  }
  return due;
}
