import {
  formatDateTime,
  type Language,
  type Localized,
  type PromotionDetail,
  type PromotionKind,
  type PromotionState,
  type PromotionTerms,
  parseMoney,
  type RewardItem,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import type { BonusIssued, BonusService } from "./bonuses.js";
import { type EligibilityFacts, ineligibleReason, type PromotionDeps } from "./eligibility.js";
import { eligibilityOf, isUniqueViolation, noRowState, termsOf, window } from "./promotion-rows.js";
import { PromotionViews } from "./promotion-views.js";

import * as repo from "./repository.js";
import { actionOf, move, openness } from "./state-machine.js";
import { percentOf } from "./wagering.js";

export type { PromotionDeps } from "./eligibility.js";

type Brand = LoadedBrand["config"];

export interface Deposit {
  memberId: number;
  merchant: string;
  orderNo: string;
  amount: bigint;
}

/**
 * Promotions for players: the list and detail with state and button, joining, claiming, and
 * deposits that qualify. Every change of a participation goes through the state machine on a
 * locked row, and every payment has a ledger reference derived from the participation, so two
 * tabs claiming at once credit once.
 */
export class PromotionService {
  constructor(
    private readonly ctx: Pick<
      AppContext,
      "pool" | "ledger" | "log" | "members" | "brands" | "events" | "links"
    >,
    private readonly bonuses: BonusService,
    private readonly deps: PromotionDeps,
    private readonly views = new PromotionViews(ctx, deps),
  ) {}

  /** The player's eligibility facts: registration, deposits, VIP level, country, agent line, exclusion. */
  private facts(memberId: number, country: string | undefined, db?: Tx): Promise<EligibilityFacts> {
    return this.views.facts(memberId, country, db);
  }

  list(brand: Brand, memberId: number | null, language: Language, page: number, size: number, country = "") {
    return this.views.list(brand, memberId, language, page, size, country);
  }

  detail(
    brand: Brand,
    memberId: number | null,
    language: Language,
    country: string,
    promotionId: number,
  ): Promise<PromotionDetail> {
    return this.views.detail(brand, memberId, language, country, promotionId);
  }

  /**
   * Rewards a player can claim without a participation row yet (a registration bonus, free
   * credits): for the reward centre, beside the rows in state claim.
   */
  implicitClaims(brand: Brand, memberId: number, language: Language): Promise<RewardItem[]> {
    return this.views.implicitClaims(brand, memberId, language);
  }

  /** Refuses a promotion that is not open now, naming why. */
  private assertOpen(row: repo.PromotionRow, brand: Brand): void {
    const open = openness(window(row), new Date());
    if (open === "promotion.not.started") {
      throw new AppError(open, {
        startsAt: formatDateTime(row.starts_at, brand.timeZone),
      });
    }
    if (open !== "open") throw new AppError(open);
  }

  private async assertEligible(
    row: repo.PromotionRow,
    memberId: number,
    language: Language,
    country: string,
  ) {
    const reason = ineligibleReason(
      eligibilityOf(row),
      await this.facts(memberId, country),
      row.starts_at,
      language,
    );
    if (reason) throw new AppError("promotion.not.eligible", { reason });
  }

  /**
   * One promotion per person: refused when an account linked to this one (same device, address,
   * payment account or payout destination, or confirmed by staff) already holds it. The refusal
   * and its signals are kept for staff before the error is answered.
   */
  private async assertNoLinkedHolder(brand: Brand, memberId: number, promotionId: number) {
    const links = await this.ctx.links.linkedTo(memberId);
    const holders = await repo.holdersAmong(this.ctx.pool, promotionId, [...links.keys()]);
    const holder = holders[0];
    if (holder === undefined) return;
    await this.ctx.links.refuse(this.ctx.pool, {
      memberId,
      link: links.get(holder)!,
      merchantCode: brand.merchantCode,
      kind: "bonus",
      reference: `promotion:${promotionId}`,
    });
    throw new AppError("promotion.linked.account");
  }

  /** MCSFE_signUpPromotionJoin */
  async join(brand: Brand, memberId: number, language: Language, country: string, promotionId: number) {
    const row = await repo.findPromotion(this.ctx.pool, promotionId, brand.merchantCode);
    if (!row) throw new AppError("promotion.not.found");
    this.assertOpen(row, brand);
    const terms = termsOf(row);
    if (terms.kind !== "deposit_match" && terms.kind !== "raffle") throw new AppError("promotion.kind.fixed");
    await this.assertEligible(row, memberId, language, country);
    await this.assertNoLinkedHolder(brand, memberId, promotionId);
    if (
      terms.kind === "deposit_match" &&
      terms.deposit === "first" &&
      (await this.deps.depositCount(memberId)) > 0
    ) {
      throw new AppError("promotion.not.eligible", { reason: FIRST_DEPOSIT_MADE[language] });
    }
    const state = move("join", "joined");
    const inserted = await repo.insertParticipation(this.ctx.pool, {
      promotionId,
      memberId,
      state,
      terms,
      version: row.version,
    });
    if (!inserted) throw new AppError("promotion.already.joined");
    return { promotionId, state, action: actionOf(state), bonusId: null };
  }

  /** MCSFE_signUpRequestReward: pays a claimable reward once, or puts it up for approval. */
  async claim(brand: Brand, memberId: number, language: Language, country: string, promotionId: number) {
    const row = await repo.findPromotion(this.ctx.pool, promotionId, brand.merchantCode);
    if (!row) throw new AppError("promotion.not.found");
    this.assertOpen(row, brand);
    const current = termsOf(row);
    const member = await this.ctx.members.byId(memberId);
    const implicit = noRowState(
      row.kind as PromotionKind,
      current,
      member ? { registeredAt: member.created_at } : null,
      row.starts_at,
    );
    const existing = (await repo.latestParticipations(this.ctx.pool, memberId, [promotionId])).get(
      promotionId,
    );
    if (!existing) {
      if (implicit !== "claim") throw new AppError("promotion.not.claimable");
      await this.assertEligible(row, memberId, language, country);
    }
    await this.assertNoLinkedHolder(brand, memberId, promotionId);
    let issued: BonusIssued | undefined;
    const result = await withTransaction(this.ctx.pool, async (tx) => {
      // A reward that needs no joining gets its row here, so a refusal below leaves nothing.
      if (!existing) {
        const amount = "amount" in current ? parseMoney(current.amount, brand.currency.decimals) : undefined;
        await repo.insertParticipation(tx, {
          promotionId,
          memberId,
          state: move("join", "claim"),
          terms: current,
          version: row.version,
          reward: amount ?? null,
        });
      }
      const latest = (await repo.latestParticipations(tx, memberId, [promotionId])).get(promotionId);
      const p = latest && (await repo.participationById(tx, Number(latest.id), true));
      if (!p) throw new AppError("promotion.not.claimable");
      if (p.state === "issued" || p.state === "claimed" || p.state === "applying") {
        throw new AppError("promotion.already.claimed");
      }
      if (p.state !== "claim") throw new AppError("promotion.not.claimable");
      const terms = termsOf(p);
      if (terms.kind === "manual" && terms.needsApproval) {
        const state = move("claim", "applying");
        await repo.updateParticipation(tx, Number(p.id), { state });
        return { promotionId, state, action: actionOf(state), bonusId: null };
      }
      const out = await this.pay(tx, brand, row, p, terms);
      issued = out.issued;
      return out.reply;
    });
    if (issued) await this.bonuses.announce(issued);
    return result;
  }

  /** Pays a participation's reward (state claim or applying) inside the caller's transaction. */
  async pay(tx: Tx, brand: Brand, row: repo.PromotionRow, p: repo.ParticipationRow, terms: PromotionTerms) {
    const amount = BigInt(p.reward ?? 0);
    if (amount <= 0n) throw new AppError("promotion.not.claimable");
    if (row.budget !== null) {
      const cost = await repo.costOf(tx, Number(row.id));
      if (BigInt(cost.issued) + amount > BigInt(row.budget)) throw new AppError("promotion.budget.exhausted");
    }
    const wagering =
      "wagering" in terms
        ? terms.wagering
        : { multiple: 0, base: "bonus" as const, contributions: {}, expiryDays: 30 };
    const issued = await this.bonuses.issue(tx, {
      brand: { merchantCode: brand.merchantCode, currency: brand.currency },
      memberId: Number(p.member_id),
      promotionId: Number(row.id),
      participationId: Number(p.id),
      amount,
      deposit: BigInt(p.qualifying_amount ?? 0),
      wagering,
      reference: `promo:${p.id}`,
      houseOnly: terms.kind === "free_credits",
    });
    const state = move(p.state as PromotionState, issued.direct ? "claimed" : "issued");
    await repo.updateParticipation(tx, Number(p.id), { state, bonusId: issued.bonusId });
    return {
      issued,
      reply: { promotionId: Number(row.id), state, action: actionOf(state), bonusId: issued.bonusId },
    };
  }

  /**
   * A credited deposit: the player's oldest deposit-match promotion waiting for one gets it
   * (a deposit qualifies once: unique qualifying reference). The bonus is issued at once, or
   * left claimable when another bonus is still active.
   */
  async onDeposit(deposit: Deposit): Promise<void> {
    const brand = (await this.ctx.brands.get(deposit.merchant))?.config;
    if (!brand) return;
    const count = await this.deps.depositCount(deposit.memberId);
    for (const waiting of await repo.waitingForDeposit(this.ctx.pool, deposit.memberId)) {
      const terms = termsOf(waiting);
      if (terms.kind !== "deposit_match") continue;
      if (
        openness(
          { status: waiting.p_status as "active", startsAt: waiting.starts_at, endsAt: waiting.ends_at },
          new Date(),
        ) !== "open"
      )
        continue;
      if (terms.deposit === "first" ? count !== 1 : count < 2) continue;
      const min = parseMoney(terms.minDeposit, brand.currency.decimals) ?? 0n;
      if (deposit.amount < min) continue;
      const cap = parseMoney(terms.cap, brand.currency.decimals) ?? 0n;
      const reward = percentOf(deposit.amount, terms.percent, cap);
      if (reward <= 0n) continue;
      try {
        const issued = await this.qualify(brand, Number(waiting.id), deposit, reward);
        if (issued) await this.bonuses.announce(issued);
      } catch (error) {
        if (isUniqueViolation(error)) return;
        throw error;
      }
      return;
    }
  }

  private async qualify(brand: Brand, participationId: number, deposit: Deposit, reward: bigint) {
    return withTransaction(this.ctx.pool, async (tx) => {
      const p = await repo.participationById(tx, participationId, true);
      if (p?.state !== "joined") return undefined;
      const row = await repo.findPromotion(tx, Number(p.promotion_id));
      if (!row) return undefined;
      const claimable = move("joined", "claim");
      await repo.updateParticipation(tx, participationId, {
        state: claimable,
        reward,
        qualifyingRef: `deposit:${deposit.orderNo}`,
        qualifyingAmount: deposit.amount,
      });
      if (await repo.activeBonus(tx, deposit.memberId)) return undefined;
      const fresh = (await repo.participationById(tx, participationId)) as repo.ParticipationRow;
      const { issued } = await this.pay(tx, brand, row, fresh, termsOf(fresh));
      return issued;
    });
  }
}

/** Why a first-deposit offer is closed to a player who has deposited before. */
const FIRST_DEPOSIT_MADE: Localized = {
  PT: "o primeiro depósito já foi feito.",
  EN: "the first deposit has already been made.",
  VI: "bạn đã thực hiện lần nạp tiền đầu tiên.",
  TH: "คุณฝากเงินครั้งแรกไปแล้ว",
  ZH: "您已完成首存。",
  ID: "deposit pertama Anda sudah dilakukan.",
  ES: "ya hiciste tu primer depósito.",
};
