import {
  ELEVEN5_BET_TYPES,
  K3_BET_TYPES,
  KENO_BET_TYPES,
  LAO_BET_TYPES,
  MY4D_BET_TYPES,
  PK10_BET_TYPES,
  SSC_BET_TYPES,
  THAI_BET_TYPES,
  VN_BET_SPECS,
  VN_BET_TYPES,
  type VnBetType,
} from "@jogada/games";
import type { Family } from "./catalogue";

/**
 * How the slip asks for a bet type's selection. The rules (what is valid, what it costs, what it
 * wins) stay in packages/games; this only says which inputs to show.
 * - grid: numbers min..max written with `pad` digits; `lines: "each"` makes every number its own
 *   line, `"one"` puts them all in one line of minCount..maxCount numbers;
 * - typed: numbers of `digits` digits typed (3 and 4 digits have too many to show as a grid);
 * - words: fixed choices (big / small ...), each its own line;
 * - rows: one value per row, in order (straight bets, PK10 top 2, 11x5 front 3);
 * - posValue: a row (ball, position) then values in it, each value its own line;
 * - position: rows (balls, positions) chosen alone, each its own line;
 * - none: nothing to choose.
 */
export type Selector =
  | {
      kind: "grid";
      min: number;
      max: number;
      pad: number;
      lines: "each" | "one";
      minCount: number;
      maxCount: number;
    }
  | { kind: "typed"; digits: number }
  | { kind: "words"; words: readonly string[] }
  | {
      kind: "rows";
      rows: number;
      min: number;
      max: number;
      pad: number;
      distinct: boolean;
      labels?: "pairSingle";
    }
  | {
      kind: "posValue";
      positions: number;
      min: number;
      max: number;
      pad: number;
      positionLabel: "ball" | "position";
    }
  | { kind: "position"; positions: number; positionLabel: "ball" | "position" }
  | { kind: "none" };

const grid = (min: number, max: number, pad: number, lines: "each" | "one", minCount = 1, maxCount = 100) =>
  ({ kind: "grid", min, max, pad, lines, minCount, maxCount }) as const;

function vnSelector(type: VnBetType): Selector {
  const spec = VN_BET_SPECS[type];
  if (spec.words) return { kind: "words", words: spec.words };
  if (spec.size !== undefined) return grid(0, 99, 2, "one", spec.size, spec.size);
  if (spec.digits === 1) return grid(0, 9, 1, "each");
  if (spec.digits === 2) return grid(0, 99, 2, "each");
  return { kind: "typed", digits: spec.digits };
}

const SEA_DIGITS: Record<string, number> = {
  top3: 3,
  tod3: 3,
  top2: 2,
  bottom2: 2,
  run_top: 1,
  run_bottom: 1,
  lao4: 4,
  lao3: 3,
  lao2: 2,
  big: 4,
  small: 4,
};

function seaSelector(type: string): Selector {
  const digits = SEA_DIGITS[type] ?? 2;
  if (digits === 1) return grid(0, 9, 1, "each");
  if (digits === 2) return grid(0, 99, 2, "each");
  return { kind: "typed", digits };
}

const SSC_ROWS: Record<string, number> = { straight5: 5, front3: 3, back3: 3, front2: 2, back2: 2 };

function sscSelector(type: string): Selector {
  if (type === "position")
    return { kind: "posValue", positions: 5, min: 0, max: 9, pad: 1, positionLabel: "ball" };
  if (SSC_ROWS[type]) return { kind: "rows", rows: SSC_ROWS[type], min: 0, max: 9, pad: 1, distinct: false };
  if (type === "group3")
    return { kind: "rows", rows: 2, min: 0, max: 9, pad: 1, distinct: true, labels: "pairSingle" };
  if (type === "group6") return grid(0, 9, 1, "one", 3, 3);
  if (type.startsWith("ball_")) return { kind: "position", positions: 5, positionLabel: "ball" };
  return { kind: "none" };
}

function k3Selector(type: string): Selector {
  switch (type) {
    case "sum":
      return grid(3, 18, 1, "each");
    case "single":
    case "triple":
    case "pair":
      return grid(1, 6, 1, "each");
    case "two_diff":
      return grid(1, 6, 1, "one", 2, 2);
    case "three_diff":
      return grid(1, 6, 1, "one", 3, 3);
    default:
      return { kind: "none" };
  }
}

function pk10Selector(type: string): Selector {
  switch (type) {
    case "position":
      return { kind: "posValue", positions: 10, min: 1, max: 10, pad: 2, positionLabel: "position" };
    case "pos_big":
    case "pos_small":
    case "pos_odd":
    case "pos_even":
      return { kind: "position", positions: 10, positionLabel: "position" };
    case "dragon":
    case "tiger":
      return { kind: "position", positions: 5, positionLabel: "position" };
    case "top2_sum":
      return grid(3, 19, 1, "each");
    case "top2":
      return { kind: "rows", rows: 2, min: 1, max: 10, pad: 2, distinct: true };
    case "top3":
      return { kind: "rows", rows: 3, min: 1, max: 10, pad: 2, distinct: true };
    default:
      return { kind: "none" };
  }
}

function eleven5Selector(type: string): Selector {
  if (type === "any") return grid(1, 11, 2, "one", 1, 8);
  const size = Number(/front(\d)/.exec(type)?.[1] ?? 1);
  if (type.endsWith("_group")) return grid(1, 11, 2, "one", size, size);
  if (size === 1) return grid(1, 11, 2, "each");
  return { kind: "rows", rows: size, min: 1, max: 11, pad: 2, distinct: true };
}

function kenoSelector(type: string): Selector {
  return type === "pick" ? grid(1, 80, 2, "one", 1, 10) : { kind: "none" };
}

/** The bet types of a family, in the order packages/games lists them. */
export function betTypesOf(family: Family): readonly string[] {
  switch (family) {
    case "vn":
      return VN_BET_TYPES;
    case "thai":
      return THAI_BET_TYPES;
    case "lao":
      return LAO_BET_TYPES;
    case "my4d":
      return MY4D_BET_TYPES;
    case "5d":
      return SSC_BET_TYPES;
    case "k3":
      return K3_BET_TYPES;
    case "pk10":
      return PK10_BET_TYPES;
    case "11x5":
      return ELEVEN5_BET_TYPES;
    case "keno":
      return KENO_BET_TYPES;
  }
}

export function selectorOf(family: Family, type: string): Selector {
  switch (family) {
    case "vn":
      return vnSelector(type as VnBetType);
    case "thai":
    case "lao":
    case "my4d":
      return seaSelector(type);
    case "5d":
      return sscSelector(type);
    case "k3":
      return k3Selector(type);
    case "pk10":
      return pk10Selector(type);
    case "11x5":
      return eleven5Selector(type);
    case "keno":
      return kenoSelector(type);
  }
}

/** A number as the slip and the wire write it: "07", "123"; fast picks stay integers. */
export function padNumber(n: number, pad: number): string {
  return String(n).padStart(pad, "0");
}
