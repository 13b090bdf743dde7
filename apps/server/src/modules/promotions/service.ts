import {
  type Eligibility,
  Eligibility as EligibilitySchema,
  formatDateTime,
  formatMoney,
  type Language,
  type PromotionDetail,
  type PromotionKind,
  type PromotionState,
  type PromotionSummary,
  PromotionTerms,
  parseMoney,
  type RewardItem,
} from "@jogada/contracts";
import type { DatabaseError } from "pg";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import type { BonusIssued, BonusService } from "./bonuses.js";
import { type EligibilityFacts, ineligibleReason } from "./eligibility.js";
import { drawOf as drawRow } from "./raffle-repository.js";
import * as repo from "./repository.js";
import { actionOf, displayState, move, openness, type StoredState } from "./state-machine.js";
import { headline } from "./texts.js";
import { percentOf } from "./wagering.js";

/** What promotions need from other modules; wired in modules/index.ts. */
export interface PromotionDeps {
  /** Completed deposits of the player (cashier). */
  depositCount(memberId: number): Promise<number>;
  /** VIP level (0 until a VIP module says otherwise). */
  vipLevelOf?(memberId: number): Promise<number>;
  /** A player who may take no promotion now (self-exclusion, operator block). */
  isExcluded?(memberId: number): Promise<boolean>;
}

type Brand = LoadedBrand["config"];

export interface Deposit {
  memberId: number;
  merchant: string;
  orderNo: string;
  amount: bigint;
}

export function termsOf(row: { terms: unknown }): PromotionTerms {
  return PromotionTerms.parse(row.terms);
}

function eligibilityOf(row: repo.PromotionRow): Eligibility {
  return EligibilitySchema.parse(row.eligibility);
}

function window(row: repo.PromotionRow) {
  return { status: row.status, startsAt: row.starts_at, endsAt: row.ends_at };
}

/** What a player with no participation row sees while the promotion is open. */
function noRowState(
  kind: PromotionKind,
  terms: PromotionTerms,
  member: { registeredAt: Date } | null,
  startsAt: Date,
) {
  switch (kind) {
    case "cashback":
    case "rebate":
      return "process" as const;
    case "registration":
      if (!member) return "join" as const;
      return member.registeredAt.getTime() >= startsAt.getTime() ? ("claim" as const) : ("close" as const);
    case "free_credits":
      return member ? ("claim" as const) : ("join" as const);
    case "manual":
      return terms.kind === "manual" && terms.needsApproval ? ("claim" as const) : ("close" as const);
    default:
      return "join" as const;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as DatabaseError)?.code === "23505";
}

/**
 * Promotions for players: the list and detail with state and button, joining, claiming, and
 * deposits that qualify. Every change of a participation goes through the state machine on a
 * locked row, and every payment has a ledger reference derived from the participation, so two
 * tabs claiming at once credit once.
 */
