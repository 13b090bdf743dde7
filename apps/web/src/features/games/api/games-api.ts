import type {
  BetRecord,
  GameItem,
  GameListValue,
  GameMenusValue,
  GameType,
  LaunchGameValue,
  ProfitValue,
} from "@jogada/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/api/client";
import { useSession } from "../../../shared/session/session-store";

export interface GameFilters {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  favorite?: boolean;
}

export const PAGE_SIZE = 30;

/** Vendor lanes and the providers row; SPEC §4 caches the vendor list for the session. */
export function useGameMenus() {
  return useQuery({
    queryKey: ["games", "menus"],
    queryFn: () => api<GameMenusValue>("/lgw/games/game_menus"),
    staleTime: 10 * 60_000,
  });
}

export function useGameList(filters: GameFilters) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: ["games", "list", filters, Boolean(token)],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<GameListValue>("/wps/relay/GCSGAME_gameList", {
        query: {
          clientType: 3,
          platform: "html5-desktop",
          gameType: filters.gameType,
          vassalage: filters.vassalage,
          gameClassify: filters.gameClassify,
          gameName: filters.gameName,
          favorite: filters.favorite ? "1" : undefined,
          pageNo: pageParam,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
}

export function useHotGames(size = 12) {
  return useQuery({
    queryKey: ["games", "hot", size],
    queryFn: () =>
      api<{ games: GameItem[] }>("/wps/relay/GCSGAME_hotGamesV2", { query: { isPlatform: 2, size } }),
    staleTime: 5 * 60_000,
  });
}

export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (game: { nodeId: string; vendor: string; gameType: GameType; add: boolean }) =>
      api<{ nodeId: string; isFavorite: boolean }>("/wps/relay/MCSFE_getFavoriteGames", {
        method: "POST",
        body: {
          nodeId: game.nodeId,
          vendor: game.vendor,
          gameType: game.gameType,
          action: game.add ? "add" : "remove",
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["games", "list"] }),
  });
}

export interface PvpRoom {
  roomId: string;
  roomName: string;
  nodeId: string;
  gameName: string;
  vassalage: string;
  minBet: string;
  maxBet: string;
}

export function usePvpRooms(vassalage: string | undefined) {
  return useQuery({
    queryKey: ["games", "rooms", vassalage],
    queryFn: () => api<{ rooms: PvpRoom[] }>("/wps/relay/GLS2_roomList", { query: { vassalage } }),
    enabled: Boolean(vassalage),
  });
}

export function launchGameCall(body: Record<string, unknown>) {
  return api<LaunchGameValue>("/wps/game/launchGame", { method: "POST", body });
}

export function useBetRecords(query: {
  page: number;
  gameType?: string;
  vassalage?: string;
  startDate?: string;
  endDate?: string;
}) {
  return useQuery({
    queryKey: ["games", "records", query],
    queryFn: () =>
      api<{
        list: BetRecord[];
        total: number;
        totalPages: number;
        page: number;
        summary: { stake: string; win: string; profit: string };
      }>("/wps/relay/ODSFE2_betRecord", { query: { ...query, size: 20 } }),
  });
}

export function usePersonalProfit(period: string) {
  return useQuery({
    queryKey: ["games", "profit", period],
    queryFn: () => api<ProfitValue>("/wps/relay/ODSFE2_personalProfit", { query: { period } }),
  });
}
