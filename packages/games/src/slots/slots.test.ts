import { describe, expect, it } from "vitest";
import { FairStream } from "../fair/floats.js";
import { referenceFloats } from "../fair/reference.test-helper.js";
import { evaluateGrid, spin, spinMult10k, windowOf } from "./engine.js";
import { exactRtp } from "./exact-rtp.js";
import { fruitClassic, jungleWays, pharaohLines, SLOT_GAMES } from "./index.js";
import { simulate } from "./simulate.js";
import type { SlotConfig } from "./types.js";

const games = Object.values(SLOT_GAMES);

/** Every combination of stops of a three-reel game, evaluated by the engine itself. */
function bruteForceRtp(config: SlotConfig): number {
  const [a, b, c] = config.reels as [string[], string[], string[]];
  let units = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++)
      for (let k = 0; k < c.length; k++) {
        const result = evaluateGrid(windowOf(config.reels, [i, j, k], config.rows), config);
        units += result.wins.reduce((sum, w) => sum + w.units, 0) + result.scatterUnits;
      }
  return units / (a.length * b.length * c.length) / config.payDivisor;
}

describe("slot configurations", () => {
  it("are well formed", () => {
    for (const game of games) {
      const ids = new Set(game.symbols.map((s) => s.id));
      for (const strip of [...game.reels, ...(game.freeSpins?.reels ?? [])]) {
        expect(
          strip.every((id) => ids.has(id)),
          game.code,
        ).toBe(true);
      }
      expect(10_000 % game.payDivisor, `${game.code}: the divisor must divide 10000`).toBe(0);
      if (game.mode.type === "lines") {
        for (const line of game.mode.lines) {
          expect(line).toHaveLength(game.reels.length);
          expect(line.every((row) => row >= 0 && row < game.rows)).toBe(true);
        }
      }
    }
  });

  it("have different maths with exact RTPs between 94% and 98%", () => {
    const rtps = games.map((game) => exactRtp(game).rtp);
    for (const rtp of rtps) {
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.98);
    }
    expect(new Set(rtps.map((r) => r.toFixed(6))).size).toBe(games.length);
    expect(exactRtp(fruitClassic).freeSpins).toBe(0);
    expect(exactRtp(pharaohLines).freeSpinChance).toBeGreaterThan(0);
    expect(exactRtp(jungleWays).freeSpinChance).toBeGreaterThan(0);
  });

  it("exact RTP equals the brute-force enumeration of every stop (three reels)", () => {
    expect(exactRtp(fruitClassic).rtp).toBeCloseTo(bruteForceRtp(fruitClassic), 12);
  });
});

describe("slot engine", () => {
  it("stops each reel at floor(float x strip length), free spins continue the same stream", () => {
    const input = { serverSeed: "slot-seed", clientSeed: "player", nonce: 0 };
    for (let nonce = 0; nonce < 3000; nonce++) {
      const result = spin(pharaohLines, new FairStream({ ...input, nonce }));
      const floats = referenceFloats(input.serverSeed, input.clientSeed, nonce, result.steps.length * 5);
      const stops = result.steps.flatMap((s) => s.stops);
      expect(stops).toEqual(floats.map((f, i) => Math.floor(f * pharaohLines.reels[i % 5]!.length)));
      if (result.steps.length > 1) {
        expect(result.steps.length - 1).toBe(result.steps[0]!.freeSpinsAwarded);
        expect(result.steps.slice(1).every((s) => s.kind === "free" && s.freeSpinsAwarded === 0)).toBe(true);
      }
    }
  });

  it("pays lines from the left with wilds substituting", () => {
    const grid = [
      ["A", "K", "Q"],
      ["W", "K", "Q"],
      ["A", "J", "BOOK"],
      ["TEN", "J", "BOOK"],
      ["TEN", "J", "BOOK"],
    ];
    const result = evaluateGrid(grid, pharaohLines);
    const top = result.wins.find((w) => w.line === 1);
    expect(top).toMatchObject({ symbol: "A", count: 3, units: 10 });
    expect(result.scatters).toBe(3);
    expect(result.freeSpins).toBe(10);
    expect(result.scatterUnits).toBe(40);
  });

  it("pays ways as the product of matching symbols per reel", () => {
    const grid = [
      ["TIGER", "A", "K"],
      ["TIGER", "W", "Q"],
      ["Q", "TIGER", "J"],
      ["J", "J", "J"],
      ["K", "K", "K"],
    ];
    const tiger = evaluateGrid(grid, jungleWays).wins.find((w) => w.symbol === "TIGER");
    expect(tiger).toMatchObject({ count: 3, ways: 2, units: 2 * 35 });
  });

  it("a spin's multiplier is its units over the divisor", () => {
    const result = spin(fruitClassic, new FairStream({ serverSeed: "m", clientSeed: "c", nonce: 5 }));
    expect(spinMult10k(result)).toBe((result.totalUnits * 10_000) / fruitClassic.payDivisor);
  });
});

describe("simulation agrees with the exact RTP", () => {
  // 200,000 spins per game (the 10-million-spin run is `npm run rtp`); fixed seeds, deterministic.
  for (const game of games) {
    it(game.code, () => {
      const result = simulate(game, {
        spins: 200_000,
        serverSeed: `rtp-${game.code}`,
        clientSeed: "simulation",
      });
      const exact = exactRtp(game).rtp;
      expect(exact).toBeGreaterThanOrEqual(result.ci99[0]);
      expect(exact).toBeLessThanOrEqual(result.ci99[1]);
      expect(result.ci99[1] - result.ci99[0]).toBeLessThan(0.15);
    }, 60_000);
  }
});
