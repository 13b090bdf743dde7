import { z } from "zod";
import { Merchant, Money } from "./back-office-fields.js";
import { ChangeRequestValue } from "./back-office-staff.js";
import { ok } from "./envelope.js";
import { ModuleId } from "./modules.js";

/** Brand settings: modules, maintenance, countries, single values, the four-eyes threshold. */

export const BrandParams = z.object({ merchantCode: Merchant });
export const BrandListReply = ok(
  z.array(
    z.object({ merchantCode: z.string(), name: z.string(), currency: z.string(), maintenance: z.boolean() }),
  ),
);
/** The brand's whole configuration (the BrandConfig contract), as stored. */
export const BrandSettingsReply = ok(
  z.object({ merchantCode: z.string(), config: z.record(z.string(), z.unknown()) }),
);
export const BrandModuleParams = BrandParams.extend({ modId: ModuleId });
export const BrandModuleRequest = z.object({ enabled: z.boolean() });
export const BrandMaintenanceRequest = z.object({
  on: z.boolean(),
  noticePt: z.string().trim().max(500).default(""),
  noticeEn: z.string().trim().max(500).default(""),
});
export const BrandCountriesRequest = z.object({
  /** Only these countries (empty: any country not blocked). */
  allowed: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  blocked: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
});
/** One value of the configuration by dot path (limits, amounts...), validated against BrandConfig. */
export const BrandValueRequest = z.object({
  path: z.string().trim().min(1).max(200),
  value: z.unknown(),
});

/** The amount above which a manual adjustment waits for a second staff member, per brand. */
export const FourEyesReply = ok(
  z.object({
    merchantCode: z.string(),
    currency: z.string(),
    /** In force for the brand: its own value, or the platform default when it has none. */
    limit: Money,
    /** The platform default (OPS_FOUR_EYES_ABOVE). */
    defaultLimit: Money,
    source: z.enum(["brand", "default"]),
    updatedBy: z.string().nullable(),
    updatedAt: z.string().nullable(),
    /** A new amount asked for and waiting for a second administrator: not in force until approved. */
    pendingChange: ChangeRequestValue.nullable(),
  }),
);
export const FourEyesRequest = z.object({
  /** A non-negative amount ("500.00"), or null to go back to the platform default. */
  limit: Money.nullable(),
});
