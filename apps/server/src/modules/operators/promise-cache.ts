/**
 * Loads shared by key: concurrent and later calls for a key get the same promise until it expires
 * (`ttlMs`) or is pushed out by newer keys (`maxEntries`, oldest first). A failed load is forgotten
 * so the next call tries again.
 */
export class PromiseCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(private readonly limits: { ttlMs?: number; maxEntries?: number }) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const { ttlMs, maxEntries } = this.limits;
    const fresh = (at: number) => ttlMs === undefined || now - at < ttlMs;
    const cached = this.entries.get(key);
    if (cached && fresh(cached.at)) return cached.value;
    for (const [k, v] of this.entries) if (!fresh(v.at)) this.entries.delete(k);
    const value = load();
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.entries.set(key, { at: now, value });
    if (maxEntries !== undefined)
      for (const old of this.entries.keys()) {
        if (this.entries.size <= maxEntries) break;
        this.entries.delete(old);
      }
    return value;
  }
}
