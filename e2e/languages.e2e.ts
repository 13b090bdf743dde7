import {
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
  MEMBER_PAGE_NAMES,
  SITE_PAGE_NAMES,
} from "@jogada/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { newPage } from "./support/browser.js";
import { PHONE, shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";

/*
 * Every shipped language on the site of a brand that offers them all: the language menu lists
 * each by its own name and switches to it, and a page in one language shows no text of another
 * language's catalogue (the site's texts and the page names). A text every language writes the
 * same way ("Pix", "VIP", a vendor's name) belongs to all of them, so it is never foreign.
 */
let pool: Pool;
let browser: Browser;
let brands: BrandService;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

type Tree = { [key: string]: string | Tree };

interface LanguageCatalogue {
  firstScreen: Record<string, Tree>;
  namespaces: Record<string, () => Promise<Tree>>;
}

const CATALOGUES = import.meta.glob<LanguageCatalogue>("../apps/web/src/app/catalogues/*.ts");

function strings(tree: Tree, out: Set<string>): Set<string> {
  for (const value of Object.values(tree)) {
    if (typeof value === "string") out.add(value);
    else strings(value, out);
  }
  return out;
}

/** Every text a page in this language may show from the site's own catalogue and page names. */
async function textsOf(language: Language): Promise<Set<string>> {
  const load = CATALOGUES[`../apps/web/src/app/catalogues/${language.toLowerCase()}.ts`];
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

const own = new Map<Language, Set<string>>();

/** Fragments of the other languages' texts that this language never writes. */
function foreignTo(language: Language): Map<string, Language> {
  const mine = own.get(language) as Set<string>;
  const mineFragments = new Set([...mine].flatMap(fragments));
  const foreign = new Map<string, Language>();
  for (const [other, texts] of own) {
    if (other === language) continue;
    for (const text of texts)
      for (const piece of fragments(text))
        if (!mineFragments.has(piece) && ![...mine].some((t) => t.includes(piece))) foreign.set(piece, other);
  }
  return foreign;
}

const PAGES = ["/", "/lottery", "/promotions", "/bgs", "/fairness", "/responsible-gaming"];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
}

beforeAll(async () => {
  brands = new BrandService(pool, "jogada");
  await brands.update("jogada", "e2e", "e2e.languages", (brand) => ({
    ...brand,
    supportedLanguages: [...LANGUAGES],
  }));
  for (const language of LANGUAGES) own.set(language, await textsOf(language));
});

afterAll(async () => {
  await brands.update("jogada", "e2e", "e2e.languages", (brand) => ({
    ...brand,
    supportedLanguages: ["PT", "EN"],
  }));
});

describe("the site in every shipped language", () => {
  it("lists each language by its own name, switches to Vietnamese, and the page follows", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    await page.goto("/");
    await page.getByTestId("lobby").waitFor();
    await page.getByTestId("language-switcher").first().click();
    const items = page.getByRole("menuitemradio");
    await expect.poll(() => items.count()).toBe(LANGUAGES.length);
    const names = await items.allInnerTexts();
    for (const language of LANGUAGES)
      expect(names.some((name) => name.includes(LANGUAGE_INFO[language].nativeName))).toBe(true);
    await items.filter({ hasText: LANGUAGE_INFO.VI.nativeName }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("vi");
    await expect.poll(() => page.locator("body").innerText()).toContain(SITE_PAGE_NAMES.lobby.VI);
    await shoot(page, "language-vi-lobby");
    await context.close();
  });

  for (const language of LANGUAGES) {
    it(`shows no other language's text on its pages (${language})`, async () => {
      const foreign = foreignTo(language);
      // The same detector finds this page's own texts foreign to another language: it can see a leak.
      const control = foreignTo(language === "PT" ? "EN" : "PT");
      let seenByControl = 0;
      const { context, page } = await newPage(browser, { viewport: PHONE });
      await page.addInitScript((lang) => {
        localStorage.setItem("lang", lang);
        sessionStorage.setItem("popupSeen", "1");
      }, language);
      const leaks: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        // Drawn, not the first paint's loading line: the header's language menu comes with the shell.
        await page.getByTestId("language-switcher").first().waitFor();
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(LANGUAGE_INFO[language].tag);
        const text = await page.locator("body").innerText();
        for (const [piece, other] of foreign)
          if (text.includes(piece)) leaks.push(`${language} ${path}: "${piece}" (${other})`);
        for (const piece of control.keys()) if (text.includes(piece)) seenByControl++;
      }
      expect(seenByControl).toBeGreaterThan(PAGES.length);
      await shoot(page, `language-${language.toLowerCase()}-responsible-gaming`);
      expect(leaks).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
