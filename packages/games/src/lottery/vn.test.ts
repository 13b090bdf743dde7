import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VN_BET_TYPES, type VnBet, type VnBetType, vnBetCost, vnBetProblem } from "./vn-bets.js";
import { settleVnBet } from "./vn-settle.js";
import {
  VN_PRIZE_STRUCTURE,
  type VnRegion,
  type VnResultSheet,
  vnNumberCount,
  vnNumbersWithDigits,
  vnSheetProblem,
} from "./vn-sheet.js";

/** Hand-worked North sheet: "45" ends 8 numbers, "56" and "90" two each, "00" none. */
const NORTH: VnResultSheet = {
  region: "north",
  prizes: {
    special: ["12345"],
    first: ["67890"],
    second: ["11111", "22245"],
    third: ["33333", "44444", "55555", "66666", "77777", "88888"],
    fourth: ["1245", "2345", "3456", "4567"],
    fifth: ["5678", "6789", "7890", "8901", "9012", "0123"],
    sixth: ["045", "145", "245"],
    seventh: ["45", "56", "67", "78"],
  },
};

/** Hand-worked South sheet: "56" ends 4 numbers (special, a fourth, a sixth, the eighth). */
const SOUTH: VnResultSheet = {
  region: "south",
  prizes: {
    special: ["123456"],
    first: ["11111"],
    second: ["22222"],
    third: ["33333", "44444"],
    fourth: ["00001", "00002", "00003", "00004", "00005", "00006", "00056"],
    fifth: ["1234"],
    sixth: ["5678", "9056", "0000"],
    seventh: ["789"],
    eighth: ["56"],
  },
};
const CENTRAL: VnResultSheet = { ...SOUTH, region: "central" };

const bet = (type: VnBetType, numbers: string[], stakeMinor = 1000n): VnBet => ({
  type,
  numbers,
  stakeMinor,
});
/** Odds 10 (100000 odds10k) everywhere: a win is stake x 10 x hits. */
const ODDS = 100_000;
const hitsOf = (sheet: VnResultSheet, b: VnBet) => settleVnBet(sheet, b, ODDS).lines.map((l) => l.hits);

describe("prize structures and result sheets", () => {
  it("the North draws 27 numbers, the South and Central 18, with the digits of REFERENCE.md §3", () => {
    expect(vnNumberCount("north")).toBe(27);
    expect(vnNumberCount("south")).toBe(18);
    expect(vnNumberCount("central")).toBe(18);
    expect(VN_PRIZE_STRUCTURE.north.map((p) => `${p.count}x${p.digits}`).join(" ")).toBe(
      "1x5 1x5 2x5 6x5 4x4 6x4 3x3 4x2 0x2",
    );
    expect(VN_PRIZE_STRUCTURE.south.map((p) => `${p.count}x${p.digits}`).join(" ")).toBe(
      "1x6 1x5 1x5 2x5 7x5 1x4 3x4 1x3 1x2",
    );
    expect([vnNumbersWithDigits("north", 3), vnNumbersWithDigits("north", 4)]).toEqual([23, 20]);
    expect([vnNumbersWithDigits("south", 3), vnNumbersWithDigits("south", 4)]).toEqual([17, 16]);
  });

  it("accepts well-formed sheets and names the first problem of a bad one", () => {
    expect(vnSheetProblem(NORTH)).toBeNull();
    expect(vnSheetProblem(SOUTH)).toBeNull();
    expect(vnSheetProblem(CENTRAL)).toBeNull();
    const seventh = { ...NORTH, prizes: { ...NORTH.prizes, seventh: ["45", "56", "677", "78"] } };
    expect(vnSheetProblem(seventh)).toEqual({ code: "lottery.result.digits", prize: "seventh", index: 2 });
    const third = { ...NORTH, prizes: { ...NORTH.prizes, third: ["33333"] } };
    expect(vnSheetProblem(third)).toEqual({ code: "lottery.result.count", prize: "third" });
    const special = { ...SOUTH, prizes: { ...SOUTH.prizes, special: ["12345"] } };
    expect(vnSheetProblem(special)).toEqual({ code: "lottery.result.digits", prize: "special", index: 0 });
    const eighth = { ...NORTH, prizes: { ...NORTH.prizes, eighth: ["12"] } };
    expect(vnSheetProblem(eighth)).toEqual({ code: "lottery.result.count", prize: "eighth" });
    expect(vnSheetProblem({ ...SOUTH, prizes: { ...SOUTH.prizes, ninth: [] } } as never)).toEqual({
      code: "lottery.result.shape",
      prize: "ninth",
    });
    expect(vnSheetProblem({ region: "east", prizes: {} } as never)?.code).toBe("lottery.result.shape");
  });
});

