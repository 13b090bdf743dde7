import { type AmountInput, parseMoney, readAmountInput } from "@jogada/contracts";

/** Enough decimals to compare any currency's amounts exactly. */
export const COMPARE_DECIMALS = 8;

/**
 * An amount typed in the staff's language, a debit with "-", as the wire's text ("-1500.50"), or
 * why it is refused: a grouping mark is never read as a decimal one ("1.000" is no credit of 1 in PT).
 */
export function typedAdjustment(text: string, language: string): AmountInput {
  const trimmed = text.trim();
  const debit = trimmed.startsWith("-");
  const read = readAmountInput(debit ? trimmed.slice(1) : trimmed, language, COMPARE_DECIMALS);
  return read.ok && debit ? { ok: true, value: `-${read.value}` } : read;
}

/** Whether an amount typed as text (a debit with "-") is above the limit, by size. */
export function aboveLimit(amount: string, limit: string, language: string): boolean {
  const read = typedAdjustment(amount, language);
  const typed = read.ok ? parseMoney(read.value.replace(/^-/, ""), COMPARE_DECIMALS) : undefined;
  const bound = parseMoney(limit, COMPARE_DECIMALS);
  return typed !== undefined && bound !== undefined && typed > bound;
}
