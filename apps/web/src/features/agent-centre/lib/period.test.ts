import { describe, expect, it } from "vitest";
import { periodRange, todayIn } from "./period";

describe("agent centre periods", () => {
  it("gives the dates of each quick period, weeks from Monday", () => {
    // 2026-11-25 is a Wednesday
    const today = "2026-11-25";
    expect(periodRange("today", today)).toEqual({ startDate: today, endDate: today });
    expect(periodRange("yesterday", today)).toEqual({ startDate: "2026-11-24", endDate: "2026-11-24" });
    expect(periodRange("thisWeek", today)).toEqual({ startDate: "2026-11-23", endDate: today });
    expect(periodRange("lastWeek", today)).toEqual({ startDate: "2026-11-16", endDate: "2026-11-22" });
    expect(periodRange("thisMonth", today)).toEqual({ startDate: "2026-11-01", endDate: today });
    expect(periodRange("lastMonth", today)).toEqual({ startDate: "2026-10-01", endDate: "2026-10-31" });
    expect(periodRange("lastMonth", "2026-03-10")).toEqual({
      startDate: "2026-02-01",
      endDate: "2026-02-28",
    });
    expect(periodRange("thisWeek", "2026-11-23")).toEqual({ startDate: "2026-11-23", endDate: "2026-11-23" });
  });
  it("reads today in the brand's time zone", () => {
    const at = new Date("2026-03-01T23:30:00Z");
    expect(todayIn("UTC", at)).toBe("2026-03-01");
    expect(todayIn("Asia/Manila", at)).toBe("2026-03-02");
    expect(todayIn("America/Sao_Paulo", at)).toBe("2026-03-01");
  });
});