describe("selections", () => {
  it("refuses numbers out of range, duplicates and the wrong count for xiên and lô trượt", () => {
    expect(vnBetProblem(bet("lo2", ["05", "99"]))).toBeNull();
    expect(vnBetProblem(bet("lo2", ["5"]))).toBe("lottery.number.invalid");
    expect(vnBetProblem(bet("lo2", ["100"]))).toBe("lottery.number.invalid");
    expect(vnBetProblem(bet("lo3", ["05"]))).toBe("lottery.number.invalid");
    expect(vnBetProblem(bet("lo2", ["05", "05"]))).toBe("lottery.number.duplicate");
    expect(vnBetProblem(bet("lo2", []))).toBe("lottery.number.count");
    expect(vnBetProblem(bet("xien3", ["01", "02"]))).toBe("lottery.number.count");
    expect(vnBetProblem(bet("truot_xien8", ["01", "02", "03", "04", "05", "06", "07"]))).toBe(
      "lottery.number.count",
    );
    expect(vnBetProblem(bet("xien2", ["01", "01"]))).toBe("lottery.number.duplicate");
    expect(vnBetProblem(bet("dau", ["10"]))).toBe("lottery.number.invalid");
    expect(vnBetProblem(bet("big_small", ["big", "huge"]))).toBe("lottery.number.invalid");
    expect(vnBetProblem(bet("lo2", ["05"], 0n))).toBe("lottery.stake.invalid");
    expect(vnBetProblem(bet("lo5" as VnBetType, ["05"]))).toBe("lottery.bet.type");
  });

  it("prices lô on every number it can hit, đề đầu on the North's four 7th-prize numbers", () => {
    expect(vnBetCost("north", bet("lo2", ["45", "56", "00"]))).toBe(81_000n);
    expect(vnBetCost("south", bet("lo2", ["45", "56", "00"]))).toBe(54_000n);
    expect(vnBetCost("north", bet("lo3", ["245"]))).toBe(23_000n);
    expect(vnBetCost("central", bet("lo3", ["245"]))).toBe(17_000n);
    expect(vnBetCost("north", bet("lo4", ["2345"]))).toBe(20_000n);
    expect(vnBetCost("south", bet("lo4", ["2345"]))).toBe(16_000n);
    expect(vnBetCost("north", bet("de_dau", ["45"]))).toBe(4000n);
    expect(vnBetCost("south", bet("de_dau", ["45"]))).toBe(1000n);
    expect(vnBetCost("north", bet("de", ["45", "46"]))).toBe(2000n);
    expect(vnBetCost("north", bet("xien4", ["01", "02", "03", "04"]))).toBe(1000n);
    expect(
      vnBetCost("south", bet("truot_xien10", ["00", "01", "02", "03", "04", "05", "06", "07", "08", "09"])),
    ).toBe(1000n);
  });
});

describe("settlement on the North sheet", () => {
  it.each([
    ["lo2", ["45", "56", "90", "00"], [8, 2, 2, 0]],
    ["lo3", ["245", "345", "890", "999"], [3, 2, 2, 0]],
    ["lo4", ["2345", "7890", "0123", "0000"], [2, 2, 1, 0]],
    ["de", ["45", "54"], [1, 0]],
    ["de_dau", ["45", "78", "12"], [1, 1, 0]],
    ["de_nhat", ["90", "45"], [1, 0]],
    ["dau", ["4", "5"], [1, 0]],
    ["duoi", ["5", "4"], [1, 0]],
    ["cang3", ["345", "245"], [1, 0]],
    ["cang4", ["2345", "1245"], [1, 0]],
    ["xien2", ["45", "90"], [1]],
    ["xien3", ["45", "90", "00"], [0]],
    ["xien4", ["45", "56", "67", "78"], [1]],
    ["truot_xien4", ["00", "02", "03", "04"], [1]],
    ["truot_xien8", ["00", "02", "03", "04", "05", "06", "07", "45"], [0]],
    ["truot_xien10", ["00", "02", "03", "04", "05", "06", "07", "08", "09", "10"], [1]],
    ["big_small", ["small", "big"], [1, 0]],
    ["odd_even", ["odd", "even"], [1, 0]],
  ] as const)("%s %j hits %j", (type, numbers, hits) => {
    const b = bet(type, [...numbers]);
    expect(vnBetProblem(b)).toBeNull();
    expect(hitsOf(NORTH, b)).toEqual(hits);
    const settled = settleVnBet(NORTH, b, ODDS);
    expect(settled.winMinor).toBe(BigInt(hits.reduce((a: number, h) => a + h, 0)) * 10_000n);
  });

  it("a lô number drawn 8 times pays 8 times the odds", () => {
    const settled = settleVnBet(NORTH, bet("lo2", ["45"], 1000n), 980_000);
    expect(settled.winMinor).toBe(8n * 98n * 1000n);
  });
});

