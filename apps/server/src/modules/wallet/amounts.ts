import { type BrandConfig, formatMoney, moneyParam, parseMoney } from "@jogada/contracts";
import { AppError } from "../../platform/errors.js";

/**
 * A player's amount in the brand's currency: a positive decimal with at most the currency's
 * decimals, within [min, max] (major-unit strings from the brand settings).
 */
export function parseAmount(
  text: string,
  brand: BrandConfig,
  limits?: { min?: string; max?: string },
): bigint {
  const { decimals } = brand.currency;
  const amount = parseMoney(text, decimals);
  if (amount === undefined || amount <= 0n) {
    throw new AppError("wallet.amount.invalid", { decimals }, { field: "amount" });
  }
  if (limits?.min !== undefined) {
    const min = parseMoney(limits.min, decimals) ?? 0n;
    if (amount < min)
      throw new AppError("wallet.amount.below.minimum", {
        min: moneyParam(money(min, brand), brand.currency),
      });
  }
  if (limits?.max !== undefined) {
    const max = parseMoney(limits.max, decimals);
    if (max !== undefined && amount > max) {
      throw new AppError("wallet.amount.above.maximum", {
        max: moneyParam(money(max, brand), brand.currency),
      });
    }
  }
  return amount;
}

/** Minor units -> the wire's decimal string in the brand's currency. */
export function money(minor: bigint, brand: BrandConfig): string {
  return formatMoney(minor, brand.currency.decimals);
}
