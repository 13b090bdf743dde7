import type { Localized, SystemTemplate } from "@jogada/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { ChangeFeed } from "./change-feed.js";
import type { Pool } from "./db.js";
import type { EncryptionKeys } from "./encryption.js";
import type { EventBus } from "./events.js";
import type { JobRegistry } from "./jobs.js";
import type { Metrics } from "./metrics.js";

/**
 * What every module is built from: configuration, the database pool and the services of other
 * modules (a module calls another module's service, never its repository). The platform declares
 * its own parts here; the modules add the services every module may call (brands, members,
 * sessions, ledger, responsible gaming) in modules/context-services.ts, so the platform imports
 * no module.
 */
export interface AppContext {
  config: Config;
  pool: Pool;
  log: FastifyBaseLogger;
  encryption: EncryptionKeys;
  /** Realtime events to a member's open tabs: `events.publish(memberId, {type: "balance"})` after commit. */
  events: EventBus;
  /** Periodic work: each module declares its jobs in `jobs.ts` and registers them here. */
  jobs: JobRegistry;
  /** The Prometheus metrics modules count into (platform/metrics.ts). */
  metrics: Metrics;
  /** Notifications of the database (LISTEN), for what must hear at once of another instance's change. */
  changes: ChangeFeed;
  /**
   * A system message to a player's inbox (modules/messages), called after the change it reports
   * committed; bigint params are amounts in minor units, shown in the brand's currency; a
   * Localized param (a game's name) is read in each language of the message.
   */
  notify(
    memberId: number | string,
    template: SystemTemplate,
    params?: Record<string, string | number | bigint | Localized>,
  ): Promise<void>;
}
