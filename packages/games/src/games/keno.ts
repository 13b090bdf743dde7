import type { FairStream } from "../fair/floats.js";
import { MULT_SCALE } from "../payout.js";
import { KENO_TABLES } from "./keno-tables.js";

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export type KenoRisk = keyof typeof KENO_TABLES;
export const KENO_RISKS = Object.keys(KENO_TABLES) as KenoRisk[];

/** The 10 numbers drawn (1..40): each float picks one of those still in the pot. */
export function kenoFromFloats(floats: number[]): number[] {
  const pot = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  return floats.slice(0, KENO_DRAWN).map((f) => pot.splice(Math.floor(f * pot.length), 1)[0]!);
}

export function kenoDraw(stream: FairStream): number[] {
  return kenoFromFloats(stream.floats(KENO_DRAWN));
}

export function kenoPicksProblem(picks: number[]): "picks" | null {
  if (picks.length < 1 || picks.length > KENO_MAX_PICKS) return "picks";
  if (new Set(picks).size !== picks.length) return "picks";
  return picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) ? null : "picks";
}

export function kenoTable(risk: KenoRisk, picks: number): number[] {
  const row = KENO_TABLES[risk][picks - 1];
  if (!row) throw new RangeError("picks must be 1..10");
  return row.map((m) => Math.round(m * MULT_SCALE));
}

export function kenoHits(picks: number[], drawn: number[]): number {
  const drawnSet = new Set(drawn);
  return picks.filter((n) => drawnSet.has(n)).length;
}

export function kenoMultiplier(risk: KenoRisk, picks: number[], drawn: number[]): number {
  return kenoTable(risk, picks.length)[kenoHits(picks, drawn)] ?? 0;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Exact return for `picks` numbers: hits follow the hypergeometric law (40 numbers, 10 drawn). */
export function kenoExactRtp(risk: KenoRisk, picks: number): number {
  const table = kenoTable(risk, picks);
  const total = choose(KENO_NUMBERS, KENO_DRAWN);
  let sum = 0;
  for (let hits = 0; hits <= picks; hits++) {
    const p = (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / total;
    sum += p * (table[hits]! / MULT_SCALE);
  }
  return sum;
}
