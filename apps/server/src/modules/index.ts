import type { App } from "../app.js";
import type { AppContext } from "../platform/context.js";
import { contentModule } from "./content/routes.js";
import { siteModule } from "./site/routes.js";

/** Every domain module, registered in dependency order. */
export async function registerModules(app: App, ctx: AppContext): Promise<void> {
  await app.register(siteModule, { ctx });
  await app.register(contentModule, { ctx });
}
