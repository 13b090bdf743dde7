import type { DrawCalendar, IntervalCalendar, Station, Weekday } from "./calendar-data.js";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Far enough to find the next draw of any calendar (a monthly one skips at most ~16 days). */
const SCAN_DAYS = 400;

/** One draw of a calendar. Times are epoch milliseconds. */
export interface ScheduledDraw {
  game: string;
  /** The station drawing (VN calendars); absent for single-draw games. */
  station?: Station;
  drawAt: number;
  /** drawAt - closeBeforeMs: bets are accepted strictly before this instant. */
  closeAt: number;
  /** The local day "YYYYMMDD", with "-NNNN" (draw of the day, from 0001) for fast games. */
  numero: string;
  /** Stable id: `${game}:${numero}`, or `${game}:${station}:${numero}` when a day has several stations. */
  id: string;
}

function minutesOf(time: string): number {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(time);
  if (!match) throw new RangeError(`time must be HH:MM, got ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "YYYYMMDD" of a local day given as days since 1970-01-01 (local). */
function dayLabel(localDay: number): string {
  const d = new Date(localDay * DAY);
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

function labelDay(label: string): number | null {
  const match = /^([0-9]{4})([0-9]{2})([0-9]{2})$/.exec(label);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayLabel(ms / DAY) === label ? ms / DAY : null;
}

/** The stations drawing on a local day (an empty list when none; one unnamed draw when no stations). */
function drawsOfDay(calendar: DrawCalendar, localDay: number): (Station | undefined)[] {
  if (calendar.kind === "interval") return [];
  const date = new Date(localDay * DAY);
  if (calendar.kind === "monthly") return calendar.daysOfMonth.includes(date.getUTCDate()) ? [undefined] : [];
  const weekday = date.getUTCDay() as Weekday;
  if (!calendar.weekdays.includes(weekday)) return [];
  return calendar.stations ? [...(calendar.stations[weekday] ?? [])] : [undefined];
}

/** True when some day has more than one station, so ids must name the station. */
export function hasSeveralStations(calendar: DrawCalendar): boolean {
  return calendar.kind === "weekly" && Object.values(calendar.stations ?? {}).some((list) => list.length > 1);
}

function scheduled(
  calendar: DrawCalendar,
  drawAt: number,
  numero: string,
  closeBeforeMs: number,
  station?: Station,
) {
  const named = station && hasSeveralStations(calendar);
  const id = named ? `${calendar.game}:${station.code}:${numero}` : `${calendar.game}:${numero}`;
  const draw: ScheduledDraw = { game: calendar.game, drawAt, closeAt: drawAt - closeBeforeMs, numero, id };
  if (station) draw.station = station;
  return draw;
}

function intervalDraw(calendar: IntervalCalendar, drawAt: number, closeBeforeMs: number): ScheduledDraw {
  const period = calendar.everyMinutes * MINUTE;
  const local = drawAt + calendar.utcOffsetMinutes * MINUTE;
  const day = Math.floor(local / DAY);
  const index = Math.round((local - day * DAY) / period) + 1;
  return scheduled(calendar, drawAt, `${dayLabel(day)}-${String(index).padStart(4, "0")}`, closeBeforeMs);
}

/**
 * The next `count` draws strictly after `afterMs`, in time order (stations of one day in their
 * listed order). `closeBeforeMs` sets each draw's close time.
 */
export function drawsAfter(
  calendar: DrawCalendar,
  afterMs: number,
  count: number,
  closeBeforeMs = 0,
): ScheduledDraw[] {
  const out: ScheduledDraw[] = [];
  const offset = calendar.utcOffsetMinutes * MINUTE;
  if (calendar.kind === "interval") {
    const period = calendar.everyMinutes * MINUTE;
    let local = Math.floor((afterMs + offset) / period) * period + period;
    while (out.length < count) {
      out.push(intervalDraw(calendar, local - offset, closeBeforeMs));
      local += period;
    }
    return out;
  }
  const at = minutesOf(calendar.time) * MINUTE;
  const firstDay = Math.floor((afterMs + offset) / DAY);
  for (let day = firstDay; out.length < count && day < firstDay + SCAN_DAYS + count * 31; day++) {
    const drawAt = day * DAY + at - offset;
    if (drawAt <= afterMs) continue;
    for (const station of drawsOfDay(calendar, day)) {
      if (out.length === count) break;
      out.push(scheduled(calendar, drawAt, dayLabel(day), closeBeforeMs, station));
    }
  }
  return out;
}

export function nextDraw(calendar: DrawCalendar, afterMs: number, closeBeforeMs = 0): ScheduledDraw {
  return drawsAfter(calendar, afterMs, 1, closeBeforeMs)[0]!;
}

/**
 * The next `count` draws still taking bets at `nowMs` (closeAt > nowMs): the draw about to happen
 * is skipped once its betting has closed.
 */
export function openDraws(
  calendar: DrawCalendar,
  nowMs: number,
  count: number,
  closeBeforeMs: number,
): ScheduledDraw[] {
  return drawsAfter(calendar, nowMs + Math.max(0, closeBeforeMs), count, closeBeforeMs);
}

export function closeTime(drawAt: number, closeBeforeMs: number): number {
  return drawAt - closeBeforeMs;
}

/** True while bets on the draw are accepted. */
export function isDrawOpen(draw: ScheduledDraw, nowMs: number): boolean {
  return nowMs < draw.closeAt;
}

/**
 * The draw(s) a numero names, or an empty list when the calendar has no draw then (a wrong day,
 * a draw index past the day's last). Several for a VN day with several stations.
 */
export function drawsOfNumero(calendar: DrawCalendar, numero: string, closeBeforeMs = 0): ScheduledDraw[] {
  const offset = calendar.utcOffsetMinutes * MINUTE;
  if (calendar.kind === "interval") {
    const match = /^([0-9]{8})-([0-9]{4})$/.exec(numero);
    const day = match ? labelDay(match[1]!) : null;
    const index = match ? Number(match[2]) : 0;
    if (day === null || index < 1 || index > (24 * 60) / calendar.everyMinutes) return [];
    return [
      intervalDraw(
        calendar,
        day * DAY + (index - 1) * calendar.everyMinutes * MINUTE - offset,
        closeBeforeMs,
      ),
    ];
  }
  const day = labelDay(numero);
  if (day === null) return [];
  const drawAt = day * DAY + minutesOf(calendar.time) * MINUTE - offset;
  return drawsOfDay(calendar, day).map((station) =>
    scheduled(calendar, drawAt, numero, closeBeforeMs, station),
  );
}

/** The draw an id names (`drawId` as made by this module), or null when it is no draw of the calendar. */
export function drawOfId(calendar: DrawCalendar, id: string, closeBeforeMs = 0): ScheduledDraw | null {
  const parts = id.split(":");
  if (parts[0] !== calendar.game) return null;
  const numero = parts[parts.length - 1]!;
  return drawsOfNumero(calendar, numero, closeBeforeMs).find((d) => d.id === id) ?? null;
}
