import {
  type DrawCalendar,
  FAST_GAMES,
  type FastGame,
  fastCalendar,
  LAO_CALENDAR,
  MY4D_CALENDAR,
  THAI_CALENDAR,
  VN_CENTRAL_CALENDAR,
  VN_NORTH_CALENDAR,
  VN_SOUTH_CALENDAR,
  type VnRegion,
} from "@jogada/games";

/** How a game is played on the slip: its rules come from packages/games for the family. */
export type Family = "vn" | "thai" | "lao" | "my4d" | FastGame;

/** The lobby's menu groups, in the order they are shown. */
export const MENU_GROUPS = ["vn-north", "vn-central", "vn-south", "sea", "fast"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Which lobby route shows which groups; /lottery shows them all. */
export const ROUTE_GROUPS: Record<"lottery" | "vnlottery" | "seaLottery" | "elott", readonly MenuGroup[]> = {
  lottery: MENU_GROUPS,
  vnlottery: ["vn-north", "vn-central", "vn-south"],
  seaLottery: ["sea"],
  elott: ["fast"],
};

const VN_CODES: Record<string, VnRegion> = {
  "vn-north": "north",
  "vn-central": "central",
  "vn-south": "south",
};

/**
 * A fast game's code is the family, optionally followed by its cadence ("5d", "k3-1m", "keno_3").
 * The family is what decides bet types and draw shape.
 */
export function fastGameOf(code: string): FastGame | null {
  const lower = code.toLowerCase();
  return FAST_GAMES.find((game) => lower === game || new RegExp(`^${game}[-_:]`).test(lower)) ?? null;
}

export function familyOf(code: string): Family | null {
  if (VN_CODES[code]) return "vn";
  if (code === "thai" || code === "lao" || code === "my4d") return code;
  return fastGameOf(code);
}

export function vnRegionOf(code: string): VnRegion | null {
  return VN_CODES[code] ?? null;
}

export function menuGroupOf(code: string): MenuGroup | null {
  if (VN_CODES[code]) return code as MenuGroup;
  const family = familyOf(code);
  if (!family) return null;
  return family === "thai" || family === "lao" || family === "my4d" ? "sea" : "fast";
}

export function isFast(code: string): boolean {
  return fastGameOf(code) !== null;
}

/** The minutes between a fast game's draws, read from its code ("k3-3m" -> 3), 1 by default. */
export function cadenceOf(code: string): 1 | 2 | 3 | 5 {
  const match = /[-_:](\d)m?$/.exec(code);
  const minutes = match ? Number(match[1]) : 1;
  return minutes === 2 || minutes === 3 || minutes === 5 ? minutes : 1;
}

/** The game's draw calendar from packages/games (used for the countdown when no draw is listed yet). */
export function calendarOf(code: string): DrawCalendar | null {
  switch (code) {
    case "vn-north":
      return VN_NORTH_CALENDAR;
    case "vn-central":
      return VN_CENTRAL_CALENDAR;
    case "vn-south":
      return VN_SOUTH_CALENDAR;
    case "thai":
      return THAI_CALENDAR;
    case "lao":
      return LAO_CALENDAR;
    case "my4d":
      return MY4D_CALENDAR;
    default:
      return isFast(code) ? fastCalendar(code, cadenceOf(code)) : null;
  }
}
