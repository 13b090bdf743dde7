import type { AppContext } from "../../platform/context.js";
import type { HouseGamesService } from "./service.js";

/**
 * Every minute, settles rounds left open longer than BGS_ROUND_TIMEOUT_MINUTES by the rule shown
 * to players. Each round is settled under its own lock, so instances running it at once are safe.
 * Returns the function that stops it.
 */
export function startStaleRoundSweep(ctx: AppContext, service: HouseGamesService): () => void {
  const timer = setInterval(() => {
    service
      .settleStale()
      .catch((error) => ctx.log.error({ err: error }, "settling idle house rounds failed"));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
