import { describe, expect, it } from "vitest";
import { SSC_RULES, type SscBetType } from "./fast-5d.js";
import { ELEVEN5_RULES, type Eleven5BetType } from "./fast-11x5.js";
import { fastBetProblem, fastOdds, fastRtp, seriesRebateBps, settleFastBet } from "./fast-bets.js";
import { K3_RULES } from "./fast-k3.js";
import { KENO_LOTTERY_RULES } from "./fast-keno.js";
import { PK10_RULES, type Pk10BetType } from "./fast-pk10.js";
import { FAST_GAMES, type FastGame, type FastGameRules, fastDrawProblem } from "./fast-types.js";
import { add, cmp, type Fraction, frac } from "./rational.js";

const hits = <T extends string>(rules: FastGameRules<T>, draw: number[], cases: [T, number[], number][]) => {
  for (const [type, pick, expected] of cases) {
    expect(rules.pickProblem(type, pick), `${type} ${pick}`).toBeNull();
    expect(rules.hits(draw, type, pick), `${type} ${pick}`).toBe(expected);
  }
};

/** Exact expected hits by walking every outcome. */
function enumerate<T extends string>(
  rules: FastGameRules<T>,
  outcomes: number[][],
  type: T,
  pick: number[],
): Fraction {
  let total = 0;
  for (const d of outcomes) total += rules.hits(d, type, pick);
  return frac(total, outcomes.length);
}
function orderedDistinct(k: number, max: number): number[][] {
  const out: number[][] = [];
  const walk = (prefix: number[]) => {
    if (prefix.length === k) return void out.push(prefix);
    for (let n = 1; n <= max; n++) if (!prefix.includes(n)) walk([...prefix, n]);
  };
  walk([]);
  return out;
}

describe("5D / SSC", () => {
  it("settles positions, straights, groups, big/small/odd/even and dragon/tiger", () => {
    hits(
      SSC_RULES,
      [1, 2, 3, 4, 5],
      [
        ["position", [3, 3], 1],
        ["position", [3, 4], 0],
        ["straight5", [1, 2, 3, 4, 5], 1],
        ["front3", [1, 2, 3], 1],
        ["back3", [3, 4, 5], 1],
        ["front2", [2, 1], 0],
        ["back2", [4, 5], 1],
        ["group6", [5, 3, 4], 1],
        ["group3", [4, 5], 0],
        ["ball_big", [5], 1],
        ["ball_small", [4], 1],
        ["ball_odd", [1], 1],
        ["ball_even", [1], 0],
        ["sum_small", [], 1],
        ["sum_odd", [], 1],
        ["sum_big", [], 0],
        ["tiger", [], 1],
        ["dragon", [], 0],
        ["tie", [], 0],
      ],
    );
    hits(
      SSC_RULES,
      [9, 9, 4, 7, 4],
      [
        ["group3", [4, 7], 1],
        ["group6", [4, 7, 9], 0],
        ["sum_big", [], 1],
        ["tie", [], 0],
        ["dragon", [], 1],
      ],
    );
  });

  it("expected hits equal an enumeration of all 100,000 draws", () => {
    const outcomes: number[][] = [];
    for (let n = 0; n < 100_000; n++) outcomes.push(String(n).padStart(5, "0").split("").map(Number));
    const picks: Record<SscBetType, number[]> = {
      position: [2, 7],
      straight5: [1, 2, 3, 4, 5],
      front3: [0, 0, 1],
      back3: [9, 9, 9],
      front2: [3, 3],
      back2: [1, 0],
      group3: [4, 7],
      group6: [1, 5, 9],
      ball_big: [1],
      ball_small: [5],
      ball_odd: [3],
      ball_even: [4],
      sum_big: [],
      sum_small: [],
      sum_odd: [],
      sum_even: [],
      dragon: [],
      tiger: [],
      tie: [],
    };
    for (const type of SSC_RULES.betTypes)
      expect(enumerate(SSC_RULES, outcomes, type, picks[type]), type).toEqual(
        SSC_RULES.expectedHits(type, picks[type]),
      );
  });

  it("odds follow the prize group: 1980 pays 9.9 on a ball, 1.98 big/small, 2.2 dragon", () => {
    expect(fastOdds("5d", "position", [1, 1], 1980)).toBe(99_000);
    expect(fastOdds("5d", "ball_big", [1], 1980)).toBe(19_800);
    expect(fastOdds("5d", "dragon", [], 1980)).toBe(22_000);
    expect(fastOdds("5d", "straight5", [1, 2, 3, 4, 5], 1700)).toBe(850_000_000);
    expect(seriesRebateBps(1980, 1960)).toBe(100);
  });
});

