import { randomBytes } from "node:crypto";
import { HOUSE_VENDOR_NAMES, type Language, type MenuItem } from "@jogada/contracts";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { insertReward } from "../apps/server/src/modules/loyalty/rewards-repository.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { BROWSER_LOCALE } from "./support/browser.js";
import { PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

/**
 * What a player sees on a phone (390 px): the bottom bar and its menu sheet with the quick
 * contacts, the member centre's tab strip, the providers' names on game cards and the reward
 * centre's units.
 */

let pool: Pool;
let browser: Browser;
useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

async function phone(language: Language, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: e2eStack().baseUrl, locale: BROWSER_LOCALE, viewport });
  await context.addInitScript((lang) => {
    localStorage.setItem("lang", lang);
    sessionStorage.setItem("popupSeen", "1");
  }, language);
  return { context, page: await context.newPage() };
}

async function loggedIn(context: BrowserContext): Promise<{ id: number; token: string }> {
  const username = `ph${randomBytes(4).toString("hex")}`;
  const id = await createPlayer(pool, username);
  const token = await openSession(pool, id);
  await putSessionInTab(context, { token, username });
  return { id, token };
}

/** The header menu's site entries, as the bars show them (the chat room is the bar's icon). */
async function headerKeys(): Promise<string[]> {
  const menus = (await (await fetch(`${e2eStack().baseUrl}/wps/system/whitelabel`)).json()) as {
    value: { menus: { header: MenuItem[] } };
  };
  return menus.value.menus.header.filter((item) => item.route.startsWith("/")).map((item) => item.key);
}

