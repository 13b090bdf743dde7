import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BrandConfig } from "@jogada/contracts";
import pg from "pg";
import { seedLoyalty } from "../modules/loyalty/index.js";
import { seedPromotions } from "../modules/promotions/index.js";
import type { AppContext } from "../platform/context.js";
import { seedAccounts } from "./accounts.js";
import { seedAgentContracts } from "./agents.js";
import { seedContent } from "./content/index.js";

const here = path.dirname(fileURLToPath(import.meta.url));

export async function loadDemoBrand(): Promise<BrandConfig> {
  return BrandConfig.parse(JSON.parse(await readFile(path.join(here, "demo-brand.json"), "utf8")));
}

/**
 * Seeds the demo brand and its content. Each step inserts only what is missing, so a restart
 * never overwrites what an operator changed. Instances starting together on an empty database
 * seed one after the other (a session advisory lock on a connection of its own): "insert what is
 * missing" run twice at once would find the same rows missing and collide.
 */
export async function seedDemo(ctx: Pick<AppContext, "pool" | "brands">): Promise<void> {
  // Not from the pool: the steps need its connections, and a pool of one would wait on itself.
  const lock = new pg.Client(ctx.pool.options);
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('jogada:seed-demo'))");
    await seedDemoSteps(ctx);
  } finally {
    await lock.end().catch(() => {});
  }
}

async function seedDemoSteps(ctx: Pick<AppContext, "pool" | "brands">): Promise<void> {
  const brand = await loadDemoBrand();
  await ctx.brands.seed(brand);
  await ctx.pool.query(
    `insert into domain_routes (merchant_code, domain, speed, sort_order)
     values ($1, 'localhost:3000', 12, 0), ($1, '127.0.0.1:3000', 15, 1)
     on conflict do nothing`,
    [brand.merchantCode],
  );
  // Promotions before content: the welcome popup links to the first-deposit promotion's page.
  await seedPromotions(ctx.pool, brand);
  await seedContent(ctx.pool, brand.merchantCode);
  await seedAccounts(ctx.pool, brand.merchantCode, brand.identity.termsVersion);
  await seedAgentContracts(ctx.pool, (await ctx.brands.get(brand.merchantCode))?.config ?? brand);
  await seedLoyalty(ctx.pool, brand);
}
