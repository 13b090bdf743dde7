import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";
import type { HouseGames } from "./module.js";

/**
 * Rounds left open longer than BGS_ROUND_TIMEOUT_MINUTES are settled by the rule shown to
 * players. Each round is settled under its own lock, so one instance a minute is plenty.
 */
export function houseGamesJobs(_ctx: AppContext, houseGames: HouseGames): JobDefinition[] {
  return [
    {
      name: "house-games.settle-idle-rounds",
      scope: "singleton",
      everySeconds: 60,
      run: () => houseGames.service.settleStale(),
    },
  ];
}
