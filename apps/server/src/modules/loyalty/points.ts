import {
  type BetCategory,
  type DeliveryAddress,
  formatMoney,
  type Language,
  type MallRewardView,
  POINTS_CURRENCY,
  parseMoney,
  type RedeemPointsBody,
  type RedemptionView,
  WageringTerms,
} from "@jogada/contracts";
import { brandText } from "../../platform/brand.js";
import type { AppContext } from "../../platform/context.js";
import type { Tx } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { idempotent } from "../../platform/idempotency.js";
import type { IssueBonus } from "./claims.js";
import * as mallRepo from "./mall-repository.js";
import * as membersRepo from "./members-repository.js";
import type { SettingsStore } from "./settings.js";

/** Largest quantity of one item in one redemption. */
export const MAX_QUANTITY = 10;

interface Brand {
  merchantCode: string;
  defaultLanguage: Language;
  currency: { code: string; decimals: number };
}

type Ctx = Pick<AppContext, "pool" | "ledger" | "events" | "members">;

function playerPoints(memberId: number) {
  return { owner: "player" as const, memberId, wallet: "points" as const };
}

export function redemptionView(
  r: mallRepo.RedemptionRow,
  language: Language,
  decimals: number,
): RedemptionView {
  return {
    id: Number(r.id),
    rewardId: Number(r.reward_id),
    kind: r.kind,
    title: r.texts[language]?.title ?? r.texts.PT?.title ?? "",
    quantity: r.quantity,
    points: Number(r.points),
    amount: r.amount === null ? null : formatMoney(BigInt(r.amount), decimals),
    status: r.status,
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
  };
}

/**
 * Points (ledger currency PTS) and the points mall. A redemption takes the stock with a
 * conditional decrement and the points in the same transaction: the last unit goes to one
 * player, the others are refused with nothing moved. Physical goods hold the points until an
 * operator approves (posted) or rejects (released, stock returned).
 */
export class PointsService {
  constructor(
    private readonly ctx: Ctx,
    private readonly settings: SettingsStore,
    private readonly issueBonus: IssueBonus,
  ) {}

  async balance(memberId: number, brand: Brand) {
    const settings = await this.settings.get(brand.merchantCode);
    const b = await this.ctx.ledger.balanceOf(playerPoints(memberId), POINTS_CURRENCY);
    return {
      points: Number(b.available),
      pending: Number(b.pending),
      cashValue: formatMoney(
        this.cashFor(b.available, settings.points, brand.currency.decimals),
        brand.currency.decimals,
      ),
    };
  }

  private cashFor(
    points: bigint,
    config: { convertPoints: number; convertAmount: string },
    decimals: number,
  ): bigint {
    const per = parseMoney(config.convertAmount, decimals) ?? 0n;
    return (points * per) / BigInt(config.convertPoints);
  }

