import {
  findLanguage,
  type Language,
  type ModuleId,
  offeredLanguage,
  parseLanguage,
} from "@jogada/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { BrandLookup, LoadedBrand } from "./brand.js";
import { AppError } from "./errors.js";
import { countryOf } from "./geo.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Module ID that must be on in the brand's whitelabel tree (REFERENCE.md §1). */
    modId?: ModuleId;
    /** Still answered during maintenance and for restricted regions (site info, contact). */
    alwaysAvailable?: boolean;
    /** The body must arrive encrypted as a JWE (DESIGN.md §3). */
    encrypted?: boolean;
  }
  interface FastifyRequest {
    brand: LoadedBrand;
    language: Language;
    readonly country: string;
    /** The country once looked up (read `country`). */
    countryFound: string | null;
  }
}

const API_PREFIXES = ["/wps/", "/lgw/", "/lotto/", "/api/"];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function isRegionRestricted(brand: LoadedBrand, country: string): boolean {
  if (!country) return false;
  const { allowed, blocked } = brand.config.countries;
  if (blocked.includes(country)) return true;
  return allowed.length > 0 && !allowed.includes(country);
}

async function resolveBrand(brands: BrandLookup, request: FastifyRequest): Promise<LoadedBrand> {
  const header = request.headers.merchant;
  const code = typeof header === "string" && header.trim() ? header.trim() : brands.defaultMerchant;
  const brand = await brands.get(code);
  if (!brand) throw new AppError("merchant.unknown", {}, { field: "Merchant" });
  return brand;
}

/**
 * Resolves the brand (`Merchant` header), the language (`Language` header, else the brand's
 * default) and the visitor's country for every API call, then applies the brand's gates:
 * maintenance, region restriction and the call's module ID.
 */
export const requestContext = fp(async (app: FastifyInstance, options: { brands: BrandLookup }) => {
  app.decorateRequest("brand", null as unknown as LoadedBrand);
  app.decorateRequest("language", "PT");
  // Looked up when first read (the site's info, promotions, a brand with country rules), not on
  // every call: most calls never ask.
  app.decorateRequest("countryFound", null);
  app.decorateRequest("country", {
    getter(this: FastifyRequest) {
      this.countryFound ??= countryOf(this.ip);
      return this.countryFound;
    },
  });

  app.addHook("onRequest", async (request) => {
    request.language = parseLanguage(request.headers.language);
    if (!isApiPath(request.url)) return;
    request.brand = await resolveBrand(options.brands, request);
    // An unknown code, a language the brand does not offer or none: the brand's default.
    const asked = findLanguage(request.headers.language);
    request.language = asked
      ? offeredLanguage(asked, request.brand.config)
      : request.brand.config.defaultLanguage;

    const routeConfig = request.routeOptions.config;
    if (!routeConfig?.alwaysAvailable) {
      if (request.brand.config.maintenance.enabled) throw new AppError("system.maintenance");
      const { allowed, blocked } = request.brand.config.countries;
      const rules = allowed.length > 0 || blocked.length > 0;
      if (rules && isRegionRestricted(request.brand, request.country))
        throw new AppError("access.restricted");
    }
    if (routeConfig?.modId && !options.brands.isModuleEnabled(request.brand, routeConfig.modId)) {
      throw new AppError("function.not.available");
    }
  });
});
