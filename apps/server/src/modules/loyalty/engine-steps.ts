import {
  type Language,
  type Localized,
  type LoyaltySettings,
  type MissionGoal,
  parseMoney,
  type StaffText,
} from "@jogada/contracts";
import { brandText } from "../../platform/brand.js";
import type { Tx } from "../../platform/db.js";
import type { AccountLinks } from "../integrity/links-service.js";
import { decideLevel } from "./levels.js";
import * as membersRepo from "./members-repository.js";
import type * as missionsRepo from "./missions-repository.js";
import { addDays, localDay, missionCycle } from "./periods.js";
import * as referralsRepo from "./referrals-repository.js";
import * as rewardsRepo from "./rewards-repository.js";

/** The engine's steps inside a batch's transaction: referrals that qualify, and level changes. */

/** What happened in a batch, told to the players after commit. */
export interface Outcome {
  levels: { memberId: number; rankLevel: number; level: string; up: boolean }[];
  completed: { memberId: number; name: string }[];
  balances: Set<number>;
}

export interface Brandish {
  merchantCode: string;
  timeZone: string;
  defaultLanguage: Language;
  currency: { decimals: number };
}

/** A level's name as the brand wrote it, in the reader's language (else the brand's default). */
export function levelName(
  settings: LoyaltySettings,
  rankLevel: number,
  language: Language,
  brand: { defaultLanguage: Language },
): string {
  const level = settings.levels[Math.min(rankLevel, settings.levels.length - 1)];
  return level ? brandText(level.name, language, brand) : `VIP${rankLevel}`;
}

/** The reward list's title of a level's upgrade bonus, in every language, with the level's name. */
function upgradeBonusTitle(name: StaffText, brand: { defaultLanguage: Language }): Localized {
  const level = (language: Language) => brandText(name, language, brand);
  return {
    PT: `Bônus de subida: ${level("PT")}`,
    EN: `Upgrade bonus: ${level("EN")}`,
    VI: `Thưởng thăng cấp: ${level("VI")}`,
    TH: `โบนัสเลื่อนระดับ: ${level("TH")}`,
    ZH: `晋级彩金：${level("ZH")}`,
    ID: `Bonus naik level: ${level("ID")}`,
    ES: `Bono por subir de nivel: ${level("ES")}`,
  };
}

/**
 * Friends meeting the referral condition: the inviter's reward (once, never for a loop, never
 * between linked accounts: a second account of the same person, by device, address, payment
 * account or payout destination, whose refusal is kept for staff) and invite missions.
 */
export async function qualifyReferrals(
  tx: Tx,
  brand: Brandish,
  settings: LoyaltySettings,
  firstDeposits: Map<number, bigint>,
  betTotals: Map<number, bigint>,
  missions: { row: missionsRepo.MissionRow; goal: MissionGoal }[],
  bump: (missionId: number, memberId: number, cycle: string, add: bigint) => void,
  links: Pick<AccountLinks, "between" | "refuse">,
): Promise<void> {
  const candidates = [...new Set([...firstDeposits.keys(), ...betTotals.keys()])].sort((a, b) => a - b);
  if (candidates.length === 0 || !settings.referral.enabled) return;
  const d = brand.currency.decimals;
  const threshold = parseMoney(settings.referral.amount, d) ?? 0n;
  const reward = parseMoney(settings.referral.reward, d) ?? 0n;
  for (const referral of await referralsRepo.referralsOf(tx, candidates)) {
    const friend = Number(referral.referred_id);
    const inviter = Number(referral.referrer_id);
    let met = false;
    if (settings.referral.condition === "first_deposit") {
      met = (firstDeposits.get(friend) ?? -1n) >= threshold;
    } else {
      const turnover = await referralsRepo.addReferralTurnover(tx, friend, betTotals.get(friend) ?? 0n);
      met = turnover >= threshold;
    }
    if (!met) continue;
    if (inviter === friend || (await referralsRepo.isLoop(tx, inviter, friend))) {
      await referralsRepo.qualifyReferral(tx, friend, null);
      continue;
    }
    const link = await links.between(inviter, friend, tx);
    if (link) {
      await referralsRepo.qualifyReferral(tx, friend, null);
      await links.refuse(tx, {
        memberId: inviter,
        link,
        merchantCode: brand.merchantCode,
        kind: "referral",
        reference: `referral:${friend}`,
      });
      continue;
    }
    let rewardId: number | null = null;
    if (reward > 0n && (await referralsRepo.rewardedCount(tx, inviter)) < settings.referral.maxRewarded) {
      const created = await rewardsRepo.insertReward(tx, {
        memberId: inviter,
        merchant: brand.merchantCode,
        source: "referral",
        sourceKey: `referral:${friend}`,
        kind: "cash",
        amount: reward,
        title: { PT: "Amigo convidado", EN: "Friend invited" },
      });
      rewardId = created ? Number(created.id) : null;
    }
    await referralsRepo.qualifyReferral(tx, friend, rewardId);
    const now = new Date();
    for (const { row, goal } of missions) {
      if (goal.kind === "invite")
        bump(Number(row.id), inviter, missionCycle(row.period, now, brand.timeZone), 1n);
    }
  }
}

/** Levels of the locked players, with the change and its reason recorded and upgrade bonuses offered. */
export async function applyLevels(
  tx: Tx,
  brand: Brandish,
  settings: LoyaltySettings,
  members: Map<number, membersRepo.LoyaltyMemberRow>,
  outcome: Outcome,
): Promise<void> {
  if (members.size === 0) return;
  const d = brand.currency.decimals;
  const today = localDay(new Date(), brand.timeZone);
  const windows = await membersRepo.windowTurnover(
    tx,
    [...members.keys()],
    addDays(today, 1 - settings.keepDays),
  );
  const keepMs = settings.keepDays * 86_400_000;
  for (const [memberId, m] of members) {
    const decision = decideLevel(settings, d, {
      current: m.rank_level,
      deposit: BigInt(m.deposit_total),
      turnover: BigInt(m.turnover_total),
      window: windows.get(memberId) ?? 0n,
      keepDue: !m.changed_at || Date.now() - m.changed_at.getTime() >= keepMs,
    });
    if (!decision || decision.level === m.rank_level) continue;
    await membersRepo.insertLevelChange(tx, {
      memberId,
      merchant: brand.merchantCode,
      from: m.rank_level,
      to: decision.level,
      reason: decision.reason,
    });
    for (let level = m.highest_level + 1; level <= decision.level; level++) {
      const config = settings.levels[level];
      const bonus = config ? (parseMoney(config.upgradeBonus, d) ?? 0n) : 0n;
      if (!config || bonus === 0n) continue;
      await rewardsRepo.insertReward(tx, {
        memberId,
        merchant: brand.merchantCode,
        source: "vip",
        sourceKey: `vip:${memberId}:${level}`,
        kind: "cash",
        amount: bonus,
        title: upgradeBonusTitle(config.name, brand),
      });
    }
    const up = decision.level > m.rank_level;
    m.highest_level = Math.max(m.highest_level, decision.level);
    m.rank_level = decision.level;
    m.changed_at = new Date();
    outcome.levels.push({
      memberId,
      rankLevel: decision.level,
      level: levelName(settings, decision.level, brand.defaultLanguage, brand),
      up,
    });
  }
}
