import { describe, expect, it } from "vitest";
import { formatAmount, normaliseAmount } from "./money";

describe("wallet amounts", () => {
  it("formats with the brand symbol in the reader's language, symbol and number held together", () => {
    expect(formatAmount("1234.5", "EN", "P")).toBe("P\u00a01,234.50");
    expect(formatAmount("1234.5", "PT", "P")).toBe("P\u00a01.234,50");
  });
  it("reads the language's decimal mark and refuses anything it would have to guess", () => {
    expect(normaliseAmount(" 10,5 ", "PT")).toBe("10.5");
    expect(normaliseAmount("10.5", "EN")).toBe("10.5");
    expect(normaliseAmount("100", "PT")).toBe("100");
    expect(normaliseAmount("10.5", "PT")).toBeNull();
    expect(normaliseAmount("10,5", "EN")).toBeNull();
    for (const bad of ["", "-1", "1e3", "abc", "1.2.3", "1.000,50"])
      expect(normaliseAmount(bad, "PT")).toBeNull();
  });
});
