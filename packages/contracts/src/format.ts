import type { Language } from "./language.js";

/**
 * The one way the product shows money and time, shared by the site, the game frame's messages
 * and the server's error texts. Amounts: the brand currency's symbol and decimals with the
 * language's separators ("P 1.234,50" in PT, "P 1,234.50" in EN). Times: `yyyy-MM-dd HH:mm:ss`
 * (SPEC §2) on a 24-hour clock in the brand's time zone, the same in both languages.
 */
export interface CurrencyStyle {
  symbol: string;
  decimals: number;
}

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  PT: { group: ".", decimal: "," },
  EN: { group: ",", decimal: "." },
};

/**
 * A wire amount ("1234.5", "-10", or minor units as a bigint) as the player reads it. Exact:
 * decimal strings are rounded half away from zero with bigint arithmetic, never through a float.
 * Text that is not a number is returned as it is.
 */
export function formatAmount(
  amount: string | number,
  language: Language,
  symbol = "P",
  decimals = 2,
): string {
  const text = typeof amount === "number" ? String(amount) : amount.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && !match[3])) return text;
  const [, sign = "", whole = "", fraction = ""] = match;
  const scale = 10n ** BigInt(decimals);
  let minor = BigInt(whole || "0") * scale + BigInt(fraction.slice(0, decimals).padEnd(decimals, "0") || "0");
  if ((fraction[decimals] ?? "0") >= "5") minor += 1n;
  return formatMinor(sign === "-" ? -minor : minor, language, symbol, decimals);
}

/** Minor units (1250n with 2 decimals) as the player reads them: "P 12,50" in PT. */
export function formatMinor(minor: bigint, language: Language, symbol = "P", decimals = 2): string {
  const { group, decimal } = SEPARATORS[language];
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(decimals);
  const whole = (abs / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = decimals > 0 ? `${decimal}${(abs % scale).toString().padStart(decimals, "0")}` : "";
  const number = `${whole}${fraction}`;
  return `${negative ? "-" : ""}${symbol ? `${symbol} ` : ""}${number}`;
}

// Intl formatters are costly to build (ICU objects): one per language, digits or zone, kept.
const numberFormatters = new Map<string, Intl.NumberFormat>();

/** A plain number (a count, odds, a percentage) with the language's separators. */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  const key = `${language}|${maximumFractionDigits}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === "PT" ? "pt-BR" : "en-US", { maximumFractionDigits });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

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

/**
 * `yyyy-MM-dd HH:mm:ss` in the brand's time zone (an unknown zone falls back to UTC); an
 * unreadable date gives an empty string.
 */
export function formatDateTime(value: string | number | Date, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = dateTimeFormatter(timeZone);
  } catch {
    formatter = dateTimeFormatter("UTC");
  }
  const part: Record<string, string> = {};
  for (const { type, value: text } of formatter.formatToParts(date)) part[type] = text;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The day of a moment, `yyyy-MM-dd`, in the brand's time zone; a plain day is kept as it is. */
export function formatDate(value: string | number | Date, timeZone: string): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return formatDateTime(value, timeZone).slice(0, 10);
}

/** How a date input asks for a day, in the display format: "aaaa-mm-dd" in PT. */
export const DATE_INPUT_PLACEHOLDER: Record<Language, string> = { PT: "aaaa-mm-dd", EN: "yyyy-mm-dd" };
