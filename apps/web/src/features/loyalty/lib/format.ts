import { languageTag, parseLanguage } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/lib/format-date";
import { formatAmount } from "../../../shared/lib/money";
import { useSite } from "../../../shared/site/site-info";

/** Amounts with the brand's symbol, points as whole numbers with the reader's separators, times in the brand's zone. */
export function useLoyaltyFormat() {
  const site = useSite();
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const { symbol, decimals } = site.info.currency;
  const locale = languageTag(language);
  return {
    language,
    money: (amount: string) => formatAmount(amount, language, symbol, decimals),
    number: (value: number | string) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Number(value)),
    percent: (value: number) =>
      new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(value / 100),
    time: (value: string) => formatDateTime(value, site.info.timeZone),
    date: (value: string) => formatDateTime(value, site.info.timeZone).slice(0, 10),
  } as const;
}
