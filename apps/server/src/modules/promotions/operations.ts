import {
  Eligibility,
  formatMoney,
  type OpsPromotion,
  type PromotionKind,
  PromotionTerms,
  parseMoney,
  type SavePromotionBody,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import { sanitizeContent } from "../content/index.js";
import type { BonusIssued, BonusService } from "./bonuses.js";
import { termsOf } from "./promotion-rows.js";
import * as repo from "./repository.js";
import type { PromotionService } from "./service.js";
import { actionOf, move } from "./state-machine.js";

type Brand = LoadedBrand["config"];

/** Amounts in the terms must fit the brand's currency; a raffle needs an end and a way to earn tickets. */
function checkTerms(body: SavePromotionBody, brand: Brand): void {
  const terms = PromotionTerms.parse(body.terms);
  const amounts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (
      typeof value === "string" &&
      /^(amount|cap|minDeposit|minLoss|maxStake|depositPerTicket|turnoverPerTicket)$/.test(key)
    ) {
      amounts.push(value);
    } else if (Array.isArray(value) && key === "prizes") amounts.push(...(value as string[]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(terms, "");
  for (const text of amounts) {
    if (parseMoney(text, brand.currency.decimals) === undefined) {
      throw new AppError("promotion.terms.invalid", {
        reason: `${text}: ${brand.currency.decimals} decimals at most`,
      });
    }
  }
  if (body.endsAt && new Date(body.endsAt).getTime() <= new Date(body.startsAt).getTime()) {
    throw new AppError(
      "promotion.terms.invalid",
      { reason: "endsAt must be after startsAt" },
      { field: "endsAt" },
    );
  }
  if (terms.kind === "raffle") {
    if (!body.endsAt)
      throw new AppError("promotion.terms.invalid", { reason: "a raffle needs endsAt" }, { field: "endsAt" });
    if (!terms.depositPerTicket && !terms.turnoverPerTicket) {
      throw new AppError("promotion.terms.invalid", { reason: "depositPerTicket or turnoverPerTicket" });
    }
  }
}

/** The back office's promotion calls: create, schedule (dates), pause, end, approve, grant, cost. */
export class PromotionOperations {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands" | "members">,
    private readonly promotions: PromotionService,
    private readonly bonuses: BonusService,
    private readonly afterSave: () => Promise<void>,
  ) {}

  async brand(merchant: string | undefined, fallback: string): Promise<Brand> {
    const brand = await this.ctx.brands.get(merchant ?? fallback);
    if (!brand) throw new AppError("merchant.unknown", {}, { field: "merchant" });
    return brand.config;
  }

  private input(body: SavePromotionBody, brand: Brand, seedKey?: string): repo.PromotionInput {
    checkTerms(body, brand);
    const texts = Object.fromEntries(
      Object.entries(body.texts).map(([lang, t]) => [
        lang,
        { title: t.title, content: sanitizeContent(t.content) },
      ]),
    );
    return {
      merchant: brand.merchantCode,
      kind: body.terms.kind,
      status: "active",
      terms: PromotionTerms.parse(body.terms),
      eligibility: Eligibility.parse(body.eligibility),
      texts,
      imageUrl: body.imageUrl,
      startsAt: new Date(body.startsAt),
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
      budget: body.budget ? (parseMoney(body.budget, brand.currency.decimals) ?? null) : null,
      sortOrder: body.sortOrder,
      ...(seedKey ? { seedKey } : {}),
    };
  }

  private async view(
    row: repo.PromotionRow,
    brand: Brand,
    cost?: { participants: string; issued: string; converted: string; forfeited: string },
  ): Promise<OpsPromotion> {
    const c = cost ?? (await repo.costOf(this.ctx.pool, Number(row.id)));
    const d = brand.currency.decimals;
    const now = Date.now();
    const status =
      row.status === "ended" || (row.ends_at && row.ends_at.getTime() <= now)
        ? "ended"
        : row.status === "paused"
          ? "paused"
          : row.starts_at.getTime() > now
            ? "scheduled"
            : "active";
    return {
      id: Number(row.id),
      merchant: row.merchant_code,
      kind: row.kind as PromotionKind,
      status,
      version: row.version,
      terms: termsOf(row),
      eligibility: Eligibility.parse(row.eligibility),
      texts: row.texts as OpsPromotion["texts"],
      imageUrl: row.image_url,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
      budget: row.budget ? formatMoney(BigInt(row.budget), d) : null,
      participants: Number(c.participants),
      cost: formatMoney(BigInt(c.issued), d),
      converted: formatMoney(BigInt(c.converted), d),
      forfeited: formatMoney(BigInt(c.forfeited), d),
    };
  }

  async list(brand: Brand, page: number, size: number) {
    const { rows, total } = await repo.opsPromotions(this.ctx.pool, brand.merchantCode, page, size);
    const list = await Promise.all(rows.map((r) => this.view(r, brand, r)));
    return { list, total, totalPages: Math.ceil(total / size), page };
  }

  /** Creates a promotion; with a seed key, only when that key is new (seeding never duplicates). */
  async create(brand: Brand, body: SavePromotionBody, seedKey?: string): Promise<OpsPromotion | undefined> {
    const row = await repo.insertPromotion(this.ctx.pool, this.input(body, brand, seedKey));
    if (!row) return undefined;
    await this.afterSave();
    return this.view(row, brand);
  }

  /** A new version; participations keep their own terms snapshot. */
  async update(promotionId: number, body: SavePromotionBody, fallback: string): Promise<OpsPromotion> {
    const brand = await this.brand(body.merchant, fallback);
    const current = await repo.findPromotion(this.ctx.pool, promotionId, brand.merchantCode);
    if (!current) throw new AppError("promotion.not.found");
    if (current.kind !== body.terms.kind) throw new AppError("promotion.kind.fixed");
    const row = await repo.updatePromotion(this.ctx.pool, promotionId, this.input(body, brand));
    await this.afterSave();
    return this.view(row, brand);
  }

  async setStatus(promotionId: number, status: "active" | "paused" | "ended"): Promise<OpsPromotion> {
    const current = await repo.findPromotion(this.ctx.pool, promotionId);
    if (!current) throw new AppError("promotion.not.found");
    if (current.status === "ended") throw new AppError("promotion.ended");
    const row = await repo.setStatus(this.ctx.pool, promotionId, status);
    return this.view(row, await this.brand(row.merchant_code, row.merchant_code));
  }

  async applications(brand: Brand, page: number, size: number) {
    const { rows, total } = await repo.applications(this.ctx.pool, brand.merchantCode, page, size);
    const list = rows.map((r) => ({
      participationId: Number(r.id),
      promotionId: Number(r.promotion_id),
      username: r.username,
      amount: formatMoney(BigInt(r.reward ?? 0), brand.currency.decimals),
      appliedAt: r.updated_at.toISOString(),
    }));
    return { list, total, totalPages: Math.ceil(total / size), page };
  }

  async decide(
    participationId: number,
    decision: { decision: "approve" } | { decision: "reject"; reason: string },
  ) {
    let issued: BonusIssued | undefined;
    const reply = await withTransaction(this.ctx.pool, async (tx) => {
      const p = await repo.participationById(tx, participationId, true);
      if (!p) throw new AppError("promotion.application.not.found");
      if (p.state !== "applying") throw new AppError("promotion.application.decided");
      const row = (await repo.findPromotion(tx, Number(p.promotion_id))) as repo.PromotionRow;
      if (decision.decision === "reject") {
        const state = move("applying", "rejected");
        await repo.updateParticipation(tx, participationId, { state, reason: decision.reason });
        return { promotionId: Number(row.id), state, action: actionOf(state), bonusId: null };
      }
      const brand = await this.brand(row.merchant_code, row.merchant_code);
      const out = await this.promotions.pay(tx, brand, row, p, termsOf(p));
      issued = out.issued;
      return out.reply;
    });
    if (issued) await this.bonuses.announce(issued);
    return reply;
  }

  /** Manual reward: one player may now claim it. */
  async grant(promotionId: number, username: string) {
    const row = await repo.findPromotion(this.ctx.pool, promotionId);
    if (!row) throw new AppError("promotion.not.found");
    const terms = termsOf(row);
    if (terms.kind !== "manual") throw new AppError("promotion.kind.fixed");
    const member = await this.ctx.members.byUsername(row.merchant_code, username);
    if (!member) throw new AppError("promotion.player.unknown");
    const brand = await this.brand(row.merchant_code, row.merchant_code);
    const state = move("join", "claim");
    const inserted = await repo.insertParticipation(this.ctx.pool, {
      promotionId,
      memberId: Number(member.id),
      state,
      terms: { ...terms, needsApproval: false },
      version: row.version,
      reward: parseMoney(terms.amount, brand.currency.decimals) ?? 0n,
    });
    if (!inserted) throw new AppError("promotion.already.joined");
    return { promotionId, state, action: actionOf(state), bonusId: null };
  }
}
