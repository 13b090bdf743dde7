import type { CrashState, HouseGameInfo, HouseRound, SeedInfo } from "@jogada/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/api/client";
import { useSession } from "../../../shared/session/session-store";

export interface GamesValue {
  vendor: "BGS";
  currency: string;
  decimals: number;
  edgeBps: number;
  roundTimeoutMinutes: number;
  games: HouseGameInfo[];
}

export interface BetValue {
  round: HouseRound;
  balance: string;
}

export function useHouseGames() {
  return useQuery({
    queryKey: ["bgs", "games"],
    queryFn: () => api<GamesValue>("/wps/bgs/games"),
    staleTime: 60_000,
  });
}

export function useSeeds() {
  const { token } = useSession();
  return useQuery({
    queryKey: ["bgs", "seeds", token],
    queryFn: () => api<SeedInfo>("/wps/bgs/seeds"),
    enabled: Boolean(token),
  });
}

export function useRounds(game: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["bgs", "rounds", game, token],
    queryFn: () => api<{ list: HouseRound[] }>("/wps/bgs/rounds", { query: { game } }).then((v) => v.list),
    enabled: Boolean(token),
  });
}

/** One Idempotency-Key per player action: a double click or a retry never bets twice. */
export function placeBet<T = BetValue>(path: string, body: unknown, key = crypto.randomUUID()): Promise<T> {
  return api<T>(path, { method: "POST", body, headers: { "Idempotency-Key": key } });
}

export function useBetSettled() {
  const client = useQueryClient();
  return (game: string) => {
    void client.invalidateQueries({ queryKey: ["bgs", "rounds", game] });
    void client.invalidateQueries({ queryKey: ["bgs", "seeds"] });
    // The header's balance listens to the realtime `balance` event; this refreshes any other view.
    void client.invalidateQueries({ queryKey: ["wallet"] });
  };
}

export function useSeedActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: ["bgs"] });
  const setClientSeed = useMutation({
    mutationFn: (clientSeed: string) =>
      api<SeedInfo>("/wps/bgs/seeds/client", { method: "POST", body: { clientSeed } }),
    onSuccess: done,
  });
  const rotate = useMutation({
    mutationFn: () =>
      api<{ previous: SeedInfo & { serverSeed: string }; current: SeedInfo }>("/wps/bgs/seeds/rotate", {
        method: "POST",
        body: {},
      }),
    onSuccess: done,
  });
  return { setClientSeed, rotate };
}

export function fetchCrashState(): Promise<CrashState> {
  return api<CrashState>("/wps/bgs/crash/state");
}
