import { type BrandConfig, type Language, type ModuleId, type StaffText, textIn } from "@jogada/contracts";

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

/**
 * A text the brand's settings keep or staff wrote (PT and EN, any other language optional) in the
 * reader's language, else in the brand's default language, else in English.
 */
export function brandText<T>(
  texts: StaffText<T>,
  language: Language,
  brand: { defaultLanguage: Language },
): T {
  return texts[language] ?? textIn(texts, brand.defaultLanguage);
}
