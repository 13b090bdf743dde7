/*
 * The languages without zod: the site's first screen reads these (language.ts adds the schemas).
 */

/**
 * Every language the platform knows, by code: what a `Language` header, a stored choice or a
 * browser may name. A code is offered only once its texts are complete (LANGUAGES below).
 */
export const LANGUAGE_CODES = ["PT", "EN", "VI", "TH", "ZH", "ID", "ES"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/**
 * Languages the platform ships, each with every text complete (the site's catalogues, error
 * messages, notifications, inbox templates, SMS): a brand offers some of them. PT is the default
 * (SPEC §1). A language joins this list once its catalogues pass the completeness test.
 */
export const LANGUAGES = [
  "PT",
  "EN",
  "VI",
  "TH",
  "ZH",
  "ID",
  "ES",
] as const satisfies readonly LanguageCode[];
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "PT";

/**
 * Something in every shipped language, and in any language still being written (a language
 * joins LANGUAGES when every such table has it, and the compiler then asks for it everywhere).
 */
export type Translations<T> = Record<Language, T> & Partial<Record<LanguageCode, T>>;

/** A text in every shipped language. */
export type Localized = Translations<string>;

/**
 * A text written by staff or kept in the brand's settings (a VIP level's name, a deposit channel's,
 * a reason only staff read): the console writes PT and EN, any other language is optional.
 */
export type StaffText<T = string> = { PT: T; EN: T } & Partial<Record<LanguageCode, T>>;

/**
 * A staff-written text in the reader's language, else in `fallback` (the brand's default, or
 * English, the console's other language, for a reader whose language staff did not write).
 */
export function textIn<T>(texts: StaffText<T>, language: LanguageCode, fallback: "PT" | "EN" = "EN"): T {
  return texts[language] ?? texts[fallback];
}

/**
 * How each language names itself (the switcher lists them so, whatever the page's language) and
 * its BCP 47 tag for the document's `lang`, which picks fonts, hyphenation, screen-reader voices
 * and the browser's own date and number pickers.
 */
export const LANGUAGE_INFO: Record<LanguageCode, { nativeName: string; tag: string }> = {
  PT: { nativeName: "Português", tag: "pt-BR" },
  EN: { nativeName: "English", tag: "en" },
  VI: { nativeName: "Tiếng Việt", tag: "vi" },
  TH: { nativeName: "ไทย", tag: "th" },
  ZH: { nativeName: "简体中文", tag: "zh-Hans" },
  ID: { nativeName: "Bahasa Indonesia", tag: "id" },
  ES: { nativeName: "Español", tag: "es" },
};

/** The BCP 47 tag of a language, for `lang` attributes and `Intl` formatters. */
export function languageTag(language: Language): string {
  return LANGUAGE_INFO[language].tag;
}

/** Browser and legacy spellings that are not the code's own two letters. */
const ALIASES: Record<string, LanguageCode> = { IN: "ID", CMN: "ZH" };

/**
 * The shipped language a code names: "PT", "pt-BR", "en-US", "vi", "zh-Hans-CN", "in" (older
 * Android for Indonesian). Anything else (unknown, not yet shipped, not a string) is `fallback`:
 * a bad code is never an error page, only the default language.
 */
export function parseLanguage(raw: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  return findLanguage(raw) ?? fallback;
}

/** The shipped language a code names, or undefined. */
export function findLanguage(raw: unknown): Language | undefined {
  if (typeof raw !== "string") return undefined;
  const primary = raw.trim().split(/[-_]/)[0]?.toUpperCase() ?? "";
  const code = ALIASES[primary] ?? primary;
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : undefined;
}

/**
 * The first of a visitor's preferred languages (e.g. navigator.languages, most wanted first) that
 * the brand offers, else the brand's default.
 */
export function negotiateLanguage(
  preferred: readonly string[],
  offered: readonly Language[],
  brandDefault: Language,
): Language {
  for (const tag of preferred) {
    const language = findLanguage(tag);
    if (language && offered.includes(language)) return language;
  }
  return brandDefault;
}

/** A language the brand offers: the one asked for when it is on, else the brand's default. */
export function offeredLanguage(
  asked: Language,
  brand: { defaultLanguage: Language; supportedLanguages: readonly Language[] },
): Language {
  return brand.supportedLanguages.includes(asked) ? asked : brand.defaultLanguage;
}
