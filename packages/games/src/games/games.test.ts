import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FairStream } from "../fair/floats.js";
import { referenceFloats } from "../fair/reference.test-helper.js";
import { DEFAULT_EDGE_BPS, payoutMinor } from "../payout.js";
import { cardFromFloat, DECK, drawCards } from "./cards.js";
import { diceBetProblem, diceExactRtp, diceMultiplier, diceRoll, diceWins } from "./dice.js";
import { KENO_RISKS, kenoDraw, kenoExactRtp, kenoHits, kenoPicksProblem } from "./keno.js";
import { limboResult, limboTargetProblem } from "./limbo.js";
import { minePositions, minesMultiplier } from "./mines.js";
import { PLINKO_RISKS, type PlinkoRows, plinkoDrop, plinkoExactRtp } from "./plinko.js";

const seeds = fc.record({
  serverSeed: fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 }),
  clientSeed: fc.string({ minLength: 1, maxLength: 20 }),
  nonce: fc.nat(10_000_000),
});
const stream = (s: { serverSeed: string; clientSeed: string; nonce: number }) => new FairStream(s);
const ref = (s: { serverSeed: string; clientSeed: string; nonce: number }, count: number) =>
  referenceFloats(s.serverSeed, s.clientSeed, s.nonce, count);

/** The public scheme's shuffle written out plainly: pick floor(f x remaining) from what is left. */
function referencePick(floats: number[], pool: number[]): number[] {
  const left = [...pool];
  const out: number[] = [];
  for (const f of floats) {
    const index = Math.floor(f * left.length);
    out.push(left[index]!);
    left.splice(index, 1);
  }
  return out;
}

describe("outcomes equal the public scheme's formulas", () => {
  it("dice: floor(float x 10001) / 100", () => {
    fc.assert(
      fc.property(seeds, (s) => {
        expect(diceRoll(stream(s))).toBe(Math.floor(ref(s, 1)[0]! * 10001));
      }),
      { numRuns: 300 },
    );
  });

  it("limbo: max(1, floor(0.99 / float x 100) / 100)", () => {
    fc.assert(
      fc.property(seeds, (s) => {
        expect(limboResult(stream(s), 100)).toBe(Math.max(100, Math.floor((0.99 / ref(s, 1)[0]!) * 100)));
      }),
      { numRuns: 300 },
    );
  });

  it("plinko: one float per row, floor(float x 2) is left or right", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 8, max: 16 }), (s, rows) => {
        const drop = plinkoDrop(stream(s), rows as PlinkoRows, "medium");
        const path = ref(s, rows).map((f) => Math.floor(f * 2));
        expect(drop.path).toEqual(path);
        expect(drop.slot).toBe(path.filter((x) => x === 1).length);
      }),
      { numRuns: 200 },
    );
  });

  it("mines: tiles picked from the remaining ones, no repeats", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 24 }), (s, mines) => {
        const tiles = minePositions(stream(s), mines);
        expect(tiles).toEqual(
          referencePick(
            ref(s, mines),
            Array.from({ length: 25 }, (_, i) => i),
          ),
        );
        expect(new Set(tiles).size).toBe(mines);
      }),
      { numRuns: 200 },
    );
  });

  it("keno: ten numbers of 1..40 picked from the remaining ones", () => {
    fc.assert(
      fc.property(seeds, (s) => {
        const drawn = kenoDraw(stream(s));
        expect(drawn).toEqual(
          referencePick(
            ref(s, 10),
            Array.from({ length: 40 }, (_, i) => i + 1),
          ),
        );
        expect(new Set(drawn).size).toBe(10);
      }),
      { numRuns: 200 },
    );
  });

  it("cards: floor(float x 52)", () => {
    fc.assert(
      fc.property(seeds, (s) => {
        expect(drawCards(stream(s), 6)).toEqual(ref(s, 6).map((f) => Math.floor(f * 52)));
      }),
      { numRuns: 100 },
    );
    expect(DECK).toHaveLength(52);
    expect(new Set(DECK).size).toBe(52);
    expect(cardFromFloat(0.999999)).toBe(51);
  });

  it("a fixed vector stays fixed (server seed, client seed, nonce)", () => {
    // Computed once with the reference implementation; frozen so any change of the derivation shows.
    const s = { serverSeed: "7f3c1d2e9a", clientSeed: "jogada", nonce: 42 };
    expect(diceRoll(stream(s))).toBe(3608);
    expect(limboResult(stream(s), 100)).toBe(274);
    expect(kenoDraw(stream(s))).toEqual([15, 1, 26, 22, 9, 32, 14, 28, 12, 24]);
    expect(minePositions(stream(s), 3)).toEqual([9, 0, 16]);
    expect(plinkoDrop(stream(s), 8, "low").slot).toBe(4);
  });
});

