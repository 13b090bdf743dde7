import { type AnyCall, type CallInput, type CallValue, calls } from "@jogada/contracts";
import { type QueryClient, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { ApiError } from "../../../shared/api/client";
import { callKey } from "../../../shared/api/hooks";
import { useSession } from "../../../shared/session/session-store";

const p = calls.promotions;

/**
 * A promotions read. Keyed under "wallet" as well, because bonuses, rewards and states move with
 * money: every balance event (a bet, a deposit) already refreshes what is under "wallet". Keyed on
 * the session (states are the player's) and the language (titles and headlines are translated).
 */
function usePromotionsQuery<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: Omit<UseQueryOptions<CallValue<D>, Error>, "queryKey" | "queryFn"> = {},
) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery<CallValue<D>, Error>({
    queryKey: ["wallet", "promotions", ...callKey(definition, input, token, i18n.language)],
    queryFn: ({ signal }) => call(definition, input, { signal }),
    ...options,
  });
}

export type PromotionList = CallValue<typeof p.listPromotions>;
export type RewardList = CallValue<typeof p.rewardCenter>;

export const usePromotions = () => usePromotionsQuery(p.listPromotions, { query: { page: 1, size: 50 } });

export function usePromotion(promotionId: number | null) {
  return usePromotionsQuery(
    p.promotionDetail,
    { params: { promotionId: promotionId ?? 0 } },
    {
      enabled: promotionId !== null,
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
    },
  );
}

export function useBonuses() {
  const { token } = useSession();
  return usePromotionsQuery(p.bonusDetails, { query: { page: 1, size: 50 } }, { enabled: Boolean(token) });
}

export function useRewards() {
  const { token } = useSession();
  return usePromotionsQuery(p.rewardCenter, {}, { enabled: Boolean(token) });
}

export const useWinners = (size = 20) => usePromotionsQuery(p.winnerBoard, { query: { size } });

export function useRaffleDraw(drawId: number | null) {
  return usePromotionsQuery(p.raffleDraw, { params: { drawId: drawId ?? 0 } }, { enabled: drawId !== null });
}

export function useForfeitPreview(enabled: boolean) {
  return usePromotionsQuery(p.withdrawalForfeitPreview, {}, { enabled });
}

/** After joining or claiming: states, bonuses, rewards and balances all changed. */
export function refreshAfterPromotionChange(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ["wallet"] });
}

export const promotionsApi = {
  join: (promotionId: number) => call(p.joinPromotion, { body: { promotionId } }),
  requestReward: (promotionId: number) => call(p.requestReward, { body: { promotionId } }),
  claimRaffle: (promotionId: number, drawId: number) =>
    call(p.claimRaffle, { body: { promotionId, drawId } }),
};

/**
 * The running promotions the signed-in player cannot take (`blocked`), by id: an empty set for a
 * guest or when the list cannot be read, undefined while it is being read. `wanted` false asks nothing.
 */
export function useUntakeablePromotions(wanted: boolean): ReadonlySet<number> | undefined {
  const { token } = useSession();
  const list = usePromotionsQuery(
    p.listPromotions,
    { query: { page: 1, size: 50 } },
    { enabled: wanted && Boolean(token) },
  );
  const blocked = useMemo(
    () => list.data && new Set(list.data.list.filter((item) => item.blocked).map((item) => item.id)),
    [list.data],
  );
  if (!wanted || !token || list.isError) return EMPTY;
  return blocked;
}
const EMPTY: ReadonlySet<number> = new Set();
