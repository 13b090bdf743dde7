import { describe, expect, it } from "vitest";
import { aboveLimit, typedAdjustment } from "./adjustment-amount";

describe("an adjustment's typed amount", () => {
  it("reads the staff's decimal mark, a debit with its sign", () => {
    expect(typedAdjustment("1500,50", "PT")).toEqual({ ok: true, value: "1500.50" });
    expect(typedAdjustment("-1500.50", "EN")).toEqual({ ok: true, value: "-1500.50" });
  });

  it("never reads a grouping mark as a decimal one: 1.000 is no credit of 1 in PT", () => {
    expect(typedAdjustment("1.000", "PT")).toMatchObject({ ok: false, problem: "grouping" });
    expect(typedAdjustment("1,000", "EN")).toMatchObject({ ok: false, problem: "grouping" });
  });

  it("compares by size with the four-eyes limit, in the staff's language", () => {
    expect(aboveLimit("-1500", "1000.00", "PT")).toBe(true);
    expect(aboveLimit("999,99", "1000.00", "PT")).toBe(false);
    expect(aboveLimit("1.000", "10.00", "PT")).toBe(false);
  });
});
