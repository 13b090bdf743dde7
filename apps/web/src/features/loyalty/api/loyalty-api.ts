import {
  type AnyCall,
  type CallInput,
  type CallValue,
  calls,
  type DeliveryAddress,
  type RewardItem,
} from "@jogada/contracts";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { call } from "../../../shared/api/call";
import { callKey } from "../../../shared/api/hooks";
import { useSession } from "../../../shared/session/session-store";

export type {
  LeaderboardView,
  MallRewardView as MallReward,
  MissionPeriod,
  MissionView as Mission,
  RedeemStatus,
  RedemptionView,
  VipLevelView as VipLevel,
  VipProgress,
} from "@jogada/contracts";

const l = calls.loyalty;

/**
 * A loyalty read. Keyed under "wallet" as well: every balance event (a bet, a deposit) already
 * refreshes what is under it, and points, mission progress and levels move with money. Keyed on
 * the session (progress is the player's) and the language (titles and level names are translated).
 */
function useLoyaltyQuery<D extends AnyCall>(definition: D, input: CallInput<D>, player = true) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery<CallValue<D>, Error>({
    queryKey: ["wallet", "loyalty", ...callKey(definition, input, token, i18n.language)],
    queryFn: ({ signal }) => call(definition, input, { signal }),
    enabled: !player || Boolean(token),
  });
}

/** The ladder for anyone; `me` (level and progress) once logged in. */
export const useVipLadder = () => useLoyaltyQuery(l.vipLadder, {}, false);
export const usePointBalance = () => useLoyaltyQuery(l.pointBalance, {});
export const useMallRewards = () => useLoyaltyQuery(l.pointRewards, {}, false);
export const useRedeemHistory = (page: number) =>
  useLoyaltyQuery(l.redeemHistory, { query: { page, size: 10 } });
export const usePointConfig = () => useLoyaltyQuery(l.pointConfig, {}, false);
export const useMissions = () => useLoyaltyQuery(l.missionSummary, {});
export const useLeaderboard = () => useLoyaltyQuery(l.missionLeaderboard, { query: {} }, false);
export const useReferralDetails = () => useLoyaltyQuery(l.referralDetails, {});
export const useReferralFriends = (page: number) =>
  useLoyaltyQuery(l.referralFriends, { query: { page, size: 10 } });

/** The member-centre badge: missions still running or with a reward to claim; 0 while unknown. */
export function useOpenMissionCount(): number {
  return useMissions().data?.openCount ?? 0;
}

/** After a redeem, a conversion or a claim: points, balances, missions and rewards all moved. */
export function refreshPoints(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ["wallet"] });
}

export const loyaltyApi = {
  redeem: (
    body: { rewardId: number; quantity: number; paymentPassword: string; address?: DeliveryAddress },
    idempotencyKey: string,
  ) => call(l.redeemPoints, { body }, { idempotencyKey }),
  convert: (body: { points: number; paymentPassword: string }, idempotencyKey: string) =>
    call(l.convertPoints, { body }, { idempotencyKey }),
  claim: (source: "mission" | "vip" | "referral" | "profile", sourceId: number) =>
    call(l.claimLoyaltyReward, { body: { source, sourceId } }),
};

/** Reward-centre entries this feature claims: missions, VIP upgrades and referrals. */
export function isLoyaltyReward(item: Pick<RewardItem, "source">): boolean {
  return (
    item.source === "mission" ||
    item.source === "vip" ||
    item.source === "referral" ||
    item.source === "profile"
  );
}

export async function claimLoyaltyReward(item: Pick<RewardItem, "source" | "sourceId">): Promise<void> {
  if (
    item.source !== "mission" &&
    item.source !== "vip" &&
    item.source !== "referral" &&
    item.source !== "profile"
  )
    return;
  await loyaltyApi.claim(item.source, item.sourceId);
}
