import type pg from "pg";
import { connect, type Pool } from "./db.js";

/** A cache kept fresh by one notification channel of the database. */
export interface ChangeSubscriber {
  channel: string;
  /** A row behind the cache changed; `payload` says which (the trigger's choice). */
  changed(payload: string): void;
  /**
   * The feed was lost (`listening` false) or is listening again (true). Either way notifications
   * may have been missed: whatever is cached is to be dropped, and while not listening nothing
   * should be trusted beyond its own time limit.
   */
  reset(listening: boolean): void;
}

/**
 * One connection that LISTENs to the change notifications of every cache in this process (brand
 * configurations, player sessions), so that a change committed by any instance, tool or operator
 * reaches every instance at once. When the connection is lost, subscribers are reset and the
 * feed listens again with backoff; they are reset again once it listens.
 */
export class ChangeFeed {
  private readonly subscribers: ChangeSubscriber[] = [];
  private client: pg.PoolClient | undefined;
  private retry?: NodeJS.Timeout;
  private running = false;
  private failures = 0;

  constructor(
    private readonly pool: Pool,
    private readonly onLost: (error: Error) => void = () => {},
  ) {}

  /** Before or after start: a channel new to a feed already listening is listened to at once. */
  subscribe(subscriber: ChangeSubscriber): void {
    const known = this.subscribers.some((s) => s.channel === subscriber.channel);
    this.subscribers.push(subscriber);
    const client = this.client;
    if (known || !client) return;
    client.query(`listen ${subscriber.channel}`).then(
      () => subscriber.reset(true),
      (error: Error) => this.lost(client, error),
    );
  }

  async start(): Promise<void> {
    this.running = true;
    const client = await connect(this.pool, (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, new Error("the change feed's connection ended")));
    client.on("notification", (message) => {
      if (message.payload === undefined) return;
      for (const s of this.subscribers) if (s.channel === message.channel) s.changed(message.payload);
    });
    try {
      const channels = [...new Set(this.subscribers.map((s) => s.channel))];
      await client.query(channels.map((channel) => `listen ${channel}`).join("; "));
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    this.client = client;
    this.failures = 0;
    for (const s of this.subscribers) s.reset(true);
  }

  /** Whether the feed's connection is up and listening (tests and health). */
  get isListening(): boolean {
    return this.client !== undefined;
  }

  async close(): Promise<void> {
    this.running = false;
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    if (this.client) {
      this.client.release(true);
      this.client = undefined;
    }
    for (const s of this.subscribers) s.reset(false);
  }

  private lost(client: pg.PoolClient, error: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    for (const s of this.subscribers) s.reset(false);
    client.release(error);
    this.onLost(error);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (!this.running || this.retry) return;
    const delay = Math.min(30_000, 250 * 2 ** this.failures);
    this.failures++;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.running) return;
      this.start().catch(() => this.scheduleRetry());
    }, delay);
    this.retry.unref();
  }
}
