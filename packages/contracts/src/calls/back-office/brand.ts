import {
  BrandCountriesRequest,
  BrandListReply,
  BrandMaintenanceRequest,
  BrandModuleParams,
  BrandModuleRequest,
  BrandParams,
  BrandSettingsReply,
  BrandValueRequest,
  FourEyesReply,
  FourEyesRequest,
} from "../../back-office.js";
import { defineCall } from "../../call.js";
import { ops } from "./ops.js";

const brandErrors = ["merchant.unknown", "operator.brand.invalid"] as const;

export const listBrands = defineCall({
  ...ops,
  permission: "brand.read",
  method: "GET",
  path: "/ops/brands",
  idempotent: false,
  summary: "Every brand with its currency and maintenance state",
  reply: BrandListReply,
  errors: [],
});

export const brandSettings = defineCall({
  ...ops,
  permission: "brand.read",
  method: "GET",
  path: "/ops/brands/:merchantCode",
  idempotent: false,
  summary: "A brand's whole configuration: module tree, maintenance, countries, limits",
  params: BrandParams,
  reply: BrandSettingsReply,
  errors: ["merchant.unknown"],
});

export const setBrandModule = defineCall({
  ...ops,
  permission: "brand.write",
  method: "PUT",
  path: "/ops/brands/:merchantCode/modules/:modId",
  idempotent: false,
  summary: "Switch a module of the brand on or off (its branch goes with it)",
  params: BrandModuleParams,
  body: BrandModuleRequest,
  reply: BrandSettingsReply,
  errors: brandErrors,
});

export const setBrandMaintenance = defineCall({
  ...ops,
  permission: "brand.write",
  method: "PUT",
  path: "/ops/brands/:merchantCode/maintenance",
  idempotent: false,
  summary: "Maintenance on or off with its notice in PT and EN",
  params: BrandParams,
  body: BrandMaintenanceRequest,
  reply: BrandSettingsReply,
  errors: brandErrors,
});

export const setBrandCountries = defineCall({
  ...ops,
  permission: "brand.write",
  method: "PUT",
  path: "/ops/brands/:merchantCode/countries",
  idempotent: false,
  summary: "Countries allowed (empty: any) and blocked",
  params: BrandParams,
  body: BrandCountriesRequest,
  reply: BrandSettingsReply,
  errors: brandErrors,
});

export const setBrandValue = defineCall({
  ...ops,
  permission: "brand.write",
  method: "PUT",
  path: "/ops/brands/:merchantCode/value",
  idempotent: false,
  summary: "Replace one existing configuration value by dot path (limits, amounts), validated",
  params: BrandParams,
  body: BrandValueRequest,
  reply: BrandSettingsReply,
  errors: brandErrors,
});

export const brandFourEyes = defineCall({
  ...ops,
  permission: "brand.read",
  method: "GET",
  path: "/ops/brands/:merchantCode/four-eyes",
  idempotent: false,
  summary: "The amount above which a manual adjustment needs a second staff member, for this brand",
  params: BrandParams,
  reply: FourEyesReply,
  errors: ["merchant.unknown"],
});

export const setBrandFourEyes = defineCall({
  ...ops,
  permission: "brand.write",
  method: "PUT",
  path: "/ops/brands/:merchantCode/four-eyes",
  idempotent: false,
  summary:
    "Ask for a new four-eyes amount for the brand's manual adjustments (null: the platform default); in force once a second administrator approves, audited",
  params: BrandParams,
  body: FourEyesRequest,
  reply: FourEyesReply,
  errors: ["merchant.unknown", "wallet.amount.invalid", "operator.change.pending"],
});
