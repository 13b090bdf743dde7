import { catalogueProblems, LANGUAGE_CODES, LANGUAGES, type LanguageCode } from "@jogada/contracts";
import { describe, expect, it } from "vitest";

interface LanguageCatalogue {
  firstScreen: Record<string, object>;
  namespaces: Record<string, () => Promise<object>>;
}

/** Every language's catalogue in this folder (pt.ts, en.ts, vi.ts, ...), shipped or not yet. */
const modules = import.meta.glob<LanguageCatalogue>(["./*.ts", "!./*.test.ts"]);

async function texts(file: string): Promise<Record<string, object>> {
  const loader = modules[file];
  if (!loader) throw new Error(`no catalogue ${file}`);
  const catalogue = await loader();
  const lazy = await Promise.all(
    Object.entries(catalogue.namespaces).map(async ([name, load]) => [name, await load()] as const),
  );
  return { ...catalogue.firstScreen, ...Object.fromEntries(lazy) };
}

const files = Object.keys(modules).map((file) => ({
  file,
  language: file.replace(/^\.\/(\w+)\.ts$/, "$1").toUpperCase() as LanguageCode,
}));

describe("the site's catalogues", () => {
  it("are one file per known language, and every shipped language has one", () => {
    for (const { language } of files) expect(LANGUAGE_CODES).toContain(language);
    for (const language of LANGUAGES) expect(files.map((f) => f.language)).toContain(language);
  });

  it.each(files)(
    "$language has every text of PT, none empty, same placeholders, its own plural forms",
    async ({ file, language }) => {
      const reference = await texts("./pt.ts");
      expect(catalogueProblems(reference, await texts(file), language)).toEqual([]);
    },
  );
});
