import type { FairStream } from "../fair/floats.js";
import { MULT_SCALE } from "../payout.js";
import { PLINKO_TABLES } from "./plinko-tables.js";

export type PlinkoRisk = "low" | "medium" | "high";
export const PLINKO_RISKS: readonly PlinkoRisk[] = ["low", "medium", "high"];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export type PlinkoRows = keyof typeof PLINKO_TABLES;

export interface PlinkoDrop {
  /** 0 = left, 1 = right, one per row: floor(float x 2). */
  path: number[];
  /** Landing slot counted from the left: the number of right bounces. */
  slot: number;
  mult10k: number;
}

export function isPlinkoRows(rows: number): rows is PlinkoRows {
  return Number.isInteger(rows) && rows >= PLINKO_MIN_ROWS && rows <= PLINKO_MAX_ROWS;
}

export function plinkoTable(rows: PlinkoRows, risk: PlinkoRisk): number[] {
  return PLINKO_TABLES[rows][risk].map((m) => Math.round(m * MULT_SCALE));
}

export function plinkoFromFloats(floats: number[], rows: PlinkoRows, risk: PlinkoRisk): PlinkoDrop {
  const path = floats.slice(0, rows).map((f) => Math.floor(f * 2));
  const slot = path.reduce((sum, step) => sum + step, 0);
  return { path, slot, mult10k: plinkoTable(rows, risk)[slot]! };
}

export function plinkoDrop(stream: FairStream, rows: PlinkoRows, risk: PlinkoRisk): PlinkoDrop {
  return plinkoFromFloats(stream.floats(rows), rows, risk);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** Exact return: the slot is Binomial(rows, 1/2). */
export function plinkoExactRtp(rows: PlinkoRows, risk: PlinkoRisk): number {
  const table = plinkoTable(rows, risk);
  let sum = 0;
  for (let k = 0; k <= rows; k++) sum += (binomial(rows, k) / 2 ** rows) * (table[k]! / MULT_SCALE);
  return sum;
}