describe("K3", () => {
  it("settles sums, big/small (triples lose), singles per die, pairs, triples and runs", () => {
    hits(
      K3_RULES,
      [2, 2, 5],
      [
        ["sum", [9], 1],
        ["small", [], 1],
        ["big", [], 0],
        ["odd", [], 1],
        ["single", [2], 2],
        ["single", [5], 1],
        ["pair", [2], 1],
        ["two_diff", [2, 5], 1],
        ["three_diff", [2, 5, 6], 0],
        ["any_triple", [], 0],
        ["consecutive", [], 0],
      ],
    );
    hits(
      K3_RULES,
      [6, 6, 6],
      [
        ["big", [], 0],
        ["even", [], 1],
        ["any_triple", [], 1],
        ["triple", [6], 1],
        ["single", [6], 3],
      ],
    );
    hits(
      K3_RULES,
      [4, 2, 3],
      [
        ["consecutive", [], 1],
        ["three_diff", [3, 4, 2], 1],
      ],
    );
  });

  it("knows the exact chances", () => {
    expect(K3_RULES.expectedHits("sum", [10])).toEqual(frac(27, 216));
    expect(K3_RULES.expectedHits("big", [])).toEqual(frac(105, 216));
    expect(K3_RULES.expectedHits("two_diff", [1, 2])).toEqual(frac(30, 216));
    expect(K3_RULES.expectedHits("single", [3])).toEqual(frac(1, 2));
    expect(K3_RULES.expectedHits("consecutive", [])).toEqual(frac(24, 216));
  });
});

describe("PK10", () => {
  const draw = [3, 1, 2, 4, 5, 6, 7, 8, 9, 10];
  it("settles positions, halves, dragon/tiger and the top-two sum", () => {
    hits(PK10_RULES, draw, [
      ["position", [1, 3], 1],
      ["position", [10, 10], 1],
      ["pos_small", [1], 1],
      ["pos_big", [10], 1],
      ["pos_odd", [2], 1],
      ["pos_even", [3], 1],
      ["tiger", [1], 1],
      ["dragon", [5], 0],
      ["top2_sum", [4], 1],
      ["top2_sum_small", [], 1],
      ["top2_sum_even", [], 1],
      ["top2", [3, 1], 1],
      ["top3", [3, 2, 1], 0],
    ]);
  });

  it("expected hits of the first three places equal an enumeration", () => {
    const outcomes = orderedDistinct(3, 10).map((p) => [
      ...p,
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => !p.includes(n)),
    ]);
    const picks: [Pk10BetType, number[]][] = [
      ["position", [2, 7]],
      ["pos_big", [1]],
      ["pos_odd", [3]],
      ["top2_sum", [11]],
      ["top2_sum_big", []],
      ["top2_sum_small", []],
      ["top2_sum_odd", []],
      ["top2", [4, 9]],
      ["top3", [4, 9, 1]],
    ];
    for (const [type, pick] of picks)
      expect(enumerate(PK10_RULES, outcomes, type, pick), type).toEqual(PK10_RULES.expectedHits(type, pick));
  });
});

describe("11x5", () => {
  it("settles any-N, front straights and groups", () => {
    hits(
      ELEVEN5_RULES,
      [1, 2, 3, 4, 5],
      [
        ["any", [1, 3], 1],
        ["any", [1, 6], 0],
        ["any", [1, 2, 3, 4, 5, 6, 7], 1],
        ["any", [1, 2, 3, 4, 6, 7, 8], 0],
        ["front1", [1], 1],
        ["front2", [1, 2], 1],
        ["front2_group", [2, 1], 1],
        ["front3", [1, 2, 4], 0],
        ["front3_group", [3, 1, 2], 1],
      ],
    );
  });

  it("expected hits equal an enumeration of all 55,440 ordered draws", () => {
    const outcomes = orderedDistinct(5, 11);
    const picks: [Eleven5BetType, number[]][] = [
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): [Eleven5BetType, number[]] => [
        "any",
        Array.from({ length: n }, (_, i) => i + 2),
      ]),
      ["front1", [4]],
      ["front2", [4, 1]],
      ["front3", [4, 1, 11]],
      ["front2_group", [4, 1]],
      ["front3_group", [4, 1, 11]],
    ];
    for (const [type, pick] of picks)
      expect(enumerate(ELEVEN5_RULES, outcomes, type, pick), `${type} ${pick}`).toEqual(
        ELEVEN5_RULES.expectedHits(type, pick),
      );
  });
});

