import { type Language, type MenuItem, WEB_ROUTES } from "@jogada/contracts";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { LedgerService } from "../../apps/server/src/modules/ledger/service.js";
import type { Pool } from "../../apps/server/src/platform/db.js";
import { MEMBER_CENTRE_PAGES } from "../../apps/web/src/features/member-centre/pages.js";
import { BROWSER_LOCALE } from "./browser.js";
import {
  type AxeViolation,
  type LayoutProblem,
  layoutProblems,
  seriousAxeViolations,
  settle,
} from "./layout.js";
import { PHONE, shoot } from "./page.js";
import { createPlayer, openSession, putSessionInTab } from "./player-session.js";
import { e2eStack } from "./stack-urls.js";

/**
 * The layout files' shared steps: a context in a language and viewport, client-side visits, a
 * check of one screen (layout and, where asked, axe-core) and a report of every finding at once.
 */

export interface Finding {
  where: string;
  layout: LayoutProblem[];
  axe: AxeViolation[];
}

export async function newContext(
  browser: Browser,
  language: Language,
  viewport: { width: number; height: number } = PHONE,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: e2eStack().baseUrl, locale: BROWSER_LOCALE, viewport });
  await context.addInitScript((lang) => {
    localStorage.setItem("lang", lang);
    sessionStorage.setItem("popupSeen", "1");
  }, language);
  return context;
}

/** Client-side navigation: the site stays loaded (and axe with it), as when a player taps a link. */
export async function visit(page: Page, path: string): Promise<void> {
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

export async function check(page: Page, where: string, axe = true): Promise<Finding> {
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

export function expectClean(findings: Finding[]): void {
  const text = report(findings);
  // The whole list in the log: the assertion's diff shows only its start.
  if (text) console.log(text);
  expect(text).toBe("");
}

/** The routes to open: every declared path, and every path of the server's header menu. */
export async function sitePaths(): Promise<string[]> {
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
export const NARROW_PHONE = { width: 360, height: 740 };
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1280, height: 860 };
export const AGENT_TYPE = 1;

/** Opens the member centre and checks each page its menu offers, entry by entry. */
export async function memberCentreFindings(page: Page, where: string, axe: boolean): Promise<Finding[]> {
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

export async function playerSession(pool: Pool, context: BrowserContext, type = 0): Promise<void> {
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

/**
 * Layout (no axe) at one more width: every route as a guest in PT, and in EN too at the narrowest
 * phone, where longer words break first; then every member-centre page logged in, in both languages.
 */
export async function widthFindings(
  browser: Browser,
  pool: Pool,
  viewport: { width: number; height: number },
): Promise<Finding[]> {
  const paths = await sitePaths();
  const findings: Finding[] = [];
  for (const language of ["PT", "EN"] as const) {
    if (language === "PT" || viewport.width === 360) {
      const context = await newContext(browser, language, viewport);
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
    const context = await newContext(browser, language, viewport);
    await playerSession(pool, context);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByTestId("logged-in-bar").waitFor();
    await settle(page);
    findings.push(await check(page, `${language} ${viewport.width}px logged-in header`, false));
    findings.push(...(await memberCentreFindings(page, `${language} ${viewport.width}px`, false)));
    await context.close();
  }
  return findings;
}
