import { z } from "zod";
import { LANGUAGES, type Language as ShippedLanguage } from "./language-codes.js";

export * from "./language-codes.js";

/** A shipped language's code, as the API's schemas check it. */
export const Language = z.enum(LANGUAGES);
export type Language = ShippedLanguage;

/** A stored text in each language (announcements, notices, menus). */
export const LocalizedSchema = z.object({ PT: z.string(), EN: z.string() });
