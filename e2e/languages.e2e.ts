import { LANGUAGE_INFO, LANGUAGES, SITE_PAGE_NAMES } from "@jogada/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { newPage } from "./support/browser.js";
import { type LeakFinder, leakFinder } from "./support/language-leaks.js";
import { PHONE, shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";

/*
 * Every shipped language on the site of a brand that offers them all: the language menu lists
 * each by its own name and switches to it, and a page in one language shows no text of another
 * language's catalogue (support/language-leaks.ts).
 */
let pool: Pool;
let browser: Browser;
let brands: BrandService;
let finder: LeakFinder;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

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
  finder = await leakFinder();
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
      let ownPhrases = 0;
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
        for (const leak of finder.leaks(language, text)) leaks.push(`${language} ${path}: ${leak}`);
        ownPhrases += finder.ownPhrases(language, text);
      }
      // Each page was drawn in its language: the same phrases are what another language's check finds.
      expect(ownPhrases).toBeGreaterThan(PAGES.length * 3);
      await shoot(page, `language-${language.toLowerCase()}-responsible-gaming`);
      expect(leaks).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
