import { describe, expect, it } from "vitest";
import { CompactDay, Instant, LocalDate, periodProblem, withPeriod } from "./dates.js";
import { DateRangePageQuery } from "./envelope.js";

describe("days and moments", () => {
  it("takes calendar days only, leap days included", () => {
    for (const day of ["2024-02-29", "2026-12-31", "2000-02-29"])
      expect(LocalDate.safeParse(day).success).toBe(true);
    for (const day of ["2026-02-30", "2026-99-01", "2025-02-29", "1900-02-29", "2026-04-31", "2026-1-01"])
      expect(LocalDate.safeParse(day).success).toBe(false);
    expect(CompactDay.safeParse("20240229").success).toBe(true);
    expect(CompactDay.safeParse("20260230").success).toBe(false);
  });

  it("takes moments with an offset and a real time only", () => {
    expect(Instant.safeParse("2026-03-01T23:59:59.999-03:00").success).toBe(true);
    for (const moment of [
      "2026-03-01T24:00:00Z",
      "2026-03-01T23:60:00Z",
      "2026-02-30T10:00:00Z",
      "2026-03-01T10:00:00",
    ])
      expect(Instant.safeParse(moment).success).toBe(false);
  });
});

describe("periods", () => {
  const rule = { start: "startDate", end: "endDate", kind: "day" as const, maxDays: 93 };

  it("counts both days of a day period and refuses an end before the start", () => {
    expect(periodProblem(rule, "2026-01-01", "2026-01-01")).toBeUndefined();
    expect(periodProblem(rule, "2026-01-01", "2026-04-03")).toBeUndefined();
    expect(periodProblem(rule, "2026-01-01", "2026-04-04")).toBe("length");
    expect(periodProblem(rule, "2026-01-02", "2026-01-01")).toBe("order");
    expect(periodProblem(rule, undefined, "2026-01-01")).toBeUndefined();
    const moments = { start: "startsAt", end: "endsAt", kind: "instant" as const };
    expect(periodProblem(moments, "2026-01-01T10:00:00Z", "2026-01-01T10:00:00Z")).toBe("order");
    expect(periodProblem(moments, "2026-01-01T10:00:00Z", "2026-01-01T07:00:01-03:00")).toBeUndefined();
  });

  it("names the end of a period in the wrong order and the start of one too long, with its code", () => {
    const schema = withPeriod(DateRangePageQuery, rule);
    const backwards = schema.safeParse({ startDate: "2026-03-02", endDate: "2026-03-01" });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ["endDate"],
      params: { errorCode: "request.period.order" },
    });
    const long = schema.safeParse({ startDate: "2025-01-01", endDate: "2026-01-01" });
    expect(long.error?.issues[0]).toMatchObject({
      path: ["startDate"],
      params: { errorCode: "request.period.too.long", days: 93 },
    });
  });
});
