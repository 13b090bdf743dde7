import { randomBytes } from "node:crypto";
import type { Pool } from "./db.js";

/**
 * Named random secrets kept in PostgreSQL so every instance uses the same one (HMAC keys,
 * peppers). The first instance to ask creates it; a configured value wins when given.
 */
export class Secrets {
  private readonly cache = new Map<string, Promise<string>>();
  constructor(private readonly pool: Pool) {}

  get(name: string, configured?: string): Promise<string> {
    if (configured) return Promise.resolve(configured);
    let pending = this.cache.get(name);
    if (!pending) {
      pending = (async () => {
        await this.pool.query(
          "insert into auth_secrets (name, value) values ($1, $2) on conflict (name) do nothing",
          [name, randomBytes(32).toString("hex")],
        );
        const result = await this.pool.query<{ value: string }>(
          "select value from auth_secrets where name = $1",
          [name],
        );
        return result.rows[0]!.value;
      })();
      pending.catch(() => this.cache.delete(name));
      this.cache.set(name, pending);
    }
    return pending;
  }
}
