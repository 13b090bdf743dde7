import { DEFAULT_RG_MARKERS, formatMoney, parseMoney, type RgLimitChange } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./repository.js";
import { historyEntry, type ResponsibleGamingService } from "./service.js";

/** The back office's view: a player's limits and exclusions, operator limits, the markers list. */
export class ResponsibleGamingOperatorService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "members" | "brands" | "config">,
    private readonly players: ResponsibleGamingService,
  ) {}

  private async member(memberId: number) {
    const member = await this.ctx.members.byId(memberId);
    const brand = member ? await this.ctx.brands.get(member.merchant_code) : undefined;
    if (!member || !brand) throw new AppError("operator.member.not.found");
    return { member, brand: brand.config };
  }

  async view(memberId: number) {
    const { member, brand } = await this.member(memberId);
    const history = await repo.history(this.ctx.pool, memberId, 200, 0);
    return {
      memberId,
      username: member.username,
      overview: await this.players.overview(memberId, brand),
      history: history.map(historyEntry),
    };
  }

  async setLimit(operator: string, memberId: number, input: { limit: RgLimitChange; reason: string }) {
    if (!input.reason.trim()) throw new AppError("operator.reason.required");
    const { member, brand } = await this.member(memberId);
    await this.players.setOperatorLimit(memberId, member.merchant_code, brand, input.limit, {
      by: "operator",
      name: `operator:${operator}`,
      note: input.reason.trim(),
    });
    await writeAudit(this.ctx.pool, {
      actor: `operator:${operator}`,
      action: "responsible-gaming.limit",
      merchantCode: member.merchant_code,
      detail: { memberId, limit: input.limit, reason: input.reason.trim() },
    });
    return this.view(memberId);
  }

  async markers(merchant: string | undefined) {
    const code = merchant ?? this.ctx.config.DEFAULT_MERCHANT;
    const brand = (await this.ctx.brands.get(code))?.config;
    if (!brand) return { merchant: code, settings: DEFAULT_RG_MARKERS, list: [] };
    const settings = brand.responsibleGaming.markers;
    const lossPerHour = parseMoney(settings.lossPerHour, brand.currency.decimals) ?? 0n;
    const rows = await repo.markers(this.ctx.pool, {
      merchant: code,
      timeZone: brand.timeZone,
      depositsPer24h: settings.depositsPer24h,
      lossPerHour,
      nightBets: settings.nightBetsPer7d,
      nightStart: settings.nightStartHour,
      nightEnd: settings.nightEndHour,
    });
    const names = await this.ctx.members.usernames(rows.map((r) => Number(r.member_id)));
    const decimals = brand.currency.decimals;
    const list = rows.map((row) => {
      const markers: {
        marker: "deposit.frequency" | "loss.velocity" | "night.play";
        value: string;
        threshold: string;
      }[] = [];
      if (Number(row.deposits) >= settings.depositsPer24h) {
        markers.push({
          marker: "deposit.frequency",
          value: row.deposits,
          threshold: String(settings.depositsPer24h),
        });
      }
      if (BigInt(row.loss_hour) >= lossPerHour) {
        markers.push({
          marker: "loss.velocity",
          value: formatMoney(BigInt(row.loss_hour), decimals),
          threshold: settings.lossPerHour,
        });
      }
      if (Number(row.night_bets) >= settings.nightBetsPer7d) {
        markers.push({
          marker: "night.play",
          value: row.night_bets,
          threshold: String(settings.nightBetsPer7d),
        });
      }
      return { memberId: Number(row.member_id), username: names.get(Number(row.member_id)) ?? "", markers };
    });
    return { merchant: code, settings, list };
  }
}
