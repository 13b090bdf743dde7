import { describe, expect, it } from "vitest";
import { runQualitySuite } from "./suite.js";
import { ALPHA, chiSquareUniform, runsTest, serialCorrelation } from "./tests.js";

describe("RNG quality at 99% confidence", () => {
  const results = runQualitySuite({
    serverSeed: "quality-server-seed",
    clientSeed: "quality-client",
    bets: 60_000,
  });
  for (const result of results) {
    it(result.name, () => {
      expect(result.pValue).toBeGreaterThanOrEqual(ALPHA);
    });
  }

  it("the tests do catch a biased or correlated generator", () => {
    const biased = Array.from({ length: 50_000 }, (_, i) => ((i * 7919) % 1000) / 1000 ** 1.02);
    expect(chiSquareUniform("biased", biased).pValue).toBeLessThan(ALPHA);
    const sticky: number[] = [];
    let x = 0.5;
    for (let i = 0; i < 50_000; i++) {
      x = (x * 0.9 + ((i * 0.6180339887) % 1) * 0.1) % 1;
      sticky.push(x);
    }
    expect(serialCorrelation("sticky", sticky).pValue).toBeLessThan(ALPHA);
    const alternating = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? 0.25 : 0.75));
    expect(runsTest("alternating", alternating, 0.5).pValue).toBeLessThan(ALPHA);
  });
});
