import { type PromotionState, parseMoney } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { BonusIssued, BonusService } from "./bonuses.js";
import { termsOf } from "./promotion-rows.js";
import * as repo from "./repository.js";
import type { PromotionService } from "./service.js";
import { cycleOf } from "./settled-bets.js";
import { move } from "./state-machine.js";
import { percentOf } from "./wagering.js";

/**
 * Cashback and rebate: when a cycle's period is over (the brand's local day or week), its
 * reward is computed from the settled figures and paid at once (claimed, or issued when the
 * terms ask for wagering); nothing earned closes the cycle. A player with another bonus active
 * keeps the reward claimable.
 */
export class PeriodRewards {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands">,
    private readonly promotions: PromotionService,
    private readonly bonuses: BonusService,
    private readonly isExcluded: (memberId: number) => Promise<boolean>,
  ) {}

  async payFinished(now = new Date()): Promise<number> {
    let paid = 0;
    for (const promotion of await repo.runningPromotions(this.ctx.pool, ["cashback", "rebate"])) {
      const brand = (await this.ctx.brands.get(promotion.merchant_code))?.config;
      const current = termsOf(promotion);
      if (!brand || (current.kind !== "cashback" && current.kind !== "rebate")) continue;
      const cycle = cycleOf(current.period, now, brand.timeZone);
      const announced: BonusIssued[] = [];
      await withTransaction(this.ctx.pool, async (tx) => {
        for (const p of await repo.finishedCycles(tx, Number(promotion.id), cycle, 500)) {
          const terms = termsOf(p);
          if (terms.kind !== "cashback" && terms.kind !== "rebate") continue;
          const cap = parseMoney(terms.cap, brand.currency.decimals) ?? 0n;
          const base = terms.kind === "cashback" ? BigInt(p.net_loss) : BigInt(p.turnover);
          const floor =
            terms.kind === "cashback" ? (parseMoney(terms.minLoss, brand.currency.decimals) ?? 0n) : 0n;
          const reward = base > 0n && base >= floor ? percentOf(base, terms.percent, cap) : 0n;
          if (reward <= 0n || (await this.isExcluded(Number(p.member_id)))) {
            await repo.updateParticipation(tx, Number(p.id), { state: move("process", "close") });
            continue;
          }
          await repo.updateParticipation(tx, Number(p.id), { state: move("process", "claim"), reward });
          const fresh = (await repo.participationById(tx, Number(p.id))) as repo.ParticipationRow;
          try {
            const { issued } = await this.promotions.pay(tx, brand, promotion, fresh, terms);
            announced.push(issued);
            paid++;
          } catch (error) {
            // Left claimable: the player takes it once the other bonus is over.
            if (!(error instanceof AppError && KEEP_CLAIMABLE.has(error.code))) throw error;
          }
        }
      });
      for (const issued of announced) await this.bonuses.announce(issued);
    }
    return paid;
  }
}

const KEEP_CLAIMABLE = new Set<string>(["bonus.already.active", "promotion.budget.exhausted"]);

export type { PromotionState };
