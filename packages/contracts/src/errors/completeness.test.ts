import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "../language-codes.js";
import { catalogueProblems } from "../text-completeness.js";
import { ERRORS } from "./index.js";

/** The catalogue in one language: code -> text, only the codes it has. */
function inLanguage(language: LanguageCode): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [code, definition] of Object.entries(ERRORS)) {
    const text = (definition as Partial<Record<LanguageCode, string>>)[language];
    if (text !== undefined) texts[code] = text;
  }
  return texts;
}

describe("error messages", () => {
  const reference = inLanguage("PT");

  it.each([...LANGUAGES])("%s has every code, none empty, with PT's placeholders", (language) => {
    expect(Object.keys(reference).length).toBe(Object.keys(ERRORS).length);
    expect(catalogueProblems(reference, inLanguage(language), language)).toEqual([]);
  });

  it("a language not yet shipped has right placeholders in the texts it already has", () => {
    for (const language of LANGUAGE_CODES.filter(
      (code) => !(LANGUAGES as readonly string[]).includes(code),
    )) {
      const partial = inLanguage(language);
      const wanted = Object.fromEntries(Object.keys(partial).map((code) => [code, reference[code] ?? ""]));
      expect(catalogueProblems(wanted, partial, language)).toEqual([]);
    }
  });
});
