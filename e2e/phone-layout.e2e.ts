import { type Language, type MenuItem, WEB_ROUTES } from "@jogada/contracts";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { AGENT_CENTRE_PAGES } from "../apps/web/src/features/agent-centre/pages.js";
import { MEMBER_CENTRE_PAGES } from "../apps/web/src/features/member-centre/pages.js";
import {
  type AxeViolation,
  type LayoutProblem,
  layoutProblems,
  seriousAxeViolations,
  settle,
} from "./support/layout.js";
import { PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

/**
 * Every page of the site on a phone (390 px) in PT and EN, as a guest and logged in: nothing may
 * stick out sideways and axe-core may find nothing critical or serious. The same pages fit a
 * 360 px phone, a 768 px tablet and a desktop (layout only; every route as a guest in PT, in EN
 * too at 360 px; every member-centre page in both languages), and every agent-centre page fits
 * a phone. The routes are the ones the site declares (WEB_ROUTES, which a unit test holds equal
 * to the router's paths and which holds every route of SPEC §2), the server's menus and the
 * member and agent centres' pages, so a new page is covered without editing this.
 */

let pool: Pool;
let browser: Browser;
useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

interface Finding {
  where: string;
  layout: LayoutProblem[];
  axe: AxeViolation[];
}

async function newContext(language: Language, viewport = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: e2eStack().baseUrl, viewport });
  await context.addInitScript((lang) => {
    localStorage.setItem("lang", lang);
    sessionStorage.setItem("popupSeen", "1");
  }, language);
  return context;
}

/** Client-side navigation: the site stays loaded (and axe with it), as when a player taps a link. */
async function visit(page: Page, path: string): Promise<void> {
  // A page that asks a guest to log in leaves the login modal open: close it before moving on.
  for (let i = 0; i < 3 && (await page.locator('[role="dialog"]').count()) > 0; i++) {
    await page.keyboard.press("Escape");
    await page.waitForTimeout(150);
  }
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await settle(page);
}

async function check(page: Page, where: string, axe = true): Promise<Finding> {
  return {
    where,
    layout: await layoutProblems(page),
    axe: axe ? await seriousAxeViolations(page) : [],
  };
}

function report(findings: Finding[]): string {
  return findings
    .filter((f) => f.layout.length || f.axe.length)
    .map(
      (f) =>
        `${f.where}\n${f.layout.map((p) => `  layout ${p.kind}: ${p.detail}`).join("\n")}${f.axe
          .map((v) => `\n  axe ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.join("\n    ")}`)
          .join("")}`,
    )
    .join("\n");
}

function expectClean(findings: Finding[]): void {
  const text = report(findings);
  // The whole list in the log: the assertion's diff shows only its start.
  if (text) console.log(text);
  expect(text).toBe("");
}

/** The routes to open: every declared path, and every path of the server's header menu. */
async function sitePaths(): Promise<string[]> {
  const menus = (await (await fetch(`${e2eStack().baseUrl}/wps/system/whitelabel`)).json()) as {
    value: { menus: { header: MenuItem[] } };
  };
  const fromMenu = menus.value.menus.header
    .map((item) => item.route)
    .filter((route) => route.startsWith("/"));
  for (const route of fromMenu)
    expect(WEB_ROUTES as readonly string[], "a menu route the site does not declare").toContain(route);
  return [...new Set<string>([...WEB_ROUTES, ...fromMenu])];
}

/** The narrow phone, the tablet and a desktop, besides the 390 px phone every page is seen at. */
const OTHER_WIDTHS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 860 },
];
const AGENT_TYPE = 1;

/** Opens the member centre and checks each page its menu offers, entry by entry. */
async function memberCentreFindings(page: Page, where: string, axe: boolean): Promise<Finding[]> {
  const findings: Finding[] = [];
  await visit(page, "/");
  await page.getByTestId("account-menu").click();
  await page.getByTestId("menu-myAccount").click();
  await page.getByTestId("member-centre").waitFor();
  for (const key of MEMBER_CENTRE_PAGES) {
    const entry = page.getByTestId(`mc-menu-${key}`);
    if ((await entry.count()) === 0) continue;
    await entry.click();
    await page.getByTestId(`mc-page-${key}`).waitFor();
    await settle(page);
    findings.push(await check(page, `${where} member centre ${key}`, axe));
  }
  await page.keyboard.press("Escape");
  return findings;
}

async function playerSession(context: BrowserContext, type = 0): Promise<void> {
  const username = `lay${Date.now().toString(36)}${type}`;
  const id = await createPlayer(pool, username, { type });
  // A large balance: the phone header must still fit it beside the account button.
  await new LedgerService(pool).transfer({
    from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
    to: { owner: "player", memberId: id, wallet: "main" },
    amount: 1_234_567_89n,
    currency: "PHP",
    reference: `e2e-layout-fund:${username}`,
    kind: "deposit",
  });
  const token = await openSession(pool, id);
  await putSessionInTab(context, { token, username, agent: type === 1 });
}

describe("phone layout and accessibility", () => {
  for (const language of ["PT", "EN"] as const) {
    it(`every route fits a 390 px phone with no serious axe finding, as a guest (${language})`, async () => {
      const paths = await sitePaths();
      const context = await newContext(language);
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
    const context = await newContext("PT");
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

  it("every route and member-centre page fits a phone logged in, in PT and EN", async () => {
    const paths = await sitePaths();
    const findings: Finding[] = [];
    for (const language of ["PT", "EN"] as const) {
      const context = await newContext(language);
      await playerSession(context);
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

  it("every route and member-centre page fits at 360 and 768 px and on a desktop, in PT and EN", async () => {
    const paths = await sitePaths();
    const findings: Finding[] = [];
    for (const viewport of OTHER_WIDTHS) {
      for (const language of ["PT", "EN"] as const) {
        // Every route as a guest in PT; in EN the narrowest phone, where longer words break first.
        if (language === "PT" || viewport.width === 360) {
          const context = await newContext(language, viewport);
          const page = await context.newPage();
          await page.goto("/");
          await settle(page);
          for (const path of paths) {
            await visit(page, path);
            findings.push(await check(page, `${language} ${viewport.width}px ${path}`, false));
          }
          if (viewport.width === 1280) {
            await visit(page, "/rng");
            await shoot(page, "rng-pt-desktop");
          }
          await context.close();
        }
        // Every member-centre page, logged in, in both languages.
        const context = await newContext(language, viewport);
        await playerSession(context);
        const page = await context.newPage();
        await page.goto("/");
        await page.getByTestId("logged-in-bar").waitFor();
        await settle(page);
        findings.push(await check(page, `${language} ${viewport.width}px logged-in header`, false));
        findings.push(...(await memberCentreFindings(page, `${language} ${viewport.width}px`, false)));
        await context.close();
      }
    }
    expectClean(findings);
  }, 900_000);

  it("every agent-centre page fits a phone, in PT and EN", async () => {
    const findings: Finding[] = [];
    for (const viewport of [PHONE, { width: 360, height: 740 }]) {
      for (const language of ["PT", "EN"] as const) {
        const context = await newContext(language, viewport);
        await playerSession(context, AGENT_TYPE);
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
