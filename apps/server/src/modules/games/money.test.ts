import { describe, expect, it } from "vitest";
import { toMajor, toMinor } from "./money.js";

describe("money", () => {
  it("parses decimal strings into minor units without rounding", () => {
    expect(toMinor("12.34", 2)).toBe(1234n);
    expect(toMinor("12", 2)).toBe(1200n);
    expect(toMinor("0.5", 2)).toBe(50n);
    expect(toMinor("1.2300", 2)).toBe(123n);
    expect(toMinor("1000", 0)).toBe(1000n);
  });
  it("refuses amounts finer than the currency or not decimal", () => {
    expect(toMinor("1.234", 2)).toBeUndefined();
    expect(toMinor("1.5", 0)).toBeUndefined();
    expect(toMinor("-1", 2)).toBeUndefined();
    expect(toMinor("1e3", 2)).toBeUndefined();
  });
  it("formats minor units", () => {
    expect(toMajor(1234n, 2)).toBe("12.34");
    expect(toMajor(-5n, 2)).toBe("-0.05");
    expect(toMajor("700", 0)).toBe("700");
  });
});
