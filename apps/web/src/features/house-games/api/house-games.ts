import { type AnyCall, type CallInput, type CallValue, calls } from "@jogada/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../shared/api/call";
import { callKey, useCallMutation, useCallQuery } from "../../../shared/api/hooks";
import { useSession } from "../../../shared/session/session-store";
import { refreshWalletViews } from "../../wallet";

const h = calls.houseGames;

export type GamesValue = CallValue<typeof h.games>;
export type BetValue = CallValue<typeof h.diceBet>;

/** Calls that place a bet or start a round: each takes a fresh Idempotency-Key. */
export type BetCall =
  | typeof h.diceBet
  | typeof h.limboBet
  | typeof h.plinkoBet
  | typeof h.kenoBet
  | typeof h.slotSpin
  | typeof h.minesStart;

/** Plays on an open round (Mines); one round, one outcome, no key needed. */
export type RoundCall = typeof h.minesReveal | typeof h.minesCashout;

export function useHouseGames() {
  return useCallQuery(h.games, {}, { staleTime: 60_000 });
}

export function useSeeds() {
  const { token } = useSession();
  return useCallQuery(h.seeds, {}, { keyExtra: [token], enabled: Boolean(token) });
}

export function useRounds(game: string) {
  const { token } = useSession();
  return useCallQuery(h.rounds, { query: { game } }, { keyExtra: [token], enabled: Boolean(token) });
}

/** One Idempotency-Key per player action: a double click or a retry never bets twice. */
export function placeBet<D extends BetCall>(
  definition: D,
  input: CallInput<D>,
  key = crypto.randomUUID(),
): Promise<BetValue> {
  return call(definition, input, { idempotencyKey: key }) as Promise<BetValue>;
}

/** A step of an open Mines round: a tile opened or the cash-out. */
export function playRound<D extends RoundCall>(definition: D, input: CallInput<D>): Promise<BetValue> {
  return call(definition, input) as Promise<BetValue>;
}

export function activeMinesRound(demo: boolean) {
  return call(h.minesActive, { query: { demo: demo ? "true" : "false" } });
}

/** Every read of the house games (catalogue, seeds, rounds of any game), stale from now on. */
function refreshHouseGames(client: QueryClient): Promise<unknown> {
  const reads = (Object.values(h) as AnyCall[]).filter((definition) => definition.method === "GET");
  return Promise.all(reads.map(({ method, path }) => client.invalidateQueries({ queryKey: [method, path] })));
}

export function useBetSettled() {
  const client = useQueryClient();
  return (game: string) => {
    void client.invalidateQueries({ queryKey: callKey(h.rounds, { query: { game } }) });
    void client.invalidateQueries({ queryKey: callKey(h.seeds, {}) });
    // The header's balance listens to the realtime `balance` event; this refreshes any other view.
    void refreshWalletViews(client);
  };
}

export function useSeedActions() {
  const client = useQueryClient();
  const done = () => refreshHouseGames(client);
  const setClientSeed = useCallMutation(h.setClientSeed, { onSuccess: done });
  const rotate = useCallMutation(h.rotateSeed, { onSuccess: done });
  return { setClientSeed, rotate };
}
