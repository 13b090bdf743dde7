import { describe, expect, it } from "vitest";
import { agree } from "./agree.js";
import { checkedSheet, drawKeyOf, scheduledDrawOf } from "./sheets.js";
import type { ResultSheet, SourceReading } from "./types.js";

const lao = (number: string): ResultSheet => ({ kind: "lao", sheet: { number } });
const published = (source: string, sheet: ResultSheet, revision = 1): SourceReading => ({
  source,
  status: "published",
  sheet,
  publishedAt: "2025-01-06T13:30:00.000Z",
  revision,
});

describe("agree", () => {
  it("agrees when the required number of sources publish the same sheet", () => {
    expect(agree([published("feed-a", lao("1234")), published("feed-b", lao("1234"))], 2)).toEqual({
      status: "agreed",
      sheet: lao("1234"),
      sources: ["feed-a", "feed-b"],
    });
  });

  it("agrees on the sheet whatever the revision numbers say (a repeated publication)", () => {
    const result = agree([published("feed-a", lao("1234"), 2), published("feed-b", lao("1234"))], 2);
    expect(result.status).toBe("agreed");
  });

  it("waits while fewer sources than required have published", () => {
    const result = agree([published("feed-a", lao("1234")), { source: "feed-b", status: "pending" }], 2);
    expect(result).toEqual({
      status: "waiting",
      reason: "1 of 2 required sources published; pending: feed-b",
    });
    expect(agree([published("feed-a", lao("1234"))], 1).status).toBe("agreed");
  });

  it("never counts an invalid reading", () => {
    const result = agree(
      [published("feed-a", lao("1234")), { source: "feed-b", status: "invalid", reason: "bad signature" }],
      2,
    );
    expect(result).toEqual({
      status: "waiting",
      reason: "1 of 2 required sources published; invalid: feed-b",
    });
  });

  it("disagrees when two published sheets differ, however many agree", () => {
    const result = agree(
      [published("feed-a", lao("1234")), published("feed-b", lao("1234")), published("feed-c", lao("9999"))],
      2,
    );
    expect(result).toEqual({
      status: "disagree",
      reason: "sources publish different results: feed-a + feed-b vs feed-c",
    });
  });

  it("waits with no readings at all", () => {
    expect(agree([], 2).status).toBe("waiting");
  });
});

describe("feed keys and sheets", () => {
  it("names a draw by its station or lottery and local day", () => {
    expect(drawKeyOf("vn-south:tp-hcm:20250106")).toEqual({
      gameCode: "vn-south:tp-hcm",
      drawDate: "2025-01-06",
    });
    expect(drawKeyOf("vn-north:20250106")).toEqual({ gameCode: "vn-north", drawDate: "2025-01-06" });
    // 16:15 in Ho Chi Minh City (UTC+7).
    expect(scheduledDrawOf(drawKeyOf("vn-south:tp-hcm:20250106"))?.drawAt).toBe(Date.UTC(2025, 0, 6, 9, 15));
    expect(scheduledDrawOf({ gameCode: "vn-south:ha-noi", drawDate: "2025-01-06" })).toBeNull();
    expect(scheduledDrawOf({ gameCode: "thai", drawDate: "2025-01-02" })).toBeNull();
  });

  it("accepts a valid sheet in canonical form and names what is wrong with a bad one", () => {
    const north = {
      region: "north",
      prizes: {
        seventh: ["01", "02", "03", "04"],
        special: ["12345"],
        first: ["12345"],
        second: ["12345", "12345"],
        third: ["12345", "12345", "12345", "12345", "12345", "12345"],
        fourth: ["1234", "1234", "1234", "1234"],
        fifth: ["1234", "1234", "1234", "1234", "1234", "1234"],
        sixth: ["123", "123", "123"],
      },
    };
    const checked = checkedSheet("vn-north", { kind: "vn", sheet: north });
    expect("sheet" in checked && Object.keys((checked.sheet.sheet as { prizes: object }).prizes)).toEqual([
      "special",
      "first",
      "second",
      "third",
      "fourth",
      "fifth",
      "sixth",
      "seventh",
      "eighth",
    ]);
    expect(checkedSheet("vn-south:tp-hcm", { kind: "vn", sheet: north })).toEqual({
      problem: "a north sheet for a south draw",
    });
    const short = { ...north, prizes: { ...north.prizes, sixth: ["123", "12", "123"] } };
    expect(checkedSheet("vn-north", { kind: "vn", sheet: short })).toEqual({
      problem: "lottery.result.digits at sixth[1]",
      at: { code: "lottery.result.digits", prize: "sixth", index: 1 },
    });
    expect(checkedSheet("thai", { kind: "lao", sheet: { number: "1234" } })).toEqual({
      problem: "a lao sheet for a thai draw",
    });
    expect(checkedSheet("lao", { kind: "lao", sheet: { number: "1234", extra: "1" } })).toMatchObject({
      problem: "lottery.result.shape at extra",
    });
  });
});
