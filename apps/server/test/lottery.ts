import type { VnResultSheet } from "@jogada/games";
import type { Config } from "../src/config.js";
import { BrandService } from "../src/modules/brand/service.js";
import { LedgerService } from "../src/modules/ledger/service.js";
import { createLottery, type Lottery } from "../src/modules/lottery/index.js";
import { ResponsibleGamingGuard } from "../src/modules/responsible-gaming/index.js";
import type { AppContext } from "../src/platform/context.js";
import type { Pool } from "../src/platform/db.js";
import { InProcessEventBus } from "../src/platform/events.js";
import { Metrics } from "../src/platform/metrics.js";

/**
 * The lottery services on a test app's database, for tests and benchmarks that drive the jobs'
 * work (draw creation, closing, settlement, chases) by hand.
 */
export function lotteryOn(pool: Pool, config: Config, log: AppContext["log"]): Lottery {
  const brands = new BrandService(pool, config.DEFAULT_MERCHANT);
  const ctx = {
    config,
    pool,
    log,
    brands,
    responsibleGaming: new ResponsibleGamingGuard(pool, brands),
    ledger: new LedgerService(pool),
    events: new InProcessEventBus(),
    metrics: new Metrics(false),
    // The inbox is not what these tests and benchmarks measure: winning-ticket messages are dropped.
    notify: async () => {},
  } as unknown as AppContext;
  return createLottery(ctx);
}

/** A North sheet (27 numbers) whose lô tails are the given two-digit numbers, then filler. */
export function northSheet(special: string, tails: string[] = []): VnResultSheet {
  const shape: [keyof VnResultSheet["prizes"], number, number][] = [
    ["first", 1, 5],
    ["second", 2, 5],
    ["third", 6, 5],
    ["fourth", 4, 4],
    ["fifth", 6, 4],
    ["sixth", 3, 3],
    ["seventh", 4, 2],
  ];
  const queue = [...tails];
  // Filler tails that no test bets on (90-99 are never chosen by the tests' lô bets).
  let filler = 0;
  const prizes: VnResultSheet["prizes"] = { special: [special] };
  for (const [prize, count, digits] of shape) {
    prizes[prize] = Array.from({ length: count }, () => {
      const tail = queue.shift() ?? String(90 + (filler++ % 10));
      return tail.padStart(digits, "1");
    });
  }
  return { region: "north", prizes };
}