describe("settlement on the South and Central sheets", () => {
  it.each([
    ["lo2", ["56", "00", "99"], [4, 1, 0]],
    ["lo3", ["056", "456", "789", "000"], [2, 1, 1, 1]],
    ["lo4", ["0056", "3456", "0000", "9999"], [1, 1, 1, 0]],
    ["de", ["56", "45"], [1, 0]],
    ["de_dau", ["56", "89"], [1, 0]],
    ["de_nhat", ["11", "56"], [1, 0]],
    ["dau", ["5"], [1]],
    ["duoi", ["6", "5"], [1, 0]],
    ["cang3", ["456"], [1]],
    ["cang4", ["3456", "2345"], [1, 0]],
    ["xien2", ["56", "00"], [1]],
    ["xien3", ["56", "00", "07"], [0]],
    ["xien4", ["56", "00", "11", "89"], [1]],
    ["truot_xien4", ["07", "08", "09", "10"], [1]],
    ["truot_xien8", ["07", "08", "09", "10", "12", "13", "14", "56"], [0]],
    ["truot_xien10", ["07", "08", "09", "10", "12", "13", "14", "15", "16", "17"], [1]],
    ["big_small", ["big", "small"], [1, 0]],
    ["odd_even", ["even", "odd"], [1, 0]],
  ] as const)("%s %j hits %j", (type, numbers, hits) => {
    const b = bet(type, [...numbers]);
    expect(vnBetProblem(b)).toBeNull();
    expect(hitsOf(SOUTH, b)).toEqual(hits);
    expect(hitsOf(CENTRAL, b)).toEqual(hits);
  });
});

const sheetArb = (region: VnRegion) =>
  fc
    .tuple(
      ...VN_PRIZE_STRUCTURE[region].map((spec) =>
        fc.array(
          fc.string({
            unit: fc.constantFrom(..."0123456789"),
            minLength: spec.digits,
            maxLength: spec.digits,
          }),
          {
            minLength: spec.count,
            maxLength: spec.count,
          },
        ),
      ),
    )
    .map(
      (lists): VnResultSheet => ({
        region,
        prizes: Object.fromEntries(VN_PRIZE_STRUCTURE[region].map((spec, i) => [spec.prize, lists[i]!])),
      }),
    );
const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, "0"));

describe("properties", () => {
  it("a ticket of many numbers pays the sum of its lines settled one by one", () => {
    const numberTypes = VN_BET_TYPES.filter(
      (t) => t === "lo2" || t === "de" || t === "de_dau" || t === "de_nhat",
    );
    fc.assert(
      fc.property(
        fc.constantFrom<VnRegion>("north", "central", "south").chain((r) => sheetArb(r)),
        fc.constantFrom(...numberTypes),
        fc.uniqueArray(twoDigits, { minLength: 1, maxLength: 30 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (sheet, type, numbers, stake, odds) => {
          expect(vnSheetProblem(sheet)).toBeNull();
          const whole = settleVnBet(sheet, bet(type, numbers, stake), odds).winMinor;
          const parts = numbers.reduce(
            (sum, n) => sum + settleVnBet(sheet, bet(type, [n], stake), odds).winMinor,
            0n,
          );
          expect(whole).toBe(parts);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("lô 2 số on all 100 numbers hits exactly as many times as numbers are drawn", () => {
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, "0"));
    fc.assert(
      fc.property(
        fc.constantFrom<VnRegion>("north", "south").chain((r) => sheetArb(r)),
        (sheet) => {
          const hits = hitsOf(sheet, bet("lo2", all)).reduce((a, b) => a + b, 0);
          expect(hits).toBe(vnNumberCount(sheet.region));
        },
      ),
      { numRuns: 100 },
    );
  });
});
