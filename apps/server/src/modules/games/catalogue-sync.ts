import { createHash } from "node:crypto";
import type { FeedGame, FeedVendor } from "@jogada/contracts";
import type { FastifyBaseLogger } from "fastify";
import { type Pool, withTransaction } from "../../platform/db.js";
import * as repo from "./sync-repository.js";

/** A partner's vendors and games (the aggregator's feed, Hub88's game list). */
export interface CatalogueFeed {
  feed(): Promise<{ vendors: FeedVendor[]; games: FeedGame[] }>;
}

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
 * rewritten, missing ones marked removed. The `games.catalogue-sync` job runs it at start and on
 * a schedule; a failure (the aggregator unreachable) is logged and retried sooner, never fatal.
 * Instances sharing a database take turns through an advisory lock.
 */
export class CatalogueSync {
  private readonly feeds: CatalogueFeed[];

  constructor(
    private readonly pool: Pool,
    feeds: CatalogueFeed | CatalogueFeed[],
    private readonly log: FastifyBaseLogger,
  ) {
    this.feeds = Array.isArray(feeds) ? feeds : [feeds];
  }

  /**
   * One sync now, of every partner's feed together (a game missing from all is removed). Throws
   * when a feed cannot be read; returns undefined when another instance holds the lock.
   */
  async run(): Promise<SyncResult | undefined> {
    const vendors: FeedVendor[] = [];
    const games: FeedGame[] = [];
    for (const source of this.feeds) {
      const feed = await source.feed();
      vendors.push(...feed.vendors);
      games.push(...feed.games);
    }
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

  /** One sync for the scheduler: what it did is logged, and a failure is logged and thrown. */
  async runLogged(): Promise<SyncResult | undefined> {
    try {
      const result = await this.run();
      if (result) this.log.info({ catalogue: result }, "game catalogue synchronised");
      return result;
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, "game catalogue sync failed; will retry");
      throw error;
    }
  }
}
