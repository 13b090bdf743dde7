import { describe, expect, it } from "vitest";
import { conversionProblem, percentOf } from "./progress";

describe("loyalty progress", () => {
  it("gives whole percentages, clamped, with a zero target counted as done", () => {
    expect(percentOf("50.00", "200.00")).toBe(25);
    expect(percentOf("199.99", "200.00")).toBe(99);
    expect(percentOf("500", "200")).toBe(100);
    expect(percentOf("-5", "200")).toBe(0);
    expect(percentOf("3", "0")).toBe(100);
    expect(percentOf("x", "10")).toBe(0);
  });

  it("refuses negative, fractional, too small, off-step and over-balance conversions", () => {
    const rules = { min: 100, step: 10, balance: 1000 };
    expect(conversionProblem("-100", rules)).toEqual({ key: "whole" });
    expect(conversionProblem("150.5", rules)).toEqual({ key: "whole" });
    expect(conversionProblem("1e3", rules)).toEqual({ key: "whole" });
    expect(conversionProblem("0", rules)).toEqual({ key: "whole" });
    expect(conversionProblem("50", rules)).toEqual({ key: "min", points: 100 });
    expect(conversionProblem("105", rules)).toEqual({ key: "step", points: 10 });
    expect(conversionProblem("1010", rules)).toEqual({ key: "over" });
    expect(conversionProblem(" 200 ", rules)).toBeNull();
  });
});
