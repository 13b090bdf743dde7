import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.js";
import { settle } from "./support/layout.js";
import { check, expectClean, type Finding, newContext, sitePaths, visit } from "./support/layout-sweep.js";
import { shoot } from "./support/page.js";

/**
 * Every route of the site on a 390 px phone as a guest, in PT and EN: nothing may stick out
 * sideways and axe-core may find nothing critical or serious. The routes are the ones the site
 * declares (WEB_ROUTES, which a unit test holds equal to the router's paths and which holds every
 * route of SPEC §2) and the server's menus, so a new page is covered without editing this.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("phone layout and accessibility, as a guest", () => {
  for (const language of ["PT", "EN"] as const) {
    it(`every route fits a 390 px phone with no serious axe finding, as a guest (${language})`, async () => {
      const paths = await sitePaths();
      const context = await newContext(browser, language);
      const page = await context.newPage();
      await page.goto("/");
      await settle(page);
      const findings: Finding[] = [];
      for (const path of paths) {
        await visit(page, path);
        findings.push(await check(page, `${language} guest ${path}`));
      }
      await visit(page, "/rng");
      await shoot(page, `rng-${language.toLowerCase()}-390`);
      // The two sign-in forms, with their dial-code pickers.
      await visit(page, "/");
      for (const [open, modal] of [
        ["/login", "login-modal"],
        ["/register", "register-modal"],
      ] as const) {
        await visit(page, open);
        await page.getByTestId(modal).waitFor();
        await settle(page);
        for (const tab of await page.getByRole("tab").all()) {
          await tab.click();
          await page.waitForTimeout(150);
          findings.push(await check(page, `${language} guest ${modal} (${await tab.innerText()})`));
        }
        findings.push(await check(page, `${language} guest ${modal}`));
        await shoot(page, `${modal}-${language.toLowerCase()}-390`);
        await page.keyboard.press("Escape");
      }
      await context.close();
      expectClean(findings);
    }, 600_000);
  }

  it("a row wider than the phone shows a fading edge on each side that has more to see", async () => {
    const context = await newContext(browser, "PT");
    const page = await context.newPage();
    await page.goto("/rng");
    const row = page.getByTestId("vendor-chips");
    const cue = (side: "left" | "right") => row.locator(`[data-scroll-cue="${side}"]`);
    const shown = (side: "left" | "right") =>
      expect.poll(async () => (await cue(side).getAttribute("class"))?.includes("opacity-100"));
    await row.locator("button").nth(3).waitFor();
    const scroller = row.locator("[data-scroll-row]");
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await shown("right").toBe(true);
    await shown("left").toBe(false);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await shown("left").toBe(true);
    await shown("right").toBe(false);
    await context.close();
  });
});
