import type { Language } from "@jogada/contracts";
import { formatDateTime } from "../../shared/lib/format-date";
import { formatAmount } from "../../shared/lib/money";

/** The staff see times in the platform's zone unless the brand says otherwise. */
export const STAFF_TIME_ZONE = "America/Sao_Paulo";

/** An amount from the wire in the staff's language, with its currency code (brands differ). */
export function money(amount: string | null | undefined, language: Language, currency = ""): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  return formatAmount(amount, language, currency, 2).trim();
}

/** `yyyy-MM-dd hh:mm:ss`, as on the player site. */
export function dateTime(value: string | null | undefined, timeZone = STAFF_TIME_ZONE): string {
  if (!value) return "—";
  return formatDateTime(value, timeZone) || "—";
}

/** A whole number with the language's grouping. */
export function count(value: number, language: Language): string {
  return new Intl.NumberFormat(language === "PT" ? "pt-BR" : "en-US").format(value);
}
