import { languageTag, parseLanguage } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/lib/format-date";
import { formatAmount } from "../../../shared/lib/money";
import { useSite } from "../../../shared/site/site-info";

/** Amounts with the brand's symbol and the reader's separators; times in the brand's time zone. */
export function usePromoFormat() {
  const site = useSite();
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const { symbol, decimals } = site.info.currency;
  return {
    language,
    money: (amount: string) => formatAmount(amount, language, symbol, decimals),
    /** A whole count (points) with the reader's grouping: "1.250", "1,250". */
    count: (amount: string) => new Intl.NumberFormat(languageTag(language)).format(Number(amount)),
    time: (value: string) => formatDateTime(value, site.info.timeZone),
  } as const;
}
