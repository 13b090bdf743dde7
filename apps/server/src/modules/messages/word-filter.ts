/**
 * The chat room's word filter. Hand-written because the libraries on npm cover English only and
 * the brand's list decides anyway: words are compared after folding case, accents, look-alike
 * digits and separators, so "P.u.t@" and "pvta" style spellings of a listed word are caught.
 */
const LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

export function foldForFilter(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[0134570@$]/g, (char) => LOOK_ALIKES[char] ?? char);
}

/** The words every brand blocks; a brand adds its own (`chatBlockedWords`). */
export const DEFAULT_BLOCKED_WORDS = [
  "porra",
  "caralho",
  "puta",
  "merda",
  "buceta",
  "viado",
  "fuck",
  "shit",
  "cunt",
  "bitch",
  "nigger",
];

export class WordFilter {
  private readonly words: string[];

  constructor(words: readonly string[]) {
    this.words = [...new Set(words.map((word) => foldForFilter(word).replace(/[^\p{L}\p{N}]/gu, "")))].filter(
      (word) => word.length > 0,
    );
  }

  /** True when a listed word appears as a word, spaced or punctuated out ("p u t a") included. */
  blocks(text: string): boolean {
    const tokens = foldForFilter(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    // Letters split by separators ("p.u.t.a") become a run of one-letter tokens: join each run.
    const runs: string[] = [];
    let run = "";
    for (const token of tokens) {
      if (token.length === 1) {
        run += token;
        continue;
      }
      if (run.length > 1) runs.push(run);
      run = "";
    }
    if (run.length > 1) runs.push(run);
    return this.words.some((word) => tokens.includes(word) || runs.some((letters) => letters.includes(word)));
  }
}
