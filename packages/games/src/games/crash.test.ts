import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildChain,
  crashMultiplierAt,
  crashPoint,
  crashTimeOf,
  roundHashOf,
  verifyRoundHash,
} from "./crash.js";

describe("crash", () => {
  const chain = buildChain("a".repeat(64), 50);
  const terminating = chain[50]!;

  it("chains SHA-256 over the previous hash's hex text, used from the end", () => {
    expect(chain[1]).toBe(createHash("sha256").update("a".repeat(64)).digest("hex"));
    expect(roundHashOf(chain, 1)).toBe(chain[49]);
    for (const round of [1, 2, 17, 50])
      expect(verifyRoundHash(roundHashOf(chain, round), round, terminating)).toBe(true);
    expect(verifyRoundHash(roundHashOf(chain, 3), 4, terminating)).toBe(false);
    expect(() => roundHashOf(chain, 51)).toThrow(RangeError);
  });

  it("crash point = max(1, floor(2^32 / (int + 1) x 0.99 x 100) / 100) of HMAC(roundHash, salt)", () => {
    for (let round = 1; round <= 50; round++) {
      const hash = roundHashOf(chain, round);
      const int = Number.parseInt(createHmac("sha256", hash).update("salt").digest("hex").slice(0, 8), 16);
      const expected = Math.max(100, Math.floor((2 ** 32 / (int + 1)) * 0.99 * 100));
      expect(crashPoint(hash, "salt", 100)).toBe(expected);
    }
  });

  it("P(crash >= 2x) is close to 0.495", () => {
    const long = buildChain("b".repeat(64), 100_000);
    let atLeast2 = 0;
    for (let i = 1; i < long.length; i++) if (crashPoint(long[i]!, "salt", 100) >= 200) atLeast2++;
    const n = long.length - 1;
    expect(Math.abs(atLeast2 / n - 0.495)).toBeLessThan(3.3 * Math.sqrt((0.495 * 0.505) / n));
  });

  it("the curve and its inverse agree", () => {
    expect(crashMultiplierAt(0)).toBe(100);
    for (const point of [101, 150, 200, 1000, 5000])
      expect(crashMultiplierAt(crashTimeOf(point))).toBeGreaterThanOrEqual(point);
  });
});
