import { type FastGameRules, pickPair, pickRange, sameMultiset } from "./fast-types.js";
import { type Fraction, frac } from "./rational.js";

/**
 * 5D / SSC. Balls are numbered 1..5; big is 5-9 on a ball and 23-45 on the sum of the five.
 * Group bets read the last three balls: group6 three different digits in any order, group3 a
 * pair and a single ([pair digit, single digit]) in any order. Dragon: ball 1 above ball 5.
 */
export const SSC_BET_TYPES = [
  "position",
  "straight5",
  "front3",
  "back3",
  "front2",
  "back2",
  "group3",
  "group6",
  "ball_big",
  "ball_small",
  "ball_odd",
  "ball_even",
  "sum_big",
  "sum_small",
  "sum_odd",
  "sum_even",
  "dragon",
  "tiger",
  "tie",
] as const;
export type SscBetType = (typeof SSC_BET_TYPES)[number];

const STRAIGHT: Partial<Record<SscBetType, [number, number]>> = {
  straight5: [0, 5],
  front3: [0, 3],
  back3: [2, 5],
  front2: [0, 2],
  back2: [3, 5],
};

const BALL_WORDS = new Set<SscBetType>(["ball_big", "ball_small", "ball_odd", "ball_even"]);

function wordHit(type: string, value: number, bigFrom: number): boolean {
  if (type.endsWith("big")) return value >= bigFrom;
  if (type.endsWith("small")) return value < bigFrom;
  return type.endsWith("odd") ? value % 2 === 1 : value % 2 === 0;
}

export const SSC_RULES: FastGameRules<SscBetType> = {
  game: "5d",
  betTypes: SSC_BET_TYPES,
  pickProblem(type, pick) {
    if (type === "position") return pickPair(pick, 5, 0, 9);
    const straight = STRAIGHT[type];
    if (straight) return pickRange(pick, straight[1] - straight[0], 0, 9);
    if (type === "group3") return pickRange(pick, 2, 0, 9, true);
    if (type === "group6") return pickRange(pick, 3, 0, 9, true);
    if (BALL_WORDS.has(type)) return pickRange(pick, 1, 1, 5);
    return pickRange(pick, 0, 0, 0);
  },
  hits(draw, type, pick) {
    const straight = STRAIGHT[type];
    if (straight) return draw.slice(...straight).join() === pick.join() ? 1 : 0;
    const sum = draw.reduce((a, b) => a + b, 0);
    switch (type) {
      case "position":
        return draw[pick[0]! - 1] === pick[1] ? 1 : 0;
      case "group3":
        return sameMultiset(draw.slice(2), [pick[0]!, pick[0]!, pick[1]!]) ? 1 : 0;
      case "group6":
        return sameMultiset(draw.slice(2), pick) ? 1 : 0;
      case "dragon":
        return draw[0]! > draw[4]! ? 1 : 0;
      case "tiger":
        return draw[0]! < draw[4]! ? 1 : 0;
      case "tie":
        return draw[0] === draw[4] ? 1 : 0;
      default:
        if (BALL_WORDS.has(type)) return wordHit(type, draw[pick[0]! - 1]!, 5) ? 1 : 0;
        return wordHit(type, sum, 23) ? 1 : 0;
    }
  },
  expectedHits(type): Fraction {
    const straight = STRAIGHT[type];
    if (straight) return frac(1, 10 ** (straight[1] - straight[0]));
    switch (type) {
      case "position":
        return frac(1, 10);
      case "group3":
        return frac(3, 1000);
      case "group6":
        return frac(6, 1000);
      case "dragon":
      case "tiger":
        return frac(45, 100);
      case "tie":
        return frac(1, 10);
      default:
        // Each ball's and the sum's halves are symmetric (sum s and 45 - s are equally likely).
        return frac(1, 2);
    }
  },
};