describe("a phone player's site", () => {
  for (const viewport of [PHONE, { width: 360, height: 740 }]) {
    it(`the bottom bar shows every tab it has inside a ${viewport.width} px screen, in-house games first and promotions last, and Menu lists every destination`, async () => {
      const { context, page } = await phone("PT", viewport);
      await page.goto("/");
      await page.getByTestId("bottom-nav-menu").waitFor();
      const tabs = page.getByTestId("bottom-nav").locator("li");
      const ids = await tabs.evaluateAll((items) => items.map((li) => li.getAttribute("data-testid")));
      expect(ids).toEqual([
        "bottom-nav-LOBBY",
        "bottom-nav-BGS",
        "bottom-nav-LOTT",
        "bottom-nav-RNG",
        "bottom-nav-PROMOTIONS",
        null,
      ]);
      // Every tab whole on the screen, none in a row that scrolls.
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width && box.width >= 48).toBe(true);
      }
      expect(
        await page
          .getByTestId("bottom-nav")
          .evaluate((nav) =>
            [nav, ...nav.querySelectorAll("*")].some((el) => el.scrollWidth > el.clientWidth + 1),
          ),
      ).toBe(false);

      await page.getByTestId("bottom-nav-menu").click();
      const sheet = page.getByTestId("menu-sheet");
      await sheet.waitFor();
      const entries = await sheet
        .locator('[data-testid^="menu-sheet-"]')
        .evaluateAll((items) =>
          items.map((li) => li.getAttribute("data-testid")?.replace("menu-sheet-", "")),
        );
      // Every destination of the server's menu, in its order: in-house games right after the lobby, promotions last.
      expect(entries.length).toBe((await headerKeys()).length);
      expect(entries[0]).toBe("LOBBY");
      expect(entries[1]).toBe("BGS");
      expect(entries.at(-1)).toBe("PROMOTIONS");
      for (const entry of await sheet.locator('[data-testid^="menu-sheet-"] a').all()) {
        const box = await entry.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      }
      await shoot(page, `menu-sheet-pt-${viewport.width}`);
      // A destination of the sheet opens its page and closes the sheet; the Menu tab is then the marked one.
      await sheet.getByTestId("menu-sheet-LIVE").locator("a").click();
      await page.getByTestId("section-live").waitFor();
      await expect.poll(() => page.getByTestId("menu-sheet").count()).toBe(0);
      expect(await page.getByTestId("bottom-nav-menu").getAttribute("class")).toContain("text-gold");
      await context.close();
    });
  }

  it("gives a phone the quick contacts of the desktop's side bar, in PT and EN", async () => {
    for (const language of ["PT", "EN"] as const) {
      const desktop = await phone(language, { width: 1280, height: 860 });
      await desktop.page.goto("/");
      const bar = desktop.page.getByTestId("quick-bar");
      await bar.waitFor();
      const whatsapp = bar.locator('a[aria-label="WhatsApp"]');
      await whatsapp.waitFor();
      const desktopLinks = {
        whatsapp: await whatsapp.getAttribute("href"),
        telegram: await bar.locator('a[aria-label="Telegram"]').getAttribute("href"),
      };
      await desktop.context.close();

      const { context, page } = await phone(language);
      await page.goto("/");
      // A phone has no side bar; its Menu holds the same contacts.
      expect(await page.getByTestId("quick-bar").count()).toBe(0);
      await page.getByTestId("bottom-nav-menu").click();
      const contacts = page.getByTestId("phone-contacts");
      await contacts.waitFor();
      await page.getByTestId("phone-contact-whatsapp").waitFor();
      expect(await page.getByTestId("phone-contact-whatsapp").getAttribute("href")).toBe(
        desktopLinks.whatsapp,
      );
      expect(await page.getByTestId("phone-contact-telegram").getAttribute("href")).toBe(
        desktopLinks.telegram,
      );
      expect(await page.getByTestId("phone-contact-livechat").innerText()).toBe(
        language === "PT" ? "Chat ao vivo" : "Live chat",
      );
      for (const control of await contacts.locator("a, button").all()) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.height >= 44).toBe(true);
      }
      // The live chat opens the customer-service window, as the side bar's does.
      const popup = page.waitForEvent("popup");
      await page.getByTestId("phone-contact-livechat").click();
      await (await popup).close();
      await shoot(page, `menu-sheet-contacts-${language.toLowerCase()}-390`);
      await context.close();
    }
  });

  it("leaves no label of the member centre's tab strip half under its arrows when a tab is tapped", async () => {
    const { context, page } = await phone("PT");
    await loggedIn(context);
    await page.goto("/");
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-myAccount").click();
    await page.getByTestId("member-centre").waitFor();
    const row = page.getByTestId("member-centre").locator("[data-scroll-row]");
    // A label the left arrow covers in part (the start of a word under it), or the tapped tab
    // under either arrow. The next tab peeking out under the right arrow is the cue that there is more.
    const straddling = () =>
      row.evaluate((scroller) => {
        const cue = (side: string) => scroller.parentElement?.querySelector(`[data-scroll-cue="${side}"]`);
        const shown = (el: Element | null | undefined) => el?.className.includes("opacity-100") ?? false;
        const left = cue("left");
        const right = cue("right");
        const found: string[] = [];
        for (const item of Array.from(scroller.children)) {
          const r = item.getBoundingClientRect();
          if (shown(left)) {
            const edge = (left as Element).getBoundingClientRect().right;
            if (r.left < edge - 1 && r.right > edge + 1) found.push(`left: ${item.textContent}`);
          }
          if (item.getAttribute("aria-current") === "page") {
            if (shown(left) && r.left < (left as Element).getBoundingClientRect().right - 1)
              found.push(`tapped, left: ${item.textContent}`);
            if (shown(right) && r.right > (right as Element).getBoundingClientRect().left + 1)
              found.push(`tapped, right: ${item.textContent}`);
          }
        }
        return found;
      });
    const keys = await row
      .locator('[data-testid^="mc-menu-"]')
      .evaluateAll((items) => items.map((b) => b.getAttribute("data-testid") as string));
    expect(keys.length).toBeGreaterThan(5);
    for (const key of [keys[2], keys[3], keys[1], keys[0], keys.at(-1), keys[4]]) {
      await page.getByTestId(key as string).click();
      await page.waitForTimeout(600);
      expect(await straddling(), `after tapping ${key}`).toEqual([]);
    }
    await context.close();
  });

  for (const language of ["PT", "EN"] as const) {
    it(`names the provider, not its code, on game cards and the popular row (${language})`, async () => {
      const { context, page } = await phone(language);
      await page.goto("/");
      const vendors = page.getByTestId("game-vendor");
      await expect.poll(() => vendors.count(), { timeout: 20_000 }).toBeGreaterThan(3);
      const shown = await vendors.allInnerTexts();
      for (const code of ["BGS", "TCG_LOTTO_VN", "TCG_SEA", "ELOTT", "LOTT"])
        expect(shown).not.toContain(code);
      expect(shown).toContain(HOUSE_VENDOR_NAMES.BGS?.[language]);
      expect(shown).toContain(HOUSE_VENDOR_NAMES.TCG_LOTTO_VN?.[language]);
      await page.goto("/rng");
      await expect.poll(() => vendors.count(), { timeout: 20_000 }).toBeGreaterThan(3);
      for (const name of await vendors.allInnerTexts()) expect(name).not.toMatch(/^[A-Z0-9_]{2,16}$/);
      await context.close();
    });
  }

  it("shows a points reward in points and a cash reward in money, and claiming the points adds points", async () => {
    for (const language of ["PT", "EN"] as const) {
      const { context, page } = await phone(language);
      const { id, token } = await loggedIn(context);
      await insertReward(pool, {
        memberId: id,
        merchant: "jogada",
        source: "mission",
        sourceKey: `e2e-points:${id}`,
        kind: "points",
        amount: 10n,
        title: { PT: "Entre hoje", EN: "Log in today" },
      });
      await insertReward(pool, {
        memberId: id,
        merchant: "jogada",
        source: "vip",
        sourceKey: `e2e-cash:${id}`,
        kind: "cash",
        amount: 500n,
        title: { PT: "Bônus de nível", EN: "Level bonus" },
      });
      await page.goto("/");
      await page.getByTestId("account-menu").click();
      await page.getByTestId("menu-rewardCenter").click();
      const points = page.locator('[data-testid="reward-item"][data-source="mission"]');
      await points.waitFor();
      expect(await points.getByTestId("reward-amount").innerText()).toBe(
        language === "PT" ? "10 pontos" : "10 points",
      );
      expect(await points.getByTestId("reward-kind").innerText()).toBe(
        language === "PT" ? "Pontos" : "Points",
      );
      const cash = page.locator('[data-testid="reward-item"][data-source="vip"]');
      expect(await cash.getByTestId("reward-amount").innerText()).toBe(
        language === "PT" ? "P\u00a05,00" : "P\u00a05.00",
      );
      expect(await cash.getByTestId("reward-kind").innerText()).toBe(language === "PT" ? "Dinheiro" : "Cash");
      await shoot(page, `reward-centre-${language.toLowerCase()}-390`);

      await points.getByTestId("reward-claim").click();
      await expect.poll(() => points.count(), { timeout: 15_000 }).toBe(0);
      const balance = (await (
        await fetch(`${e2eStack().baseUrl}/wps/relay/MCS2_getPointBalance`, {
          headers: { authorization: token, merchant: "jogada" },
        })
      ).json()) as { value: { points: number } };
      expect(balance.value.points).toBe(10);
      await context.close();
    }
  });
});
