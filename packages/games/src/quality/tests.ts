import jstatModule from "jstat";

const { jStat } = jstatModule as unknown as typeof import("jstat");

/** A statistical test's outcome; the sample passes at 99% confidence when pValue >= 0.01. */
export interface TestResult {
  name: string;
  statistic: number;
  pValue: number;
  n: number;
}

export const ALPHA = 0.01;

/** Pearson's chi-square of observed counts against expected probabilities (summing to 1). */
export function chiSquare(name: string, observed: number[], probabilities: number[]): TestResult {
  const n = observed.reduce((a, b) => a + b, 0);
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = n * probabilities[i]!;
    statistic += ((o - e) * (o - e)) / e;
  });
  const dof = observed.length - 1;
  return { name, statistic, pValue: 1 - jStat.chisquare.cdf(statistic, dof), n };
}

/** Chi-square of floats in [0, 1) over `bins` equal bins. */
export function chiSquareUniform(name: string, values: number[], bins = 100): TestResult {
  const counts = new Array<number>(bins).fill(0);
  for (const v of values) counts[Math.min(bins - 1, Math.floor(v * bins))]!++;
  return chiSquare(name, counts, new Array<number>(bins).fill(1 / bins));
}

/** Chi-square of integer outcomes 0..k-1, equally likely. */
export function chiSquareCategories(name: string, outcomes: number[], k: number): TestResult {
  const counts = new Array<number>(k).fill(0);
  for (const v of outcomes) counts[v]!++;
  return chiSquare(name, counts, new Array<number>(k).fill(1 / k));
}

function twoSided(z: number): number {
  return 2 * (1 - jStat.normal.cdf(Math.abs(z), 0, 1));
}

/**
 * Wald-Wolfowitz runs test above/below `median` (values equal to it are dropped): too few runs
 * means clustering, too many means alternation.
 */
export function runsTest(name: string, values: number[], median: number): TestResult {
  const signs = values.filter((v) => v !== median).map((v) => v > median);
  let runs = signs.length > 0 ? 1 : 0;
  let above = 0;
  for (let i = 0; i < signs.length; i++) {
    if (signs[i]) above++;
    if (i > 0 && signs[i] !== signs[i - 1]) runs++;
  }
  const below = signs.length - above;
  const n = signs.length;
  const mean = (2 * above * below) / n + 1;
  const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
  const z = (runs - mean) / Math.sqrt(variance);
  return { name, statistic: z, pValue: twoSided(z), n };
}

/** Lag-k serial correlation; under independence r x sqrt(n) is about standard normal. */
export function serialCorrelation(name: string, values: number[], lag = 1): TestResult {
  const n = values.length - lag;
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < values.length; i++) {
    const d = values[i]! - mean;
    den += d * d;
    if (i < n) num += d * (values[i + lag]! - mean);
  }
  const r = num / den;
  const z = r * Math.sqrt(n);
  return { name, statistic: r, pValue: twoSided(z), n };
}
