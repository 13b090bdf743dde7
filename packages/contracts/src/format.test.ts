import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./clock.js";
import { errorMessage, moneyParam } from "./errors/index.js";
import { formatAmount, formatMinor } from "./format.js";

describe("formatAmount: the one money rule", () => {
  it("uses the brand's symbol and decimals with Portuguese separators", () => {
    expect(formatAmount("1234.5", "PT", "P", 2)).toBe("P\u00a01.234,50");
    expect(formatAmount("509.8", "PT", "P", 2)).toBe("P\u00a0509,80");
    expect(formatAmount("10", "PT", "R$", 2)).toBe("R$\u00a010,00");
    expect(formatAmount("1234567", "PT", "₫", 0)).toBe("₫\u00a01.234.567");
    expect(formatAmount("-10.5", "PT", "P", 2)).toBe("-P\u00a010,50");
  });

  it("uses the brand's symbol and decimals with English separators", () => {
    expect(formatAmount("1234.5", "EN", "P", 2)).toBe("P\u00a01,234.50");
    expect(formatAmount("10", "EN", "R$", 2)).toBe("R$\u00a010.00");
    expect(formatAmount("1234567", "EN", "₫", 0)).toBe("₫\u00a01,234,567");
    expect(formatAmount("-0.5", "EN", "P", 2)).toBe("-P\u00a00.50");
  });

  it("is exact for large amounts and rounds half away from zero", () => {
    expect(formatAmount("9999999999999.99", "EN", "P", 2)).toBe("P\u00a09,999,999,999,999.99");
    expect(formatAmount("1.005", "EN", "P", 2)).toBe("P\u00a01.01");
    expect(formatAmount("-1.005", "PT", "P", 2)).toBe("-P\u00a01,01");
    expect(formatAmount("0.994", "PT", "P", 2)).toBe("P\u00a00,99");
  });

  it("leaves out the symbol when asked and passes text that is no amount through", () => {
    expect(formatAmount("1000", "PT", "", 2)).toBe("1.000,00");
    expect(formatAmount("n/a", "EN")).toBe("n/a");
  });

  it("formats minor units the same way", () => {
    expect(formatMinor(123450n, "PT", "P", 2)).toBe("P\u00a01.234,50");
    expect(formatMinor(-5n, "EN", "P", 2)).toBe("-P\u00a00.05");
  });

  it("is what the server's error texts show, per language", () => {
    const min = moneyParam("100.00", { symbol: "P", decimals: 2 });
    expect(errorMessage("wallet.amount.below.minimum", "PT", { min })).toBe(
      "O valor mínimo é P\u00a0100,00.",
    );
    expect(errorMessage("wallet.amount.below.minimum", "EN", { min })).toBe(
      "The minimum amount is P\u00a0100.00.",
    );
  });
});

describe("formatDateTime: the one time rule", () => {
  it("formats in the brand's time zone, the same in both languages", () => {
    expect(formatDateTime("2026-03-01T16:05:09Z", "Asia/Manila")).toBe("2026-03-02 00:05:09");
    expect(formatDateTime("2026-03-01T16:05:09Z", "America/Sao_Paulo")).toBe("2026-03-01 13:05:09");
    expect(formatDateTime(Date.UTC(2026, 0, 5, 3, 4, 5), "UTC")).toBe("2026-01-05 03:04:05");
  });

  it("uses a 24-hour clock with midnight as 00", () => {
    expect(formatDateTime("2026-07-10T15:30:00Z", "UTC")).toBe("2026-07-10 15:30:00");
    expect(formatDateTime("2026-07-10T00:00:00Z", "UTC")).toBe("2026-07-10 00:00:00");
  });

  it("falls back to UTC for an unknown zone and to an empty text for a bad date", () => {
    expect(formatDateTime("2026-07-10T15:30:00Z", "Mars/Olympus")).toBe("2026-07-10 15:30:00");
    expect(formatDateTime("not a date", "UTC")).toBe("");
  });

  it("gives the day in the brand's time zone, keeping a plain day as it is", () => {
    expect(formatDate("2026-03-01T16:05:09Z", "Asia/Manila")).toBe("2026-03-02");
    expect(formatDate("2026-11-23", "Asia/Manila")).toBe("2026-11-23");
  });
});
