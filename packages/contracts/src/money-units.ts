/*
 * Amounts between their wire text and bigint minor units: plain functions without schemas, kept
 * apart from money.ts so a page reads them without loading zod (decision 100).
 */

/**
 * "12.5" with 2 decimals -> 1250n. Undefined when the text is not a plain non-negative decimal
 * or has more decimals than the currency allows.
 */
export function parseMoney(text: string, decimals: number): bigint | undefined {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > decimals) return undefined;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

/** 1250n with 2 decimals -> "12.50"; negative amounts keep their sign. */
export function formatMoney(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = decimals > 0 ? `.${(abs % scale).toString().padStart(decimals, "0")}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}
