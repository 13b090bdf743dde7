import type { App } from "../app.js";
import type { AppContext } from "../platform/context.js";
import { authModule } from "./auth/routes.js";
import { createCashier } from "./cashier/index.js";
import { cashierModule } from "./cashier/routes.js";
import { contentModule } from "./content/routes.js";
import { gamesModule } from "./games/routes.js";
import { houseGamesModule } from "./house-games/routes.js";
import { membersModule } from "./members/routes.js";
import { operatorsModule } from "./operators/routes.js";
import { siteModule } from "./site/routes.js";
import { walletModule } from "./wallet/routes.js";

/** Every domain module, registered in dependency order. */
export async function registerModules(app: App, ctx: AppContext): Promise<void> {
  await app.register(siteModule, { ctx });
  await app.register(authModule, { ctx });
  await app.register(membersModule, { ctx });
  await app.register(contentModule, { ctx });
  await app.register(gamesModule, { ctx });
  await app.register(houseGamesModule, { ctx });
  await app.register(walletModule, { ctx, members: ctx.members });
  const cashier = createCashier(ctx, ctx.members);
  await app.register(cashierModule, { ctx, cashier });
  await app.register(operatorsModule, { ctx, cashier });
}
