import { describe, expect, it } from "vitest";
import { amountInputMessage, readAmountInput } from "./amount-input.js";
import { BrandConfig } from "./brand.js";
import {
  formatClock,
  formatDateTime,
  formatDateTimeLabelled,
  formatMarketTime,
  isoInZone,
  isTimeZone,
  zoneLabel,
} from "./clock.js";
import { amountInputText, formatAmount, formatNumber, localeOf, NBSP } from "./format.js";

const LANGUAGES = ["PT", "EN", "VI", "TH", "ZH", "ID", "ES"] as const;

/** What each language's reader sees for P 1234.5 and for 2.5 typed back into a field. */
const EXPECTED: Record<(typeof LANGUAGES)[number], { money: string; input: string; locale: string }> = {
  PT: { money: `P${NBSP}1.234,50`, input: "2,50", locale: "pt-BR" },
  EN: { money: `P${NBSP}1,234.50`, input: "2.50", locale: "en" },
  VI: { money: `1.234,50${NBSP}P`, input: "2,50", locale: "vi" },
  TH: { money: `P${NBSP}1,234.50`, input: "2.50", locale: "th" },
  ZH: { money: `P${NBSP}1,234.50`, input: "2.50", locale: "zh-Hans" },
  ID: { money: `P${NBSP}1.234,50`, input: "2,50", locale: "id" },
  ES: { money: `1.234,50${NBSP}P`, input: "2,50", locale: "es" },
};

describe("money in every language the site ships", () => {
  it.each(LANGUAGES)(
    "%s: the language's layout and marks, the brand's symbol held to the number",
    (language) => {
      const expected = EXPECTED[language];
      expect(localeOf(language)).toBe(expected.locale);
      expect(formatAmount("1234.5", language, "P", 2)).toBe(expected.money);
      expect(formatAmount("1234.5", language, "P", 2)).not.toMatch(/ /);
      expect(amountInputText("2.5", language, 2)).toBe(expected.input);
    },
  );

  it.each(LANGUAGES)("%s: a typed amount reads back to the same value, never another", (language) => {
    const typed = amountInputText("2.5", language, 2);
    expect(readAmountInput(typed, language, 2)).toEqual({ ok: true, value: "2.50" });
    // The other decimal mark is this language's grouping mark, or a character it does not use.
    const other = typed.includes(",") ? "2.50" : "2,50";
    expect(readAmountInput(other, language, 2).ok).toBe(false);
    expect(amountInputMessage("grouping", language, 2)).toContain(typed);
  });

  it("refuses grouping, too many decimals and words with a reason, in the reader's language", () => {
    expect(readAmountInput("1.000,50", "PT")).toEqual({ ok: false, problem: "grouping" });
    expect(readAmountInput("1,000.50", "EN")).toEqual({ ok: false, problem: "grouping" });
    expect(readAmountInput("2,555", "PT", 2)).toEqual({ ok: false, problem: "decimals" });
    expect(readAmountInput("dez", "PT")).toEqual({ ok: false, problem: "invalid" });
    expect(readAmountInput("  ", "EN")).toEqual({ ok: false, problem: "empty" });
    expect(amountInputMessage("grouping", "PT")).toBe(
      "Escreva o valor sem separador de milhar, assim: 2,50.",
    );
    expect(amountInputMessage("grouping", "EN")).toBe(
      "Write the amount without thousands separators, like this: 2.50.",
    );
    expect(amountInputMessage("decimals", "ES", 2)).toBe("Usa como máximo 2 decimales.");
  });

  it("rounds exactly on the decimal text and keeps plain numbers to the language", () => {
    expect(formatAmount("0.125", "VI", "₫", 2)).toBe(`0,13${NBSP}₫`);
    expect(formatAmount("-10", "TH", "฿", 2)).toBe(`-฿${NBSP}10.00`);
    expect(formatNumber(9.8, "ID")).toBe("9,8");
    expect(formatNumber(9.8, "ZH")).toBe("9.8");
    // A language not listed formats as English rather than failing.
    expect(formatAmount("5", "XX", "P", 2)).toBe(`P${NBSP}5.00`);
  });
});

describe("one clock per brand, in two zones", () => {
  const at = "2026-12-05T11:54:10Z";

  it("shows the same moment on each brand's clock, labelled with the zone", () => {
    expect(formatDateTime(at, "America/Sao_Paulo")).toBe("2026-12-05 08:54:10");
    expect(formatDateTime(at, "Asia/Manila")).toBe("2026-12-05 19:54:10");
    expect(formatDateTimeLabelled(at, "America/Sao_Paulo")).toBe("2026-12-05 08:54:10 Brasília (GMT-3)");
    expect(formatDateTimeLabelled(at, "Asia/Manila")).toBe("2026-12-05 19:54:10 Manila (GMT+8)");
    expect(zoneLabel("Asia/Kolkata", Date.parse(at))).toBe("GMT+5:30");
    expect(formatClock(at, "Asia/Ho_Chi_Minh")).toBe("18:54");
  });

  it.each(LANGUAGES)("%s reads the same time: the clock does not depend on the language", () => {
    expect(formatDateTimeLabelled(at, "America/Sao_Paulo")).toBe("2026-12-05 08:54:10 Brasília (GMT-3)");
  });

  it("shows a market's draw on its own clock and the brand's", () => {
    const north = "2026-12-05T11:15:00Z"; // 18:15 in Hà Nội
    expect(formatMarketTime(north, "Asia/Ho_Chi_Minh", "America/Sao_Paulo")).toBe(
      "2026-12-05 18:15 Hà Nội · 08:15 Brasília",
    );
    expect(formatMarketTime(north, "Asia/Ho_Chi_Minh", "Asia/Manila")).toBe(
      "2026-12-05 18:15 Hà Nội · 19:15 Manila",
    );
    // The brand's day is named when it is another one.
    expect(formatMarketTime("2026-12-05T01:00:00Z", "Asia/Ho_Chi_Minh", "America/Sao_Paulo")).toBe(
      "2026-12-05 08:00 Hà Nội · 2026-12-04 22:00 Brasília",
    );
    // Same offset: one clock, labelled.
    expect(formatMarketTime(north, "Asia/Ho_Chi_Minh", "Asia/Bangkok")).toBe(
      "2026-12-05 18:15 Bangkok (GMT+7)",
    );
  });

  it("writes files in ISO 8601 with the zone's offset", () => {
    expect(isoInZone(at, "America/Sao_Paulo")).toBe("2026-12-05T08:54:10-03:00");
    expect(isoInZone(at, "Asia/Manila")).toBe("2026-12-05T19:54:10+08:00");
    expect(isoInZone(at, "UTC")).toBe("2026-12-05T11:54:10+00:00");
    expect(Date.parse(isoInZone(at, "America/Sao_Paulo"))).toBe(Date.parse(at));
  });

  it("takes only IANA zones as a brand's clock", () => {
    expect(isTimeZone("America/Sao_Paulo")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    for (const bad of ["Brasília", "GMT-3", "Mars/Olympus", "", "America/Sao Paulo"])
      expect(isTimeZone(bad)).toBe(false);
    const timeZone = BrandConfig.shape.timeZone;
    expect(timeZone.safeParse("Asia/Manila").success).toBe(true);
    expect(timeZone.safeParse("Mars/Olympus").success).toBe(false);
  });
});
