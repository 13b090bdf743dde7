/**
 * Decimal strings on the wire, bigint minor units inside (DESIGN.md §3). Written here because it
 * is a few lines and must refuse, not round, an amount finer than the currency allows.
 */
export function toMinor(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d{1,15})(?:\.(\d{1,4}))?$/.exec(amount);
  if (!match) return undefined;
  const fraction = match[2] ?? "";
  if (fraction.replace(/0+$/, "").length > decimals) return undefined;
  return (
    BigInt(match[1]!) * 10n ** BigInt(decimals) +
    BigInt(fraction.padEnd(decimals, "0").slice(0, decimals) || "0")
  );
}

export function toMajor(minor: bigint | string | number, decimals: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(decimals);
  const whole = abs / unit;
  const text = decimals === 0 ? `${whole}` : `${whole}.${String(abs % unit).padStart(decimals, "0")}`;
  return negative ? `-${text}` : text;
}

/** The catalogue keeps stakes in hundredths whatever the brand's currency. */
export const CATALOGUE_DECIMALS = 2;
