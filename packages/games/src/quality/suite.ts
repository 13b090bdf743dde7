import { FairStream } from "../fair/floats.js";
import { keyedHmac } from "../fair/hash.js";
import { cardFromFloat } from "../games/cards.js";
import { crashPoint, nextChainHash } from "../games/crash.js";
import { diceRollFromFloat } from "../games/dice.js";
import { kenoFromFloats } from "../games/keno.js";
import { limboResultFromFloat } from "../games/limbo.js";
import { minesFromFloats } from "../games/mines.js";
import { plinkoFromFloats } from "../games/plinko.js";
import {
  chiSquare,
  chiSquareCategories,
  chiSquareUniform,
  runsTest,
  serialCorrelation,
  type TestResult,
} from "./tests.js";

export interface QualityOptions {
  serverSeed: string;
  clientSeed: string;
  /** Bets per game; each draws its own floats from nonces 0..bets-1. */
  bets: number;
}

function binomialProbabilities(n: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c / 2 ** n);
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/**
 * GLI-19 style checks of the derivation and of each game's outcomes: chi-square of the
 * distribution, runs and lag-1 serial correlation of the sequence, over `bets` consecutive nonces.
 */
export function runQualitySuite(options: QualityOptions): TestResult[] {
  const mac = keyedHmac(options.serverSeed);
  const stream = (nonce: number) =>
    new FairStream({ serverSeed: options.serverSeed, clientSeed: options.clientSeed, nonce }, 0, mac);
  const n = options.bets;
  const floats: number[] = [];
  const dice: number[] = [];
  const limboBelow2: number[] = [];
  const plinko: number[] = [];
  const mines: number[] = [];
  const keno: number[] = [];
  const cards: number[] = [];
  for (let nonce = 0; nonce < n; nonce++) {
    const s = stream(nonce);
    const batch = s.floats(16);
    floats.push(batch[0]!, batch[1]!, batch[2]!, batch[3]!);
    dice.push(diceRollFromFloat(batch[0]!));
    limboBelow2.push(limboResultFromFloat(batch[0]!, 100) >= 200 ? 1 : 0);
    plinko.push(plinkoFromFloats(batch, 16, "low").slot);
    mines.push(minesFromFloats(batch, 1)[0]!);
    keno.push(...kenoFromFloats(batch).slice(0, 1));
    cards.push(cardFromFloat(batch[0]!));
  }
  const diceDeciles = dice.map((roll) => Math.min(99, Math.floor(roll / 100)));
  const diceBinProbabilities = Array.from({ length: 100 }, (_, i) => (i === 99 ? 101 : 100) / 10001);
  let hash = options.serverSeed;
  const crash: number[] = [];
  for (let i = 0; i < Math.min(n, 200_000); i++) {
    hash = nextChainHash(hash);
    crash.push(crashPoint(hash, options.clientSeed, 100));
  }
  // P(crash >= m) = 0.99 / m: bins [1, 1.01), [1.01, 2), [2, 10), [10, inf).
  const crashBins = [0, 0, 0, 0];
  for (const c of crash) crashBins[c < 101 ? 0 : c < 200 ? 1 : c < 1000 ? 2 : 3]!++;
  const exactAtLeast = (m: number) => Math.floor(2 ** 32 / (m / 100 / 0.99)) / 2 ** 32;
  const pAtLeast = [1, exactAtLeast(101), exactAtLeast(200), exactAtLeast(1000)];
  const crashProbabilities = pAtLeast.map((p, i) => p - (pAtLeast[i + 1] ?? 0));
  return [
    chiSquareUniform("floats: chi-square (100 bins)", floats),
    runsTest("floats: runs about 0.5", floats, 0.5),
    serialCorrelation("floats: lag-1 serial correlation", floats),
    chiSquare("dice: chi-square (100 bins)", countsOf(diceDeciles, 100), diceBinProbabilities),
    runsTest("dice: runs about 50.00", dice, 5000),
    serialCorrelation("dice: lag-1 serial correlation", dice),
    chiSquare(
      "limbo: P(result >= 2x) = 0.495",
      [limboBelow2.filter((x) => x === 0).length, limboBelow2.filter((x) => x === 1).length],
      [0.505, 0.495],
    ),
    serialCorrelation("limbo: lag-1 serial correlation of wins at 2x", limboBelow2),
    chiSquare(
      "plinko 16 rows: chi-square against the binomial law",
      countsOf(plinko, 17),
      binomialProbabilities(16),
    ),
    serialCorrelation("plinko: lag-1 serial correlation", plinko),
    chiSquareCategories("mines: first mine tile (25 tiles)", mines, 25),
    serialCorrelation("mines: lag-1 serial correlation", mines),
    chiSquareCategories(
      "keno: first number drawn (40)",
      keno.map((k) => k - 1),
      40,
    ),
    serialCorrelation("keno: lag-1 serial correlation", keno),
    chiSquareCategories("cards: 52 cards", cards, 52),
    runsTest("cards: runs about the middle card", cards, 25.5),
    serialCorrelation("cards: lag-1 serial correlation", cards),
    chiSquare("crash: bins by P(crash >= m) = 0.99 / m", crashBins, crashProbabilities),
    serialCorrelation(
      "crash: lag-1 serial correlation of log(point)",
      crash.map((c) => Math.log(c)),
    ),
  ];
}

function countsOf(values: number[], k: number): number[] {
  const counts = new Array<number>(k).fill(0);
  for (const v of values) counts[v]!++;
  return counts;
}
