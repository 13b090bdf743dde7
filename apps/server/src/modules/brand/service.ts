import { BrandConfig, flattenWhitelabel, type ModuleId } from "@jogada/contracts";
import type pg from "pg";
import { writeAudit } from "../../platform/audit-log.js";
import { connect, type Pool, withTransaction } from "../../platform/db.js";
import * as repo from "./repository.js";

/** Safety net of the cache when a `brand_changed` notification is missed. */
export const BRAND_CACHE_TTL_MS = 30_000;

export interface LoadedBrand {
  config: BrandConfig;
  modules: Record<string, boolean>;
}

/**
 * Brand configuration, read from PostgreSQL and cached per merchant. Every server listens for
 * `brand_changed` notifications so a change made by the brand tool on a running system takes
 * effect at once on every instance.
 */
export class BrandService {
  private readonly cache = new Map<string, { loaded: Promise<LoadedBrand | undefined>; at: number }>();
  private listener: pg.PoolClient | undefined;
  private relisten?: NodeJS.Timeout;
  private listening = false;
  private failures = 0;

  /**
   * `ttlMs` bounds how long a cached configuration is trusted without a notification: should the
   * listener be lost without a sound, switches still apply within it.
   */
  constructor(
    private readonly pool: Pool,
    readonly defaultMerchant: string,
    private readonly ttlMs = BRAND_CACHE_TTL_MS,
    private readonly onListenerLost: (error: Error) => void = () => {},
  ) {}

  /**
   * Listens for `brand_changed` on a connection of its own. When that connection is lost the
   * cache is dropped and the listener re-established with backoff; notifications missed in
   * between are covered by dropping the cache again once it listens.
   */
  async listen(): Promise<void> {
    this.listening = true;
    const client = await connect(this.pool, (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, new Error("the brand_changed listener's connection ended")));
    client.on("notification", (message) => {
      if (message.channel === "brand_changed" && message.payload) this.cache.delete(message.payload);
    });
    try {
      await client.query("listen brand_changed");
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    this.listener = client;
    this.failures = 0;
    this.cache.clear();
  }

  private lost(client: pg.PoolClient, error: Error): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    this.cache.clear();
    client.release(error);
    this.onListenerLost(error);
    this.scheduleRelisten();
  }

  private scheduleRelisten(): void {
    if (!this.listening || this.relisten) return;
    const delay = Math.min(30_000, 250 * 2 ** this.failures);
    this.failures++;
    this.relisten = setTimeout(() => {
      this.relisten = undefined;
      if (!this.listening) return;
      this.listen().catch(() => this.scheduleRelisten());
    }, delay);
    this.relisten.unref();
  }

  /** Whether the `brand_changed` listener is connected (tests and health). */
  get isListening(): boolean {
    return this.listener !== undefined;
  }

  async close(): Promise<void> {
    this.listening = false;
    if (this.relisten) clearTimeout(this.relisten);
    this.relisten = undefined;
    if (this.listener) {
      this.listener.release(true);
      this.listener = undefined;
    }
  }

  /**
   * A code that cannot be a merchant code (any `Merchant` header a client sends lands here) is
   * unknown without a query, and unknown codes are not cached, so made-up headers cannot grow the
   * cache.
   */
  get(merchantCode: string): Promise<LoadedBrand | undefined> {
    if (!BrandConfig.shape.merchantCode.safeParse(merchantCode).success) return Promise.resolve(undefined);
    const now = Date.now();
    const cached = this.cache.get(merchantCode);
    if (cached && now - cached.at < this.ttlMs) return cached.loaded;
    const loaded = repo.findBrandConfig(this.pool, merchantCode).then((raw) => {
      if (raw === undefined) {
        if (this.cache.get(merchantCode) === entry) this.cache.delete(merchantCode);
        return undefined;
      }
      const config = BrandConfig.parse(raw);
      return { config, modules: flattenWhitelabel(config.whitelabel) };
    });
    const entry = { loaded, at: now };
    loaded.catch(() => {
      if (this.cache.get(merchantCode) === entry) this.cache.delete(merchantCode);
    });
    this.cache.set(merchantCode, entry);
    return loaded;
  }

  isModuleEnabled(brand: LoadedBrand, modId: ModuleId): boolean {
    return brand.modules[modId] === true;
  }

  /**
   * Applies a change to a brand's configuration in one transaction; the result must still be a
   * valid BrandConfig or nothing is written. Returns the new configuration.
   */
  async update(
    merchantCode: string,
    actor: string,
    action: string,
    change: (config: BrandConfig) => BrandConfig,
    detail: Record<string, unknown> = {},
  ): Promise<BrandConfig> {
    const updated = await withTransaction(this.pool, async (tx) => {
      const raw = await repo.lockBrandConfig(tx, merchantCode);
      if (raw === undefined) throw new Error(`Unknown merchant ${merchantCode}`);
      const next = BrandConfig.parse(change(structuredClone(BrandConfig.parse(raw))));
      await repo.updateBrandConfig(tx, merchantCode, next);
      await writeAudit(tx, { actor, action, merchantCode, detail });
      return next;
    });
    this.cache.delete(merchantCode);
    return updated;
  }

  async seed(config: BrandConfig): Promise<boolean> {
    const valid = BrandConfig.parse(config);
    return repo.insertBrandIfAbsent(this.pool, valid.merchantCode, valid);
  }

  merchants(): Promise<string[]> {
    return repo.listMerchantCodes(this.pool);
  }
}
