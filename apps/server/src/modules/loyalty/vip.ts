import {
  type BetCategory,
  formatMoney,
  type Language,
  parseMoney,
  type VipProgress,
} from "@jogada/contracts";
import { brandText } from "../../platform/brand.js";
import type { AppContext } from "../../platform/context.js";
import { levelName } from "./engine-steps.js";
import * as membersRepo from "./members-repository.js";
import { addDays, localDay } from "./periods.js";
import type { SettingsStore } from "./settings.js";

/** VIP customer service from this level up (SPEC: rankLevel above 4). */
export const VIP_SERVICE_FROM = 5;

interface Brand {
  merchantCode: string;
  timeZone: string;
  defaultLanguage: Language;
  currency: { decimals: number };
}

function percentOf(done: bigint, needed: bigint): number {
  if (needed <= 0n) return 100;
  const p = (done * 100n) / needed;
  return Number(p > 100n ? 100n : p);
}

/** The ladder, the player's place on it, and the labels other modules show (member info, chat). */
export class VipService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands">,
    private readonly settings: SettingsStore,
  ) {}

  /** The daily withdrawal limits of the player's level ("0" and 0 in the settings: no limit). */
  async withdrawalLimits(
    memberId: number,
    brand: { merchantCode: string; currency: { decimals: number } },
  ): Promise<{ dailyAmount: bigint | null; dailyCount: number | null }> {
    const settings = await this.settings.get(brand.merchantCode);
    const rankLevel = await this.rankLevel(memberId);
    const level = settings.levels[Math.min(rankLevel, settings.levels.length - 1)];
    const amount = level ? (parseMoney(level.dailyWithdrawalLimit, brand.currency.decimals) ?? 0n) : 0n;
    const count = level?.dailyWithdrawalCount ?? 0;
    return { dailyAmount: amount > 0n ? amount : null, dailyCount: count > 0 ? count : null };
  }

  async rankLevel(memberId: number): Promise<number> {
    return (await membersRepo.memberOf(this.ctx.pool, memberId))?.rank_level ?? 0;
  }

  /** clubLabel and memberLabel of member info: the level's short label; a member label from level 1. */
  async labels(memberId: number) {
    const rankLevel = await this.rankLevel(memberId);
    const labelName = `VIP${rankLevel}`;
    return {
      clubLabel: { labelName, rankLevel },
      memberLabel: rankLevel > 0 ? [{ labelName, labelCode: "VIP" }] : [],
    };
  }

  async ladder(brand: Brand, memberId: number | null, language: Language) {
    const settings = await this.settings.get(brand.merchantCode);
    const d = brand.currency.decimals;
    const levels = settings.levels.map((l) => ({
      rankLevel: l.rankLevel,
      labelName: brandText(l.name, language, brand),
      minDeposit: l.minDeposit,
      minTurnover: l.minTurnover,
      keepTurnover: l.keepTurnover,
      upgradeBonus: l.upgradeBonus,
      rebate: Object.entries(l.rebate).map(([category, percent]) => ({
        category: category as BetCategory,
        percent: percent ?? 0,
      })),
      birthdayBonus: l.birthdayBonus,
      dailyWithdrawalLimit: l.dailyWithdrawalLimit,
      dailyWithdrawalCount: l.dailyWithdrawalCount,
    }));
    let me: VipProgress | null = null;
    if (memberId !== null) {
      const row = await membersRepo.memberOf(this.ctx.pool, memberId);
      const rankLevel = Math.min(row?.rank_level ?? 0, settings.levels.length - 1);
      const deposit = BigInt(row?.deposit_total ?? 0);
      const turnover = BigInt(row?.turnover_total ?? 0);
      const today = localDay(new Date(), brand.timeZone);
      const window =
        (
          await membersRepo.windowTurnover(this.ctx.pool, [memberId], addDays(today, 1 - settings.keepDays))
        ).get(memberId) ?? 0n;
      const next = settings.levels[rankLevel + 1];
      const m = (text: string) => parseMoney(text, d) ?? 0n;
      const gap = (need: bigint, have: bigint) => formatMoney(need > have ? need - have : 0n, d);
      me = {
        rankLevel,
        labelName: levelName(settings, rankLevel, language, brand),
        deposit: formatMoney(deposit, d),
        turnover: formatMoney(turnover, d),
        keepTurnover: formatMoney(window, d),
        keepDays: settings.keepDays,
        next: next
          ? {
              rankLevel: next.rankLevel,
              labelName: brandText(next.name, language, brand),
              depositNeeded: gap(m(next.minDeposit), deposit),
              turnoverNeeded: gap(m(next.minTurnover), turnover),
              percent: Math.min(
                percentOf(deposit, m(next.minDeposit)),
                percentOf(turnover, m(next.minTurnover)),
              ),
            }
          : null,
        vipService: rankLevel >= VIP_SERVICE_FROM,
        changedAt: row?.changed_at?.toISOString() ?? null,
      };
    }
    return { levels, keepDays: settings.keepDays, me };
  }
}
