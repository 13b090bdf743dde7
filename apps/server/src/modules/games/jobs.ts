import type { AppContext } from "../../platform/context.js";
import type { JobDefinition } from "../../platform/jobs.js";
import type { CatalogueSync } from "./catalogue-sync.js";

/** The game catalogue follows the aggregator's feed: at start, then every interval (0: never). */
export function gamesJobs(ctx: AppContext, sync: CatalogueSync): JobDefinition[] {
  return [
    {
      name: "games.catalogue-sync",
      scope: "singleton",
      everySeconds: ctx.config.GAMES_SYNC_INTERVAL_SECONDS,
      runAtStart: true,
      retrySeconds: 10,
      run: () => sync.runLogged(),
    },
  ];
}
