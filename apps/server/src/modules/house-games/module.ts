import type { AppContext } from "../../platform/context.js";
import { CrashEngine } from "./crash.js";
import { HouseGamesService } from "./service.js";

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
