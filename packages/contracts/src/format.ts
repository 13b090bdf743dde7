/**
 * The one way the product shows money, shared by the site, the console, the game frame's
 * messages, notifications and the server's error texts. Amounts: the brand currency's symbol
 * (configuration) and decimals, laid out by `Intl.NumberFormat` for the reader's language (where
 * the symbol goes, the separators), with a non-breaking space between symbol and number so a line
 * never breaks inside an amount: "P 1.234,50" in PT, "P 1,234.50" in EN, "1.234,50 P" in VI.
 * Times: clock.ts.
 */
export interface CurrencyStyle {
  symbol: string;
  decimals: number;
}

/** Between the symbol and the number: a line never breaks there. */
export const NBSP = "\u00a0";

/**
 * The Intl locale of each language code the platform ships (PT is Brazilian Portuguese, ZH is
 * Simplified Chinese). Any other code is read as its own lower-case locale, and an unknown one
 * falls back to English, so a language added later formats before it is listed here.
 */
export const LANGUAGE_LOCALES: Readonly<Record<string, string>> = {
  PT: "pt-BR",
  EN: "en",
  VI: "vi",
  TH: "th",
  ZH: "zh-Hans",
  ID: "id",
  ES: "es",
};

const checkedLocales = new Map<string, string>();

/** The Intl locale of a language code ("PT" → "pt-BR"); English for a code Intl does not know. */
export function localeOf(language: string): string {
  const code = language.trim().toUpperCase();
  let locale = checkedLocales.get(code);
  if (locale === undefined) {
    locale = LANGUAGE_LOCALES[code] ?? code.toLowerCase();
    try {
      if (Intl.NumberFormat.supportedLocalesOf([locale]).length === 0) locale = "en";
    } catch {
      locale = "en";
    }
    checkedLocales.set(code, locale);
  }
  return locale;
}

// Intl formatters are costly to build (ICU objects): one per language, digits or zone, kept.
const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(key: string, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A currency pattern of the language with `decimals` digits. The ISO code only places the symbol
 * (the language's rule for a currency symbol); the symbol shown is always the brand's own.
 */
function moneyFormatter(language: string, decimals: number, grouping = true): Intl.NumberFormat {
  const locale = localeOf(language);
  return numberFormatter(`money|${locale}|${decimals}|${grouping}`, locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "code",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  });
}

const AMOUNT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A wire amount ("1234.5", "-10") as Intl reads it exactly (a decimal string, never a float). */
function exactText(amount: string | number): string | null {
  const text = typeof amount === "number" ? String(amount) : amount.trim();
  const match = AMOUNT.exec(text);
  if (!match || (match[2] === "" && !match[3])) return null;
  const [, sign = "", whole = "", fraction = ""] = match;
  return `${sign === "-" ? "-" : ""}${whole || "0"}${fraction ? `.${fraction}` : ""}`;
}

function laidOut(exact: string, language: string, symbol: string, decimals: number, grouping = true): string {
  const parts = moneyFormatter(language, decimals, grouping).formatToParts(
    exact as unknown as number, // Intl.NumberFormat reads a decimal string exactly (ES2023).
  );
  const kept = symbol
    ? parts
    : parts.filter((part, i) => part.type !== "currency" && !isSpaceNextTo(parts, i, "currency"));
  let text = "";
  for (let i = 0; i < kept.length; i++) {
    const part = kept[i]!;
    if (part.type === "currency") {
      const before = kept[i - 1];
      const after = kept[i + 1];
      // The symbol touches the number: a non-breaking space between them, whatever the locale wrote.
      if (before && before.type !== "literal" && before.type !== "minusSign" && before.type !== "plusSign")
        text += NBSP;
      text += symbol;
      if (after && after.type !== "literal") text += NBSP;
    } else if (part.type === "literal" && /^\s+$/u.test(part.value) && isNextToCurrency(kept, i)) {
      text += NBSP;
    } else {
      text += part.value;
    }
  }
  return text.trim();
}

function isNextToCurrency(parts: Intl.NumberFormatPart[], i: number): boolean {
  return parts[i - 1]?.type === "currency" || parts[i + 1]?.type === "currency";
}

function isSpaceNextTo(parts: Intl.NumberFormatPart[], i: number, type: string): boolean {
  const part = parts[i]!;
  return (
    part.type === "literal" &&
    /^\s+$/u.test(part.value) &&
    (parts[i - 1]?.type === type || parts[i + 1]?.type === type)
  );
}

/**
 * A wire amount ("1234.5", "-10") as the reader reads it, in the brand's symbol and decimals.
 * Exact: rounded half away from zero on the decimal text, never through a float. Text that is not
 * a number is returned as it is. An empty symbol gives the number alone, for columns whose
 * heading names the currency.
 */
export function formatAmount(amount: string | number, language: string, symbol = "P", decimals = 2): string {
  const exact = exactText(amount);
  if (exact === null) return typeof amount === "number" ? String(amount) : amount.trim();
  return laidOut(exact, language, symbol, decimals);
}

/** Minor units (1250n with 2 decimals) as the reader reads them: "P 12,50" in PT. */
export function formatMinor(minor: bigint, language: string, symbol = "P", decimals = 2): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, "0");
  const whole = decimals > 0 ? digits.slice(0, -decimals) : digits;
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : "";
  return formatAmount(`${negative ? "-" : ""}${whole}${fraction}`, language, symbol, decimals);
}

/**
 * An amount as a person types it back into an input: the language's decimal mark, no grouping,
 * no symbol ("2,50" in PT, "2.50" in EN). What `readAmountInput` reads without a question.
 */
export function amountInputText(amount: string | number, language: string, decimals = 2): string {
  const exact = exactText(amount);
  if (exact === null) return "";
  return laidOut(exact, language, "", decimals, false);
}

/** A plain number (a count, odds, a percentage) with the language's separators. */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  const locale = localeOf(language);
  return numberFormatter(`number|${locale}|${maximumFractionDigits}`, locale, {
    maximumFractionDigits,
  }).format(value);
}

/** The decimal mark and the grouping mark the language writes numbers with. */
export function numberMarks(language: string): { decimal: string; group: string } {
  const parts = numberFormatter(`marks|${localeOf(language)}`, localeOf(language), {
    minimumFractionDigits: 1,
  }).formatToParts(12345.5);
  return {
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
    group: parts.find((part) => part.type === "group")?.value ?? ",",
  };
}
