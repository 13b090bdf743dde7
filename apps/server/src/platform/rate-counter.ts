import type { Pool } from "./db.js";

/**
 * The most hits a key keeps. Every limit in use is far below it, so a count at the cap is over
 * any limit; the cap keeps a flood from one client from growing its row without bound.
 */
export const RATE_COUNTER_CAP = 1000;

/**
 * Sliding-window counters kept in PostgreSQL, so every server instance sees the same counts
 * (throttles, daily caps, failure counts). `key` names what is counted and for whom; a key's
 * row holds the times of its hits of the last window, and one upsert takes the row's lock, so
 * concurrent hits on a key get distinct totals.
 */
export class RateCounter {
  constructor(private readonly pool: Pool) {}

  /** Adds one hit and returns the number of hits of the last `windowSeconds`, this one included. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const result = await this.pool.query<{ hits: number }>(
      `insert into rate_counters as c (key, hits, expires_at)
       values ($1, array[now()], now() + make_interval(secs => $2))
       on conflict (key) do update set
         hits = array(
           select h from unnest(c.hits) h
            where h > now() - make_interval(secs => $2)
            order by h desc limit $3
         ) || now(),
         expires_at = now() + make_interval(secs => $2)
       returning cardinality(hits) as hits`,
      [key, windowSeconds, RATE_COUNTER_CAP - 1],
    );
    if (Math.random() < 0.01) void this.sweep();
    return result.rows[0]?.hits ?? 0;
  }

  /** The number of hits of the last `windowSeconds`, without adding one. */
  async count(key: string, windowSeconds: number): Promise<number> {
    const result = await this.pool.query<{ hits: number }>(
      `select count(*)::int as hits
         from rate_counters, unnest(hits) h
        where key = $1 and h > now() - make_interval(secs => $2)`,
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
