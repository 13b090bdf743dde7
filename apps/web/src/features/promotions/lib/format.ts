import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/lib/format-date";
import { formatAmount } from "../../../shared/lib/money";
import { useSite } from "../../../shared/site/site-info";

/** Amounts with the brand's symbol and the reader's separators; times in the brand's time zone. */
export function usePromoFormat() {
  const site = useSite();
  const { i18n } = useTranslation();
  const language = i18n.language === "EN" ? "EN" : "PT";
  const { symbol, decimals } = site.info.currency;
  return {
    language,
    money: (amount: string) => formatAmount(amount, language, symbol, decimals),
    time: (value: string) => formatDateTime(value, site.info.timeZone),
  } as const;
}
