import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMinor,
  formatNumber,
  type Language,
} from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../site/site-info";

/**
 * Money and time as every page shows them: the brand currency's symbol and decimals with the
 * reader's separators, `yyyy-MM-dd HH:mm:ss` in the brand's time zone. Pages use this hook (or
 * the contracts' functions with the same arguments), never their own formatting.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const { data } = useSiteInfo();
  const language: Language = i18n.language === "EN" ? "EN" : "PT";
  const symbol = data?.info.currency.symbol ?? "P";
  const decimals = data?.info.currency.decimals ?? 2;
  const timeZone = data?.info.timeZone ?? "UTC";
  return {
    language,
    symbol,
    decimals,
    timeZone,
    money: (amount: string | number) => formatAmount(amount, language, symbol, decimals),
    minor: (amount: bigint) => formatMinor(amount, language, symbol, decimals),
    /** The amount without the symbol, for columns whose heading names the currency. */
    plain: (amount: string | number) => formatAmount(amount, language, "", decimals),
    number: (value: number, fractionDigits = 2) => formatNumber(value, language, fractionDigits),
    dateTime: (value: string | number | Date) => formatDateTime(value, timeZone),
    date: (value: string | number | Date) => formatDate(value, timeZone),
  };
}
