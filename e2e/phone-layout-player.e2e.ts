import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { MEMBER_CENTRE_PAGES } from "../apps/web/src/features/member-centre/pages.js";
import { settle } from "./support/layout.js";
import {
  check,
  expectClean,
  type Finding,
  newContext,
  playerSession,
  sitePaths,
  visit,
} from "./support/layout-sweep.js";
import { PHONE, shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";

/**
 * Every route and member-centre page on a 390 px phone, logged in, in PT and EN: nothing may
 * stick out sideways and axe-core may find nothing critical or serious.
 */

let pool: Pool;
let browser: Browser;
useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

describe("phone layout and accessibility, logged in", () => {
  it("every route and member-centre page fits a phone logged in, in PT and EN", async () => {
    const paths = await sitePaths();
    const findings: Finding[] = [];
    for (const language of ["PT", "EN"] as const) {
      const context = await newContext(browser, language);
      await playerSession(pool, context);
      const page = await context.newPage();
      await page.goto("/");
      await page.getByTestId("logged-in-bar").waitFor();
      await settle(page);
      await shoot(page, `home-logged-in-${language.toLowerCase()}-390`);
      // The header holds a large balance and the account button inside the screen.
      await expect.poll(() => page.getByTestId("balance").innerText()).toMatch(/1[.,]234[.,]567/);
      const account = await page.getByTestId("account-menu").boundingBox();
      expect(account && account.x + account.width).toBeLessThanOrEqual(PHONE.width);
      // The language is chosen in the account menu on a phone.
      await page.getByTestId("account-menu").click();
      await page.getByTestId("menu-language").waitFor();
      findings.push(await check(page, `${language} account menu`));
      await page.keyboard.press("Escape");

      for (const path of paths) {
        await visit(page, path);
        findings.push(await check(page, `${language} player ${path}`));
      }
      // /vip knows the player is logged in.
      await visit(page, "/vip");
      expect(await page.getByTestId("login-modal").count()).toBe(0);

      // One dice round, so the betting record has a row to lay out.
      await visit(page, "/bgs?game=dice");
      await page.getByTestId("bet-amount").fill("1");
      await page.getByTestId("bet-button").click();
      await expect
        .poll(() => page.getByTestId("round-history").locator(":scope > li").count(), {
          timeout: 20_000,
        })
        .toBe(1);

      // Every member-centre page, opened from its menu entry.
      await visit(page, "/");
      await page.getByTestId("account-menu").click();
      await page.getByTestId("menu-myAccount").click();
      await page.getByTestId("member-centre").waitFor();
      const shown: string[] = [];
      for (const key of MEMBER_CENTRE_PAGES) {
        const entry = page.getByTestId(`mc-menu-${key}`);
        if ((await entry.count()) === 0) continue;
        shown.push(key);
        await entry.click();
        await page.getByTestId(`mc-page-${key}`).waitFor();
        await settle(page);
        findings.push(await check(page, `${language} member centre ${key}`));
        if (key === "transactionHistory" || key === "personalHistoryCopy")
          await shoot(page, `mc-${key}-${language.toLowerCase()}-390`);
      }
      expect(shown).toContain("transactionHistory");
      // A player with no upline (and no downline) is not offered a transfer to one.
      expect(shown).not.toContain("transferUpline");
      // The account record names the dice bet and the deposit, not "other".
      await page.getByTestId("mc-menu-transactionHistory").click();
      const kinds = page.getByTestId("history-kind");
      await expect.poll(() => kinds.count()).toBeGreaterThan(1);
      const labels = await kinds.allInnerTexts();
      expect(labels).toContain(language === "PT" ? "Depósito" : "Deposit");
      expect(labels).toContain(language === "PT" ? "Aposta" : "Bet");
      expect(labels).not.toContain(language === "PT" ? "Outro" : "Other");
      await page.keyboard.press("Escape");

      // The reward centre entry of the account menu opens the reward centre.
      await page.getByTestId("account-menu").click();
      const reward = page.getByTestId("menu-rewardCenter");
      if (await reward.count()) {
        await reward.click();
        await page.getByTestId("mc-page-rewardCenter").waitFor();
        await page.keyboard.press("Escape");
      } else {
        await page.keyboard.press("Escape");
      }
      await context.close();
    }
    expectClean(findings);
  }, 900_000);
});
