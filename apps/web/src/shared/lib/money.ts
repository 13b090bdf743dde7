/** The site's one money rule lives in the contracts, shared with the server and the game frame. */
export { formatAmount, formatMinor } from "@jogada/contracts";

/** What a person typed, as the wire's decimal string, or null when it is not a plain amount. */
export function normaliseAmount(text: string): string | null {
  const cleaned = text.trim().replace(",", ".");
  return /^\d{1,13}(\.\d{1,8})?$/.test(cleaned) ? cleaned : null;
}
