import type { Language } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/lib/format-date";
import { formatAmount } from "../../shared/lib/money";

/** Dates in the staff's own time zone and amounts in their language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = (i18n.language === "EN" ? "EN" : "PT") as Language;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    language,
    date: (value: string | null | undefined) => (value ? formatDateTime(value, zone) : "—"),
    money: (amount: string | null | undefined) => (amount == null ? "—" : formatAmount(amount, language, "")),
  };
}
