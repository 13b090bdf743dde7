import { describe, expect, it } from "vitest";
import {
  closeTime,
  drawOfId,
  drawsAfter,
  drawsOfNumero,
  isDrawOpen,
  nextDraw,
  openDraws,
} from "./calendar.js";
import {
  fastCalendar,
  LAO_CALENDAR,
  MY4D_CALENDAR,
  THAI_CALENDAR,
  VN_CENTRAL_CALENDAR,
  VN_NORTH_CALENDAR,
  VN_SOUTH_CALENDAR,
} from "./calendar-data.js";

const MIN = 60_000;
/** Monday 6 January 2025, 00:00 in Vietnam (UTC+7). */
const MONDAY = Date.UTC(2025, 0, 5, 17, 0);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

const week = (calendar: typeof VN_SOUTH_CALENDAR) =>
  drawsAfter(calendar, MONDAY, 40).filter((d) => d.drawAt < MONDAY + 7 * 24 * 60 * MIN);
const byDay = (calendar: typeof VN_SOUTH_CALENDAR) => {
  const out: Record<string, string[]> = {};
  for (const d of week(calendar)) out[d.numero] = [...(out[d.numero] ?? []), d.station!.name];
  return out;
};

describe("Vietnamese calendars", () => {
  it("South at 16:15 with its stations by weekday", () => {
    expect(byDay(VN_SOUTH_CALENDAR)).toEqual({
      "20250106": ["TP.HCM", "Dong Thap", "Ca Mau"],
      "20250107": ["Ben Tre", "Vung Tau", "Bac Lieu"],
      "20250108": ["Dong Nai", "Can Tho", "Soc Trang"],
      "20250109": ["Tay Ninh", "An Giang", "Binh Thuan"],
      "20250110": ["Vinh Long", "Binh Duong", "Tra Vinh"],
      "20250111": ["TP.HCM", "Long An", "Binh Phuoc", "Hau Giang"],
      "20250112": ["Tien Giang", "Kien Giang", "Da Lat"],
    });
    expect(week(VN_SOUTH_CALENDAR).every((d) => iso(d.drawAt).endsWith("T09:15"))).toBe(true);
    expect(week(VN_SOUTH_CALENDAR)[0]!.id).toBe("vn-south:tp-hcm:20250106");
  });

  it("Central at 17:15 with its stations by weekday", () => {
    expect(byDay(VN_CENTRAL_CALENDAR)).toEqual({
      "20250106": ["Thua Thien Hue", "Phu Yen"],
      "20250107": ["Dak Lak", "Quang Nam"],
      "20250108": ["Da Nang", "Khanh Hoa"],
      "20250109": ["Binh Dinh", "Quang Tri", "Quang Binh"],
      "20250110": ["Gia Lai", "Ninh Thuan"],
      "20250111": ["Da Nang", "Quang Ngai", "Dak Nong"],
      "20250112": ["Kon Tum", "Khanh Hoa", "Thua Thien Hue"],
    });
    expect(week(VN_CENTRAL_CALENDAR).every((d) => iso(d.drawAt).endsWith("T10:15"))).toBe(true);
  });

  it("North daily at 18:15, one draw a day whose id needs no station", () => {
    expect(byDay(VN_NORTH_CALENDAR)).toEqual({
      "20250106": ["Ha Noi"],
      "20250107": ["Quang Ninh"],
      "20250108": ["Bac Ninh"],
      "20250109": ["Ha Noi"],
      "20250110": ["Hai Phong"],
      "20250111": ["Nam Dinh"],
      "20250112": ["Thai Binh"],
    });
    const first = week(VN_NORTH_CALENDAR)[0]!;
    expect([iso(first.drawAt), first.id]).toEqual(["2025-01-06T11:15", "vn-north:20250106"]);
  });

  it("closes a configurable time before the draw and moves on once closed", () => {
    const draw = nextDraw(VN_NORTH_CALENDAR, MONDAY, 15 * MIN);
    expect(draw.closeAt).toBe(draw.drawAt - 15 * MIN);
    expect(closeTime(draw.drawAt, 15 * MIN)).toBe(draw.closeAt);
    expect(isDrawOpen(draw, draw.closeAt - 1)).toBe(true);
    expect(isDrawOpen(draw, draw.closeAt)).toBe(false);
    expect(openDraws(VN_NORTH_CALENDAR, draw.closeAt - 1, 1, 15 * MIN)[0]!.id).toBe("vn-north:20250106");
    expect(openDraws(VN_NORTH_CALENDAR, draw.closeAt, 1, 15 * MIN)[0]!.id).toBe("vn-north:20250107");
    expect(nextDraw(VN_NORTH_CALENDAR, draw.drawAt).numero).toBe("20250107");
  });

  it("finds draws from their numero and id, and nothing for a day or station that does not draw", () => {
    expect(drawsOfNumero(VN_SOUTH_CALENDAR, "20250111").map((d) => d.station!.code)).toEqual([
      "tp-hcm",
      "long-an",
      "binh-phuoc",
      "hau-giang",
    ]);
    const draw = drawOfId(VN_SOUTH_CALENDAR, "vn-south:ca-mau:20250106", 10 * MIN);
    expect(draw && [iso(draw.drawAt), iso(draw.closeAt)]).toEqual(["2025-01-06T09:15", "2025-01-06T09:05"]);
    expect(drawOfId(VN_SOUTH_CALENDAR, "vn-south:ca-mau:20250107")).toBeNull();
    expect(drawOfId(VN_SOUTH_CALENDAR, "vn-south:ca-mau:20250230")).toBeNull();
    expect(drawOfId(VN_NORTH_CALENDAR, "vn-south:ca-mau:20250106")).toBeNull();
  });
});

