import { describe, expect, it } from "vitest";
import { cadenceOf, calendarOf, familyOf, menuGroupOf } from "./catalogue";
import { clockLabel, secondsLeft } from "./countdown";

describe("lottery game codes", () => {
  it("reads the family, cadence and menu group of the server's codes", () => {
    expect(["vn-north", "thai", "my4d", "5d-1", "k3-3", "pk10-5", "11x5-2", "keno-2"].map(familyOf)).toEqual([
      "vn",
      "thai",
      "my4d",
      "5d",
      "k3",
      "pk10",
      "11x5",
      "keno",
    ]);
    expect(familyOf("bingo")).toBeNull();
    expect(["5d-1", "11x5-2", "k3-3", "pk10-5"].map(cadenceOf)).toEqual([1, 2, 3, 5]);
    expect(["vn-south", "lao", "keno-2"].map(menuGroupOf)).toEqual(["vn-south", "sea", "fast"]);
    expect(calendarOf("k3-3")).toMatchObject({ kind: "interval", everyMinutes: 3 });
  });
});

describe("the close countdown", () => {
  it("counts down from the server's answer and writes days apart", () => {
    expect(secondsLeft(90, 1_000, 31_500)).toBe(60);
    expect(secondsLeft(10, 0, 60_000)).toBe(0);
    expect(clockLabel(3725)).toBe("01:02:05");
    expect(clockLabel(2 * 86_400 + 61)).toBe("2d 00:01:01");
  });
});
