import { type FastGameRules, pickRange, sameMultiset } from "./fast-types.js";
import { choose, type Fraction, frac } from "./rational.js";

/**
 * 11x5: five different balls of 1..11 in draw order. `any` with 1..5 numbers wins when all of
 * them are drawn, with 6..8 numbers when all five drawn are among them. `frontN` matches the
 * first N balls in order, `frontN_group` in any order.
 */
export const ELEVEN5_BET_TYPES = [
  "any",
  "front1",
  "front2",
  "front3",
  "front2_group",
  "front3_group",
] as const;
export type Eleven5BetType = (typeof ELEVEN5_BET_TYPES)[number];

const FRONT: Record<Exclude<Eleven5BetType, "any">, number> = {
  front1: 1,
  front2: 2,
  front3: 3,
  front2_group: 2,
  front3_group: 3,
};

export const ELEVEN5_RULES: FastGameRules<Eleven5BetType> = {
  game: "11x5",
  betTypes: ELEVEN5_BET_TYPES,
  pickProblem(type, pick) {
    if (type === "any") {
      if (!Array.isArray(pick) || pick.length < 1 || pick.length > 8) return "lottery.number.count";
      return pickRange(pick, pick.length, 1, 11, true);
    }
    return pickRange(pick, FRONT[type], 1, 11, true);
  },
  hits(draw, type, pick) {
    if (type === "any") {
      const drawn = new Set(draw);
      const chosen = new Set(pick);
      const win = pick.length <= 5 ? pick.every((n) => drawn.has(n)) : draw.every((n) => chosen.has(n));
      return win ? 1 : 0;
    }
    const front = draw.slice(0, FRONT[type]);
    const win = type.endsWith("_group") ? sameMultiset(front, pick) : front.join() === pick.join();
    return win ? 1 : 0;
  },
  expectedHits(type, pick): Fraction {
    const all = choose(11, 5);
    if (type === "any") {
      const n = pick.length;
      return n <= 5 ? frac(choose(11 - n, 5 - n), all) : frac(choose(n, 5), all);
    }
    const k = FRONT[type];
    // k balls in order: 11 x 10 x ... (k factors); a group bet accepts any of its k! orders.
    let ordered = 1;
    let orders = 1;
    for (let i = 0; i < k; i++) {
      ordered *= 11 - i;
      orders *= i + 1;
    }
    return frac(type.endsWith("_group") ? orders : 1, ordered);
  },
};
