import { formatMoney, parseMoney } from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/lib/format-date";
import { useSite } from "../../../shared/site/site-info";
import { formatAmount } from "../../wallet";

/**
 * Amounts and times as the rest of the site shows them: the brand's symbol and decimals, the
 * reader's separators, `yyyy-MM-dd hh:mm:ss` in the brand's time zone.
 */
export function useLotteryFormat() {
  const site = useSite();
  const { i18n } = useTranslation();
  const language = i18n.language === "EN" ? "EN" : "PT";
  const { symbol, decimals } = site.info.currency;
  return {
    decimals,
    money: (amount: string) => formatAmount(amount, language, symbol, decimals),
    minor: (minor: bigint) => formatAmount(formatMoney(minor, decimals), language, symbol, decimals),
    /** The stake the player typed, in minor units; null when it is not a plain amount. */
    parse: (text: string): bigint | null => parseMoney(text.trim().replace(",", "."), decimals) ?? null,
    major: (minor: bigint) => formatMoney(minor, decimals),
    time: (value: string | number) => formatDateTime(value, site.info.timeZone),
    /** Odds with the reader's decimal mark: 98, 9,8 (PT) or 9.8 (EN). */
    odds: (odds10k: number) =>
      new Intl.NumberFormat(language === "PT" ? "pt-BR" : "en-US", { maximumFractionDigits: 4 }).format(
        odds10k / 10_000,
      ),
  };
}

/** Odds from the wire ("98", "9.8") as odds10k, the unit packages/games computes with. */
export function odds10kOf(odds: string | null | undefined): number {
  if (!odds) return 0;
  const value = parseMoney(odds, 4);
  return value === undefined ? 0 : Number(value);
}
