import type { Language } from "@jogada/contracts";

/**
 * An amount from the wire ("1234.50") shown with Intl in the brand currency's decimals, with the
 * brand's symbol (default P). The number is only for display; amounts sent back stay strings.
 */
export function formatAmount(amount: string, language: Language, symbol = "P", decimals = 2): string {
  const formatted = new Intl.NumberFormat(language === "PT" ? "pt-BR" : "en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(amount));
  return `${symbol} ${formatted}`;
}

/** What a person typed, as the wire's decimal string, or null when it is not a plain amount. */
export function normaliseAmount(text: string): string | null {
  const cleaned = text.trim().replace(",", ".");
  return /^\d{1,13}(\.\d{1,8})?$/.test(cleaned) ? cleaned : null;
}
