import {
  type BrandConfig,
  formatMoney,
  type LoyaltySettings,
  MissionGoal,
  MissionReward,
  POINTS_CURRENCY,
  parseMoney,
  type SaveMallRewardBody,
  type SaveMissionBody,
  textIn,
  WageringTerms,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { readLevelReason } from "./levels.js";
import * as mallRepo from "./mall-repository.js";
import * as membersRepo from "./members-repository.js";
import * as missionsRepo from "./missions-repository.js";
import { redemptionView } from "./points.js";
import type { SettingsStore } from "./settings.js";

type Brand = BrandConfig;

function page<T>(list: T[], total: number, pageNo: number, size: number) {
  return { list, total, totalPages: Math.ceil(total / size), page: pageNo };
}

/** The back office's loyalty work: settings, ladder view, missions, mall, redemptions, leaderboard results. */
export class LoyaltyOperations {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "brands" | "ledger" | "events">,
    private readonly settings: SettingsStore,
  ) {}

  async brand(merchant: string | undefined, fallback: string): Promise<Brand> {
    const brand = await this.ctx.brands.get(merchant ?? fallback);
    if (!brand) throw new AppError("merchant.unknown", {}, { field: "merchant" });
    return brand.config;
  }

  async getSettings(brand: Brand) {
    return { merchant: brand.merchantCode, settings: await this.settings.get(brand.merchantCode) };
  }

  async saveSettings(brand: Brand, settings: LoyaltySettings) {
    await this.settings.save(brand.merchantCode, settings, brand);
    return this.getSettings(brand);
  }

  async ladder(brand: Brand) {
    const settings = await this.settings.get(brand.merchantCode);
    const counts = await membersRepo.levelCounts(this.ctx.pool, brand.merchantCode);
    const changes = await membersRepo.recentLevelChanges(this.ctx.pool, brand.merchantCode, 50);
    return {
      merchant: brand.merchantCode,
      levels: settings.levels.map((l) => ({
        rankLevel: l.rankLevel,
        labelName: textIn(l.name, brand.defaultLanguage),
        members: counts.get(l.rankLevel) ?? 0,
      })),
      changes: changes.map((c) => ({
        username: c.username,
        from: c.from_level,
        to: c.to_level,
        reason: readLevelReason(c.reason, brand.currency.decimals),
        at: c.created_at.toISOString(),
      })),
    };
  }

  // ----- Missions -----

  private missionInput(brand: Brand, body: SaveMissionBody, seedKey?: string): missionsRepo.MissionInput {
    const d = brand.currency.decimals;
    const goal = body.goal;
    if ((goal.kind === "deposit" || goal.kind === "bet") && !(parseMoney(goal.amount, d) ?? 0n))
      throw new AppError(
        "loyalty.mission.invalid",
        {
          reason: {
            PT: "o valor da meta deve ser maior que zero",
            EN: "the goal's amount must be above zero",
          },
        },
        { field: "goal.amount", value: goal.amount },
      );
    const reward = body.reward;
    if (reward.kind !== "points" && !(parseMoney(reward.amount, d) ?? 0n))
      throw new AppError(
        "loyalty.mission.invalid",
        {
          reason: {
            PT: "o valor da recompensa deve ser maior que zero",
            EN: "the reward's amount must be above zero",
          },
        },
        { field: "reward.amount", value: reward.amount },
      );
    if (goal.kind === "login_streak" && body.period === "daily" && goal.count > 1)
      throw new AppError(
        "loyalty.mission.invalid",
        {
          reason: {
            PT: "uma missão diária não pode exigir vários dias seguidos",
            EN: "a daily mission cannot need several days in a row",
          },
        },
        { field: "goal.count", value: goal.count },
      );
    return {
      merchant: brand.merchantCode,
      period: body.period,
      goal,
      reward,
      texts: body.texts,
      sortOrder: body.sortOrder,
      ...(seedKey ? { seedKey } : {}),
    };
  }

  private missionView(row: missionsRepo.MissionRow & { completed?: string; claimed?: string }) {
    return {
      id: Number(row.id),
      merchant: row.merchant_code,
      status: row.status,
      period: row.period,
      goal: MissionGoal.parse(row.goal),
      reward: MissionReward.parse(row.reward),
      texts: row.texts as SaveMissionBody["texts"],
      sortOrder: row.sort_order,
      completed: Number(row.completed ?? 0),
      claimed: Number(row.claimed ?? 0),
    };
  }

  async missions(brand: Brand, pageNo: number, size: number) {
    const rows = await missionsRepo.missions(this.ctx.pool, brand.merchantCode, size, (pageNo - 1) * size);
    return page(
      rows.map((r) => this.missionView(r)),
      Number(rows[0]?.total ?? 0),
      pageNo,
      size,
    );
  }

  async createMission(brand: Brand, body: SaveMissionBody, seedKey?: string) {
    const row = await missionsRepo.insertMission(this.ctx.pool, this.missionInput(brand, body, seedKey));
    return row ? this.missionView(row) : undefined;
  }

  async updateMission(id: number, body: SaveMissionBody, fallback: string) {
    const existing = await missionsRepo.mission(this.ctx.pool, id);
    if (!existing) throw new AppError("loyalty.mission.not.found");
    const brand = await this.brand(existing.merchant_code, fallback);
    if (body.merchant && body.merchant !== existing.merchant_code)
      throw new AppError("loyalty.mission.not.found");
    // Ended is final: what players completed and claimed stays as it was.
    const row = await missionsRepo.updateMission(this.ctx.pool, id, this.missionInput(brand, body));
    if (!row) throw new AppError("loyalty.status.final");
    return this.missionView(row);
  }

  async setMissionStatus(id: number, status: string) {
    const row = await missionsRepo.setMissionStatus(this.ctx.pool, id, status);
    if (row) return this.missionView(row);
    if (!(await missionsRepo.mission(this.ctx.pool, id))) throw new AppError("loyalty.mission.not.found");
    throw new AppError("loyalty.status.final");
  }

  // ----- Mall -----

  private mallInput(brand: Brand, body: SaveMallRewardBody, seedKey?: string): mallRepo.MallInput {
    const d = brand.currency.decimals;
    let amount: bigint | null = null;
    if (body.kind === "physical") {
      if (body.amount)
        throw new AppError(
          "loyalty.mall.invalid",
          {
            reason: {
              PT: "um item físico não tem valor em dinheiro",
              EN: "physical goods have no cash amount",
            },
          },
          { field: "amount" },
        );
    } else {
      amount = body.amount ? (parseMoney(body.amount, d) ?? null) : null;
      if (!amount)
        throw new AppError(
          "loyalty.mall.invalid",
          {
            reason: {
              PT: "dinheiro e bônus precisam de um valor maior que zero",
              EN: "cash and bonus need an amount above zero",
            },
          },
          { field: "amount" },
        );
    }
    if (body.kind !== "bonus" && body.wagering)
      throw new AppError(
        "loyalty.mall.invalid",
        { reason: { PT: "só um bônus tem requisito de apostas", EN: "only a bonus has wagering" } },
        { field: "wagering" },
      );
    return {
      merchant: brand.merchantCode,
      kind: body.kind,
      points: body.points,
      amount,
      wagering: body.kind === "bonus" ? (body.wagering ?? WageringTerms.parse({ multiple: 0 })) : null,
      stock: body.stock,
      perPlayerLimit: body.perPlayerLimit,
      texts: body.texts,
      imageUrl: body.imageUrl,
      sortOrder: body.sortOrder,
      ...(seedKey ? { seedKey } : {}),
    };
  }

  private mallView(row: mallRepo.MallRow & { redeemed?: string }, decimals: number) {
    return {
      id: Number(row.id),
      merchant: row.merchant_code,
      status: row.status,
      kind: row.kind,
      points: Number(row.points),
      amount: row.amount === null ? null : formatMoney(BigInt(row.amount), decimals),
      stock: row.stock,
      perPlayerLimit: row.per_player_limit,
      texts: row.texts as SaveMallRewardBody["texts"],
      imageUrl: row.image_url,
      sortOrder: row.sort_order,
      redeemed: Number(row.redeemed ?? 0),
    };
  }

  async mall(brand: Brand, pageNo: number, size: number) {
    const rows = await mallRepo.mallPage(this.ctx.pool, brand.merchantCode, size, (pageNo - 1) * size);
    return page(
      rows.map((r) => this.mallView(r, brand.currency.decimals)),
      Number(rows[0]?.total ?? 0),
      pageNo,
      size,
    );
  }

  async createMall(brand: Brand, body: SaveMallRewardBody, seedKey?: string) {
    const row = await mallRepo.insertMall(this.ctx.pool, this.mallInput(brand, body, seedKey));
    return row ? this.mallView(row, brand.currency.decimals) : undefined;
  }

  async updateMall(id: number, body: SaveMallRewardBody, fallback: string) {
    const existing = await mallRepo.mallReward(this.ctx.pool, id);
    if (!existing || (body.merchant && body.merchant !== existing.merchant_code))
      throw new AppError("points.reward.not.found");
    const brand = await this.brand(existing.merchant_code, fallback);
    // Ended is final: the item stays as players redeemed it.
    const row = await mallRepo.updateMall(this.ctx.pool, id, this.mallInput(brand, body));
    if (!row) throw new AppError("loyalty.status.final");
    return this.mallView(row, brand.currency.decimals);
  }

  async setMallStatus(id: number, status: string, fallback: string) {
    const row = await mallRepo.setMallStatus(this.ctx.pool, id, status);
    const existing = row ?? (await mallRepo.mallReward(this.ctx.pool, id));
    if (!existing) throw new AppError("points.reward.not.found");
    if (!row) throw new AppError("loyalty.status.final");
    const brand = await this.brand(row.merchant_code, fallback);
    return this.mallView(row, brand.currency.decimals);
  }

  // ----- Redemptions -----

  private opsRedemption(r: mallRepo.RedemptionRow & { username: string }, brand: Brand) {
    return {
      ...redemptionView(r, brand.defaultLanguage, brand.currency.decimals),
      username: r.username,
      address: (r.address as never) ?? null,
    };
  }

  async redemptions(brand: Brand, status: string, pageNo: number, size: number) {
    const rows = await mallRepo.redemptions(
      this.ctx.pool,
      { merchant: brand.merchantCode, status, oldestFirst: true },
      size,
      (pageNo - 1) * size,
    );
    return page(
      rows.map((r) => this.opsRedemption(r, brand)),
      Number(rows[0]?.total ?? 0),
      pageNo,
      size,
    );
  }

  /** Approve posts the held points; reject releases them and puts the units back in stock. */
  async decide(
    id: number,
    decision: { decision: "approve" } | { decision: "reject"; reason: string },
    fallback: string,
  ) {
    const memberId = await withTransaction(this.ctx.pool, async (tx) => {
      const row =
        decision.decision === "approve"
          ? await mallRepo.decideRedemption(tx, id, "approved", null)
          : await mallRepo.decideRedemption(tx, id, "rejected", decision.reason);
      if (!row) {
        const known = await mallRepo.redemption(tx, id);
        throw new AppError(known ? "points.redemption.decided" : "points.redemption.not.found");
      }
      const resolution = {
        reference: `points:redeem:${row.id}:${decision.decision}`,
        pendingReference: `points:redeem:${row.id}`,
        meta: { redemptionId: Number(row.id) },
      };
      if (decision.decision === "approve") await this.ctx.ledger.post(resolution, tx);
      else {
        await this.ctx.ledger.void(resolution, tx);
        await mallRepo.returnStock(tx, Number(row.reward_id), row.quantity);
      }
      return Number(row.member_id);
    });
    await this.ctx.events.publish(memberId, { type: "balance" }).catch(() => {});
    const row = await mallRepo.redemption(this.ctx.pool, id);
    if (!row) throw new AppError("points.redemption.not.found");
    return this.opsRedemption(row, await this.brand(row.merchant_code, fallback));
  }
}

export { POINTS_CURRENCY };
