import type { BrandConfig } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import type { Tx } from "../../platform/db.js";
import { beaconOf, type RandomnessBeacon } from "../lottery/index.js";
import { BonusService } from "./bonuses.js";
import { PromotionOperations } from "./operations.js";
import { PeriodRewards } from "./period-rewards.js";
import * as raffleRepo from "./raffle-repository.js";
import { Raffles } from "./raffles.js";
import { Rewards } from "./rewards.js";
import { type Deposit, type PromotionDeps, PromotionService } from "./service.js";
import { SettledBets } from "./settled-bets.js";
import { StakeFunding } from "./stake-funding.js";

/**
 * Promotions, bonus wallet, raffles and reward centre (README.md beside this file).
 * Plug-in points for other modules:
 * - `deps.isExcluded(memberId)`: a player who may take no promotion (self-exclusion); none by default.
 * - `deps.vipLevelOf(memberId)`: VIP level for eligibility; 0 by default.
 * - `bonuses.issuedListeners`: told after each reward is committed (inbox messages...).
 * - `rewards.sources`: other modules' claimable rewards in the reward centre (missions, VIP, referral).
 * - `funding`: the stake paths' main-then-bonus debits and the wins that follow them.
 * - `onDeposit(deposit)`: the cashier's credited deposits; `guardWithdrawal` refuses a
 *   withdrawal while a bonus is active unless the player accepts the forfeit, which
 *   `forfeitForWithdrawal` carries out inside the withdrawal's transaction.
 */
export interface Promotions {
  service: PromotionService;
  bonuses: BonusService;
  raffles: Raffles;
  rewards: Rewards;
  operations: PromotionOperations;
  settledBets: SettledBets;
  periodRewards: PeriodRewards;
  funding: StakeFunding;
  deps: PromotionDeps;
  onDeposit(deposit: Deposit): Promise<void>;
  guardWithdrawal(memberId: number, brand: BrandConfig, accepted?: boolean): Promise<void>;
  forfeitForWithdrawal(tx: Tx, memberId: number): Promise<void>;
}

export function createPromotions(
  ctx: AppContext,
  deps: PromotionDeps,
  beacon: RandomnessBeacon = beaconOf(ctx.config),
): Promotions {
  const bonuses = new BonusService(ctx);
  const service = new PromotionService(ctx, bonuses, deps);
  const raffles = new Raffles(ctx, beacon);
  const rewards = new Rewards(ctx);
  rewards.sources.push((memberId, brand, language) => service.implicitClaims(brand, memberId, language));
  const promotions: Promotions = {
    service,
    bonuses,
    raffles,
    rewards,
    operations: new PromotionOperations(ctx, service, bonuses, () => raffles.ensureDraws()),
    settledBets: new SettledBets(ctx),
    periodRewards: new PeriodRewards(
      ctx,
      service,
      bonuses,
      async (memberId) => (await deps.isExcluded?.(memberId)) ?? false,
    ),
    funding: new StakeFunding(ctx),
    deps,
    async onDeposit(deposit) {
      try {
        await service.onDeposit(deposit);
        await raffles.onDeposit(deposit);
      } catch (error) {
        ctx.log.error({ err: error, orderNo: deposit.orderNo }, "promotions: deposit not applied");
      }
    },
    guardWithdrawal: (memberId, brand, accepted) => bonuses.guardWithdrawal(memberId, brand, accepted),
    forfeitForWithdrawal: (tx, memberId) => bonuses.forfeitFor(tx, memberId),
  };
  return promotions;
}

/** The raffle draw of a promotion (its id for the verification page), when one is open or drawn. */
export async function raffleDrawOf(ctx: Pick<AppContext, "pool">, promotionId: number) {
  return raffleRepo.drawOf(ctx.pool, promotionId);
}
