import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { SYSTEM_TEXTS } from "../apps/server/src/modules/messages/templates.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { vi as lotteryVi } from "../apps/web/src/features/lottery/i18n/vi.js";
import { vi as siteVi } from "../apps/web/src/features/site/i18n/vi.js";
import { vi as walletVi } from "../apps/web/src/features/wallet/i18n/vi.js";
import { type LeakFinder, leakFinder } from "./support/language-leaks.js";
import { PHONE, privateIp, shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

/*
 * A Vietnamese player on a phone, on a brand that offers Vietnamese: the browser's language picks
 * it on the first visit, and registering, depositing, a North lô bet, the betting record and the
 * inbox all speak Vietnamese, with no other language's text on any of those screens.
 */
let pool: Pool;
let browser: Browser;
let brands: BrandService;
let finder: LeakFinder;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

beforeAll(async () => {
  brands = new BrandService(pool, "jogada");
  await brands.update("jogada", "e2e", "e2e.vietnamese", (brand) => ({
    ...brand,
    supportedLanguages: ["PT", "EN", "VI"],
  }));
  finder = await leakFinder();
});

afterAll(async () => {
  await brands.update("jogada", "e2e", "e2e.vietnamese", (brand) => ({
    ...brand,
    supportedLanguages: ["PT", "EN"],
  }));
});

async function noOtherLanguage(page: Page, where: string): Promise<void> {
  await page.waitForTimeout(300);
  const text = await page.locator("body").innerText();
  expect(finder.leaks("VI", text), where).toEqual([]);
  expect(finder.ownPhrases("VI", text), where).toBeGreaterThan(2);
}

describe("a Vietnamese player on a phone", () => {
  it("registers, deposits, bets a North lô, reads the betting record and the inbox in Vietnamese", async () => {
    const context = await browser.newContext({
      baseURL: e2eStack().baseUrl,
      locale: "vi-VN",
      viewport: PHONE,
      extraHTTPHeaders: { "X-Forwarded-For": privateIp() },
    });
    await context.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    const page = await context.newPage();

    // The first visit follows the browser's language.
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("vi");
    await page.getByTestId("lobby").waitFor();
    await noOtherLanguage(page, "lobby");

    // Registration, in Vietnamese.
    const username = `v${randomBytes(4).toString("hex")}`;
    await page.getByRole("button", { name: siteVi.header.register }).first().click();
    await page.getByTestId("register-modal").waitFor();
    await noOtherLanguage(page, "registration");
    await page.getByTestId("register-username").fill(username);
    await page.getByTestId("register-password").fill("Secret123");
    await page.getByTestId("register-confirmPassword").fill("Secret123");
    await page
      .getByTestId("register-mobileNum")
      .fill(`119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
    await page.getByTestId("register-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    const { rows } = await pool.query<{ language: string | null }>(
      "select language from members where username = $1",
      [username],
    );
    expect(rows[0]?.language).toBe("VI");

    // A deposit through the provider's checkout page.
    await page.getByTestId("deposit-button").click();
    const form = page.getByTestId("deposit-form");
    await form.waitFor();
    await noOtherLanguage(page, "deposit");
    await form.locator('input[name="amount"]').fill("200");
    await page.getByTestId("deposit-submit").click();
    await page.waitForURL(/\/payments\/checkout\//);
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/depositOrder=/);
    await expect
      .poll(() => page.getByTestId("deposit-status").innerText(), { timeout: 15_000 })
      .toContain(walletVi.deposit.paid);

    // A North lô 2 số on 27, confirmed with its cost.
    await page.goto("/lottery?gameCode=vn-north&playType=lo2");
    await page.getByTestId("lottery-game-vn-north").waitFor();
    await page.getByTestId("num-27").click();
    await page.getByTestId("lottery-unit").fill("1");
    await page.getByTestId("slip-submit").click();
    await page.getByTestId("slip-confirm-sheet").waitFor();
    await noOtherLanguage(page, "bet confirmation");
    await shoot(page, "vi-lottery-confirm");
    await page.getByTestId("slip-confirm").click();
    await expect
      .poll(() => page.getByTestId("slip-success").innerText())
      .toMatch(new RegExp(`^${lotteryVi.slip.placed_other.split("{{")[0]}`));

    // The betting record lists the bet under its Vietnamese name.
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-myAccount").click();
    await page.getByTestId("mc-menu-personalHistoryCopy").click({ timeout: 15_000 });
    await page.getByTestId("mc-page-personalHistoryCopy").waitFor();
    await expect
      .poll(() => page.getByTestId("mc-page-personalHistoryCopy").innerText(), { timeout: 15_000 })
      .toContain("Miền Bắc");
    await noOtherLanguage(page, "betting record");
    await shoot(page, "vi-betting-record");

    // The inbox: the deposit's message in Vietnamese.
    await page.keyboard.press("Escape");
    await page.getByTestId("message-button").click();
    const rows2 = page.getByTestId("message-row");
    await expect.poll(() => rows2.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => rows2.allInnerTexts())
      .toEqual(
        expect.arrayContaining([expect.stringContaining(SYSTEM_TEXTS["deposit.credited"].VI?.title ?? "-")]),
      );
    await noOtherLanguage(page, "inbox");
    await shoot(page, "vi-inbox");
    await context.close();
  }, 180_000);
});