describe("Keno", () => {
  it("settles picks and up/down, odd/even counts", () => {
    const draw = Array.from({ length: 20 }, (_, i) => i * 4 + 1); // 1, 5, ..., 77: 10 up, all odd
    hits(KENO_LOTTERY_RULES, draw, [
      ["pick", [1, 5, 77], 1],
      ["pick", [1, 2], 0],
      ["up_down_tie", [], 1],
      ["odd", [], 1],
      ["even", [], 0],
    ]);
    expect(KENO_LOTTERY_RULES.expectedHits("pick", [7])).toEqual(frac(1, 4));
    expect(KENO_LOTTERY_RULES.expectedHits("pick", [7, 8])).toEqual(frac(20 * 19, 80 * 79));
    const [up, down, tie] = (["up", "down", "up_down_tie"] as const).map((t) =>
      KENO_LOTTERY_RULES.expectedHits(t, []),
    );
    expect(up).toEqual(down);
    expect(add(add(up!, down!), tie!)).toEqual(frac(1));
  });
});

describe("every fast bet returns at most series / 2000", () => {
  const samples: Record<FastGame, [string, number[]][]> = {
    "5d": SSC_RULES.betTypes.map((t) => [
      t,
      t === "position"
        ? [1, 1]
        : t.startsWith("ball")
          ? [1]
          : t === "group3"
            ? [1, 2]
            : t === "group6"
              ? [1, 2, 3]
              : t === "straight5"
                ? [1, 2, 3, 4, 5]
                : t.endsWith("3")
                  ? [1, 2, 3]
                  : t.endsWith("2")
                    ? [1, 2]
                    : [],
    ]),
    k3: [
      ["sum", [3]],
      ["sum", [10]],
      ["single", [1]],
      ["big", []],
      ["triple", [2]],
      ["pair", [2]],
      ["two_diff", [1, 2]],
      ["three_diff", [1, 2, 3]],
      ["consecutive", []],
      ["any_triple", []],
    ],
    pk10: [
      ["position", [1, 1]],
      ["dragon", [1]],
      ["top2_sum", [19]],
      ["top2_sum_big", []],
      ["top3", [1, 2, 3]],
    ],
    "11x5": [
      ["any", [1]],
      ["any", [1, 2, 3, 4, 5, 6, 7, 8]],
      ["front3", [1, 2, 3]],
    ],
    keno: [
      ["pick", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
      ["up", []],
      ["odd_even_tie", []],
    ],
  };
  it.each(FAST_GAMES)("%s", (game) => {
    for (const series of [1700, 1800, 1980])
      for (const [type, pick] of samples[game]) {
        const bet = { game, type, pick, stakeMinor: 100n };
        expect(fastBetProblem(bet, series), `${type}`).toBeNull();
        const rtp = fastRtp(game, type, pick, series);
        expect(cmp(rtp, frac(series, 2000)), `${type} ${pick}`).toBeLessThan(1);
        expect(cmp(rtp, frac(series - 1, 2000)), `${type} ${pick}`).toBe(1);
      }
    expect(fastBetProblem({ game, type: "nope", pick: [], stakeMinor: 1n }, 1980)).toBe("lottery.bet.type");
    expect(
      fastBetProblem({ game, type: samples[game][0]![0], pick: samples[game][0]![1], stakeMinor: 1n }, 1990),
    ).toBe("lottery.series.invalid");
  });

  it("refuses picks out of range or of the wrong count, and malformed draws", () => {
    expect(fastBetProblem({ game: "5d", type: "position", pick: [6, 1], stakeMinor: 1n }, 1980)).toBe(
      "lottery.number.invalid",
    );
    expect(fastBetProblem({ game: "11x5", type: "any", pick: [], stakeMinor: 1n }, 1980)).toBe(
      "lottery.number.count",
    );
    expect(fastBetProblem({ game: "keno", type: "pick", pick: [1, 1], stakeMinor: 1n }, 1980)).toBe(
      "lottery.number.duplicate",
    );
    expect(fastBetProblem({ game: "k3", type: "sum", pick: [19], stakeMinor: 1n }, 1980)).toBe(
      "lottery.number.invalid",
    );
    expect(fastBetProblem({ game: "k3", type: "sum", pick: [9], stakeMinor: -1n }, 1980)).toBe(
      "lottery.stake.invalid",
    );
    expect(fastDrawProblem("pk10", [1, 2, 3, 4, 5, 6, 7, 8, 9, 9])?.code).toBe("lottery.result.digits");
    expect(fastDrawProblem("k3", [1, 2])?.code).toBe("lottery.result.count");
    expect(
      fastDrawProblem(
        "keno",
        Array.from({ length: 20 }, (_, i) => i + 1),
      ),
    ).toBeNull();
  });

  it("pays stake x odds x hits (K3 single on a double pays twice)", () => {
    const settled = settleFastBet(
      [2, 2, 5],
      { game: "k3", type: "single", pick: [2], stakeMinor: 1000n },
      1980,
    );
    expect(fastOdds("k3", "single", [2], 1980)).toBe(19_800);
    expect(settled.winMinor).toBe(2n * 1980n);
    expect(settled.lines).toEqual([{ selection: "single:2", hits: 2, winMinor: 3960n }]);
  });
});
