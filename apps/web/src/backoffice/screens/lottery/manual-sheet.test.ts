import { describe, expect, it } from "vitest";
import { jsonSheetFrom, sheetKindOf, vnLinesOf, vnRows, vnSheetFrom } from "./manual-sheet";

describe("manual result sheets", () => {
  it("reads the kind and region from a draw id", () => {
    expect(sheetKindOf("vn-south:tp-hcm:20250106")).toEqual({ kind: "vn", region: "south" });
    expect(sheetKindOf("vn-north:20250106")).toEqual({ kind: "vn", region: "north" });
    expect(sheetKindOf("thai:20250116")).toEqual({ kind: "thai" });
  });

  it("turns typed prize lines into a feed sheet and back", () => {
    const lines = { special: "123456", third: "11111, 22222", seventh: " 789 " };
    const sheet = vnSheetFrom("south", lines);
    expect(sheet).toEqual({
      kind: "vn",
      sheet: {
        region: "south",
        prizes: {
          special: ["123456"],
          first: [],
          second: [],
          third: ["11111", "22222"],
          fourth: [],
          fifth: [],
          sixth: [],
          seventh: ["789"],
          eighth: [],
        },
      },
    });
    expect(vnLinesOf(sheet)).toMatchObject({ special: "123456", third: "11111 22222", seventh: "789" });
  });

  it("leaves out the North's empty eighth prize", () => {
    expect(vnRows("north").map((row) => row.prize)).not.toContain("eighth");
  });

  it("refuses JSON that is not an object", () => {
    expect(jsonSheetFrom("thai", "[1,2]")).toBeNull();
    expect(jsonSheetFrom("thai", "{")).toBeNull();
    expect(jsonSheetFrom("lao", '{"number":"1234"}')).toEqual({ kind: "lao", sheet: { number: "1234" } });
  });
});
