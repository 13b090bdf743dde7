import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../platform/context.js";
import type { AggregatorClient } from "./aggregator-client.js";
import { CatalogueSync } from "./catalogue-sync.js";

/** Keeps the game catalogue in step with the aggregator while the server runs. */
export const catalogueSyncPlugin: FastifyPluginAsync<{
  ctx: AppContext;
  aggregator: AggregatorClient;
}> = async (app, { ctx, aggregator }) => {
  const sync = new CatalogueSync(ctx.pool, aggregator, ctx.log, ctx.config.GAMES_SYNC_INTERVAL_SECONDS);
  app.addHook("onReady", async () => sync.start());
  app.addHook("onClose", async () => sync.stop());
};
