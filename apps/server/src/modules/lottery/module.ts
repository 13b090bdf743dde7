import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import { LotteryCatalogue } from "./catalogue.js";
import { ChaseService } from "./chase-service.js";
import { createDrawResults, type DrawResultServices } from "./draw-results-sources.js";
import { DrawService } from "./draws-service.js";
import { LobbyService } from "./lobby-service.js";
import { LotterySettings } from "./settings.js";
import { Settlement } from "./settlement.js";
import { TicketService } from "./tickets-service.js";

/** The lottery module's services; other modules (the results ingestion) use settlement and draws. */
export interface Lottery {
  catalogue: LotteryCatalogue;
  settings: LotterySettings;
  lobby: LobbyService;
  tickets: TicketService;
  chases: ChaseService;
  draws: DrawService;
  /** settleDraw(drawId) and voidDraw(drawId, reason). */
  settlement: Settlement;
  /** A brand by merchant code (operator calls name theirs), 404 merchant.unknown otherwise. */
  brand(merchant: string | undefined): Promise<LoadedBrand>;
  /** Results: VN and SEA from the feeds, fast draws from the beacon (draw-results*.ts). */
  results: DrawResultServices;
}

export function createLottery(ctx: AppContext): Lottery {
  const catalogue = new LotteryCatalogue(ctx.pool);
  const settings = new LotterySettings(ctx.pool, ctx.config);
  const tickets = new TicketService(ctx, catalogue, settings);
  const settlement = new Settlement(ctx, catalogue, tickets.money);
  return {
    catalogue,
    settings,
    lobby: new LobbyService(ctx, catalogue, settings),
    tickets,
    chases: new ChaseService(ctx, catalogue, tickets),
    draws: new DrawService(ctx, catalogue),
    settlement,
    results: createDrawResults(ctx, settlement),
    async brand(merchant) {
      const brand = await ctx.brands.get(merchant ?? ctx.config.DEFAULT_MERCHANT);
      if (!brand) throw new AppError("merchant.unknown", {}, { field: "merchant" });
      return brand;
    },
  };
}
