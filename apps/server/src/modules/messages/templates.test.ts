import { catalogueProblems, LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "@jogada/contracts";
import { describe, expect, it } from "vitest";
import { renderTemplate, SYSTEM_TEXTS } from "./templates.js";

/** The inbox templates in one language: template -> title and content (those it has). */
function inLanguage(language: LanguageCode) {
  return Object.fromEntries(
    Object.entries(SYSTEM_TEXTS)
      .map(([template, texts]) => [template, (texts as Partial<Record<LanguageCode, object>>)[language]])
      .filter(([, texts]) => texts !== undefined),
  );
}

describe("system message templates", () => {
  it.each([...LANGUAGES])("%s has every template, none empty, with PT's placeholders", (language) => {
    expect(catalogueProblems(inLanguage("PT"), inLanguage(language), language)).toEqual([]);
  });

  it("a language not yet shipped is complete or absent, with PT's placeholders", () => {
    for (const language of LANGUAGE_CODES.filter(
      (code) => !(LANGUAGES as readonly string[]).includes(code),
    )) {
      const texts = inLanguage(language);
      if (Object.keys(texts).length > 0)
        expect(catalogueProblems(inLanguage("PT"), texts, language)).toEqual([]);
    }
  });

  it("are stored in every shipped language, with the params filled in and escaped", () => {
    const rendered = renderTemplate("withdrawal.rejected", { amount: "P 10,00", reason: "<b>x</b>" });
    expect(Object.keys(rendered.title).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(rendered.content[language]).toContain("&lt;b&gt;x&lt;/b&gt;");
      expect(rendered.content[language]).not.toMatch(/\{\w+\}/);
    }
  });
});
