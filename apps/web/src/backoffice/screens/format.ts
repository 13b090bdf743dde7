import type { Language } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { dateTime, money } from "../lib/format";

/** Dates in the platform's zone and amounts in the staff's language, as the rest of the console. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = (i18n.language === "EN" ? "EN" : "PT") as Language;
  return {
    language,
    date: (value: string | null | undefined) => dateTime(value),
    money: (amount: string | null | undefined) => money(amount, language),
  };
}
