import { formatMoney } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { maskName } from "./mask.js";
import * as referralsRepo from "./referrals-repository.js";
import type { SettingsStore } from "./settings.js";

interface Brand {
  merchantCode: string;
  currency: { decimals: number };
}

/** Invite friends: the player's code and registration path, and the friends who used it (masked). */
export class ReferralsView {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "members">,
    private readonly settings: SettingsStore,
  ) {}

  async details(memberId: number, brand: Brand) {
    const { referral } = await this.settings.get(brand.merchantCode);
    const info = await this.ctx.members.info(memberId);
    const summary = await referralsRepo.referralSummary(this.ctx.pool, memberId);
    return {
      enabled: referral.enabled,
      referralCode: info.referralCode,
      registerPath: info.referralCode
        ? `/register?referralCode=${encodeURIComponent(info.referralCode)}`
        : "",
      totalInvitations: Number(summary.total),
      qualified: Number(summary.qualified),
      rewarded: formatMoney(BigInt(summary.rewarded), brand.currency.decimals),
      condition: referral.condition,
      conditionAmount: referral.amount,
      reward: referral.reward,
    };
  }

  async friends(memberId: number, brand: Brand, page: number, size: number) {
    const rows = await referralsRepo.referralPage(this.ctx.pool, memberId, size, (page - 1) * size);
    const total = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => ({
        friend: maskName(r.username),
        registeredAt: r.created_at.toISOString(),
        status: r.status,
        reward: r.amount === null ? null : formatMoney(BigInt(r.amount), brand.currency.decimals),
      })),
      total,
      totalPages: Math.ceil(total / size),
      page,
    };
  }
}
