import { type FastGameRules, pickPair, pickRange } from "./fast-types.js";
import { type Fraction, frac } from "./rational.js";

/**
 * PK10: the finishing order of cars 1..10. A position's car is big at 6-10. Dragon at position p
 * (1..5): the car at p beats the car at 11 - p. The top-two sum (3..19) is big above 11.
 */
export const PK10_BET_TYPES = [
  "position",
  "pos_big",
  "pos_small",
  "pos_odd",
  "pos_even",
  "dragon",
  "tiger",
  "top2_sum",
  "top2_sum_big",
  "top2_sum_small",
  "top2_sum_odd",
  "top2_sum_even",
  "top2",
  "top3",
] as const;
export type Pk10BetType = (typeof PK10_BET_TYPES)[number];

function pk10Hits(draw: readonly number[], type: Pk10BetType, pick: readonly number[]): number {
  const at = (pos: number) => draw[pos - 1]!;
  const sum = draw[0]! + draw[1]!;
  let hit: boolean;
  switch (type) {
    case "position":
      hit = at(pick[0]!) === pick[1];
      break;
    case "pos_big":
      hit = at(pick[0]!) >= 6;
      break;
    case "pos_small":
      hit = at(pick[0]!) <= 5;
      break;
    case "pos_odd":
      hit = at(pick[0]!) % 2 === 1;
      break;
    case "pos_even":
      hit = at(pick[0]!) % 2 === 0;
      break;
    case "dragon":
      hit = at(pick[0]!) > at(11 - pick[0]!);
      break;
    case "tiger":
      hit = at(pick[0]!) < at(11 - pick[0]!);
      break;
    case "top2_sum":
      hit = sum === pick[0];
      break;
    case "top2_sum_big":
      hit = sum > 11;
      break;
    case "top2_sum_small":
      hit = sum <= 11;
      break;
    case "top2_sum_odd":
      hit = sum % 2 === 1;
      break;
    case "top2_sum_even":
      hit = sum % 2 === 0;
      break;
    case "top2":
      hit = draw[0] === pick[0] && draw[1] === pick[1];
      break;
    case "top3":
      hit = draw[0] === pick[0] && draw[1] === pick[1] && draw[2] === pick[2];
      break;
  }
  return hit ? 1 : 0;
}

/** The 90 ordered (first, second) pairs: the top-two sum bets are counted over them exactly. */
const TOP_TWO: number[][] = [];
for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (a !== b) TOP_TWO.push([a, b]);

export const PK10_RULES: FastGameRules<Pk10BetType> = {
  game: "pk10",
  betTypes: PK10_BET_TYPES,
  pickProblem(type, pick) {
    switch (type) {
      case "position":
        return pickPair(pick, 10, 1, 10);
      case "pos_big":
      case "pos_small":
      case "pos_odd":
      case "pos_even":
        return pickRange(pick, 1, 1, 10);
      case "dragon":
      case "tiger":
        return pickRange(pick, 1, 1, 5);
      case "top2_sum":
        return pickRange(pick, 1, 3, 19);
      case "top2":
        return pickRange(pick, 2, 1, 10, true);
      case "top3":
        return pickRange(pick, 3, 1, 10, true);
      default:
        return pickRange(pick, 0, 0, 0);
    }
  },
  hits: pk10Hits,
  expectedHits(type, pick): Fraction {
    switch (type) {
      case "position":
        return frac(1, 10);
      case "top2":
        return frac(1, 90);
      case "top3":
        return frac(1, 720);
      case "top2_sum":
      case "top2_sum_big":
      case "top2_sum_small":
      case "top2_sum_odd":
      case "top2_sum_even": {
        const rest = [3, 4, 5, 6, 7, 8, 9, 10];
        const wins = TOP_TWO.filter(([a, b]) => pk10Hits([a!, b!, ...rest], type, pick) === 1).length;
        return frac(wins, TOP_TWO.length);
      }
      default:
        // Half the cars are big / odd; a position beats its mirror in half of the orders.
        return frac(1, 2);
    }
  },
};
