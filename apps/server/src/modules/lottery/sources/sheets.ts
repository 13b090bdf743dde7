import {
  type DrawCalendar,
  drawOfId,
  LAO_CALENDAR,
  type LaoResultSheet,
  laoSheetProblem,
  MY4D_CALENDAR,
  MY4D_TIERS,
  type My4dResultSheet,
  my4dSheetProblem,
  type ResultProblem,
  type ScheduledDraw,
  THAI_CALENDAR,
  type ThaiResultSheet,
  thaiSheetProblem,
  VN_CENTRAL_CALENDAR,
  VN_NORTH_CALENDAR,
  VN_PRIZE_STRUCTURE,
  VN_SOUTH_CALENDAR,
  type VnRegion,
  type VnResultSheet,
  vnSheetProblem,
} from "@jogada/games";
import type { DrawKey, ResultSheet } from "./types.js";

type Expected = { kind: "vn"; region: VnRegion } | { kind: "thai" | "lao" | "my4d" };

/** The lotteries whose results come from feeds, by game code: calendar and sheet kind. */
const FEED_GAMES: Record<string, { calendar: DrawCalendar; expected: Expected }> = {
  "vn-north": { calendar: VN_NORTH_CALENDAR, expected: { kind: "vn", region: "north" } },
  "vn-central": { calendar: VN_CENTRAL_CALENDAR, expected: { kind: "vn", region: "central" } },
  "vn-south": { calendar: VN_SOUTH_CALENDAR, expected: { kind: "vn", region: "south" } },
  thai: { calendar: THAI_CALENDAR, expected: { kind: "thai" } },
  lao: { calendar: LAO_CALENDAR, expected: { kind: "lao" } },
  my4d: { calendar: MY4D_CALENDAR, expected: { kind: "my4d" } },
};

export function isFeedGame(gameCode: string): boolean {
  return gameCode in FEED_GAMES;
}

/**
 * The feed key of a draw id (`vn-south:tp-hcm:20250106` → `vn-south:tp-hcm`, `2025-01-06`):
 * one feed game code per station or lottery, the draw's local day.
 */
export function drawKeyOf(drawId: string): DrawKey {
  const cut = drawId.lastIndexOf(":");
  const day = drawId.slice(cut + 1);
  return {
    gameCode: drawId.slice(0, cut),
    drawDate: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
  };
}

/** The calendar draw a feed key names, or null when no calendar has it. */
export function scheduledDrawOf(key: DrawKey): ScheduledDraw | null {
  const game = FEED_GAMES[key.gameCode.split(":")[0]!];
  if (!game || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(key.drawDate)) return null;
  return drawOfId(game.calendar, `${key.gameCode}:${key.drawDate.replaceAll("-", "")}`);
}

const describe = (p: ResultProblem) =>
  `${p.code} at ${p.prize}${p.index === undefined ? "" : `[${p.index}]`}`;

/**
 * Checks a feed's sheet against what the draw's region needs and returns it in canonical form
 * (only the known fields, prizes in read-out order), so equal results compare equal as JSON.
 */
export function checkedSheet(
  gameCode: string,
  raw: { kind: string; sheet: unknown },
): { sheet: ResultSheet } | { problem: string; at?: ResultProblem } {
  const game = FEED_GAMES[gameCode.split(":")[0]!];
  if (!game) return { problem: `no results feed game ${gameCode}` };
  const { expected } = game;
  if (raw.kind !== expected.kind) return { problem: `a ${raw.kind} sheet for a ${expected.kind} draw` };
  switch (expected.kind) {
    case "vn": {
      const sheet = raw.sheet as VnResultSheet;
      if (sheet.region !== expected.region)
        return { problem: `a ${sheet.region} sheet for a ${expected.region} draw` };
      const problem = vnSheetProblem(sheet);
      if (problem) return { problem: describe(problem), at: problem };
      const prizes = Object.fromEntries(
        VN_PRIZE_STRUCTURE[expected.region].map((spec) => [
          spec.prize,
          [...(sheet.prizes[spec.prize] ?? [])],
        ]),
      );
      return { sheet: { kind: "vn", sheet: { region: expected.region, prizes } } };
    }
    case "thai": {
      const sheet = raw.sheet as ThaiResultSheet;
      const problem = thaiSheetProblem(sheet);
      if (problem) return { problem: describe(problem), at: problem };
      const { first, front3, last3, last2 } = sheet;
      return { sheet: { kind: "thai", sheet: { first, front3: [...front3], last3: [...last3], last2 } } };
    }
    case "lao": {
      const sheet = raw.sheet as LaoResultSheet;
      const problem = laoSheetProblem(sheet);
      if (problem) return { problem: describe(problem), at: problem };
      return { sheet: { kind: "lao", sheet: { number: sheet.number } } };
    }
    case "my4d": {
      const sheet = raw.sheet as My4dResultSheet;
      const problem = my4dSheetProblem(sheet);
      if (problem) return { problem: describe(problem), at: problem };
      const clean = Object.fromEntries(
        MY4D_TIERS.map((tier) => [tier, Array.isArray(sheet[tier]) ? [...sheet[tier]] : sheet[tier]]),
      ) as unknown as My4dResultSheet;
      return { sheet: { kind: "my4d", sheet: clean } };
    }
  }
}

/**
 * One string per result: equal sheets give equal strings, whatever the order of their keys (a
 * sheet read back from jsonb has its keys reordered); lists keep their order, which is meaningful.
 */
export function sheetFingerprint(sheet: ResultSheet | unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    return value;
  };
  return JSON.stringify(canonical(sheet));
}
