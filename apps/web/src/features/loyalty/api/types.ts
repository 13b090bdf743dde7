/*
 * What the loyalty pages show, in the shape they read it. api/loyalty-api.ts maps the calls'
 * replies into these, so a page never depends on how a reply happens to be nested.
 */

export interface VipLevel {
  rankLevel: number;
  labelName: string;
  depositMin: string;
  turnoverMin: string;
  upgradeBonus: string;
  birthdayBonus: string;
  withdrawDailyLimit: string;
  rebates: { category: string; rate: string }[];
}

export interface VipStatus {
  rankLevel: number;
  labelName: string;
  deposit: string;
  turnover: string;
  next: VipLevel | null;
  keep: { turnover: string; days: number; met: boolean } | null;
}

export type RewardKind = "cash" | "bonus" | "physical";

export interface MallReward {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  kind: RewardKind;
  points: number;
  /** null: unlimited. */
  stock: number | null;
  perPlayerLimit: number | null;
  redeemedByMe: number;
}

export type RedeemStatus = "process" | "rejected" | "approved";

export interface RedeemEntry {
  orderNo: string;
  rewardName: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  reason: string | null;
  createdAt: string;
}

export interface PointConfig {
  convertEnabled: boolean;
  /** ratioPoints points make ratioAmount of cash. */
  ratioPoints: number;
  ratioAmount: string;
  minPoints: number;
}

export type MissionPeriod = "daily" | "weekly" | "once";
export type MissionKind = "deposit" | "bet" | "rounds" | "login_streak" | "invite";

export interface Mission {
  id: number;
  title: string;
  period: MissionPeriod;
  kind: MissionKind;
  progress: string;
  target: string;
  state: "open" | "completed" | "claimed";
  reward: { type: "points" | "bonus" | "cash"; amount: string };
  endsAt: string | null;
}

export interface LeaderboardView {
  period: { startsAt: string; endsAt: string } | null;
  list: { rank: number; name: string; turnover: string; prize: string | null; isMe: boolean }[];
  me: { rank: number; turnover: string } | null;
}

export interface ReferralView {
  referralCode: string;
  rule: { condition: "first_deposit" | "turnover"; amount: string; reward: string } | null;
  friends: {
    name: string;
    registeredAt: string;
    status: "registered" | "qualified" | "rewarded";
    reward: string | null;
  }[];
}
