import { LANGUAGE_INFO, type LanguageCode } from "./language-codes.js";

/*
 * The rules every translation is held to, shared by the completeness tests of the site's
 * catalogues, the error messages and the server's templates: each text of the reference (PT)
 * exists, none is empty, the same placeholders are used, and a plural has exactly the forms
 * i18next asks for in that language (Intl.PluralRules: `_one` and `_other` in English; `_one`,
 * `_many`, `_other` in Portuguese and Spanish; only `_other` in Vietnamese, Thai, Chinese and
 * Indonesian).
 */

type Tree = { readonly [key: string]: unknown };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `{{name}}` (i18next) and `{name}` (errors, server templates) placeholders of a text. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{?\s*([\w.-]+)(?:,[^}]*)?\s*\}?\}/g)].map((match) => match[1] ?? "").sort();
}

/** Every text of a nested catalogue by its dotted key. */
export function flattenTexts(tree: Tree, prefix = ""): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") texts.set(path, value);
    else if (value && typeof value === "object")
      for (const [inner, text] of flattenTexts(value as Tree, path)) texts.set(inner, text);
  }
  return texts;
}

/** The plural forms i18next looks up in a language, e.g. ["many", "one", "other"] in Portuguese. */
export function pluralForms(language: LanguageCode): string[] {
  return [...new Intl.PluralRules(LANGUAGE_INFO[language].tag).resolvedOptions().pluralCategories].sort();
}

/** Texts grouped by key, a plural's forms under its base key. */
function group(texts: Map<string, string>): Map<string, { plural: boolean; forms: Map<string, string> }> {
  const groups = new Map<string, { plural: boolean; forms: Map<string, string> }>();
  for (const [key, text] of texts) {
    const form = key.match(PLURAL)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const entry = groups.get(base) ?? { plural: Boolean(form), forms: new Map() };
    entry.forms.set(form ?? "", text);
    groups.set(base, entry);
  }
  return groups;
}

const union = (forms: Map<string, string>) =>
  [...new Set([...forms.values()].flatMap(placeholders))].sort().join(", ");

/**
 * What is wrong with `other` (in `language`) against the reference catalogue: missing, extra or
 * empty texts, plural forms the language does not use or lacks, placeholders that differ. Empty
 * when complete.
 */
export function catalogueProblems(reference: Tree, other: Tree, language: LanguageCode): string[] {
  const problems: string[] = [];
  const want = group(flattenTexts(reference));
  const have = group(flattenTexts(other));
  const forms = pluralForms(language);
  for (const [key, expected] of want) {
    const found = have.get(key);
    if (!found) {
      problems.push(`${language} lacks ${key}`);
      continue;
    }
    if (expected.plural) {
      const got = [...found.forms.keys()].sort();
      if (got.join() !== forms.join())
        problems.push(
          `${language} ${key}: plural forms ${got.join("/")}, the language uses ${forms.join("/")}`,
        );
    } else if (found.plural) {
      problems.push(`${language} ${key}: plural forms where the reference has one text`);
    }
    for (const [form, text] of found.forms)
      if (text.trim() === "") problems.push(`${language} ${key}${form ? `_${form}` : ""} is empty`);
    if (union(found.forms) !== union(expected.forms))
      problems.push(
        `${language} ${key}: placeholders {${union(found.forms)}}, the reference has {${union(expected.forms)}}`,
      );
  }
  for (const key of have.keys())
    if (!want.has(key)) problems.push(`${language} has ${key}, unknown to the reference`);
  return problems;
}
