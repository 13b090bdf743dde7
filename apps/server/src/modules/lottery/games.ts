import { LANGUAGES, type Localized } from "@jogada/contracts";
import {
  type DrawCalendar,
  type FastGame,
  fastCalendar,
  LAO_CALENDAR,
  MY4D_CALENDAR,
  type OddsGame,
  THAI_CALENDAR,
  VN_CENTRAL_CALENDAR,
  VN_NORTH_CALENDAR,
  VN_SOUTH_CALENDAR,
  type VnRegion,
} from "@jogada/games";

/** A row of lottery_games. */
export interface LotteryGame {
  code: string;
  kind: "vn" | "thai" | "lao" | "my4d" | "fast";
  region: VnRegion | null;
  fast_game: FastGame | null;
  every_minutes: 1 | 2 | 3 | 5 | null;
  game_id: string;
  vendor_code: string;
  name_pt: string;
  name_en: string;
  /** Names in other languages, by code (VI: "Xổ số Miền Bắc"). */
  names: Partial<Record<string, string>>;
  close_before_seconds: number;
  enabled: boolean;
  sort_order: number;
}

const VN_CALENDARS: Record<VnRegion, DrawCalendar> = {
  north: VN_NORTH_CALENDAR,
  central: VN_CENTRAL_CALENDAR,
  south: VN_SOUTH_CALENDAR,
};

/**
 * The calendar of a game. VN and SEA calendars are named after the region or lottery; when a
 * game's code differs (a second table of the same lottery), its draws still carry its own code.
 */
export function calendarOf(game: LotteryGame): DrawCalendar {
  switch (game.kind) {
    case "vn":
      return { ...VN_CALENDARS[game.region!], game: game.code };
    case "thai":
      return { ...THAI_CALENDAR, game: game.code };
    case "lao":
      return { ...LAO_CALENDAR, game: game.code };
    case "my4d":
      return { ...MY4D_CALENDAR, game: game.code };
    case "fast":
      return fastCalendar(game.code, game.every_minutes!);
  }
}

/** The odds table a game is priced with (fast games: none, their odds follow the prize group). */
export function oddsGameOf(game: LotteryGame): OddsGame | null {
  if (game.kind === "vn") return `vn-${game.region!}` as OddsGame;
  return game.kind === "fast" ? null : game.kind;
}

export function gameName(game: LotteryGame, language: string): string {
  if (language === "EN") return game.name_en;
  return game.names[language] ?? game.name_pt;
}

/** A game's name in every shipped language (a message stored for any reader). */
export function gameNames(game: LotteryGame): Localized {
  return Object.fromEntries(LANGUAGES.map((language) => [language, gameName(game, language)])) as Localized;
}
