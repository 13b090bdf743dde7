import { mkdirSync } from "node:fs";
import type { Language } from "@jogada/contracts";
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BROWSER_LOCALE } from "./support/browser.js";
import { PHONE, shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

/**
 * The phone's ways around the site, as a thumb finds them at 390 × 844: every tab of the bottom
 * bar in sight, whole, on top and leading to its page; every quick contact of the Menu sheet
 * reachable; and no label broken inside a word (360 and 390 px), in PT and EN.
 */

let browser: Browser;
useBrowserAndPool(1, (stack) => ({ browser } = stack));

async function phone(language: Language, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eStack().baseUrl, locale: BROWSER_LOCALE, viewport });
  await context.addInitScript((lang) => {
    localStorage.setItem("lang", lang);
    sessionStorage.setItem("popupSeen", "1");
  }, language);
  return context.newPage();
}

/** The screen as the thumb sees it (the bar is fixed to its foot), with SCREENSHOTS=<dir>. */
async function shootScreen(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

interface Reach {
  inView: boolean;
  onTop: boolean;
  clipped: boolean;
  name: string;
}

/** Whether a control, scrolled into view, lies inside the screen, is what a tap at its centre hits and shows its whole text. */
async function reach(control: Locator): Promise<Reach> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inView =
      box.width > 0 &&
      box.height > 0 &&
      box.left >= -0.5 &&
      box.top >= -0.5 &&
      box.right <= window.innerWidth + 0.5 &&
      box.bottom <= window.innerHeight + 0.5;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    // Text cut by its box (a clamp, a fixed height, an ellipsis) is not shown as such.
    const clipped = [el, ...el.querySelectorAll("*")].some(
      (node) =>
        node instanceof HTMLElement &&
        getComputedStyle(node).overflow !== "visible" &&
        (node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1),
    );
    const name = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText).trim();
    return { inView, onTop: hit !== null && (hit === el || el.contains(hit)), clipped, name };
  });
}

/** Words of a label that the layout split over two lines (each word's characters on one line box). */
async function brokenWords(label: Locator): Promise<string[]> {
  return label.evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        // A hyphenated word may wrap at its hyphen; inside a part it may not.
        let start = match.index;
        for (const part of match[0].split(/(?<=-)/)) {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + part.length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(part);
          start += part.length;
        }
      }
    }
    return broken;
  });
}

