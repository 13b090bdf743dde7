import { BET_CATEGORIES, DEFAULT_CONTRIBUTIONS } from "@jogada/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contributionPercent,
  percentOf,
  progressPercent,
  splitReturn,
  splitStake,
  wageringOf,
  wageringRequired,
} from "./wagering.js";

const money = fc.bigInt({ min: 0n, max: 10n ** 15n });
const positive = fc.bigInt({ min: 1n, max: 10n ** 15n });
const percent = fc.integer({ min: 0, max: 100 });

describe("wagering arithmetic", () => {
  it("default contributions: slots and house games 100%, live 10%, lottery 0%", () => {
    expect(contributionPercent({}, "slots")).toBe(100);
    expect(contributionPercent({}, "house")).toBe(100);
    expect(contributionPercent({}, "live")).toBe(10);
    expect(contributionPercent({}, "lottery")).toBe(0);
    expect(contributionPercent({ lottery: 25 }, "lottery")).toBe(25);
    expect(wageringOf(12_345n, 10)).toBe(1_234n);
  });

  it("a stake never counts more than itself, and counts in full at 100%", () => {
    fc.assert(
      fc.property(money, percent, (stake, p) => {
        const counted = wageringOf(stake, p);
        expect(counted >= 0n).toBe(true);
        expect(counted <= stake).toBe(true);
        if (p === 100) expect(counted).toBe(stake);
        if (p === 0) expect(counted).toBe(0n);
      }),
    );
  });

  it("counting bet by bet never exceeds counting the total (floors only lose)", () => {
    fc.assert(
      fc.property(fc.array(money, { maxLength: 50 }), percent, (stakes, p) => {
        const each = stakes.reduce((sum, s) => sum + wageringOf(s, p), 0n);
        const total = wageringOf(
          stakes.reduce((sum, s) => sum + s, 0n),
          p,
        );
        expect(each <= total).toBe(true);
        expect(total - each < BigInt(stakes.length) + 1n).toBe(true);
      }),
    );
  });

  it("every category has a contribution between 0 and 100", () => {
    for (const category of BET_CATEGORIES) {
      expect(DEFAULT_CONTRIBUTIONS[category]).toBeGreaterThanOrEqual(0);
      expect(DEFAULT_CONTRIBUTIONS[category]).toBeLessThanOrEqual(100);
    }
  });

  it("requirement: multiple of the bonus, or of bonus plus deposit", () => {
    fc.assert(
      fc.property(money, money, fc.integer({ min: 0, max: 100 }), (bonus, deposit, multiple) => {
        const terms = { multiple, base: "bonus" as const, contributions: {}, expiryDays: 30 };
        expect(wageringRequired(terms, bonus, deposit)).toBe(BigInt(multiple) * bonus);
        expect(wageringRequired({ ...terms, base: "bonus_plus_deposit" }, bonus, deposit)).toBe(
          BigInt(multiple) * (bonus + deposit),
        );
      }),
    );
  });

  it("match and cashback percent: floored, never above the cap, exact on whole percents", () => {
    fc.assert(
      fc.property(money, fc.integer({ min: 0, max: 50_000 }), money, (amount, basisPoints, cap) => {
        const value = percentOf(amount, basisPoints / 100, cap);
        expect(value <= cap).toBe(true);
        expect(value >= 0n).toBe(true);
        const exact = (amount * BigInt(basisPoints)) / 10_000n;
        expect(value).toBe(exact > cap ? cap : exact);
      }),
    );
    expect(percentOf(10_000n, 100, 100_000n)).toBe(10_000n);
    expect(percentOf(10_000n, 5, 100_000n)).toBe(500n);
    expect(percentOf(10_000n, 0.5, 100_000n)).toBe(50n);
  });

  it("stakes take main money first, then bonus, and add up", () => {
    fc.assert(
      fc.property(positive, fc.bigInt({ min: -10n, max: 10n ** 15n }), (stake, main) => {
        const split = splitStake(stake, main);
        expect(split.main + split.bonus).toBe(stake);
        expect(split.main >= 0n && split.bonus >= 0n).toBe(true);
        if (main >= stake) expect(split.bonus).toBe(0n);
        else expect(split.main).toBe(main > 0n ? main : 0n);
      }),
    );
  });

  it("wins follow the stake's source in proportion and add up to the win", () => {
    fc.assert(
      fc.property(money, money, money, (win, main, bonus) => {
        const back = splitReturn(win, { main, bonus });
        expect(back.main + back.bonus).toBe(win);
        expect(back.main >= 0n && back.bonus >= 0n).toBe(true);
        if (bonus === 0n) expect(back.bonus).toBe(0n);
        if (main + bonus > 0n) {
          // The bonus share is the exact proportion, floored.
          expect(back.bonus).toBe((win * bonus) / (main + bonus));
        }
      }),
    );
    // A full refund of a split stake gives each wallet its own part back.
    expect(splitReturn(300n, { main: 100n, bonus: 200n })).toEqual({ main: 100n, bonus: 200n });
  });

  it("progress is a floored percentage, 100 once done", () => {
    fc.assert(
      fc.property(money, positive, (done, required) => {
        const p = progressPercent(done, required);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        if (done >= required) expect(p).toBe(100);
        else expect(p).toBeLessThan(100);
      }),
    );
  });
});
