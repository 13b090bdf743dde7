import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date";

describe("formatDateTime", () => {
  it("formats in the brand's time zone", () => {
    expect(formatDateTime("2026-03-01T16:05:09Z", "Asia/Manila")).toBe("2026-03-02 00:05:09");
    expect(formatDateTime("2026-03-01T16:05:09Z", "America/Sao_Paulo")).toBe("2026-03-01 13:05:09");
    expect(formatDateTime(Date.UTC(2026, 0, 5, 3, 4, 5), "UTC")).toBe("2026-01-05 03:04:05");
  });

  it("uses a 24-hour clock with midnight as 00", () => {
    expect(formatDateTime("2026-07-10T15:30:00Z", "UTC")).toBe("2026-07-10 15:30:00");
    expect(formatDateTime("2026-07-10T00:00:00Z", "UTC")).toBe("2026-07-10 00:00:00");
  });

  it("falls back to UTC for an unknown zone and to an empty text for a bad date", () => {
    expect(formatDateTime("2026-07-10T15:30:00Z", "Mars/Olympus")).toBe("2026-07-10 15:30:00");
    expect(formatDateTime("not a date", "UTC")).toBe("");
  });
});
