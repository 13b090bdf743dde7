import { describe, expect, it } from "vitest";
import { autoPlayDone, readAutoPlay } from "./auto-play";

describe("readAutoPlay", () => {
  it("takes 1 to 100 plays and a loss limit above zero, the profit stop being optional", () => {
    expect(readAutoPlay({ count: "100", stopProfit: "", lossLimit: "5,50" }, "PT", 2)).toEqual({
      ok: true,
      settings: { count: 100, stopProfit: 0, lossLimit: "5.50" },
    });
    expect(readAutoPlay({ count: " 3 ", stopProfit: "2.5", lossLimit: "10" }, "EN", 2)).toEqual({
      ok: true,
      settings: { count: 3, stopProfit: 2.5, lossLimit: "10" },
    });
  });

  it("refuses more than 100 plays, none, or text", () => {
    for (const count of ["101", "1000", "0", "", "2.5", "ten"]) {
      expect(readAutoPlay({ count, stopProfit: "", lossLimit: "5" }, "PT", 2)).toEqual({
        ok: false,
        problems: { count: "autoCountInvalid" },
      });
    }
  });

  it("requires a loss limit and refuses zero, negatives and text", () => {
    expect(readAutoPlay({ count: "10", stopProfit: "", lossLimit: "  " }, "PT", 2)).toEqual({
      ok: false,
      problems: { lossLimit: "autoLossLimitRequired" },
    });
    for (const lossLimit of ["0", "0.00", "-5", "abc", "1.2.3"]) {
      expect(readAutoPlay({ count: "10", stopProfit: "", lossLimit }, "EN", 2)).toEqual({
        ok: false,
        problems: { lossLimit: "autoLossLimitInvalid" },
      });
    }
  });

  it("reads the reader's decimal mark and never a grouping mark as one: 1.000 is no stake of one in PT", () => {
    for (const lossLimit of ["1.000", "2.50", "1,000.00"]) {
      expect(readAutoPlay({ count: "10", stopProfit: "", lossLimit }, "PT", 2)).toEqual({
        ok: false,
        problems: { lossLimit: "autoLossLimitInvalid" },
      });
    }
    expect(readAutoPlay({ count: "10", stopProfit: "", lossLimit: "5,50" }, "EN", 2)).toEqual({
      ok: false,
      problems: { lossLimit: "autoLossLimitInvalid" },
    });
    expect(readAutoPlay({ count: "10", stopProfit: "", lossLimit: "5,5" }, "VI", 2)).toMatchObject({
      ok: true,
    });
  });

  it("reports every problem at once", () => {
    expect(readAutoPlay({ count: "500", stopProfit: "x", lossLimit: "" }, "PT", 2)).toEqual({
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
