import type { PoolClient } from "pg";
import type { AppContext } from "../../platform/context.js";
import type { CrashEngine } from "./crash.js";
import * as repo from "./repository.js";

/**
 * Only one server instance drives the shared crash rounds: the one holding this advisory lock on
 * a connection of its own. The others keep trying, so one takes over when the leader stops.
 */
export class CrashLeadership {
  private client?: PoolClient;
  private retry?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly crash: CrashEngine,
  ) {}

  async claim(): Promise<void> {
    if (this.closed) return;
    const client = await this.ctx.pool.connect();
    if (await repo.tryCrashLeadership(client)) {
      this.client = client;
      this.crash.start();
      return;
    }
    client.release();
    this.retry = setTimeout(() => {
      this.claim().catch((error) => this.ctx.log.warn({ err: error }, "crash leadership claim failed"));
    }, 10_000);
    this.retry.unref();
  }

  async release(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (!this.client) return;
    await repo.releaseCrashLeadership(this.client).catch(() => {});
    this.client.release();
    this.client = undefined;
  }
}

export interface CrashRounds {
  /** Cancels rounds a previous process left unfinished, then (CRASH_ENABLED) claims leadership. */
  start(): Promise<void>;
  /** Stops the timer and hands leadership over. */
  stop(): Promise<void>;
}

/** The crash timer's lifecycle, for whatever starts and stops the server's background work. */
export function crashRounds(ctx: AppContext, crash: CrashEngine): CrashRounds {
  const leadership = new CrashLeadership(ctx, crash);
  return {
    async start() {
      await crash.init();
      if (ctx.config.CRASH_ENABLED) await leadership.claim();
    },
    async stop() {
      crash.stop();
      await leadership.release();
    },
  };
}
