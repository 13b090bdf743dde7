import type { AppContext } from "../../platform/context.js";
import { ResponsibleGamingOperatorService } from "./operator-service.js";
import { ResponsibleGamingService } from "./service.js";

/**
 * What other modules use: `ctx.responsibleGaming` (a `ResponsibleGamingGuard`) on every stake,
 * deposit and launch path, and `isExcluded(memberId)` / `exclusion(memberId)` /
 * `excludedMemberIds(merchant)` for promotions, messages and agents.
 */

export interface ResponsibleGamingServices {
  players: ResponsibleGamingService;
  operators: ResponsibleGamingOperatorService;
}

export function createResponsibleGaming(ctx: AppContext): ResponsibleGamingServices {
  const players = new ResponsibleGamingService(ctx);
  return { players, operators: new ResponsibleGamingOperatorService(ctx, players) };
}
