import { describe, expect, it } from "vitest";
import {
  LANGUAGE_CODES,
  LANGUAGE_INFO,
  LANGUAGES,
  languageTag,
  negotiateLanguage,
  offeredLanguage,
  parseLanguage,
} from "./language.js";

describe("languages", () => {
  it("reads codes, browser tags and legacy spellings; anything else is the fallback", () => {
    expect(parseLanguage("EN")).toBe("EN");
    expect(parseLanguage("en-US")).toBe("EN");
    expect(parseLanguage("pt_BR")).toBe("PT");
    expect(parseLanguage(" pt ")).toBe("PT");
    expect(parseLanguage("xx", "EN")).toBe("EN");
    expect(parseLanguage("PTX", "EN")).toBe("EN");
    expect(parseLanguage(undefined, "EN")).toBe("EN");
    expect(parseLanguage(42, "PT")).toBe("PT");
    expect(parseLanguage("", "EN")).toBe("EN");
  });

  it("takes the first browser language the brand offers, else the brand's default", () => {
    expect(negotiateLanguage(["fr-FR", "en-GB", "pt-BR"], ["PT", "EN"], "PT")).toBe("EN");
    expect(negotiateLanguage(["fr-FR", "de"], ["PT", "EN"], "EN")).toBe("EN");
    expect(negotiateLanguage(["en-US"], ["PT"], "PT")).toBe("PT");
    expect(negotiateLanguage([], ["PT", "EN"], "PT")).toBe("PT");
  });

  it("turns a language the brand switched off into its default", () => {
    const brand = { defaultLanguage: "PT" as const, supportedLanguages: ["PT"] as const };
    expect(offeredLanguage("EN", brand)).toBe("PT");
    expect(offeredLanguage("PT", brand)).toBe("PT");
  });

  it("names every language in its own words, with its document tag", () => {
    for (const code of LANGUAGE_CODES) expect(LANGUAGE_INFO[code].nativeName).not.toBe("");
    expect(LANGUAGE_INFO.VI.nativeName).toBe("Tiếng Việt");
    expect(LANGUAGE_INFO.ZH.tag).toBe("zh-Hans");
    expect(languageTag("PT")).toBe("pt-BR");
    for (const language of LANGUAGES) expect(LANGUAGE_CODES).toContain(language);
  });
});
