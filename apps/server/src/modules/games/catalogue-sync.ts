import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { type Pool, withTransaction } from "../../platform/db.js";
import type { AggregatorClient } from "./aggregator-client.js";
import * as repo from "./sync-repository.js";

export interface SyncResult {
  added: number;
  changed: number;
  removed: number;
  vendors: number;
  games: number;
}

const LOCK_KEY = 7_304_001;
const BATCH = 1000;

/**
 * Pulls the aggregator's vendors and games into PostgreSQL: new games added, changed ones
 * rewritten, missing ones marked removed. Runs at start and on a schedule; a failure (the
 * aggregator unreachable) is logged and retried sooner, never fatal. Instances sharing a database
 * take turns through an advisory lock.
 */
export class CatalogueSync {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failures = 0;
  private running: Promise<SyncResult | undefined> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly aggregator: AggregatorClient,
    private readonly log: FastifyBaseLogger,
    private readonly intervalSeconds: number,
  ) {}

  /** One sync now. Throws when the feed cannot be read; returns undefined when another instance holds the lock. */
  async run(): Promise<SyncResult | undefined> {
    const vendors = await this.aggregator.vendors();
    const games = await this.aggregator.games();
    const result = await withTransaction(this.pool, async (tx) => {
      const locked = await tx.query<{ ok: boolean }>("select pg_try_advisory_xact_lock($1) as ok", [
        LOCK_KEY,
      ]);
      if (!locked.rows[0]?.ok) return undefined;
      const runId = await repo.startRun(tx);
      await repo.upsertVendors(
        tx,
        vendors.map((vendor, index) => ({ ...vendor, sortOrder: index })),
      );
      const inputs: repo.GameInput[] = games.map((game, index) => ({
        ...game,
        rooms: game.rooms,
        hash: createHash("sha1").update(JSON.stringify(game)).digest("hex"),
        sortOrder: index,
      }));
      let added = 0;
      let changed = 0;
      for (let start = 0; start < inputs.length; start += BATCH) {
        const counts = await repo.upsertGames(tx, inputs.slice(start, start + BATCH));
        added += counts.added;
        changed += counts.changed;
      }
      const removed = await repo.removeMissingGames(
        tx,
        games.map((game) => `${game.vendor}:${game.gameCode}`),
      );
      await repo.finishRun(tx, runId, { status: "ok", added, changed, removed });
      return { added, changed, removed, vendors: vendors.length, games: games.length };
    });
    // Fresh statistics after a bulk change, so name search picks the trigram index.
    if (result && result.added + result.changed + result.removed > 0) await repo.analyze(this.pool);
    return result;
  }

  /** Runs now and then every interval; failures retry with a growing delay up to the interval. */
  start(): void {
    if (this.intervalSeconds <= 0) return;
    void this.tick();
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    let delay = this.intervalSeconds * 1000;
    try {
      this.running = this.run();
      const result = await this.running;
      this.failures = 0;
      if (result) this.log.info({ catalogue: result }, "game catalogue synchronised");
    } catch (error) {
      this.failures++;
      delay = Math.min(delay, 5000 * 2 ** Math.min(this.failures, 8));
      this.log.warn(
        { err: (error as Error).message, retryInSeconds: Math.round(delay / 1000) },
        "game catalogue sync failed; will retry",
      );
    } finally {
      this.running = undefined;
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
