import type { FooterVendor } from "../../../shared/shell/types";

/** Which colour logo set a vendor's footer logo comes from (SPEC §2). */
export type ProviderLogoType = "SPORTS" | "LIVE" | "RNG";

/** The SEA lottery is the house's own product and has no provider logo. */
export const FOOTER_EXCLUDED_VENDORS: readonly string[] = ["TCG_SEA"];

export function providerLogoType(vendorCode: string): ProviderLogoType {
  if (vendorCode === "SV3") return "SPORTS";
  if (vendorCode === "N2") return "LIVE";
  return "RNG";
}

export interface ProviderLogo extends FooterVendor {
  logoType: ProviderLogoType;
  logoUrl: string;
}

/** One logo per distinct vendor, in first-seen order, without the excluded vendors. */
export function footerProviderLogos(vendors: readonly FooterVendor[]): ProviderLogo[] {
  const seen = new Set<string>();
  const logos: ProviderLogo[] = [];
  for (const vendor of vendors) {
    const code = vendor.code.trim();
    if (!code || seen.has(code) || FOOTER_EXCLUDED_VENDORS.includes(code)) continue;
    seen.add(code);
    const logoType = providerLogoType(code);
    logos.push({
      ...vendor,
      code,
      logoType,
      logoUrl:
        vendor.logoUrl || `/images/providers/${logoType.toLowerCase()}/${encodeURIComponent(code)}.svg`,
    });
  }
  return logos;
}
