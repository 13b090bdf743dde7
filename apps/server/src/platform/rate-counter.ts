import type { Pool } from "./db.js";

/**
 * Fixed-window counters kept in PostgreSQL, so every server instance sees the same counts
 * (throttles, daily caps, failure counts). `key` names what is counted and for whom.
 */
export class RateCounter {
  constructor(private readonly pool: Pool) {}

  /** Adds one hit to the current window and returns the window's total. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const result = await this.pool.query<{ hits: number }>(
      `insert into rate_counters (key, window_start, hits, expires_at)
       values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1,
               to_timestamp(floor(extract(epoch from now()) / $2) * $2 + $2))
       on conflict (key, window_start) do update set hits = rate_counters.hits + 1
       returning hits`,
      [key, windowSeconds],
    );
    if (Math.random() < 0.01) void this.sweep();
    return result.rows[0]?.hits ?? 0;
  }

  /** The current window's total without adding to it. */
  async count(key: string, windowSeconds: number): Promise<number> {
    const result = await this.pool.query<{ hits: number }>(
      `select hits from rate_counters
        where key = $1 and window_start = to_timestamp(floor(extract(epoch from now()) / $2) * $2)`,
      [key, windowSeconds],
    );
    return result.rows[0]?.hits ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query("delete from rate_counters where key = $1", [key]);
  }

  private async sweep(): Promise<void> {
    await this.pool.query("delete from rate_counters where expires_at < now()").catch(() => {});
  }
}
