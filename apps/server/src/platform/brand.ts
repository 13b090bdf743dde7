import type { BrandConfig, ModuleId } from "@jogada/contracts";

/** A brand as every request carries it: its configuration and which modules it has switched on. */
export interface LoadedBrand {
  config: BrandConfig;
  modules: Record<string, boolean>;
}

/** Where the platform finds the brand a request names (the brand module's service is one). */
export interface BrandLookup {
  /** The merchant code of a request that names none. */
  readonly defaultMerchant: string;
  get(merchant: string): Promise<LoadedBrand | undefined>;
  isModuleEnabled(brand: LoadedBrand, modId: ModuleId): boolean;
}
