import {
  amountInputMessage,
  formatMarketTime,
  formatMoney,
  formatNumber,
  marketTimeZone,
  parseMoney,
  readAmountInput,
  zoneLabel,
} from "@jogada/contracts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/lib/format-date";
import { useSite } from "../../../shared/site/site-info";
import { formatAmount } from "../../wallet";
import { familyOf } from "./catalogue";

/**
 * Amounts and times as the rest of the site shows them: the brand's symbol and decimals laid out
 * for the reader's language, `yyyy-MM-dd hh:mm:ss` on the brand's clock; a draw held in its
 * market's zone with both clocks.
 */
export function useLotteryFormat() {
  const site = useSite();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { symbol, decimals } = site.info.currency;
  const timeZone = site.info.timeZone;
  return {
    decimals,
    money: (amount: string) => formatAmount(amount, language, symbol, decimals),
    minor: (minor: bigint) => formatAmount(formatMoney(minor, decimals), language, symbol, decimals),
    /** The stake the player typed ("2,50" in PT), in minor units; null when it is refused. */
    parse: (text: string): bigint | null => {
      const read = readAmountInput(text, language, decimals);
      return read.ok ? (parseMoney(read.value, decimals) ?? null) : null;
    },
    /** Why the typed stake is refused, in the reader's language; null when it reads. */
    problem: (text: string): string | null => {
      const read = readAmountInput(text, language, decimals);
      return read.ok ? null : amountInputMessage(read.problem, language, decimals);
    },
    major: (minor: bigint) => formatMoney(minor, decimals),
    time: (value: string | number) => formatDateTime(value, timeZone),
    /** The brand clock's label, for a heading over times: "Brasília (GMT-3)". */
    zone: () => zoneLabel(timeZone),
    /**
     * A game's draw time: a market's in its zone and the brand's ("2026-12-05 18:15 Hà Nội · 08:15
     * Brasília"), a fast game's on the brand's clock, labelled ("2026-12-05 08:15 Brasília (GMT-3)").
     */
    drawTime: (value: string | number, gameCode: string) => {
      const family = familyOf(gameCode);
      const kind =
        family === "vn" || family === "thai" || family === "lao" || family === "my4d" ? family : "fast";
      const marketZone = marketTimeZone(kind);
      return marketZone
        ? formatMarketTime(value, marketZone, timeZone)
        : `${formatDateTime(value, timeZone).slice(0, 16)} ${zoneLabel(timeZone, new Date(value))}`;
    },
    /** Odds with the reader's decimal mark: 98, 9,8 (PT) or 9.8 (EN). */
    odds: (odds10k: number) => formatNumber(odds10k / 10_000, language, 4),
  };
}

/** Odds from the wire ("98", "9.8") as odds10k, the unit packages/games computes with. */
export function odds10kOf(odds: string | null | undefined): number {
  if (!odds) return 0;
  const value = parseMoney(odds, 4);
  return value === undefined ? 0 : Number(value);
}
