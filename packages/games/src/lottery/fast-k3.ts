import { type FastGameRules, pickRange, sameMultiset } from "./fast-types.js";
import { type Fraction, frac } from "./rational.js";

/**
 * K3 (three dice). Big is a sum of 11-17 and small 4-10, both losing on a triple; odd/even is the
 * sum's parity. `single` pays once per die showing the face; `pair` needs two or more of the face;
 * `two_diff` both faces present; `three_diff` exactly those three faces; `consecutive` three
 * consecutive faces in any order.
 */
export const K3_BET_TYPES = [
  "sum",
  "big",
  "small",
  "odd",
  "even",
  "single",
  "any_triple",
  "triple",
  "pair",
  "two_diff",
  "three_diff",
  "consecutive",
] as const;
export type K3BetType = (typeof K3_BET_TYPES)[number];

const isTriple = (d: readonly number[]) => d[0] === d[1] && d[1] === d[2];

function k3Hits(draw: readonly number[], type: K3BetType, pick: readonly number[]): number {
  const sum = draw[0]! + draw[1]! + draw[2]!;
  const count = (face: number) => draw.filter((d) => d === face).length;
  switch (type) {
    case "sum":
      return sum === pick[0] ? 1 : 0;
    case "big":
      return !isTriple(draw) && sum >= 11 ? 1 : 0;
    case "small":
      return !isTriple(draw) && sum <= 10 ? 1 : 0;
    case "odd":
      return sum % 2 === 1 ? 1 : 0;
    case "even":
      return sum % 2 === 0 ? 1 : 0;
    case "single":
      return count(pick[0]!);
    case "any_triple":
      return isTriple(draw) ? 1 : 0;
    case "triple":
      return count(pick[0]!) === 3 ? 1 : 0;
    case "pair":
      return count(pick[0]!) >= 2 ? 1 : 0;
    case "two_diff":
      return count(pick[0]!) > 0 && count(pick[1]!) > 0 ? 1 : 0;
    case "three_diff":
      return sameMultiset(draw, pick) ? 1 : 0;
    case "consecutive": {
      const s = [...draw].sort((a, b) => a - b);
      return s[1] === s[0]! + 1 && s[2] === s[1]! + 1 ? 1 : 0;
    }
  }
}

const OUTCOMES: number[][] = [];
for (let a = 1; a <= 6; a++)
  for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) OUTCOMES.push([a, b, c]);

export const K3_RULES: FastGameRules<K3BetType> = {
  game: "k3",
  betTypes: K3_BET_TYPES,
  pickProblem(type, pick) {
    switch (type) {
      case "sum":
        return pickRange(pick, 1, 3, 18);
      case "single":
      case "triple":
      case "pair":
        return pickRange(pick, 1, 1, 6);
      case "two_diff":
        return pickRange(pick, 2, 1, 6, true);
      case "three_diff":
        return pickRange(pick, 3, 1, 6, true);
      default:
        return pickRange(pick, 0, 0, 0);
    }
  },
  hits: k3Hits,
  /** Exact by counting all 216 outcomes. */
  expectedHits(type, pick): Fraction {
    return frac(
      OUTCOMES.reduce((sum, d) => sum + k3Hits(d, type, pick), 0),
      OUTCOMES.length,
    );
  },
};
