import {
  type CallInput,
  type CallValue,
  calls,
  type GameClassify,
  type GameType,
  type RecordCategory,
} from "@jogada/contracts";
import { type QueryClient, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { callKey, prefetchCall, useCallMutation, useCallQuery } from "../../../shared/api/hooks";
import { useSession } from "../../../shared/session/session-store";

const { games: g } = calls;

export interface GameFilters {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  favorite?: boolean;
}

export const PAGE_SIZE = 30;

export type PvpRoom = CallValue<typeof g.roomList>["rooms"][number];

const GAME_MENUS_STALE_MS = 10 * 60_000;

/** Vendor lanes and the providers row; SPEC §4 caches the vendor list for the session. */
export function useGameMenus() {
  return useCallQuery(g.gameMenus, {}, { staleTime: GAME_MENUS_STALE_MS });
}

/** Asks for the catalogue's menus at start (main.tsx): the navigation bars wait for them. */
export function prefetchGameMenus(client: QueryClient): void {
  prefetchCall(client, g.gameMenus, {}, { staleTime: GAME_MENUS_STALE_MS });
}

/** A game list, page after page; keyed on whether a session is sent (it marks the favourites). */
export function useGameList(filters: GameFilters) {
  const { token } = useSession();
  // Provider names come in the reader's language.
  const { i18n } = useTranslation();
  const query = {
    clientType: 3,
    platform: "html5-desktop",
    gameType: filters.gameType,
    vassalage: filters.vassalage,
    gameClassify: filters.gameClassify as GameClassify | undefined,
    gameName: filters.gameName,
    favorite: filters.favorite ? ("1" as const) : undefined,
    pageSize: PAGE_SIZE,
  };
  return useInfiniteQuery({
    queryKey: callKey(g.gameList, { query }, Boolean(token), i18n.language),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(g.gameList, { query: { ...query, pageNo: pageParam } }, { signal }),
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
}

export function useHotGames(size = 12) {
  const { i18n } = useTranslation();
  return useCallQuery(
    g.hotGames,
    { query: { isPlatform: 2, size } },
    { staleTime: 5 * 60_000, keyExtra: [i18n.language] },
  );
}

export function useToggleFavourite() {
  const client = useQueryClient();
  return useCallMutation(g.toggleFavourite, {
    onSuccess: () => client.invalidateQueries({ queryKey: callKey(g.gameList) }),
  });
}

export function usePvpRooms(vassalage: string | undefined) {
  const { i18n } = useTranslation();
  // Room names come in the reader's language.
  return useCallQuery(
    g.roomList,
    { query: { vassalage } },
    { enabled: Boolean(vassalage), keyExtra: [i18n.language] },
  );
}

export function launchGameCall(body: CallInput<typeof g.launchGame>["body"]) {
  return call(g.launchGame, { body });
}

export function useBetRecords(query: {
  page: number;
  gameType?: RecordCategory;
  vassalage?: string;
  startDate?: string;
  endDate?: string;
}) {
  return useCallQuery(g.betRecords, { query: { ...query, size: 20 } });
}

export function usePersonalProfit(period: CallInput<typeof g.personalProfit>["query"]["period"]) {
  return useCallQuery(g.personalProfit, { query: { period } });
}
