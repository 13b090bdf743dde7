import type { ResultProblem } from "./errors.js";

/** The three Vietnamese draws: Miền Bắc (MB), Miền Trung (MT), Miền Nam (MN). */
export type VnRegion = "north" | "central" | "south";
export const VN_REGIONS: readonly VnRegion[] = ["north", "central", "south"];

export type VnPrize =
  | "special"
  | "first"
  | "second"
  | "third"
  | "fourth"
  | "fifth"
  | "sixth"
  | "seventh"
  | "eighth";
export const VN_PRIZES: readonly VnPrize[] = [
  "special",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
];

export interface VnPrizeSpec {
  prize: VnPrize;
  /** How many numbers the prize draws. */
  count: number;
  /** Digits of each number (leading zeros kept). */
  digits: number;
}

const NORTH: readonly VnPrizeSpec[] = [
  { prize: "special", count: 1, digits: 5 },
  { prize: "first", count: 1, digits: 5 },
  { prize: "second", count: 2, digits: 5 },
  { prize: "third", count: 6, digits: 5 },
  { prize: "fourth", count: 4, digits: 4 },
  { prize: "fifth", count: 6, digits: 4 },
  { prize: "sixth", count: 3, digits: 3 },
  { prize: "seventh", count: 4, digits: 2 },
  { prize: "eighth", count: 0, digits: 2 },
];

/** South and Central share one table (REFERENCE.md §3). */
const SOUTH: readonly VnPrizeSpec[] = [
  { prize: "special", count: 1, digits: 6 },
  { prize: "first", count: 1, digits: 5 },
  { prize: "second", count: 1, digits: 5 },
  { prize: "third", count: 2, digits: 5 },
  { prize: "fourth", count: 7, digits: 5 },
  { prize: "fifth", count: 1, digits: 4 },
  { prize: "sixth", count: 3, digits: 4 },
  { prize: "seventh", count: 1, digits: 3 },
  { prize: "eighth", count: 1, digits: 2 },
];

/** Prize counts and digits per region, in the order results are read out. */
export const VN_PRIZE_STRUCTURE: Readonly<Record<VnRegion, readonly VnPrizeSpec[]>> = {
  north: NORTH,
  central: SOUTH,
  south: SOUTH,
};

/** The "opened numbers" of one station's draw. The North has no eighth prize (empty or absent). */
export interface VnResultSheet {
  region: VnRegion;
  prizes: Partial<Record<VnPrize, readonly string[]>>;
}

/** Numbers in all: 27 in the North, 18 in the South and Central. */
export function vnNumberCount(region: VnRegion): number {
  return VN_PRIZE_STRUCTURE[region].reduce((sum, p) => sum + p.count, 0);
}

/** How many numbers have at least `digits` digits: lô 3 số counts 23 / 17, lô 4 số 20 / 16. */
export function vnNumbersWithDigits(region: VnRegion, digits: number): number {
  return VN_PRIZE_STRUCTURE[region].reduce((sum, p) => sum + (p.digits >= digits ? p.count : 0), 0);
}

export function vnPrizeSpec(region: VnRegion, prize: VnPrize): VnPrizeSpec {
  return VN_PRIZE_STRUCTURE[region].find((p) => p.prize === prize)!;
}

/** The first thing wrong with a sheet (region, prize counts, digits per number), or null. */
export function vnSheetProblem(sheet: VnResultSheet): ResultProblem | null {
  if (!sheet || typeof sheet !== "object" || !VN_REGIONS.includes(sheet.region))
    return { code: "lottery.result.shape", prize: "region" };
  if (!sheet.prizes || typeof sheet.prizes !== "object")
    return { code: "lottery.result.shape", prize: "prizes" };
  for (const key of Object.keys(sheet.prizes))
    if (!VN_PRIZES.includes(key as VnPrize)) return { code: "lottery.result.shape", prize: key };
  for (const spec of VN_PRIZE_STRUCTURE[sheet.region]) {
    const numbers = sheet.prizes[spec.prize] ?? [];
    if (!Array.isArray(numbers) || numbers.length !== spec.count)
      return { code: "lottery.result.count", prize: spec.prize };
    const pattern = new RegExp(`^[0-9]{${spec.digits}}$`);
    const bad = numbers.findIndex((n) => typeof n !== "string" || !pattern.test(n));
    if (bad >= 0) return { code: "lottery.result.digits", prize: spec.prize, index: bad };
  }
  return null;
}

/** Every number of the sheet, special first (27 or 18 strings). */
export function vnAllNumbers(sheet: VnResultSheet): string[] {
  return VN_PRIZE_STRUCTURE[sheet.region].flatMap((spec) => [...(sheet.prizes[spec.prize] ?? [])]);
}

/** The last `digits` digits of every number long enough: the lô tails. */
export function vnTails(sheet: VnResultSheet, digits: number): string[] {
  return vnAllNumbers(sheet)
    .filter((n) => n.length >= digits)
    .map((n) => n.slice(-digits));
}

export function vnSpecial(sheet: VnResultSheet): string {
  return sheet.prizes.special?.[0] ?? "";
}
