import { type ContractKind, type Language, languageTag, parseLanguage } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/lib/format-date";
import { formatAmount } from "../../../shared/lib/money";
import { useSite } from "../../../shared/site/site-info";

/** Money and dates the way the rest of the site shows them: brand symbol, decimals and time zone. */
export function useFormat() {
  const { i18n } = useTranslation();
  const site = useSite();
  const language: Language = parseLanguage(i18n.language);
  const { symbol, decimals } = site.info.currency;
  const dateTime = (value: string) => formatDateTime(value, site.info.timeZone);
  return {
    language,
    money: (amount: string) => formatAmount(amount, language, symbol, decimals),
    dateTime,
    /**
     * A settlement period: its day(s) for daily salaries and dividends, its start and end times
     * otherwise. A period ends where the next begins, so its last day is the one before its end.
     */
    period: (kind: ContractKind, start: string, end: string) => {
      const from = dateTime(start);
      if (kind === "daily" || kind === "dividend") {
        const last = dateTime(new Date(Date.parse(end) - 1).toISOString()).slice(0, 10);
        return from.slice(0, 10) === last ? last : `${from.slice(0, 10)} – ${last}`;
      }
      return `${from.slice(0, 16)} – ${dateTime(end).slice(11, 16)}`;
    },
    /** The day part of `yyyy-MM-dd hh:mm:ss`, or a plain `yyyy-MM-dd` as it is. */
    date: (value: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : formatDateTime(value, site.info.timeZone).slice(0, 10),
    count: (value: number) => new Intl.NumberFormat(languageTag(language)).format(value),
    percent: (rate: string | number) =>
      `${new Intl.NumberFormat(languageTag(language), { maximumFractionDigits: 4 }).format(Number(rate))}%`,
  };
}
