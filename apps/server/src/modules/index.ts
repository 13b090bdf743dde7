import type { App } from "../app.js";
import { type CallBinding, registerCalls } from "../platform/calls.js";
import type { AppContext } from "../platform/context.js";
import { authModule } from "./auth/routes.js";
import { createCashier, startCashierJobs } from "./cashier/index.js";
import { cashierRoutes } from "./cashier/routes.js";
import { contentRoutes } from "./content/routes.js";
import { aggregatorOf } from "./games/aggregator-client.js";
import { catalogueSyncPlugin } from "./games/catalogue-sync-plugin.js";
import { gamesRoutes } from "./games/routes.js";
import { SeamlessWallet } from "./games/seamless-service.js";
import { seamlessWalletRoutes } from "./games/wallet-routes.js";
import { houseGamesModule } from "./house-games/routes.js";
import { membersModule } from "./members/routes.js";
import { operatorRoutes } from "./operators/routes.js";
import { siteModule } from "./site/routes.js";
import { walletRoutes } from "./wallet/routes.js";

/** Every domain module, registered in dependency order. */
export async function registerModules(app: App, ctx: AppContext): Promise<void> {
  await app.register(siteModule, { ctx });
  await app.register(authModule, { ctx });
  await app.register(membersModule, { ctx });
  const aggregator = aggregatorOf(ctx);
  await app.register(catalogueSyncPlugin, { ctx, aggregator });
  await app.register(houseGamesModule, { ctx });
  const cashier = createCashier(ctx, ctx.members);
  const stopCashierJobs = startCashierJobs(ctx, cashier);
  app.addHook("onClose", async () => stopCashierJobs());
  const bindings: CallBinding[] = [
    ...contentRoutes(ctx),
    ...gamesRoutes(ctx, aggregator),
    ...seamlessWalletRoutes(new SeamlessWallet(ctx)),
    ...walletRoutes(ctx, ctx.members),
    ...cashierRoutes(ctx, cashier),
    ...operatorRoutes(ctx, cashier),
  ];
  registerCalls(app, bindings);
}
