import { describe, expect, it } from "vitest";
import { autoPlayDone, readAutoPlay } from "./auto-play";

describe("readAutoPlay", () => {
  it("takes 1 to 100 plays and a loss limit above zero, the profit stop being optional", () => {
    expect(readAutoPlay({ count: "100", stopProfit: "", lossLimit: "5,50" })).toEqual({
      ok: true,
      settings: { count: 100, stopProfit: 0, lossLimit: "5.50" },
    });
    expect(readAutoPlay({ count: " 3 ", stopProfit: "2.5", lossLimit: "10" })).toEqual({
      ok: true,
      settings: { count: 3, stopProfit: 2.5, lossLimit: "10" },
    });
  });

  it("refuses more than 100 plays, none, or text", () => {
    for (const count of ["101", "1000", "0", "", "2.5", "ten"]) {
      expect(readAutoPlay({ count, stopProfit: "", lossLimit: "5" })).toEqual({
        ok: false,
        problems: { count: "autoCountInvalid" },
      });
    }
  });

  it("requires a loss limit and refuses zero, negatives and text", () => {
    expect(readAutoPlay({ count: "10", stopProfit: "", lossLimit: "  " })).toEqual({
      ok: false,
      problems: { lossLimit: "autoLossLimitRequired" },
    });
    for (const lossLimit of ["0", "0.00", "-5", "abc", "1.2.3"]) {
      expect(readAutoPlay({ count: "10", stopProfit: "", lossLimit })).toEqual({
        ok: false,
        problems: { lossLimit: "autoLossLimitInvalid" },
      });
    }
  });

  it("reports every problem at once", () => {
    expect(readAutoPlay({ count: "500", stopProfit: "x", lossLimit: "" })).toEqual({
      ok: false,
      problems: {
        count: "autoCountInvalid",
        stopProfit: "autoStopProfitInvalid",
        lossLimit: "autoLossLimitRequired",
      },
    });
  });
});

describe("autoPlayDone", () => {
  const settings = { count: 10, stopProfit: 0, lossLimit: "3.00" };

  it("stops once the loss reaches the limit", () => {
    expect(autoPlayDone(settings, -2.99)).toBeNull();
    expect(autoPlayDone(settings, -3)).toBe("loss");
    expect(autoPlayDone(settings, -4)).toBe("loss");
  });

  it("stops at the profit target only when one is set", () => {
    expect(autoPlayDone(settings, 100)).toBeNull();
    expect(autoPlayDone({ ...settings, stopProfit: 5 }, 4.99)).toBeNull();
    expect(autoPlayDone({ ...settings, stopProfit: 5 }, 5)).toBe("profit");
  });
});
