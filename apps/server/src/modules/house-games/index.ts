import type { AppContext } from "../../platform/context.js";
import { CrashEngine } from "./crash.js";
import { HouseGamesService } from "./service.js";

export { type CrashRounds, crashRounds } from "./crash-leadership.js";
export { houseGamesJobs } from "./jobs.js";
export { houseGamesPlugin } from "./plugin.js";
export { houseGamesRoutes } from "./routes.js";

/** The house games' services: bets, seeds and rounds, and the shared crash rounds. */
export interface HouseGames {
  service: HouseGamesService;
  crash: CrashEngine;
}

export function createHouseGames(ctx: AppContext): HouseGames {
  return {
    service: new HouseGamesService(ctx),
    crash: new CrashEngine(ctx, (merchant) => ctx.brands.get(merchant)),
  };
}
