import { DEFAULT_ODDS_TABLES, oddsKeys, oddsTableReturns } from "@jogada/games";
import { describe, expect, it } from "vitest";
import { draftReturns, keyOfField, odds10kOfText, oddsBody } from "./odds-draft";

const draftOf = (game: "thai" | "my4d" | "vn-north") =>
  Object.fromEntries(
    Object.entries(DEFAULT_ODDS_TABLES[game].odds).map(([key, odds]) => [key, String(odds / 10_000)]),
  );

describe("the odds form's figures", () => {
  it("reads odds as typed, with a point or a comma, up to four decimals", () => {
    expect(odds10kOfText("98")).toBe(980_000);
    expect(odds10kOfText("9,8")).toBe(98_000);
    expect(odds10kOfText(" 3.1415 ")).toBe(31_415);
    expect(odds10kOfText("3.14159")).toBeNull();
    expect(odds10kOfText("-1")).toBeNull();
    expect(odds10kOfText("")).toBeNull();
    expect(oddsBody({ a: " 9,8 " })).toEqual({ a: "9.8" });
  });

  it("shows each entry's return as the server's guard computes it", () => {
    const draft = draftOf("thai");
    const returns = draftReturns("thai", draft);
    for (const entry of oddsTableReturns(DEFAULT_ODDS_TABLES.thai))
      expect(returns[entry.betType]).toBeCloseTo(entry.rtpValue, 12);
    const key = oddsKeys("thai")[0]!;
    const raised = draftReturns("thai", { ...draft, [key]: String(Number(draft[key]) * 2) });
    expect(raised[key]).toBeCloseTo((returns[key] ?? 0) * 2, 9);
    expect(draftReturns("thai", { ...draft, [key]: "abc" })[key]).toBeNull();
  });

  it("gives every 4D tier its bet type's return", () => {
    const returns = draftReturns("my4d", draftOf("my4d"));
    const big = oddsTableReturns(DEFAULT_ODDS_TABLES.my4d).find((e) => e.betType === "big")!;
    expect(returns["big.first"]).toBeCloseTo(big.rtpValue, 12);
    expect(returns["big.second"]).toBeCloseTo(big.rtpValue, 12);
  });

  it("puts a refusal on the entry the server named", () => {
    expect(keyOfField("odds.lo2", "vn-north")).toBe("lo2");
    expect(keyOfField("odds.big", "my4d")).toBe("big.first");
    expect(keyOfField("odds.small.third", "my4d")).toBe("small.third");
    expect(keyOfField("merchant", "thai")).toBeNull();
    expect(keyOfField(undefined, "thai")).toBeNull();
  });
});
