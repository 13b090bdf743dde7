import type { App } from "../app.js";
import { type CallBinding, registerCalls } from "../platform/calls.js";
import type { AppContext } from "../platform/context.js";
import { authModule } from "./auth/routes.js";
import { createCashier } from "./cashier/index.js";
import { cashierJobs } from "./cashier/jobs.js";
import { cashierRoutes } from "./cashier/routes.js";
import { contentModule } from "./content/routes.js";
import { gamesModule } from "./games/routes.js";
import { SeamlessWallet } from "./games/seamless-service.js";
import { seamlessWalletRoutes } from "./games/wallet-routes.js";
import { createHouseGames, houseGamesJobs, houseGamesPlugin, houseGamesRoutes } from "./house-games/index.js";
import { membersModule } from "./members/routes.js";
import { operatorRoutes } from "./operators/routes.js";
import { siteModule } from "./site/routes.js";
import { walletModule } from "./wallet/routes.js";

/** Every domain module, registered in dependency order. */
export async function registerModules(app: App, ctx: AppContext): Promise<void> {
  await app.register(siteModule, { ctx });
  await app.register(authModule, { ctx });
  await app.register(membersModule, { ctx });
  await app.register(contentModule, { ctx });
  await app.register(gamesModule, { ctx });
  const houseGames = createHouseGames(ctx);
  await app.register(houseGamesPlugin, { ctx, houseGames });
  ctx.jobs.register(houseGamesJobs(ctx, houseGames));
  await app.register(walletModule, { ctx, members: ctx.members });
  const cashier = createCashier(ctx, ctx.members);
  ctx.jobs.register(cashierJobs(ctx, cashier));
  const bindings: CallBinding[] = [
    ...seamlessWalletRoutes(new SeamlessWallet(ctx)),
    ...cashierRoutes(ctx, cashier),
    ...operatorRoutes(ctx, cashier),
    ...houseGamesRoutes(houseGames),
  ];
  registerCalls(app, bindings);
}
