import { describe, expect, it } from "vitest";
import { checkOddsTable, ODDS_GAMES, type OddsTable, oddsKeys, oddsTableReturns } from "./odds.js";
import { DEFAULT_ODDS_TABLES } from "./odds-defaults.js";
import { cmp, frac } from "./rational.js";
import { vnRtp } from "./vn-rtp.js";

/** Every default entry's return, written out independently in floating point. */
function expectedReturns(lo: number): Record<string, (odds: number) => number> {
  const allOf = (k: number) => {
    let p = 0;
    for (let j = 0; j <= k; j++) p += (-1) ** j * binom(k, j) * ((100 - j) / 100) ** lo;
    return p;
  };
  return {
    lo2: (o) => (o * lo * 0.01) / lo,
    lo3: (o) => o / 1000,
    lo4: (o) => o / 10000,
    de: (o) => o / 100,
    de_dau: (o) => o / 100,
    de_nhat: (o) => o / 100,
    dau: (o) => o / 10,
    duoi: (o) => o / 10,
    cang3: (o) => o / 1000,
    cang4: (o) => o / 10000,
    xien2: (o) => o * allOf(2),
    xien3: (o) => o * allOf(3),
    xien4: (o) => o * allOf(4),
    truot_xien4: (o) => o * 0.96 ** lo,
    truot_xien8: (o) => o * 0.92 ** lo,
    truot_xien10: (o) => o * 0.9 ** lo,
    big_small: (o) => o / 2,
    odd_even: (o) => o / 2,
  };
}
function binom(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

describe("exact return of every default odds entry", () => {
  it.each([
    ["vn-north", 27],
    ["vn-central", 18],
    ["vn-south", 18],
  ] as const)("%s (%i numbers)", (game, lo) => {
    const table = DEFAULT_ODDS_TABLES[game];
    const expected = expectedReturns(lo);
    const returns = oddsTableReturns(table);
    expect(returns.map((r) => r.betType)).toEqual(Object.keys(expected));
    for (const r of returns)
      expect(r.rtpValue).toBeCloseTo(expected[r.betType]!(table.odds[r.betType]! / 10_000), 9);
  });

  it("Thai, Lao and 4D", () => {
    const values = (game: "thai" | "lao" | "my4d") =>
      Object.fromEntries(oddsTableReturns(DEFAULT_ODDS_TABLES[game]).map((r) => [r.betType, r.rtp]));
    expect(values("thai")).toEqual({
      top3: frac(9, 10),
      tod3: frac(9, 10),
      top2: frac(9, 10),
      bottom2: frac(9, 10),
      run_top: frac(32 * 271, 10_000),
      run_bottom: frac(42 * 19, 1000),
    });
    expect(values("lao")).toEqual({ lao4: frac(9, 10), lao3: frac(9, 10), lao2: frac(9, 10) });
    expect(values("my4d")).toEqual({
      big: frac(2500 + 1000 + 500 + 1800 + 600, 10_000),
      small: frac(3500 + 2000 + 1000, 10_000),
    });
  });

  it("every default table passes the guard at 99.5% and every entry is under it", () => {
    for (const game of ODDS_GAMES) {
      const table = DEFAULT_ODDS_TABLES[game];
      expect(Object.keys(table.odds).sort()).toEqual(oddsKeys(game).sort());
      expect(checkOddsTable(table, 0.995)).toBeNull();
      for (const r of oddsTableReturns(table)) expect(cmp(r.rtp, frac(995, 1000))).toBe(-1);
    }
  });
});

describe("the guard", () => {
  it("lô trượt xiên 4 at 2.5 returns about 83% in the North and about 120% in the South", () => {
    expect(
      Number(vnRtp("north", "truot_xien4", 25_000).n) / Number(vnRtp("north", "truot_xien4", 25_000).d),
    ).toBeCloseTo(0.8304, 4);
    const south: OddsTable = {
      game: "vn-south",
      odds: { ...DEFAULT_ODDS_TABLES["vn-south"].odds, truot_xien4: 25_000 },
    };
    const problem = checkOddsTable(south, 0.995);
    expect(problem).toMatchObject({ code: "lottery.odds.rtp", game: "vn-south", betType: "truot_xien4" });
    expect(problem?.rtpValue).toBeCloseTo(1.199, 3);
    const north: OddsTable = {
      game: "vn-north",
      odds: { ...DEFAULT_ODDS_TABLES["vn-north"].odds, truot_xien4: 25_000 },
    };
    expect(checkOddsTable(north, 0.995)).toBeNull();
  });

  it("refuses an entry just above the maximum and accepts one exactly at it", () => {
    const at = (lo2: number): OddsTable => ({
      game: "vn-north",
      odds: { ...DEFAULT_ODDS_TABLES["vn-north"].odds, lo2 },
    });
    expect(checkOddsTable(at(995_000), 0.995)).toBeNull();
    expect(checkOddsTable(at(995_001), 0.995)).toMatchObject({ code: "lottery.odds.rtp", betType: "lo2" });
    expect(checkOddsTable(at(995_001), 0.996)).toBeNull();
  });

  it("names a 4D tier's bet type, and missing, unknown or malformed entries", () => {
    const my4d = DEFAULT_ODDS_TABLES.my4d;
    expect(checkOddsTable({ game: "my4d", odds: { ...my4d.odds, "small.first": 80_000_000 } })).toMatchObject(
      {
        code: "lottery.odds.rtp",
        betType: "small",
      },
    );
    const { "big.third": _, ...withoutThird } = my4d.odds;
    expect(checkOddsTable({ game: "my4d", odds: withoutThird })).toMatchObject({
      code: "lottery.odds.missing",
      betType: "big",
      key: "big.third",
    });
    expect(checkOddsTable({ game: "lao", odds: { ...DEFAULT_ODDS_TABLES.lao.odds, lao5: 1 } })).toMatchObject(
      {
        code: "lottery.odds.unknown",
        key: "lao5",
      },
    );
    expect(
      checkOddsTable({ game: "thai", odds: { ...DEFAULT_ODDS_TABLES.thai.odds, top2: 1.5 } }),
    ).toMatchObject({
      code: "lottery.odds.invalid",
      betType: "top2",
    });
  });
});
