import {
  amountInputText,
  formatAmount,
  formatDate,
  formatDateTime,
  formatDateTimeLabelled,
  formatMarketTime,
  formatMinor,
  formatNumber,
  zoneLabel,
} from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { useSiteInfo } from "../site/site-info";

/**
 * Money and time as every page shows them: the brand currency's symbol and decimals laid out for
 * the reader's language, `yyyy-MM-dd HH:mm:ss` on the brand's one clock, labelled where a reader
 * could take it for another ("Brasília (GMT-3)"). Pages use this hook (or the contracts'
 * functions with the same arguments), never their own formatting.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const { data } = useSiteInfo();
  const language = i18n.language;
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
    /** An amount as the reader types it back into a field ("2,50" in PT). */
    input: (amount: string | number) => amountInputText(amount, language, decimals),
    number: (value: number, fractionDigits = 2) => formatNumber(value, language, fractionDigits),
    dateTime: (value: string | number | Date) => formatDateTime(value, timeZone),
    /** With the clock's label: "2026-12-04 21:54:10 Brasília (GMT-3)". */
    dateTimeLabelled: (value: string | number | Date) => formatDateTimeLabelled(value, timeZone),
    date: (value: string | number | Date) => formatDate(value, timeZone),
    /** The brand clock's label, for a heading over a column of times. */
    zone: () => zoneLabel(timeZone),
    /** A time held in another market's zone, both clocks: "18:15 Hà Nội · 08:15 Brasília". */
    market: (value: string | number | Date, marketZone: string) =>
      formatMarketTime(value, marketZone, timeZone),
  };
}
