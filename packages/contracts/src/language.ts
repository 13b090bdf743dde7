import { z } from "zod";

/** Languages the brand may offer. PT is the default (SPEC §1). */
export const LANGUAGES = ["PT", "EN"] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = "PT";

/** A text in every supported language. */
export type Localized = Record<Language, string>;
export const LocalizedSchema = z.object({ PT: z.string(), EN: z.string() });

export function parseLanguage(raw: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  if (typeof raw !== "string") return fallback;
  const upper = raw.trim().slice(0, 2).toUpperCase();
  return (LANGUAGES as readonly string[]).includes(upper) ? (upper as Language) : fallback;
}
