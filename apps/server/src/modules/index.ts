import type { App } from "../app.js";
import { type CallBinding, registerCalls } from "../platform/calls.js";
import type { AppContext } from "../platform/context.js";
import { authHttp } from "./auth/http.js";
import { authRoutes } from "./auth/routes.js";
import { authServices } from "./auth/services.js";
import { createCashier, startCashierJobs } from "./cashier/index.js";
import { cashierRoutes } from "./cashier/routes.js";
import { contentModule } from "./content/routes.js";
import { gamesModule } from "./games/routes.js";
import { SeamlessWallet } from "./games/seamless-service.js";
import { seamlessWalletRoutes } from "./games/wallet-routes.js";
import { houseGamesModule } from "./house-games/routes.js";
import { memberRoutes } from "./members/routes.js";
import { operatorRoutes } from "./operators/routes.js";
import { siteRoutes } from "./site/routes.js";
import { walletModule } from "./wallet/routes.js";

/** Every domain module, registered in dependency order. */
export async function registerModules(app: App, ctx: AppContext): Promise<void> {
  await app.register(authHttp);
  await app.register(contentModule, { ctx });
  await app.register(gamesModule, { ctx });
  await app.register(houseGamesModule, { ctx });
  await app.register(walletModule, { ctx, members: ctx.members });
  const cashier = createCashier(ctx, ctx.members);
  const stopCashierJobs = startCashierJobs(ctx, cashier);
  app.addHook("onClose", async () => stopCashierJobs());
  const bindings: CallBinding[] = [
    ...siteRoutes(ctx),
    ...authRoutes(ctx, authServices(ctx)),
    ...memberRoutes(ctx),
    ...seamlessWalletRoutes(new SeamlessWallet(ctx)),
    ...cashierRoutes(ctx, cashier),
    ...operatorRoutes(ctx, cashier),
  ];
  registerCalls(app, bindings);
}
