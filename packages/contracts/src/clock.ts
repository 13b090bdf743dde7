import type { Language } from "./language.js";

/**
 * The one way the product shows time: every moment a player, an agent or a member of staff reads
 * is in the brand's time zone (brand configuration, an IANA zone), `yyyy-MM-dd HH:mm:ss` on a
 * 24-hour clock, the same in every language (SPEC §2). Where a reader could take it for another
 * clock (draw times, countdowns, records, notices) it carries the zone's label, "Brasília
 * (GMT-3)". A draw held in another market's zone shows both clocks. Files (CSV) carry ISO 8601
 * with the zone's offset, which no spreadsheet can misread.
 */

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone (built on first use, kept: each costs tens of microseconds and native
 * memory) giving a moment's year, month, day, hour (00-23), minute and second there as parts.
 * Throws a RangeError for an unknown zone.
 */
export function dateTimeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone of the IANA database this runtime knows ("America/Sao_Paulo", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  if (!/^(UTC|Etc\/[A-Za-z0-9+-]+|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(timeZone)) return false;
  try {
    dateTimeFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsIn(date: Date, timeZone: string): Record<string, string> {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = dateTimeFormatter(timeZone);
  } catch {
    formatter = dateTimeFormatter("UTC");
  }
  const part: Record<string, string> = {};
  for (const { type, value } of formatter.formatToParts(date)) part[type] = value;
  return part;
}

/**
 * `yyyy-MM-dd HH:mm:ss` in the brand's time zone (an unknown zone falls back to UTC); an
 * unreadable date gives an empty string.
 */
export function formatDateTime(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return "";
  const part = partsIn(date, timeZone);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The day of a moment, `yyyy-MM-dd`, in the brand's time zone; a plain day is kept as it is. */
export function formatDate(value: string | number | Date, timeZone: string): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return formatDateTime(value, timeZone).slice(0, 10);
}

/** `HH:mm` of a moment in a zone. */
export function formatClock(value: string | number | Date, timeZone: string): string {
  return formatDateTime(value, timeZone).slice(11, 16);
}

/** The zone's offset from UTC at a moment, in minutes (east positive). */
export function offsetMinutes(timeZone: string, at: number | Date): number {
  const ms = typeof at === "number" ? at : at.getTime();
  const part = partsIn(new Date(ms), timeZone);
  const local = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
    Number(part.second),
  );
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** "GMT-3", "GMT+7", "GMT+5:30", "GMT" at a moment: what the offset is, in any language. */
export function offsetLabel(timeZone: string, at: number | Date = Date.now()): string {
  const minutes = offsetMinutes(timeZone, at);
  if (minutes === 0) return "GMT";
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${minutes < 0 ? "-" : "+"}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/**
 * The city a zone is named by where the product is sold: its players say "horário de Brasília"
 * (Brazil's official time, America/Sao_Paulo) and "giờ Hà Nội". Place names are the same in
 * every language; a zone not listed is named by its offset alone.
 */
export const ZONE_CITIES: Readonly<Record<string, string>> = {
  "America/Sao_Paulo": "Brasília",
  "America/Bahia": "Salvador",
  "America/Manaus": "Manaus",
  "Asia/Manila": "Manila",
  "Asia/Ho_Chi_Minh": "Hà Nội",
  "Asia/Saigon": "Hà Nội",
  "Asia/Bangkok": "Bangkok",
  "Asia/Vientiane": "Vientiane",
  "Asia/Kuala_Lumpur": "Kuala Lumpur",
  "Asia/Jakarta": "Jakarta",
  "Asia/Shanghai": "Beijing",
  "Asia/Singapore": "Singapore",
  "Europe/Madrid": "Madrid",
  "Europe/Lisbon": "Lisboa",
  "America/Mexico_City": "Ciudad de México",
  UTC: "UTC",
};

/** The short name of a zone: its city, else its offset ("Brasília", "GMT+7"). */
export function zoneName(timeZone: string, at: number | Date = Date.now()): string {
  return ZONE_CITIES[timeZone] ?? offsetLabel(timeZone, at);
}

/** The label a time carries: "Brasília (GMT-3)", "GMT+7" for a zone without a city. */
export function zoneLabel(timeZone: string, at: number | Date = Date.now()): string {
  const city = ZONE_CITIES[timeZone];
  const offset = offsetLabel(timeZone, at);
  return city && city !== offset ? `${city} (${offset})` : offset;
}

/** `yyyy-MM-dd HH:mm:ss` followed by its zone's label: "2026-12-04 21:54:10 Brasília (GMT-3)". */
export function formatDateTimeLabelled(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return "";
  return `${formatDateTime(date, timeZone)} ${zoneLabel(timeZone, date)}`;
}

/**
 * A draw time held in a market's own zone, for a reader whose clock is the brand's:
 * "2026-12-05 18:15 Hà Nội · 08:15 Brasília" (the brand side gains its day when it is another);
 * one clock, labelled, when both zones read the same.
 */
export function formatMarketTime(
  value: string | number | Date,
  marketZone: string,
  brandZone: string,
): string {
  const date = toDate(value);
  if (!date) return "";
  const market = formatDateTime(date, marketZone).slice(0, 16);
  if (offsetMinutes(marketZone, date) === offsetMinutes(brandZone, date))
    return `${formatDateTime(date, brandZone).slice(0, 16)} ${zoneLabel(brandZone, date)}`;
  const brand = formatDateTime(date, brandZone).slice(0, 16);
  const brandSide = brand.slice(0, 10) === market.slice(0, 10) ? brand.slice(11) : brand;
  return `${market} ${zoneName(marketZone, date)} · ${brandSide} ${zoneName(brandZone, date)}`;
}

/** ISO 8601 with the zone's offset, to the second: "2026-12-04T21:54:10-03:00" (files, exports). */
export function isoInZone(value: string | number | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return "";
  const local = formatDateTime(date, timeZone).replace(" ", "T");
  const minutes = offsetMinutes(timeZone, date);
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local}${minutes < 0 ? "-" : "+"}${hh}:${mm}`;
}

/** How a date input asks for a day, in the display format: "aaaa-mm-dd" in PT. */
export const DATE_INPUT_PLACEHOLDER: Record<Language, string> = {
  PT: "aaaa-mm-dd",
  EN: "yyyy-mm-dd",
  VI: "nnnn-tt-nn",
  TH: "ปปปป-ดด-วว",
  ZH: "年-月-日",
  ID: "tttt-bb-hh",
  ES: "aaaa-mm-dd",
};
