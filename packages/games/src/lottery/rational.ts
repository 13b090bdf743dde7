/**
 * Exact rational numbers on bigint, so a return to player is computed without rounding (powers such
 * as (96/100)^27 stay exact) and compared with a maximum exactly.
 */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function frac(n: bigint | number, d: bigint | number = 1n): Fraction {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError("denominator must not be 0");
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den) || 1n;
  return { n: num / g, d: den / g };
}

export const ZERO: Fraction = frac(0);
export const ONE: Fraction = frac(1);

export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d, a.d * b.n);

export function pow(a: Fraction, e: number): Fraction {
  if (!Number.isInteger(e) || e < 0) throw new RangeError("exponent must be an integer >= 0");
  return frac(a.n ** BigInt(e), a.d ** BigInt(e));
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function cmp(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A decimal approximation with 15 significant places, for display only. */
export function toNumber(a: Fraction): number {
  const scale = 10n ** 15n;
  return Number((a.n * scale) / a.d) / 1e15;
}

/** Reads a decimal such as 0.995 exactly as written (up to 9 places). */
export function fromDecimal(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError("value must be finite");
  return frac(Math.round(value * 1e9), 1_000_000_000);
}

/** Binomial coefficient C(n, k) as an exact bigint. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i++) result = (result * BigInt(n - kk + i)) / BigInt(i);
  return result;
}
