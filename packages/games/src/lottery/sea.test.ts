import { describe, expect, it } from "vitest";
import {
  type My4dResultSheet,
  my4dBetCost,
  my4dBetProblem,
  my4dSheetProblem,
  settleMy4dBet,
} from "./sea-4d.js";
import { laoBetProblem, laoSheetProblem, settleLaoBet } from "./sea-lao.js";
import {
  settleThaiBet,
  type ThaiResultSheet,
  thaiBetCost,
  thaiBetProblem,
  thaiSheetProblem,
} from "./sea-thai.js";

const THAI: ThaiResultSheet = { first: "835538", front3: ["123", "456"], last3: ["789", "012"], last2: "77" };

describe("Thai government lottery", () => {
  it("validates the sheet shape", () => {
    expect(thaiSheetProblem(THAI)).toBeNull();
    expect(thaiSheetProblem({ ...THAI, first: "83553" })).toEqual({
      code: "lottery.result.digits",
      prize: "first",
      index: 0,
    });
    expect(thaiSheetProblem({ ...THAI, last3: ["789"] })).toEqual({
      code: "lottery.result.count",
      prize: "last3",
    });
  });

  it.each([
    ["top3", ["538", "835"], [1, 0]],
    ["tod3", ["853", "385", "538", "539"], [1, 1, 1, 0]],
    ["top2", ["38", "83"], [1, 0]],
    ["bottom2", ["77", "38"], [1, 0]],
    ["run_top", ["5", "3", "8", "6"], [1, 1, 1, 0]],
    ["run_bottom", ["7", "3"], [1, 0]],
  ] as const)("%s %j hits %j (a run pays once)", (type, numbers, hits) => {
    const bet = { type, numbers: [...numbers], stakeMinor: 100n };
    expect(thaiBetProblem(bet)).toBeNull();
    const settled = settleThaiBet(THAI, bet, 9_000_000);
    expect(settled.lines.map((l) => l.hits)).toEqual(hits);
    expect(settled.winMinor).toBe(BigInt(hits.filter(Boolean).length) * 90_000n);
    expect(thaiBetCost(bet)).toBe(BigInt(numbers.length) * 100n);
  });

  it("refuses numbers of the wrong length", () => {
    expect(thaiBetProblem({ type: "top3", numbers: ["38"], stakeMinor: 1n })).toBe("lottery.number.invalid");
    expect(thaiBetProblem({ type: "run_top", numbers: ["12"], stakeMinor: 1n })).toBe(
      "lottery.number.invalid",
    );
    expect(thaiBetProblem({ type: "top4" as "top3", numbers: ["1234"], stakeMinor: 1n })).toBe(
      "lottery.bet.type",
    );
  });
});

describe("Lao lottery", () => {
  it("settles the last 4, 3 and 2 digits of the result", () => {
    const sheet = { number: "0427" };
    expect(laoSheetProblem(sheet)).toBeNull();
    expect(laoSheetProblem({ number: "427" })?.code).toBe("lottery.result.digits");
    for (const [type, win, lose] of [
      ["lao4", "0427", "1427"],
      ["lao3", "427", "027"],
      ["lao2", "27", "42"],
    ] as const) {
      const bet = { type, numbers: [win, lose], stakeMinor: 10n };
      expect(laoBetProblem(bet)).toBeNull();
      expect(settleLaoBet(sheet, bet, 100_000).lines.map((l) => l.hits)).toEqual([1, 0]);
      expect(settleLaoBet(sheet, bet, 100_000).winMinor).toBe(100n);
    }
  });
});

describe("Malaysian 4D", () => {
  const sheet: My4dResultSheet = {
    first: "1234",
    second: "5678",
    third: "9012",
    special: ["0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009", "1234"],
    consolation: ["1001", "1002", "1003", "1004", "1005", "1006", "1007", "1008", "1009", "1010"],
  };
  const odds = {
    first: 25_000_000,
    second: 10_000_000,
    third: 5_000_000,
    special: 1_800_000,
    consolation: 600_000,
  };

  it("validates 23 numbers of 4 digits", () => {
    expect(my4dSheetProblem(sheet)).toBeNull();
    expect(my4dSheetProblem({ ...sheet, special: sheet.special.slice(1) })).toEqual({
      code: "lottery.result.count",
      prize: "special",
    });
    expect(my4dSheetProblem({ ...sheet, consolation: [...sheet.consolation.slice(1), "12345"] })?.code).toBe(
      "lottery.result.digits",
    );
  });

  it("Big pays every tier a number appears in; Small only the top three", () => {
    const big = { type: "big" as const, numbers: ["1234", "1005", "0000"], stakeMinor: 1n };
    expect(my4dBetProblem(big)).toBeNull();
    expect(my4dBetCost(big)).toBe(3n);
    const settled = settleMy4dBet(sheet, big, odds);
    expect(settled.lines.map((l) => [l.hits, l.winMinor])).toEqual([
      [2, 2680n],
      [1, 60n],
      [0, 0n],
    ]);
    const small = settleMy4dBet(
      sheet,
      { type: "small", numbers: ["1234", "1005"], stakeMinor: 1n },
      {
        first: 35_000_000,
        second: 20_000_000,
        third: 10_000_000,
      },
    );
    expect(small.lines.map((l) => l.winMinor)).toEqual([3500n, 0n]);
    expect(my4dBetProblem({ type: "big", numbers: ["123"], stakeMinor: 1n })).toBe("lottery.number.invalid");
  });
});