  async config(brand: Brand) {
    const { points } = await this.settings.get(brand.merchantCode);
    return {
      enabled: points.enabled,
      convertPoints: points.convertPoints,
      convertAmount: points.convertAmount,
      minConvert: points.minConvert,
      earn: Object.entries(points.earnPer100)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([category, n]) => ({ category: category as BetCategory, pointsPer100: n ?? 0 })),
    };
  }

  async mall(memberId: number | null, brand: Brand, language: Language): Promise<{ list: MallRewardView[] }> {
    const rows = await mallRepo.activeMall(this.ctx.pool, brand.merchantCode);
    const mine = memberId
      ? await mallRepo.redeemedBy(
          this.ctx.pool,
          memberId,
          rows.map((r) => Number(r.id)),
        )
      : new Map<number, number>();
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        title: brandText(r.texts, language, brand).title,
        description: brandText(r.texts, language, brand).description,
        imageUrl: r.image_url,
        points: Number(r.points),
        amount: r.amount === null ? null : formatMoney(BigInt(r.amount), brand.currency.decimals),
        stock: r.stock,
        perPlayerLimit: r.per_player_limit,
        redeemedByMe: mine.get(Number(r.id)) ?? 0,
        needsAddress: r.kind === "physical",
      })),
    };
  }

  async history(
    memberId: number,
    brand: Brand,
    language: Language,
    query: { page: number; size: number; status?: string },
  ) {
    const rows = await mallRepo.redemptions(
      this.ctx.pool,
      { memberId, ...(query.status ? { status: query.status } : {}) },
      query.size,
      (query.page - 1) * query.size,
    );
    const total = Number(rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => redemptionView(r, language, brand.currency.decimals)),
      total,
      totalPages: Math.ceil(total / query.size),
      page: query.page,
    };
  }

  async redeem(memberId: number, brand: Brand, language: Language, body: RedeemPointsBody, key: string) {
    const settings = await this.settings.get(brand.merchantCode);
    if (!settings.points.enabled) throw new AppError("points.disabled");
    const quantity = body.quantity;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
      throw new AppError("points.quantity.invalid", { max: MAX_QUANTITY }, { field: "quantity" });
    const item = await mallRepo.mallReward(this.ctx.pool, body.rewardId);
    if (!item || item.merchant_code !== brand.merchantCode || item.status !== "active")
      throw new AppError("points.reward.not.found");
    if (item.kind === "physical" && !body.address)
      throw new AppError("points.address.required", {}, { field: "address" });
    await this.ctx.members.verifyPaymentPassword(memberId, body.paymentPassword, "paymentPassword");
    const { paymentPassword: _, ...claimBody } = body;
    let announce: (() => Promise<void>) | undefined;
    const { result } = await idempotent(
      this.ctx.pool,
      { scope: `points.redeem:${memberId}`, key, body: claimBody },
      async (tx) => {
        const done = await this.redeemIn(tx, memberId, brand, body.rewardId, quantity, body.address);
        announce = done.announce;
        return redemptionView(done.row, language, brand.currency.decimals);
      },
    );
    if (announce) await announce();
    await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return result;
  }

  private async redeemIn(
    tx: Tx,
    memberId: number,
    brand: Brand,
    rewardId: number,
    quantity: number,
    address: DeliveryAddress | undefined,
  ) {
    // One redemption of a player at a time: the per-player limit is counted under this lock.
    await membersRepo.lockMembers(tx, [{ memberId, merchant: brand.merchantCode }]);
    const item = await mallRepo.takeStock(tx, rewardId, brand.merchantCode, quantity);
    if (!item) {
      const known = await mallRepo.mallReward(tx, rewardId);
      if (!known || known.merchant_code !== brand.merchantCode || known.status !== "active")
        throw new AppError("points.reward.not.found");
      throw new AppError("points.out.of.stock");
    }
    if (item.per_player_limit !== null) {
      const mine = (await mallRepo.redeemedBy(tx, memberId, [rewardId])).get(rewardId) ?? 0;
      if (mine + quantity > item.per_player_limit)
        throw new AppError("points.limit.reached", { limit: item.per_player_limit });
    }
    const points = BigInt(item.points) * BigInt(quantity);
    const held = await this.ctx.ledger.balanceOf(playerPoints(memberId), POINTS_CURRENCY, tx);
    if (held.available < points)
      throw new AppError("points.insufficient", {
        points: held.available.toString(),
        needed: points.toString(),
      });
    const amount = item.amount === null ? null : BigInt(item.amount) * BigInt(quantity);
    const row = await mallRepo.insertRedemption(tx, {
      memberId,
      merchant: brand.merchantCode,
      rewardId,
      quantity,
      points,
      amount,
      texts: item.texts,
      kind: item.kind,
      status: item.kind === "physical" ? "in_process" : "approved",
      address,
    });
    const movement = {
      from: playerPoints(memberId),
      to: {
        owner: "house" as const,
        merchant: brand.merchantCode,
        kind: "house_points" as const,
        code: "redeem",
      },
      amount: points,
      currency: POINTS_CURRENCY,
      reference: `points:redeem:${row.id}`,
      kind: "points" as const,
      meta: { redemptionId: Number(row.id) },
    };
    try {
      if (item.kind === "physical") await this.ctx.ledger.hold(movement, tx);
      else await this.ctx.ledger.transfer(movement, tx);
    } catch (error) {
      if ((error as { code?: string }).code === "wallet.insufficient.funds")
        throw new AppError("points.insufficient", {
          points: held.available.toString(),
          needed: points.toString(),
        });
      throw error;
    }
    let announce: (() => Promise<void>) | undefined;
    if (item.kind === "cash" && amount) {
      await this.ctx.ledger.transfer(
        {
          from: { owner: "house", merchant: brand.merchantCode, kind: "house_loyalty" },
          to: { owner: "player", memberId, wallet: "main" },
          amount,
          currency: brand.currency.code,
          reference: `points:redeem:${row.id}:cash`,
          kind: "bonus",
          meta: { redemptionId: Number(row.id) },
        },
        tx,
      );
    } else if (item.kind === "bonus" && amount) {
      const issued = await this.issueBonus(tx, {
        brand,
        memberId,
        amount,
        wagering: WageringTerms.parse(item.wagering ?? { multiple: 0 }),
        reference: `points:redeem:${row.id}:bonus`,
      });
      await mallRepo.setRedemptionBonus(tx, Number(row.id), issued.bonusId);
      announce = issued.announce;
    }
    return { row, announce };
  }

  async convert(
    memberId: number,
    brand: Brand,
    body: { points: number; paymentPassword: string },
    key: string,
  ) {
    const settings = await this.settings.get(brand.merchantCode);
    if (!settings.points.enabled) throw new AppError("points.disabled");
    const min = settings.points.minConvert;
    if (!Number.isSafeInteger(body.points) || body.points < min)
      throw new AppError("points.amount.invalid", { min }, { field: "points" });
    const points = BigInt(body.points);
    const d = brand.currency.decimals;
    const amount = this.cashFor(points, settings.points, d);
    if (amount <= 0n) throw new AppError("points.amount.invalid", { min }, { field: "points" });
    await this.ctx.members.verifyPaymentPassword(memberId, body.paymentPassword, "paymentPassword");
    const { result } = await idempotent(
      this.ctx.pool,
      { scope: `points.convert:${memberId}`, key, body: { points: body.points } },
      async (tx) => {
        await membersRepo.lockMembers(tx, [{ memberId, merchant: brand.merchantCode }]);
        const held = await this.ctx.ledger.balanceOf(playerPoints(memberId), POINTS_CURRENCY, tx);
        if (held.available < points)
          throw new AppError("points.insufficient", {
            points: held.available.toString(),
            needed: points.toString(),
          });
        const moved = await this.ctx.ledger.transfer(
          {
            from: playerPoints(memberId),
            to: { owner: "house", merchant: brand.merchantCode, kind: "house_points", code: "convert" },
            amount: points,
            currency: POINTS_CURRENCY,
            reference: `points:convert:${memberId}:${key}`,
            kind: "points",
          },
          tx,
        );
        await this.ctx.ledger.transfer(
          {
            from: { owner: "house", merchant: brand.merchantCode, kind: "house_loyalty" },
            to: { owner: "player", memberId, wallet: "main" },
            amount,
            currency: brand.currency.code,
            reference: `points:convert:${memberId}:${key}:cash`,
            kind: "points.convert",
            meta: { points: body.points },
          },
          tx,
        );
        return {
          points: body.points,
          amount: formatMoney(amount, d),
          balance: Number(moved.from?.available ?? held.available - points),
        };
      },
    );
    await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    return result;
  }
}
