import {
  formatMoney,
  type Language,
  POINTS_CURRENCY,
  type RewardItem,
  WageringTerms,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as rewardsRepo from "./rewards-repository.js";

/** Pays a bonus through the promotions engine, inside the caller's transaction. */
export type IssueBonus = (
  tx: Tx,
  input: {
    brand: { merchantCode: string; currency: { code: string; decimals: number } };
    memberId: number;
    amount: bigint;
    wagering: WageringTerms;
    reference: string;
  },
) => Promise<{ bonusId: number | null; announce: () => Promise<void> }>;

interface Brand {
  merchantCode: string;
  currency: { code: string; decimals: number };
}

/** What a reward shows: points as a count, money in the brand's currency. */
export function shownAmount(kind: string, amount: bigint, decimals: number): string {
  return kind === "points" ? amount.toString() : formatMoney(amount, decimals);
}

/**
 * Rewards waiting in the reward centre (missions, VIP upgrade bonuses, invited friends) and
 * their claim: the row is taken from `claim` to `claimed` and paid in the same transaction, so
 * a second claim finds nothing to take. A player in a time-out, self-exclusion or closure claims
 * nothing while it lasts.
 */
export class LoyaltyClaims {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "ledger" | "events" | "responsibleGaming">,
    private readonly issueBonus: IssueBonus,
  ) {}

  async items(memberId: number, brand: Brand, language: Language): Promise<RewardItem[]> {
    const rows = await rewardsRepo.openRewards(this.ctx.pool, memberId);
    return rows.map((r) => ({
      source: r.source,
      sourceId: Number(r.id),
      promotionId: null,
      title: r.title[language] ?? r.title.PT ?? "",
      kind: r.kind,
      amount: shownAmount(r.kind, BigInt(r.amount), brand.currency.decimals),
      state: "claim" as const,
      action: "claim" as const,
      expiresAt: null,
    }));
  }

  /**
   * A profile field's reward (SPEC §9: adding Zalo), offered once per account in the reward
   * centre, inside the profile change's transaction.
   */
  async offerProfileReward(
    tx: Tx,
    input: { memberId: number; merchant: string; field: "zalo"; amount: bigint },
  ): Promise<boolean> {
    if (input.amount <= 0n) return false;
    const created = await rewardsRepo.insertReward(tx, {
      memberId: input.memberId,
      merchant: input.merchant,
      source: "profile",
      sourceKey: `profile:${input.field}:${input.memberId}`,
      kind: "cash",
      amount: input.amount,
      title: { PT: "Zalo adicionado ao perfil", EN: "Zalo added to your profile" },
    });
    return Boolean(created);
  }

  async claim(
    memberId: number,
    brand: Brand,
    source: "mission" | "vip" | "referral" | "profile",
    id: number,
  ) {
    let announce: (() => Promise<void>) | undefined;
    const paid = await withTransaction(this.ctx.pool, async (tx) => {
      // Held, not forfeited: the reward stays in the reward centre until the exclusion ends.
      if (await this.ctx.responsibleGaming.isExcluded(memberId, tx))
        throw new AppError("loyalty.reward.excluded");
      const reward = await rewardsRepo.takeReward(tx, id, memberId, source);
      if (!reward) {
        const known = await rewardsRepo.rewardOf(tx, id, memberId, source);
        throw new AppError(known ? "loyalty.reward.already.claimed" : "loyalty.reward.not.found");
      }
      const amount = BigInt(reward.amount);
      const reference = `loyalty-reward:${reward.id}`;
      let bonusId: number | null = null;
      if (reward.kind === "points") {
        await this.ctx.ledger.transfer(
          {
            from: { owner: "house", merchant: reward.merchant_code, kind: "house_points", code: source },
            to: { owner: "player", memberId, wallet: "points" },
            amount,
            currency: POINTS_CURRENCY,
            reference,
            kind: "points",
          },
          tx,
        );
      } else if (reward.kind === "cash") {
        await this.ctx.ledger.transfer(
          {
            from: { owner: "house", merchant: reward.merchant_code, kind: "house_loyalty" },
            to: { owner: "player", memberId, wallet: "main" },
            amount,
            currency: brand.currency.code,
            reference,
            kind: "bonus",
            meta: { source },
          },
          tx,
        );
      } else {
        const issued = await this.issueBonus(tx, {
          brand,
          memberId,
          amount,
          wagering: WageringTerms.parse(reward.wagering ?? { multiple: 0 }),
          reference,
        });
        bonusId = issued.bonusId;
        announce = issued.announce;
      }
      await rewardsRepo.markRewardPaid(tx, reward, bonusId);
      return { reward, bonusId };
    });
    if (announce) await announce();
    else await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return {
      source,
      sourceId: id,
      kind: paid.reward.kind,
      amount: shownAmount(paid.reward.kind, BigInt(paid.reward.amount), brand.currency.decimals),
      bonusId: paid.bonusId,
    };
  }
}
