import { add, choose, type Fraction, frac, mul, pow, sub, ZERO } from "./rational.js";
import type { Odds10k } from "./types.js";
import { VN_BET_SPECS, type VnBetType, vnUnitsPerLine } from "./vn-bets.js";
import { type VnRegion, vnNumberCount } from "./vn-sheet.js";

/**
 * Expected hits of one line, every digit of every number independent and uniform. A `number` line
 * over m target numbers of d digits expects m / 10^d hits; big/small and odd/even are 1/2.
 */
export function vnExpectedHits(region: VnRegion, type: VnBetType): Fraction {
  const spec = VN_BET_SPECS[type];
  if (spec.kind === "word") return frac(1, 2);
  const lo = vnNumberCount(region);
  const miss = (k: number) => frac(100 - k, 100);
  if (spec.kind === "none") return pow(miss(spec.size!), lo);
  if (spec.kind === "all") {
    // Inclusion-exclusion: P(all k appear) = sum_j (-1)^j C(k, j) ((100 - j) / 100)^n.
    let p = ZERO;
    for (let j = 0; j <= spec.size!; j++) {
      const term = mul(frac(choose(spec.size!, j)), pow(miss(j), lo));
      p = j % 2 === 0 ? add(p, term) : sub(p, term);
    }
    return p;
  }
  return frac(vnUnitsPerLine(region, type), 10n ** BigInt(spec.digits));
}

/** Exact return to player of one odds entry: odds x expected hits / points paid per line. */
export function vnRtp(region: VnRegion, type: VnBetType, odds10k: Odds10k): Fraction {
  return mul(frac(odds10k, 10_000 * vnUnitsPerLine(region, type)), vnExpectedHits(region, type));
}