describe("SEA calendars", () => {
  it("Thai on the 1st and 16th at 16:00 Bangkok time", () => {
    expect(drawsAfter(THAI_CALENDAR, MONDAY, 3).map((d) => [iso(d.drawAt), d.id])).toEqual([
      ["2025-01-16T09:00", "thai:20250116"],
      ["2025-02-01T09:00", "thai:20250201"],
      ["2025-02-16T09:00", "thai:20250216"],
    ]);
  });

  it("Lao on Monday, Wednesday and Friday at 20:30; Malaysian 4D Wednesday, Saturday, Sunday at 19:00 UTC+8", () => {
    expect(drawsAfter(LAO_CALENDAR, MONDAY, 4).map((d) => iso(d.drawAt))).toEqual([
      "2025-01-06T13:30",
      "2025-01-08T13:30",
      "2025-01-10T13:30",
      "2025-01-13T13:30",
    ]);
    expect(drawsAfter(MY4D_CALENDAR, MONDAY, 4).map((d) => [iso(d.drawAt), d.numero])).toEqual([
      ["2025-01-08T11:00", "20250108"],
      ["2025-01-11T11:00", "20250111"],
      ["2025-01-12T11:00", "20250112"],
      ["2025-01-15T11:00", "20250115"],
    ]);
  });
});

describe("fast game calendars", () => {
  it.each([
    [1, 1440],
    [2, 720],
    [3, 480],
    [5, 288],
  ] as const)("every %i minutes: %i numbered draws a local day", (every, perDay) => {
    const calendar = fastCalendar(`5d-${every}`, every);
    const draws = drawsAfter(calendar, MONDAY - 1, perDay + 1, 10_000);
    expect(draws[0]!.numero).toBe("20250106-0001");
    expect(draws[0]!.drawAt).toBe(MONDAY);
    expect(draws[perDay - 1]!.numero).toBe(`20250106-${String(perDay).padStart(4, "0")}`);
    expect(draws[perDay]!.numero).toBe("20250107-0001");
    expect(draws[1]!.drawAt - draws[0]!.drawAt).toBe(every * MIN);
    for (const d of [draws[0]!, draws[perDay - 1]!, draws[perDay]!])
      expect(drawOfId(calendar, d.id, 10_000)).toEqual(d);
    expect(drawsOfNumero(calendar, `20250106-${String(perDay + 1).padStart(4, "0")}`)).toEqual([]);
  });

  it("the next draw after an instant, and the open one after close", () => {
    const calendar = fastCalendar("k3-5", 5);
    const at = Date.UTC(2025, 0, 6, 0, 2); // 07:02 in Vietnam
    expect(nextDraw(calendar, at).numero).toBe("20250106-0086");
    expect(iso(nextDraw(calendar, at).drawAt)).toBe("2025-01-06T00:05");
    expect(openDraws(calendar, Date.UTC(2025, 0, 6, 0, 4, 40), 1, 30_000)[0]!.numero).toBe("20250106-0087");
    expect(openDraws(calendar, Date.UTC(2025, 0, 6, 0, 4, 20), 1, 30_000)[0]!.numero).toBe("20250106-0086");
  });
});