describe("game rules and exact returns", () => {
  it("dice pays (1 - edge) x 100 / chance and returns 99% x 10000/10001", () => {
    expect(diceMultiplier({ target: 5000, direction: "over" }, 100)).toBe(19800);
    expect(diceMultiplier({ target: 5000, direction: "under" }, 100)).toBe(19800);
    for (const target of [200, 1234, 5000, 9800]) {
      expect(diceExactRtp({ target, direction: "under" }, 100)).toBeCloseTo((0.99 * 10000) / 10001, 3);
    }
    expect(diceWins(5001, { target: 5000, direction: "over" })).toBe(true);
    expect(diceWins(5000, { target: 5000, direction: "over" })).toBe(false);
    expect(diceBetProblem({ target: 9899, direction: "over" })).toBe("target");
    expect(diceBetProblem({ target: 101, direction: "under" })).toBe("target");
    expect(diceBetProblem({ target: 9800, direction: "over" })).toBeNull();
    expect(diceBetProblem({ target: 50.5, direction: "over" })).toBe("target");
  });

  it("limbo: targets from 1.01x, P(result >= M) close to 0.99 / M", () => {
    expect(limboTargetProblem(100)).toBe("target");
    expect(limboTargetProblem(101)).toBeNull();
    const n = 200_000;
    const s = new FairStream({ serverSeed: "limbo-rtp", clientSeed: "c", nonce: 0 });
    let wins = 0;
    for (let i = 0; i < n; i++) if (limboResult(s, DEFAULT_EDGE_BPS) >= 200) wins++;
    const se = Math.sqrt((0.495 * 0.505) / n);
    expect(Math.abs(wins / n - 0.495)).toBeLessThan(3.3 * se);
  });

  it("plinko tables each return 99% within half a point", () => {
    for (let rows = 8; rows <= 16; rows++) {
      for (const risk of PLINKO_RISKS) {
        const rtp = plinkoExactRtp(rows as PlinkoRows, risk);
        expect(rtp, `${rows} ${risk}`).toBeGreaterThan(0.985);
        expect(rtp, `${rows} ${risk}`).toBeLessThan(0.995);
      }
    }
  });

  it("keno tables each return 99% within half a point", () => {
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks++) {
        const rtp = kenoExactRtp(risk, picks);
        expect(rtp, `${risk} ${picks}`).toBeGreaterThan(0.985);
        expect(rtp, `${risk} ${picks}`).toBeLessThan(0.995);
      }
    }
    expect(kenoPicksProblem([1, 1])).toBe("picks");
    expect(kenoPicksProblem([0])).toBe("picks");
    expect(kenoPicksProblem([])).toBe("picks");
    expect(kenoHits([1, 2, 3], [3, 4, 1])).toBe(2);
  });

  it("mines: cashing out after any number of gems returns 99%", () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let gems = 1; gems <= 25 - mines; gems++) {
        let survive = 1;
        for (let i = 0; i < gems; i++) survive *= (25 - mines - i) / (25 - i);
        const rtp = survive * (minesMultiplier(mines, gems, 100) / 10000);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.99 * (1 - 1e-4) - 1 / 10000);
      }
    }
    expect(minesMultiplier(3, 0, 100)).toBe(10000);
    expect(minesMultiplier(1, 1, 100)).toBe(10312);
  });

  it("wins are computed on bigint minor units, truncated", () => {
    expect(payoutMinor(1000n, 19800)).toBe(1980n);
    expect(payoutMinor(333n, 15000)).toBe(499n);
  });
});
