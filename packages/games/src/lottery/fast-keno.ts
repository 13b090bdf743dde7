import { type FastGameRules, pickRange } from "./fast-types.js";
import { add, choose, type Fraction, frac, ZERO } from "./rational.js";

/**
 * Keno: twenty different numbers of 1..80. `pick` (1..10 numbers) wins when all are drawn. The
 * up/down bets count drawn numbers of 1..40 (up: more than 10, down: fewer, up_down_tie: exactly
 * 10); odd/even count the odd numbers drawn the same way.
 */
export const KENO_BET_TYPES = ["pick", "up", "down", "up_down_tie", "odd", "even", "odd_even_tie"] as const;
export type KenoBetType = (typeof KENO_BET_TYPES)[number];

const DRAWN = 20;

/** P(k of the 20 drawn fall in a fixed half of 40 numbers): hypergeometric. */
function halfProbability(accept: (k: number) => boolean): Fraction {
  let p = ZERO;
  for (let k = 0; k <= DRAWN; k++)
    if (accept(k)) p = add(p, frac(choose(40, k) * choose(40, DRAWN - k), choose(80, DRAWN)));
  return p;
}

const ACCEPT: Record<Exclude<KenoBetType, "pick">, (k: number) => boolean> = {
  up: (k) => k > 10,
  down: (k) => k < 10,
  up_down_tie: (k) => k === 10,
  odd: (k) => k > 10,
  even: (k) => k < 10,
  odd_even_tie: (k) => k === 10,
};

export const KENO_LOTTERY_RULES: FastGameRules<KenoBetType> = {
  game: "keno",
  betTypes: KENO_BET_TYPES,
  pickProblem(type, pick) {
    if (type !== "pick") return pickRange(pick, 0, 0, 0);
    if (!Array.isArray(pick) || pick.length < 1 || pick.length > 10) return "lottery.number.count";
    return pickRange(pick, pick.length, 1, 80, true);
  },
  hits(draw, type, pick) {
    if (type === "pick") {
      const drawn = new Set(draw);
      return pick.every((n) => drawn.has(n)) ? 1 : 0;
    }
    const inHalf =
      type.startsWith("up") || type === "down" ? (n: number) => n <= 40 : (n: number) => n % 2 === 1;
    return ACCEPT[type](draw.filter(inHalf).length) ? 1 : 0;
  },
  expectedHits(type, pick) {
    if (type === "pick") return frac(choose(DRAWN, pick.length), choose(80, pick.length));
    return halfProbability(ACCEPT[type]);
  },
};
