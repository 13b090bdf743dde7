import { z } from "zod";
import { LANGUAGES, type Language as ShippedLanguage } from "./language-codes.js";

export * from "./language-codes.js";

/** A shipped language's code, as the API's schemas check it. */
export const Language = z.enum(LANGUAGES);
export type Language = ShippedLanguage;

/**
 * A text staff write or a brand keeps (a notice, a deposit channel's name, a message): PT and EN,
 * the console's languages, and any other shipped language staff choose to add (`StaffText`).
 */
export const LocalizedSchema = z.object({
  PT: z.string(),
  EN: z.string(),
  VI: z.string().optional(),
  TH: z.string().optional(),
  ZH: z.string().optional(),
  ID: z.string().optional(),
  ES: z.string().optional(),
});

/** A text the platform writes itself in every shipped language (page names, menu labels). */
export const TranslationsSchema = z.object({
  PT: z.string(),
  EN: z.string(),
  VI: z.string(),
  TH: z.string(),
  ZH: z.string(),
  ID: z.string(),
  ES: z.string(),
});
