import { describe, expect, it } from "vitest";
import { drawWinners, maskName, newSeed, seedHashOf, ticketsFor } from "./raffle-draw.js";

const RANDOMNESS = "8774cd85d37ac463cabba8c0e04ef4ecceba1169a6d362c7293678877a324448";

describe("raffle draw", () => {
  it("commits to the seed: its hash is sha256 of its bytes", () => {
    const { seed, seedHash } = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHashOf(seed)).toBe(seedHash);
    expect(seedHashOf(`${seed.slice(0, 63)}0`) === seedHash).toBe(seed.endsWith("0"));
  });

  it("gives the same winners to anyone with the seed, randomness and tickets; one prize per player", () => {
    const holders = [
      { memberId: 1, tickets: 5 },
      { memberId: 2, tickets: 1 },
      { memberId: 3, tickets: 20 },
      { memberId: 4, tickets: 0 },
    ];
    const seed = "11".repeat(32);
    const a = drawWinners(seed, RANDOMNESS, holders, 3);
    const b = drawWinners(seed, RANDOMNESS, holders, 3);
    expect(a).toEqual(b);
    expect(a.map((w) => w.rank)).toEqual([1, 2, 3]);
    expect(new Set(a.map((w) => w.memberId)).size).toBe(3);
    expect(a.some((w) => w.memberId === 4)).toBe(false);
    for (const w of a) expect(w.ticket).toBeGreaterThanOrEqual(1);
    // Another beacon round, another outcome for at least one rank (a fixed case).
    const c = drawWinners(seed, `${RANDOMNESS.slice(0, 63)}9`, holders, 3);
    expect(c.map((w) => w.ticket)).not.toEqual(a.map((w) => w.ticket));
  });

  it("stops when every ticket holder has won", () => {
    expect(drawWinners("22".repeat(32), RANDOMNESS, [{ memberId: 9, tickets: 3 }], 5)).toHaveLength(1);
  });

  it("counts tickets from deposits and turnover, capped", () => {
    expect(ticketsFor(10_000n, 25_000n, 5_000n, 10_000n, 100)).toBe(4);
    expect(ticketsFor(10_000n, 0n, undefined, 10_000n, 100)).toBe(0);
    expect(ticketsFor(10n ** 12n, 0n, 1n, undefined, 50)).toBe(50);
  });

  it("masks names", () => {
    expect(maskName("membro01")).toBe("me***01");
    expect(maskName("ab")).toBe("a***");
  });
});
