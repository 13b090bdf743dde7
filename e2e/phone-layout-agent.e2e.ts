import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { AGENT_CENTRE_PAGES } from "../apps/web/src/features/agent-centre/pages.js";
import { settle } from "./support/layout.js";
import {
  AGENT_TYPE,
  check,
  expectClean,
  type Finding,
  newContext,
  playerSession,
} from "./support/layout-sweep.js";
import { PHONE } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";

/** Every agent-centre page on a 390 px and a 360 px phone, in PT and EN (axe-core at 390 px). */

let pool: Pool;
let browser: Browser;
useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

describe("agent centre layout", () => {
  it("every agent-centre page fits a phone, in PT and EN", async () => {
    const findings: Finding[] = [];
    for (const viewport of [PHONE, { width: 360, height: 740 }]) {
      for (const language of ["PT", "EN"] as const) {
        const context = await newContext(browser, language, viewport);
        await playerSession(pool, context, AGENT_TYPE);
        const page = await context.newPage();
        await page.goto("/");
        await page.getByTestId("logged-in-bar").waitFor();
        await settle(page);
        await page.getByTestId("account-menu").click();
        await page.getByTestId("menu-agentCentre").click();
        await page.getByTestId("agent-centre").waitFor();
        let shown = 0;
        for (const key of AGENT_CENTRE_PAGES) {
          const tab = page.getByTestId(`ac-tab-${key}`);
          if ((await tab.count()) === 0) continue;
          shown++;
          await tab.click();
          await page.getByTestId(`ac-page-${key}`).waitFor();
          await settle(page);
          findings.push(
            await check(page, `${language} ${viewport.width}px agent centre ${key}`, viewport === PHONE),
          );
        }
        expect(shown).toBeGreaterThan(5);
        await context.close();
      }
    }
    expectClean(findings);
  }, 600_000);
});
