import { type AnyCall, type CallInput, type CallValue, calls } from "@jogada/contracts";
import { type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { call } from "../../../shared/api/call";
import { callKey } from "../../../shared/api/hooks";
import { onRealtime } from "../../../shared/realtime/realtime";
import { useSession } from "../../../shared/session/session-store";
import { refreshWalletViews } from "../../wallet";

const l = calls.lottery;

export type OpenDrawsValue = CallValue<typeof l.openDraws>;
export type DrawSummary = OpenDrawsValue["draws"][number];
export type DrawResult = CallValue<typeof l.drawResults>["list"][number];
export type GameOdds = CallValue<typeof l.gameOdds>;
export type Ticket = CallValue<typeof l.myTickets>["list"][number];
export type TicketDetail = CallValue<typeof l.ticketDetail>;
export type Chase = CallValue<typeof l.myChases>["list"][number];
export type DrawVerification = CallValue<typeof l.drawVerification>;
export type PopularGame = CallValue<typeof l.popular>["games"][number];
export type MenuGroupValue = CallValue<typeof l.vnGameMenu>["gameMenus"][number];

/**
 * A lottery read, keyed under "lottery": one `draw` event of the realtime socket (a draw opened,
 * closed, resulted, settled or was voided) refreshes every open lottery page at once.
 */
function useLotteryQuery<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: Omit<UseQueryOptions<CallValue<D>, Error>, "queryKey" | "queryFn"> & { keyExtra?: unknown[] } = {},
) {
  const { keyExtra = [], ...rest } = options;
  return useQuery<CallValue<D>, Error>({
    queryKey: ["lottery", ...callKey(definition, input, ...keyExtra)],
    queryFn: ({ signal }) => call(definition, input, { signal }),
    ...rest,
  });
}

/** Refetches every lottery view on each `draw` event while a lottery page is open. */
export function useDrawEvents(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onRealtime("draw", () => {
        void client.invalidateQueries({ queryKey: ["lottery"] });
        // A settled or voided draw pays or refunds: the balance and the betting records move.
        void refreshWalletViews(client);
      }),
    [client],
  );
}

/** Every lottery view is stale: after a bet, a cancel or a chase. */
export function useRefreshLottery() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ["lottery"] });
    void refreshWalletViews(client);
  };
}

export const useVnMenu = () => useLotteryQuery(l.vnGameMenu, { query: {} }, { staleTime: 30_000 });

export function useRecentLotteries() {
  const { token } = useSession();
  return useLotteryQuery(l.vnRecentMenu, { query: {} }, { keyExtra: [token], enabled: Boolean(token) });
}

export const useLotteryGames = () =>
  useLotteryQuery(l.popular, { query: { count: 100 } }, { staleTime: 30_000 });

export const useOpenDraws = (gameCode: string) =>
  useLotteryQuery(
    l.openDraws,
    { params: { gameCode }, query: { count: 10 } },
    { enabled: Boolean(gameCode), refetchInterval: 60_000 },
  );

export const useGameOdds = (gameCode: string) =>
  useLotteryQuery(l.gameOdds, { params: { gameCode } }, { enabled: Boolean(gameCode), staleTime: 60_000 });

export const useResults = (gameCode: string, page = 1, size = 10) =>
  useLotteryQuery(
    l.drawResults,
    { params: { gameCode }, query: { page, size } },
    { enabled: Boolean(gameCode) },
  );

/** Each game's latest result, for the lobby's cards: one call, however many games it shows. */
export const useLatestResults = () => useLotteryQuery(l.latestResults, {}, { staleTime: 30_000 });

export function useMyTickets(query: {
  page: number;
  size: number;
  gameCode?: string;
  status?: Ticket["status"];
}) {
  const { token } = useSession();
  return useLotteryQuery(l.myTickets, { query }, { keyExtra: [token], enabled: Boolean(token) });
}

export function useTicket(ticketNo: string) {
  const { token } = useSession();
  return useLotteryQuery(
    l.ticketDetail,
    { params: { ticketNo } },
    { keyExtra: [token], enabled: Boolean(token && ticketNo) },
  );
}

export function useMyChases(page: number) {
  const { token } = useSession();
  return useLotteryQuery(
    l.myChases,
    { query: { page, size: 10 } },
    { keyExtra: [token], enabled: Boolean(token) },
  );
}

export const useDrawVerification = (drawId: string) =>
  useLotteryQuery(l.drawVerification, { params: { drawId } }, { enabled: Boolean(drawId), retry: false });

export type PlaceBody = CallInput<typeof l.placeTickets>["body"];
export type ChaseBody = CallInput<typeof l.createChase>["body"];

/** One Idempotency-Key per slip sent: a double click or a retry never buys twice. */
export function placeTickets(body: PlaceBody, idempotencyKey: string) {
  return call(l.placeTickets, { body }, { idempotencyKey });
}

export function createChase(body: ChaseBody, idempotencyKey: string) {
  return call(l.createChase, { body }, { idempotencyKey });
}

export function cancelTicket(ticketNo: string, idempotencyKey: string) {
  return call(l.cancelTicket, { params: { ticketNo } }, { idempotencyKey });
}

export function stopChase(chaseNo: string) {
  return call(l.stopChase, { params: { chaseNo } });
}
