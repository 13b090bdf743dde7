/** The quick periods of the record pages; "custom" takes the two dates the reader picks. */
export const PERIODS = [
  "today",
  "yesterday",
  "thisWeek",
  "lastWeek",
  "thisMonth",
  "lastMonth",
  "custom",
] as const;
export type Period = (typeof PERIODS)[number];

export interface DateRange {
  /** `yyyy-MM-dd`, both ends included. */
  startDate: string;
  endDate: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const plus = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * The dates of a quick period around `today` (a `yyyy-MM-dd` in the brand's time zone); weeks
 * start on Monday.
 */
export function periodRange(period: Exclude<Period, "custom">, today: string): DateRange {
  const now = new Date(`${today}T00:00:00Z`);
  const weekday = (now.getUTCDay() + 6) % 7;
  switch (period) {
    case "today":
      return { startDate: today, endDate: today };
    case "yesterday": {
      const y = day(plus(now, -1));
      return { startDate: y, endDate: y };
    }
    case "thisWeek":
      return { startDate: day(plus(now, -weekday)), endDate: today };
    case "lastWeek":
      return { startDate: day(plus(now, -weekday - 7)), endDate: day(plus(now, -weekday - 1)) };
    case "thisMonth":
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case "lastMonth": {
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
      return { startDate: day(first), endDate: day(last) };
    }
  }
}

/** Today's date in a time zone, `yyyy-MM-dd`. */
export function todayIn(timeZone: string, at = new Date()): string {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(at);
  } catch {
    return day(at);
  }
}
