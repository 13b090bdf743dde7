import { formatAmount, type Language, zoneLabel } from "@jogada/contracts";
import { formatDateTime } from "../../shared/lib/format-date";

/**
 * The brand the console runs for, as its site info says: the staff read times on the brand's
 * clock (the one its players read, labelled in the top bar) and its money with the brand's symbol.
 * Set by the shell before any screen renders; UTC and the bare code until then.
 */
interface ConsoleBrand {
  timeZone: string;
  currency: { code: string; symbol: string; decimals: number } | null;
}

let brand: ConsoleBrand = { timeZone: "UTC", currency: null };

export function setConsoleBrand(next: ConsoleBrand): void {
  brand = next;
}

/** The console's clock and its label ("Brasília (GMT-3)"). */
export function consoleClock(): { timeZone: string; label: string } {
  return { timeZone: brand.timeZone, label: zoneLabel(brand.timeZone) };
}

/**
 * An amount from the wire in the staff's language. With the brand's currency code: its symbol, as
 * players read it ("P 10,00"); another brand's code stays a code; none: the number alone, for
 * columns whose heading names the currency.
 */
export function money(amount: string | null | undefined, language: Language, currency = ""): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  const own = brand.currency;
  if (own && currency === own.code) return formatAmount(amount, language, own.symbol, own.decimals);
  return formatAmount(amount, language, currency, own?.decimals ?? 2);
}

/** `yyyy-MM-dd hh:mm:ss` on the brand's clock, as on the player site. */
export function dateTime(value: string | null | undefined, timeZone = brand.timeZone): string {
  if (!value) return "—";
  return formatDateTime(value, timeZone) || "—";
}

/** A whole number with the language's grouping. */
export function count(value: number, language: Language): string {
  return new Intl.NumberFormat(language === "PT" ? "pt-BR" : "en-US").format(value);
}
