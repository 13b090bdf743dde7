import { describe, expect, it } from "vitest";
import { localDay, localMidnight, zoneOffsetMs } from "./time-zones.js";

describe("time zones", () => {
  it("gives the local day, also across a day that starts on a quarter hour", () => {
    // Kathmandu is UTC+5:45: its day starts at 18:15 UTC.
    expect(localDay(new Date("2026-11-26T18:14:59Z"), "Asia/Kathmandu")).toBe("2026-11-26");
    expect(localDay(new Date("2026-11-26T18:15:00Z"), "Asia/Kathmandu")).toBe("2026-11-27");
    // Asked again within the same quarter hour: the remembered answer is the same.
    expect(localDay(new Date("2026-11-26T18:14:00Z"), "Asia/Kathmandu")).toBe("2026-11-26");
    expect(localDay(Date.parse("2026-11-26T02:59:59Z"), "America/Sao_Paulo")).toBe("2026-11-25");
    expect(localDay(Date.parse("2026-11-26T03:00:00Z"), "America/Sao_Paulo")).toBe("2026-11-26");
  });

  it("gives the zone's offset and the instant a local day starts, across a summer-time change", () => {
    expect(zoneOffsetMs("America/Sao_Paulo", Date.parse("2026-11-26T12:00:00Z"))).toBe(-3 * 3_600_000);
    expect(zoneOffsetMs("Europe/Lisbon", Date.parse("2026-07-01T12:00:00Z"))).toBe(3_600_000);
    // Lisbon moves its clocks on 2026-03-29 at 01:00 UTC: that day starts at 00:00 UTC, the next at 23:00 UTC.
    expect(localMidnight("2026-03-29", "Europe/Lisbon").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(localMidnight("2026-03-30", "Europe/Lisbon").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(localMidnight("2026-11-26", "Asia/Manila").toISOString()).toBe("2026-11-25T16:00:00.000Z");
  });
});
