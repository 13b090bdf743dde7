import { type Language, parseLanguage } from "@jogada/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/lib/format-date";
import { formatAmount } from "../../../shared/lib/money";
import { useSite } from "../../../shared/site/site-info";

/** "1 h 05 min" or "12 min" from seconds; a session under a minute reads as 0 min. */
export function formatDuration(seconds: number, t: TFunction<"responsibleGaming">): string {
  const total = Math.max(0, Math.floor(seconds / 60));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? t("duration.hm", { h, m: String(m).padStart(2, "0") }) : t("duration.m", { m });
}

/** Amounts from the wire in the brand's currency and the reader's language. */
export function useMoney(): (amount: string) => string {
  const { i18n } = useTranslation();
  const { currency } = useSite().info;
  const language: Language = parseLanguage(i18n.language);
  return (amount) => formatAmount(amount, language, currency.symbol, currency.decimals);
}

/** A date-time as the site shows them (SPEC §2), in the brand's time zone. */
export function useDateTime(): (iso: string) => string {
  const { timeZone } = useSite().info;
  return (iso) => formatDateTime(iso, timeZone);
}
