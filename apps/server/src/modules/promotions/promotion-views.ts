import {
  formatMoney,
  type Language,
  type PromotionDetail,
  type PromotionKind,
  type PromotionState,
  type PromotionSummary,
  type PromotionTerms,
  parseMoney,
  type RewardItem,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import type { Tx } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import type { EligibilityFacts, PromotionDeps } from "./eligibility.js";
import { type Blocked, blockOf } from "./promotion-blocks.js";
import { drawOf, eligibilityOf, noRowState, termsOf, window } from "./promotion-rows.js";
import * as repo from "./repository.js";
import { rewardKindOf } from "./rewards.js";
import { actionOf, displayState, openness, type StoredState } from "./state-machine.js";
import { headline } from "./texts.js";

type Brand = LoadedBrand["config"];

/** What players see of the promotions: the list and detail with state and button, and implicit claims. */
export class PromotionViews {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "members">,
    private readonly deps: PromotionDeps,
  ) {}

  async facts(
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
    block: Blocked | null,
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
      action: block ? "none" : actionOf(state),
      blocked: block?.blocked ?? null,
      blockedReason: block?.reason ?? "",
    };
  }

  /** What stops this player from taking the promotion now (null for a guest). */
  private blockFor(
    row: repo.PromotionRow,
    participation: repo.ParticipationRow | undefined,
    facts: EligibilityFacts | null,
    language: Language,
  ): Blocked | null {
    if (!facts) return null;
    const terms = termsOf(row);
    return blockOf({
      open: openness(window(row), new Date()) === "open",
      kind: row.kind as PromotionKind,
      terms,
      eligibility: eligibilityOf(row),
      startsAt: row.starts_at,
      facts,
      participation: participation?.state as PromotionState | undefined,
      noRow: noRowState(row.kind as PromotionKind, terms, facts, row.starts_at),
      language,
    });
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
      const state = await this.stateFor(
        row,
        participation,
        member ? { registeredAt: member.created_at } : null,
      );
      const terms = participation ? termsOf(participation) : termsOf(row);
      const block = this.blockFor(row, participation, facts, language);
      list.push(this.summary(row, brand, language, state, terms, block));
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
    const state = await this.stateFor(row, participation, facts);
    const terms = participation ? termsOf(participation) : termsOf(row);
    const block = this.blockFor(row, participation, facts, language);
    const texts = row.texts as Record<Language, { title: string; content: string }>;
    const d = brand.currency.decimals;
    return {
      ...this.summary(row, brand, language, state, terms, block),
      content: texts[language]?.content ?? texts.EN.content,
      terms,
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
        kind: rewardKindOf(terms),
        amount: formatMoney(parseMoney(terms.amount, brand.currency.decimals) ?? 0n, brand.currency.decimals),
        state,
        action: actionOf(state),
        expiresAt: row.ends_at?.toISOString() ?? null,
      });
    }
    return items;
  }
}
