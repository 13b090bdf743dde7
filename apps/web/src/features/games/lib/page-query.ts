import { type GameClassify, type GameType, LIVE_CLASSIFY, RNG_CLASSIFY } from "@jogada/contracts";

/** The subtypes a category page switches between (SPEC §2: /rng by its `page` query value). */
const SUBTYPES: Partial<Record<GameType, readonly GameClassify[]>> = {
  RNG: RNG_CLASSIFY,
  LIVE: LIVE_CLASSIFY,
};

/**
 * The subtype a category route's `page` value names, or none: a value that names no subtype of the
 * category (a page number such as 2, an old link, a typo) shows the category's first page rather
 * than a list the server refuses.
 */
export function subtypeOfPage(gameType: GameType, page: string | null): GameClassify | undefined {
  const subtypes = SUBTYPES[gameType] ?? [];
  const key = page?.trim().toUpperCase();
  return subtypes.find((subtype) => subtype === key);
}
