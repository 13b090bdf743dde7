import type { PoolClient } from "pg";
import type { AppContext } from "../../platform/context.js";
import { connect } from "../../platform/db.js";
import type { CrashEngine } from "./crash.js";
import * as repo from "./repository.js";

/** How often a follower tries to take over; also the ceiling of the backoff after a lost lock. */
const FOLLOWER_RETRY_MS = 10_000;

/**
 * Only one server instance drives the shared crash rounds: the one holding this advisory lock on
 * a connection of its own. The others keep trying, so one takes over when the leader stops.
 * Losing the connection loses the lock: the rounds stop here and the claim starts again with
 * backoff (another instance may have taken over meanwhile).
 */
export class CrashLeadership {
  private client?: PoolClient;
  private retry?: NodeJS.Timeout;
  private closed = false;
  private failures = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly crash: CrashEngine,
  ) {}

  /** Whether this instance holds the lock now. */
  get isLeader(): boolean {
    return this.client !== undefined;
  }

  async claim(): Promise<void> {
    if (this.closed || this.client) return;
    let client: PoolClient | undefined;
    try {
      client = await connect(this.ctx.pool, (error) => this.lost(client!, error));
      if (await repo.tryCrashLeadership(client)) {
        if (this.closed) {
          await repo.releaseCrashLeadership(client).catch(() => {});
          client.release();
          return;
        }
        // Only the instance taking over cancels what the previous driver left unfinished.
        await this.crash.init();
        this.client = client;
        this.failures = 0;
        this.crash.start();
        return;
      }
      client.release();
      this.schedule(FOLLOWER_RETRY_MS);
    } catch (error) {
      client?.release(error as Error);
      this.ctx.log.warn({ err: error }, "crash leadership claim failed");
      this.schedule(this.backoff());
    }
  }

  private lost(client: PoolClient, error: Error): void {
    if (this.client !== client) return;
    this.ctx.log.warn({ err: error }, "crash leadership connection lost; claiming again");
    this.client = undefined;
    this.crash.stop();
    client.release(error);
    this.schedule(this.backoff());
  }

  private backoff(): number {
    return Math.min(FOLLOWER_RETRY_MS, 250 * 2 ** this.failures++);
  }

  private schedule(delay: number): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.claim();
    }, delay);
    this.retry.unref();
  }

  async release(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    await repo.releaseCrashLeadership(client).catch(() => {});
    client.release();
  }
}

export interface CrashRounds {
  /**
   * CRASH_ENABLED: claims leadership (the instance that gets it cancels rounds a previous driver
   * left unfinished); otherwise (rounds driven by hand) cancels them at once.
   */
  start(): Promise<void>;
  /** Stops the timer and hands leadership over. */
  stop(): Promise<void>;
}

/** The crash timer's lifecycle, for whatever starts and stops the server's background work. */
export function crashRounds(ctx: AppContext, crash: CrashEngine): CrashRounds {
  const leadership = new CrashLeadership(ctx, crash);
  return {
    async start() {
      if (ctx.config.CRASH_ENABLED) await leadership.claim();
      else await crash.init();
    },
    async stop() {
      crash.stop();
      await leadership.release();
    },
  };
}
