import { LANGUAGES, type Language, MEMBER_PAGE_NAMES, SITE_PAGE_NAMES } from "@jogada/contracts";

/*
 * Finds text of another language on a page: every site catalogue and page name is read per
 * language, and a page in one language may show no phrase that only another language writes.
 * A text every language writes the same way ("Pix", "VIP", a vendor's name) belongs to all of
 * them, so it is never foreign.
 */

type Tree = { [key: string]: string | Tree };

interface LanguageCatalogue {
  firstScreen: Record<string, Tree>;
  namespaces: Record<string, () => Promise<Tree>>;
}

const CATALOGUES = import.meta.glob<LanguageCatalogue>("../../apps/web/src/app/catalogues/*.ts");

function strings(tree: Tree, out: Set<string>): Set<string> {
  for (const value of Object.values(tree)) {
    if (typeof value === "string") out.add(value);
    else strings(value, out);
  }
  return out;
}

/** Every text a page in this language may show from the site's own catalogue and page names. */
async function textsOf(language: Language): Promise<Set<string>> {
  const load = CATALOGUES[`../../apps/web/src/app/catalogues/${language.toLowerCase()}.ts`];
  if (!load) throw new Error(`no catalogue for ${language}`);
  const catalogue = await load();
  const out = new Set<string>();
  for (const tree of Object.values(catalogue.firstScreen)) strings(tree, out);
  for (const lazy of Object.values(catalogue.namespaces)) strings(await lazy(), out);
  for (const names of Object.values({ ...SITE_PAGE_NAMES, ...MEMBER_PAGE_NAMES })) out.add(names[language]);
  return out;
}

/**
 * The pieces of a text that are words a reader sees: placeholders and markup cut out, and only
 * pieces long enough to be a phrase of one language rather than a name or a number.
 */
function fragments(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|<[^>]*>|\n/)
    .map((piece) => piece.trim().replace(/[.:…,;!?]+$/, ""))
    .filter((piece) => [...piece].length >= 8 && /\p{L}{3}/u.test(piece));
}

export interface LeakFinder {
  /** "phrase (its language)" for each phrase of another language the text holds. */
  leaks(language: Language, text: string): string[];
  /** How many of this language's own phrases the text holds (a page drawn in it has many). */
  ownPhrases(language: Language, text: string): number;
}

export async function leakFinder(): Promise<LeakFinder> {
  const own = new Map<Language, Set<string>>();
  for (const language of LANGUAGES) own.set(language, await textsOf(language));
  const foreign = new Map<Language, Map<string, Language>>();
  const ownFragments = new Map<Language, string[]>();
  for (const language of LANGUAGES) {
    const mine = own.get(language) as Set<string>;
    const mineFragments = new Set([...mine].flatMap(fragments));
    ownFragments.set(language, [...mineFragments]);
    const theirs = new Map<string, Language>();
    for (const [other, texts] of own) {
      if (other === language) continue;
      for (const text of texts)
        for (const piece of fragments(text))
          if (!mineFragments.has(piece) && ![...mine].some((t) => t.includes(piece)))
            theirs.set(piece, other);
    }
    foreign.set(language, theirs);
  }
  return {
    leaks: (language, text) =>
      [...(foreign.get(language) ?? [])]
        .filter(([piece]) => text.includes(piece))
        .map(([piece, other]) => `"${piece}" (${other})`),
    ownPhrases: (language, text) => (ownFragments.get(language) ?? []).filter((p) => text.includes(p)).length,
  };
}
