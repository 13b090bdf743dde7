import type { RewardItem } from "@jogada/contracts";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/session-store";
import type {
  LeaderboardView,
  MallReward,
  Mission,
  PointConfig,
  RedeemEntry,
  ReferralView,
  VipLevel,
  VipStatus,
} from "./types";

export type * from "./types";

const pending = (): never => {
  throw new Error("not available");
};

const fetchers = {
  vipLadder: async (): Promise<{ levels: VipLevel[] }> => pending(),
  vipStatus: async (): Promise<VipStatus> => pending(),
  pointBalance: async (): Promise<{ points: number }> => pending(),
  mallRewards: async (): Promise<{ list: MallReward[] }> => pending(),
  redeemHistory: async (_page: number): Promise<{ list: RedeemEntry[]; totalPages: number }> => pending(),
  pointConfig: async (): Promise<PointConfig> => pending(),
  missions: async (): Promise<{ list: Mission[] }> => pending(),
  leaderboard: async (): Promise<LeaderboardView> => pending(),
  referrals: async (): Promise<ReferralView> => pending(),
};

/**
 * A loyalty read, keyed under "wallet" (every balance event, a bet or a deposit, refreshes what
 * is under it: points, mission progress, levels), then "loyalty", the session and the language.
 */
function useLoyaltyQuery<T>(
  name: string,
  fetch: () => Promise<T>,
  options: { player?: boolean; extra?: unknown[] } = {},
) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  const { player = true, extra = [] } = options;
  return useQuery<T, Error>({
    queryKey: ["wallet", "loyalty", name, player ? token : null, i18n.language, ...extra],
    queryFn: fetch,
    enabled: !player || Boolean(token),
  });
}

export const useVipLadder = () => useLoyaltyQuery("vipLadder", fetchers.vipLadder, { player: false });
export const useVipStatus = () => useLoyaltyQuery("vipStatus", fetchers.vipStatus);
export const usePointBalance = () => useLoyaltyQuery("pointBalance", fetchers.pointBalance);
export const useMallRewards = () => useLoyaltyQuery("mallRewards", fetchers.mallRewards, { player: false });
export const useRedeemHistory = (page: number) =>
  useLoyaltyQuery("redeemHistory", () => fetchers.redeemHistory(page), { extra: [page] });
export const usePointConfig = () => useLoyaltyQuery("pointConfig", fetchers.pointConfig, { player: false });
export const useMissions = () => useLoyaltyQuery("missions", fetchers.missions);
export const useLeaderboard = () => useLoyaltyQuery("leaderboard", fetchers.leaderboard);
export const useReferrals = () => useLoyaltyQuery("referrals", fetchers.referrals);

/** Missions still open (not yet completed) for the member-centre badge; 0 while unknown. */
export function useOpenMissionCount(): number {
  const missions = useMissions();
  return missions.data?.list.filter((mission) => mission.state !== "claimed").length ?? 0;
}

/** After a redeem, a conversion or a claim: points, balances, missions and rewards all moved. */
export function refreshPoints(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ["wallet"] });
}

export const loyaltyApi = {
  redeem: async (
    _body: {
      rewardId: number;
      quantity: number;
      paymentPassword: string;
      delivery?: { recipient: string; phone: string; address: string };
    },
    _idempotencyKey: string,
  ): Promise<void> => pending(),
  convert: async (
    _body: { points: number; paymentPassword: string },
    _idempotencyKey: string,
  ): Promise<{ points: number; amount: string }> => pending(),
  claimMission: async (_missionId: number): Promise<void> => pending(),
};

/** Reward-centre entries this feature claims: missions, VIP and referral rewards. */
export function isLoyaltyReward(item: Pick<RewardItem, "source">): boolean {
  return item.source === "mission" || item.source === "vip" || item.source === "referral";
}

export async function claimLoyaltyReward(item: Pick<RewardItem, "source" | "sourceId">): Promise<void> {
  if (item.source === "mission") return loyaltyApi.claimMission(item.sourceId);
  return pending();
}
