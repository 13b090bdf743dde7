import {
  type Language,
  MEMBER_PAGE_NAMES,
  type MemberPageKey,
  type MenuItem,
  SITE_PAGE_NAMES,
  type SitePageKey,
} from "@jogada/contracts";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { BROWSER_LOCALE } from "./support/browser.js";
import { settle } from "./support/layout.js";
import { PHONE } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

/**
 * Every menu entry says what the page it opens is called: the header's tabs, the footer's links
 * to pages of the site, the account dropdown and the member centre's menu, each compared with
 * the heading of the page it opens, in PT and EN. The names come from packages/contracts
 * page-names, so the expected labels are read there.
 */

let pool: Pool;
let browser: Browser;
useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

interface Menus {
  header: MenuItem[];
  member: MenuItem[];
}

async function serverMenus(language: Language): Promise<Menus> {
  const res = await fetch(`${e2eStack().baseUrl}/wps/system/whitelabel`, { headers: { lang: language } });
  return ((await res.json()) as { value: { menus: Menus } }).value.menus;
}

async function agentSession(context: BrowserContext): Promise<void> {
  const username = `ttl${Date.now().toString(36)}`;
  // An agent account: its dropdown also holds the agent centre.
  const id = await createPlayer(pool, username, { type: 1 });
  const token = await openSession(pool, id);
  await putSessionInTab(context, { token, username, agent: true });
}

async function closeDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await page.locator('[role="dialog"]').count()) > 0; i++) {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(150);
  }
}

async function visit(page: Page, path: string): Promise<void> {
  await closeDialogs(page);
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await settle(page);
}

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, " ").trim();

/** The page's own heading: the site page's h1, a member-centre page's first heading. */
async function heading(scope: Page | Locator): Promise<string> {
  const first = scope.locator("h1, h2, h3").first();
  await first.waitFor();
  return text(first);
}

/**
 * The heading once the page that was asked for has rendered: a lazily loaded page may still show
 * the previous page's heading for a moment, so read again until it names the entry or settles.
 */
async function headingFor(scope: Page | Locator, label: string): Promise<string> {
  let seen = await heading(scope);
  for (let i = 0; i < 40 && seen !== label; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    seen = await heading(scope);
  }
  return seen;
}

/** "label ≠ title" lines for the entries whose label is not their page's title. */
type Mismatch = string;

describe("menu labels are page titles", () => {
  for (const language of ["PT", "EN"] as const) {
    it(`every menu entry is labelled with its page's title (${language})`, async () => {
      const names: Record<string, Record<string, string>> = { ...SITE_PAGE_NAMES, ...MEMBER_PAGE_NAMES };
      const menus = await serverMenus(language);
      const context = await browser.newContext({
        baseURL: e2eStack().baseUrl,
        locale: BROWSER_LOCALE,
        viewport: PHONE,
      });
      await context.addInitScript((lang) => {
        localStorage.setItem("lang", lang);
        sessionStorage.setItem("popupSeen", "1");
      }, language);
      await agentSession(context);
      const page = await context.newPage();
      await page.goto("/");
      await page.getByTestId("logged-in-bar").waitFor();
      await settle(page);
      const mismatches: Mismatch[] = [];
      const compare = (where: string, label: string, title: string) => {
        if (label !== title) mismatches.push(`${language} ${where}: menu "${label}" ≠ title "${title}"`);
      };

      // The server's menus carry the page names in the brand's languages (PT and EN at least).
      for (const item of [...menus.header, ...menus.member]) {
        const name = names[item.key];
        expect(name, `${item.key} has a page name`).toBeDefined();
        expect(Object.keys(item.label)).toEqual(expect.arrayContaining(["PT", "EN"]));
        for (const [code, label] of Object.entries(item.label))
          expect(label, `${item.key} ${code}`).toBe(name?.[code]);
      }

      // Header tabs: the tab as shown, and the heading of the page it opens.
      for (const item of menus.header.filter((entry) => entry.route.startsWith("/"))) {
        const label = SITE_PAGE_NAMES[item.key as SitePageKey][language];
        await visit(page, "/");
        const tab = page.locator(`a[href="${item.route}"]`).filter({ hasText: label });
        expect(await tab.count(), `${language} header tab ${item.route} "${label}"`).toBeGreaterThan(0);
        await visit(page, item.route);
        compare(`header ${item.route}`, label, await headingFor(page, label));
      }

      // Footer links to pages of the site (the help articles are titled by their article).
      await visit(page, "/");
      const footerLinks: { href: string; label: string }[] = [];
      for (const link of await page.locator("footer nav a[href^='/']").all()) {
        const href = (await link.getAttribute("href")) ?? "";
        if (href.startsWith("/help")) continue;
        footerLinks.push({ href, label: await text(link) });
      }
      expect(footerLinks.length).toBeGreaterThan(0);
      for (const { href, label } of footerLinks) {
        await visit(page, href);
        compare(`footer ${href}`, label, await headingFor(page, label));
      }

      // The account dropdown: each entry and the page or window it opens.
      await visit(page, "/");
      await page.getByTestId("account-menu").click();
      const entries: { id: string; label: string }[] = [];
      for (const item of await page.locator('[role="menuitem"][data-testid^="menu-"]').all())
        entries.push({ id: (await item.getAttribute("data-testid")) ?? "", label: await text(item) });
      await page.keyboard.press("Escape");
      expect(entries.map((e) => e.id)).toContain("menu-agentCentre");
      for (const { id, label } of entries) {
        // Customer service opens a chat window, not a page of the site.
        if (id === "menu-vipService") continue;
        await visit(page, "/");
        await page.getByTestId("account-menu").click();
        await page.getByTestId(id).click();
        const dialog = page.getByRole("dialog");
        await page.waitForTimeout(300);
        if (id === "menu-vip") {
          compare(id, label, await headingFor(page, label));
        } else if (id === "menu-agentCentre") {
          await page.getByTestId("agent-centre").waitFor();
          compare(id, label, await text(dialog.locator("h2").first()));
        } else {
          const section = page.locator('[data-testid^="mc-page-"]');
          await section.waitFor();
          compare(id, label, await headingFor(section, label));
        }
        await closeDialogs(page);
      }

      // The member centre's menu, entry by entry.
      await visit(page, "/");
      await page.getByTestId("account-menu").click();
      await page.getByTestId("menu-myAccount").click();
      await page.getByTestId("member-centre").waitFor();
      for (const item of menus.member) {
        const entry = page.getByTestId(`mc-menu-${item.key}`);
        if ((await entry.count()) === 0) continue;
        const badge = entry.getByTestId(`mc-badge-${item.key}`);
        const label = (await text(entry))
          .replace((await badge.count()) ? await text(badge) : "\u0000", "")
          .trim();
        expect(label).toBe(MEMBER_PAGE_NAMES[item.key as MemberPageKey][language]);
        await entry.click();
        const section = page.getByTestId(`mc-page-${item.key}`);
        await section.waitFor();
        await settle(page);
        compare(`member centre ${item.key}`, label, await headingFor(section, label));
      }
      await context.close();
      if (mismatches.length) console.log(mismatches.join("\n"));
      expect(mismatches).toEqual([]);
    }, 300_000);
  }
});
