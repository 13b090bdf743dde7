import { describe, expect, it } from "vitest";
import { formatAmount, normaliseAmount } from "./money";

describe("wallet amounts", () => {
  it("formats with the brand symbol in the reader's language", () => {
    expect(formatAmount("1234.5", "EN", "P")).toBe("P 1,234.50");
    expect(formatAmount("1234.5", "PT", "P")).toBe("P 1.234,50");
  });
  it("accepts plain amounts, a decimal comma, and nothing else", () => {
    expect(normaliseAmount(" 10,5 ")).toBe("10.5");
    expect(normaliseAmount("100")).toBe("100");
    for (const bad of ["", "-1", "1e3", "abc", "1.2.3"]) expect(normaliseAmount(bad)).toBeNull();
  });
});
