import type { PoolClient } from "pg";
import type { AppContext } from "../../platform/context.js";
import { connect } from "../../platform/db.js";
import type { CrashEngine } from "./crash.js";
import * as repo from "./repository.js";

/** How often a follower tries to take over; also the ceiling of the backoff after a lost lock. */
const FOLLOWER_RETRY_MS = 10_000;

/**
 * Only one server instance drives the shared crash rounds: the one holding this advisory lock on
 * a connection of its own. The others keep trying, so one takes over when the leader stops: at
 * once when it stops on purpose (it announces the release on a notification channel every
 * instance listens to), within FOLLOWER_RETRY_MS when it died.
 * Losing the connection loses the lock: the rounds stop here and the claim starts again with
 * backoff (another instance may have taken over meanwhile).
 */
export class CrashLeadership {
  private client?: PoolClient;
  private retry?: NodeJS.Timeout;
  private closed = false;
  private failures = 0;
  private claiming?: Promise<void>;
  private claimAgain = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly crash: CrashEngine,
  ) {}

  /** Whether this instance holds the lock now. */
  get isLeader(): boolean {
    return this.client !== undefined;
  }

  /** Listens for a leader's release, then claims (now and whenever the lock may be free). */
  async follow(): Promise<void> {
    this.ctx.changes.subscribe({
      channel: repo.CRASH_LEADERSHIP_CHANNEL,
      changed: () => void this.claim(),
      // Listening again after the feed was lost: a release may have been missed.
      reset: (listening) => {
        if (listening) void this.claim();
      },
    });
    await this.claim();
  }

  claim(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    if (this.claiming) {
      // A release announced while this attempt may already have found the lock taken.
      this.claimAgain = true;
      return this.claiming;
    }
    this.claiming = this.tryClaim().finally(() => {
      this.claiming = undefined;
      if (this.claimAgain) {
        this.claimAgain = false;
        void this.claim();
      }
    });
    return this.claiming;
  }

  private async tryClaim(): Promise<void> {
    let client: PoolClient | undefined;
    try {
      client = await connect(this.ctx.pool, (error) => this.lost(client!, error));
      if (await repo.tryCrashLeadership(client)) {
        // Only the instance taking over cancels what the previous driver left unfinished.
        if (!this.closed) await this.crash.init();
        if (this.closed) {
          await this.handOver(client);
          return;
        }
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
    void this.crash.stop();
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

  /** Stops claiming and, when leading, releases the lock and tells the others to take over now. */
  async release(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.claiming;
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    await this.handOver(client);
  }

  private async handOver(client: PoolClient): Promise<void> {
    await repo.releaseCrashLeadership(client).catch(() => {});
    await repo.announceCrashLeadershipFree(client).catch(() => {});
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
      if (ctx.config.CRASH_ENABLED) await leadership.follow();
      else await crash.init();
    },
    async stop() {
      // The step in flight finishes first: the next driver must not cancel a round being settled.
      await crash.stop();
      await leadership.release();
    },
  };
}