export class PromotionService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "ledger" | "log" | "members" | "brands" | "events">,
    private readonly bonuses: BonusService,
    private readonly deps: PromotionDeps,
  ) {}

  private async facts(
    memberId: number,
    country: string | undefined,
    db: Tx | undefined = undefined,
  ): Promise<EligibilityFacts> {
    const member = await this.ctx.members.byId(memberId, db ?? this.ctx.pool);
    if (!member) throw new AppError("promotion.player.unknown");
    const agentLine: string[] = [];
    let upline = member.upline_id;
    for (let depth = 0; upline && depth < 20; depth++) {
      const agent = await this.ctx.members.byId(Number(upline));
      if (!agent) break;
      if (agent.type !== 0) agentLine.push(agent.username);
      upline = agent.upline_id;
    }
    return {
      registeredAt: member.created_at,
      depositCount: await this.deps.depositCount(memberId),
      vipLevel: (await this.deps.vipLevelOf?.(memberId)) ?? 0,
      country: country || undefined,
      agentLine,
      excluded: (await this.deps.isExcluded?.(memberId)) ?? false,
    };
  }

  private summary(
    row: repo.PromotionRow,
    brand: Brand,
    language: Language,
    state: PromotionState,
    terms: PromotionTerms,
  ): PromotionSummary {
    const texts = row.texts as Record<Language, { title: string; content: string }>;
    return {
      id: Number(row.id),
      kind: row.kind as PromotionKind,
      title: texts[language]?.title ?? texts.EN.title,
      headline: headline(terms, brand, language),
      imageUrl: row.image_url,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      state,
      action: actionOf(state),
    };
  }

  private async stateFor(
    row: repo.PromotionRow,
    participation: repo.ParticipationRow | undefined,
    memberFacts: { registeredAt: Date } | null,
  ): Promise<PromotionState> {
    const terms = participation ? termsOf(participation) : termsOf(row);
    return displayState(
      window(row),
      participation?.state as StoredState | undefined,
      noRowState(row.kind as PromotionKind, terms, memberFacts, row.starts_at),
      new Date(),
    );
  }

  async list(
    brand: Brand,
    memberId: number | null,
    language: Language,
    page: number,
    size: number,
    country = "",
  ) {
    const { rows, total } = await repo.visiblePromotions(this.ctx.pool, brand.merchantCode, page, size);
    const member = memberId ? await this.ctx.members.byId(memberId) : undefined;
    const facts = memberId && rows.length > 0 ? await this.facts(memberId, country) : null;
    const participations = memberId
      ? await repo.latestParticipations(
          this.ctx.pool,
          memberId,
          rows.map((r) => Number(r.id)),
        )
      : new Map<number, repo.ParticipationRow>();
    const list: PromotionSummary[] = [];
    for (const row of rows) {
      const participation = participations.get(Number(row.id));
      let state = await this.stateFor(
        row,
        participation,
        member ? { registeredAt: member.created_at } : null,
      );
      // Outside the promotion's segment: nothing to press, as on the detail page.
      if (facts && !participation && (state === "join" || state === "claim")) {
        if (ineligibleReason(eligibilityOf(row), facts, row.starts_at, language)) state = "close";
      }
      list.push(
        this.summary(row, brand, language, state, participation ? termsOf(participation) : termsOf(row)),
      );
    }
    return { list, total, totalPages: Math.ceil(total / size), page };
  }

  async detail(
    brand: Brand,
    memberId: number | null,
    language: Language,
    country: string,
    promotionId: number,
  ): Promise<PromotionDetail> {
    const row = await repo.findPromotion(this.ctx.pool, promotionId, brand.merchantCode);
    if (!row) throw new AppError("promotion.not.found");
    const participation = memberId
      ? (await repo.latestParticipations(this.ctx.pool, memberId, [promotionId])).get(promotionId)
      : undefined;
    const facts = memberId ? await this.facts(memberId, country) : null;
    let state = await this.stateFor(row, participation, facts);
    const terms = participation ? termsOf(participation) : termsOf(row);
    let blockedReason = "";
    if (facts && (state === "join" || state === "claim") && !participation) {
      const reason = ineligibleReason(eligibilityOf(row), facts, row.starts_at, language);
      if (reason) {
        blockedReason = reason;
        state = "close";
      }
    }
    const texts = row.texts as Record<Language, { title: string; content: string }>;
    const d = brand.currency.decimals;
    return {
      ...this.summary(row, brand, language, state, terms),
      content: texts[language]?.content ?? texts.EN.content,
      terms,
      blockedReason,
      rejectedReason: participation?.state === "rejected" ? participation.reason : null,
      drawId: row.kind === "raffle" ? ((await drawOf(this.ctx.pool, promotionId)) ?? null) : null,
      tickets: row.kind === "raffle" ? (participation?.tickets ?? 0) : null,
      accrued:
        row.kind === "cashback" || row.kind === "rebate"
          ? formatMoney(BigInt(participation?.[row.kind === "cashback" ? "net_loss" : "turnover"] ?? 0), d)
          : row.kind === "raffle"
            ? formatMoney(BigInt(participation?.turnover ?? 0), d)
            : null,
    };
  }

  /**
   * Rewards a player can claim without a participation row yet (a registration bonus, free
   * credits): for the reward centre, beside the rows in state claim.
   */
  async implicitClaims(brand: Brand, memberId: number, language: Language): Promise<RewardItem[]> {
    const { rows } = await repo.visiblePromotions(this.ctx.pool, brand.merchantCode, 1, 100);
    const candidates = rows.filter((r) => r.kind === "registration" || r.kind === "free_credits");
    if (candidates.length === 0) return [];
    const member = await this.ctx.members.byId(memberId);
    if (!member) return [];
    const participations = await repo.latestParticipations(
      this.ctx.pool,
      memberId,
      candidates.map((r) => Number(r.id)),
    );
    const items: RewardItem[] = [];
    for (const row of candidates) {
      if (participations.has(Number(row.id))) continue;
      const state = await this.stateFor(row, undefined, { registeredAt: member.created_at });
      const terms = termsOf(row);
      if (state !== "claim" || !("amount" in terms)) continue;
      const texts = row.texts as Record<Language, { title: string }>;
      items.push({
        source: "promotion",
        sourceId: Number(row.id),
        promotionId: Number(row.id),
        title: texts[language]?.title ?? texts.EN.title,
        amount: formatMoney(parseMoney(terms.amount, brand.currency.decimals) ?? 0n, brand.currency.decimals),
        state,
        action: actionOf(state),
        expiresAt: row.ends_at?.toISOString() ?? null,
      });
    }
    return items;
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

  /** MCSFE_signUpPromotionJoin */
  async join(brand: Brand, memberId: number, language: Language, country: string, promotionId: number) {
    const row = await repo.findPromotion(this.ctx.pool, promotionId, brand.merchantCode);
    if (!row) throw new AppError("promotion.not.found");
    this.assertOpen(row, brand);
    const terms = termsOf(row);
    if (terms.kind !== "deposit_match" && terms.kind !== "raffle") throw new AppError("promotion.kind.fixed");
    await this.assertEligible(row, memberId, language, country);
    if (
      terms.kind === "deposit_match" &&
      terms.deposit === "first" &&
      (await this.deps.depositCount(memberId)) > 0
    ) {
      throw new AppError("promotion.not.eligible", {
        reason:
          language === "PT"
            ? "o primeiro depósito já foi feito."
            : "the first deposit has already been made.",
      });
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

async function drawOf(db: Parameters<typeof drawRow>[0], promotionId: number): Promise<number | undefined> {
  const draw = await drawRow(db, promotionId);
  return draw ? Number(draw.id) : undefined;
}
