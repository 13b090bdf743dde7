import { BrandConfig, flattenWhitelabel, type ModuleId } from "@jogada/contracts";
import type pg from "pg";
import { type Pool, withTransaction } from "../../platform/db.js";
import * as repo from "./repository.js";

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
  private readonly cache = new Map<string, Promise<LoadedBrand | undefined>>();
  private listener: pg.PoolClient | undefined;

  constructor(
    private readonly pool: Pool,
    readonly defaultMerchant: string,
  ) {}

  async listen(): Promise<void> {
    const client = await this.pool.connect();
    client.on("notification", (message) => {
      if (message.channel === "brand_changed" && message.payload) this.cache.delete(message.payload);
    });
    // A dropped listener connection would leave a stale cache: forget everything instead.
    client.on("error", () => this.cache.clear());
    await client.query("listen brand_changed");
    this.listener = client;
  }

  async close(): Promise<void> {
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
    let pending = this.cache.get(merchantCode);
    if (!pending) {
      pending = repo.findBrandConfig(this.pool, merchantCode).then((raw) => {
        if (raw === undefined) {
          this.cache.delete(merchantCode);
          return undefined;
        }
        const config = BrandConfig.parse(raw);
        return { config, modules: flattenWhitelabel(config.whitelabel) };
      });
      pending.catch(() => this.cache.delete(merchantCode));
      this.cache.set(merchantCode, pending);
    }
    return pending;
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
    detail: unknown = {},
  ): Promise<BrandConfig> {
    const updated = await withTransaction(this.pool, async (tx) => {
      const raw = await repo.lockBrandConfig(tx, merchantCode);
      if (raw === undefined) throw new Error(`Unknown merchant ${merchantCode}`);
      const next = BrandConfig.parse(change(structuredClone(BrandConfig.parse(raw))));
      await repo.updateBrandConfig(tx, merchantCode, next);
      await repo.insertAudit(tx, { actor, action, merchantCode, detail });
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
