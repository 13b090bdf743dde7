import { BrandConfig, BrandConfigFields, flattenWhitelabel, type ModuleId } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { LoadedBrand } from "../../platform/brand.js";
import type { ChangeSubscriber } from "../../platform/change-feed.js";
import { type Pool, withTransaction } from "../../platform/db.js";
import * as repo from "./repository.js";

export type { LoadedBrand } from "../../platform/brand.js";

/** Safety net of the cache when a `brand_changed` notification is missed. */
export const BRAND_CACHE_TTL_MS = 30_000;

/**
 * Brand configuration, read from PostgreSQL and cached per merchant. Every server follows
 * `brand_changed` notifications (through the change feed) so a change made by the brand tool on
 * a running system takes effect at once on every instance.
 */
export class BrandService {
  private readonly cache = new Map<string, { loaded: Promise<LoadedBrand | undefined>; at: number }>();
  /**
   * `ttlMs` bounds how long a cached configuration is trusted without a notification: should the
   * change feed be lost without a sound, switches still apply within it.
   */
  constructor(
    private readonly pool: Pool,
    readonly defaultMerchant: string,
    private readonly ttlMs = BRAND_CACHE_TTL_MS,
  ) {}

  /** What keeps the cache fresh: `brand_changed` carries the merchant code (migration 0001). */
  readonly changes: ChangeSubscriber = {
    channel: "brand_changed",
    changed: (merchantCode) => this.cache.delete(merchantCode),
    reset: () => this.cache.clear(),
  };

  /**
   * A code that cannot be a merchant code (any `Merchant` header a client sends lands here) is
   * unknown without a query, and unknown codes are not cached, so made-up headers cannot grow the
   * cache.
   */
  get(merchantCode: string): Promise<LoadedBrand | undefined> {
    if (!BrandConfigFields.shape.merchantCode.safeParse(merchantCode).success)
      return Promise.resolve(undefined);
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