describe("phone navigation at 390 × 844", () => {
  for (const language of ["PT", "EN"] as const) {
    it(`reaches every bottom-bar tab, whole and on top, and each opens its page (${language})`, async () => {
      const page = await phone(language);
      await page.goto("/");
      await page.getByTestId("bottom-nav-menu").waitFor();
      const tabs = page.getByTestId("bottom-nav").locator("li > a, li > button");
      const count = await tabs.count();
      expect(count).toBeGreaterThanOrEqual(6);
      // From the foot of a long page as well as its top: the bar stays on the screen.
      for (const scroll of ["top", "bottom"] as const) {
        await page.evaluate(
          (to) => window.scrollTo(0, to === "top" ? 0 : document.body.scrollHeight),
          scroll,
        );
        for (const tab of await tabs.all()) {
          const seen = await reach(tab);
          expect(seen, `${seen.name} (${scroll})`).toMatchObject({
            inView: true,
            onTop: true,
            clipped: false,
          });
          expect(seen.name.length, "a tab names its destination").toBeGreaterThan(1);
          expect(((await tab.boundingBox())?.height ?? 0) >= 48, `${seen.name} is a 48 px target`).toBe(true);
        }
      }
      await shootScreen(page, `phone-navigation-bar-${language.toLowerCase()}`);

      // Each destination tab opens its page, which then marks it (the lottery pages, "header
      // only" in SPEC §2, have no bottom bar: the way back is the header's).
      const ids = await page
        .getByTestId("bottom-nav")
        .locator("li[data-testid^='bottom-nav-']")
        .evaluateAll((items) =>
          items.map((li) => li.getAttribute("data-testid")!.replace("bottom-nav-", "")),
        );
      for (const id of ids) {
        if ((await page.getByTestId("bottom-nav").count()) === 0) await page.goto("/");
        const tab = page.getByTestId(`bottom-nav-${id}`).locator("a");
        const to = new URL((await tab.getAttribute("href")) ?? "/", e2eStack().baseUrl).pathname;
        await tab.click();
        await expect.poll(() => new URL(page.url()).pathname, { message: id }).toBe(to);
        const marked = () =>
          page
            .locator(`[data-testid="bottom-nav-${id}"] a`)
            .evaluateAll((links) => (links.length === 0 ? "no bar" : links[0]!.getAttribute("aria-current")));
        await expect.poll(marked, { message: id }).toMatch(/^(page|no bar)$/);
        if ((await marked()) === "page")
          expect(await reach(tab)).toMatchObject({ inView: true, onTop: true });
      }
      await page.context().close();
    });

    it(`reaches every quick contact of the Menu sheet, the bar's entries on a phone (${language})`, async () => {
      const page = await phone(language);
      await page.goto("/promotions");
      await page.getByTestId("bottom-nav-menu").click();
      const sheet = page.getByTestId("menu-sheet");
      await sheet.waitFor();
      await page.getByTestId("phone-contact-whatsapp").waitFor();
      // The desktop bar's entries: promotions (a destination of the sheet), live chat, WhatsApp, Telegram and the apps.
      const expected = [
        "menu-sheet-PROMOTIONS",
        "phone-contact-livechat",
        "phone-contact-whatsapp",
        "phone-contact-telegram",
      ];
      const downloads = await sheet.locator("[data-testid^='phone-download-']").count();
      const controls = [
        ...expected.map((id) =>
          id.startsWith("menu-sheet-") ? page.getByTestId(id).locator("a") : page.getByTestId(id),
        ),
        ...(await sheet.locator("[data-testid^='phone-download-']").all()),
      ];
      expect(controls.length).toBe(expected.length + downloads);
      for (const control of controls) {
        const seen = await reach(control);
        expect(seen, seen.name).toMatchObject({ inView: true, onTop: true, clipped: false });
        expect(seen.name.length).toBeGreaterThan(1);
        expect(((await control.boundingBox())?.height ?? 0) >= 44, `${seen.name} is a thumb's target`).toBe(
          true,
        );
      }
      expect(await page.getByTestId("phone-contact-livechat").innerText()).toBe(
        language === "PT" ? "Chat ao vivo" : "Live chat",
      );
      await shoot(page, `phone-navigation-contacts-${language.toLowerCase()}`);
      // The sheet's promotions entry is a way there like the desktop bar's.
      await page.getByTestId("menu-sheet-LOBBY").locator("a").click();
      await page.getByTestId("lobby").waitFor();
      await page.context().close();
    });

    for (const width of [360, 390]) {
      it(`breaks no bar or menu label inside a word at ${width} px (${language})`, async () => {
        const page = await phone(language, { width, height: 800 });
        await page.goto("/");
        await page.getByTestId("bottom-nav-menu").waitFor();
        const labels = page.getByTestId("bottom-nav").locator("li span");
        expect(await labels.count()).toBeGreaterThanOrEqual(6);
        for (const label of await labels.all()) {
          const text = await label.innerText();
          expect(await brokenWords(label), `"${text}" at ${width} px`).toEqual([]);
          expect(await reach(label), `"${text}" at ${width} px`).toMatchObject({
            inView: true,
            clipped: false,
          });
        }
        await shootScreen(page, `phone-navigation-bar-${language.toLowerCase()}-${width}`);
        await page.getByTestId("bottom-nav-menu").click();
        await page.getByTestId("menu-sheet").waitFor();
        for (const label of await page.getByTestId("menu-sheet").locator("li span").all()) {
          const text = await label.innerText();
          if (!text.trim()) continue;
          expect(await brokenWords(label), `"${text}" in the menu at ${width} px`).toEqual([]);
        }
        await shootScreen(page, `phone-navigation-labels-${language.toLowerCase()}-${width}`);
        await page.context().close();
      });
    }
  }
});
