import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../apps/server/src/config.js";
import { createAgents } from "../apps/server/src/modules/agents/index.js";
import { SessionService } from "../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { ResponsibleGamingGuard } from "../apps/server/src/modules/responsible-gaming/index.js";
import type { AppContext } from "../apps/server/src/platform/context.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { createEventBus } from "../apps/server/src/platform/events.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, PHONE, privateIp, shoot } from "./support/page.js";
import { acceptBrandTerms } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

/*
 * The agent centre in the browser: an agent registers a downline agent and offers it a daily
 * salary; the downline logs in and accepts; its member plays dice; the daily settlement runs;
 * both agents see the bill, one in Portuguese on a desktop, the other in English on a phone.
 */

const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = "Secret123";
const PAYMENT_PASSWORD = "246810";

let pool: Pool;
let browser: Browser;
let brands: BrandService;
let ctx: AppContext;

const uniqueName = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

async function memberId(username: string): Promise<number> {
  const { rows } = await pool.query<{ id: string }>("select id from members where username = $1", [username]);
  return Number(rows[0]!.id);
}

async function fund(id: number, amount: bigint, reference: string): Promise<void> {
  await ctx.ledger.transfer({
    from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
    to: { owner: "player", memberId: id, wallet: "main" },
    amount,
    currency: "PHP",
    reference,
    kind: "deposit",
  });
}

async function sessionToken(id: number): Promise<string> {
  const sessions = new SessionService({
    config: loadConfig({ ...process.env, DATABASE_URL: e2eStack().databaseUrl }),
    pool,
    brands,
  });
  const { token } = await sessions.open(pool, { id, merchantCode: "jogada" }, "password", {
    ip: "127.0.0.1",
    userAgent: "e2e",
  });
  return token;
}

/** Puts a session in the tab the way login does. */
async function signedIn(page: Page, token: string, username: string, type: number): Promise<void> {
  await page.addInitScript(
    ([t, u, k]) => {
      if (!sessionStorage.getItem("token")) {
        sessionStorage.setItem("token", t as string);
        sessionStorage.setItem("account", u as string);
        sessionStorage.setItem("isAgent", k as string);
        sessionStorage.setItem("merchant", "jogada");
        // The popup announcement opens once per tab, late on a busy machine, over what is clicked.
        sessionStorage.setItem("popupSeen", "1");
      }
    },
    [token, username, String(type)],
  );
}

async function openAgentCentre(page: Page): Promise<void> {
  await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
  // The popup announcement opens by itself once per browser session, sometimes late.
  await closeModalIfShown(page, "notice-modal", 1500);
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    // A phone's header has no room for the icon: the account menu has the entry.
    expect(await page.getByTestId("agent-centre-button").isVisible()).toBe(false);
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-agentCentre").click();
  } else {
    await page.getByTestId("agent-centre-button").click();
  }
  await page.getByTestId("agent-centre").waitFor();
  await page.getByTestId("ac-page-agentTeamOverview").waitFor();
}

/** Chooses a page from the desktop menu or, on a phone, the scrolling strip. */
async function goTo(page: Page, name: string): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 1280) < 640;
  await page.getByTestId(phone ? `ac-tab-${name}` : `ac-menu-${name}`).click();
  await page.getByTestId(`ac-page-${name}`).waitFor();
}

/** The page fits its width: nothing sticks out sideways (wide tables scroll inside their box). */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    return [dialog.scrollWidth, dialog.clientWidth];
  });
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A dice bet through the API, as the game page places it. */
async function diceBet(token: string, amount: string): Promise<void> {
  const res = await fetch(`${e2eStack().baseUrl}/wps/bgs/dice/bet`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ amount, target: "50.50", direction: "over" }),
  });
  const body = (await res.json()) as { success: boolean; message?: string };
  expect(body.success, body.message).toBe(true);
}

/**
 * A clock 25 hours ahead: past tomorrow's settle time (00:30 by default) whatever the hour now,
 * so today's daily salary is due.
 */
const tomorrowAfterSettleTime = () => new Date(Date.now() + 25 * 3_600_000);

beforeAll(async () => {
  pool = createPool(e2eStack().databaseUrl, 3);
  browser = await launchBrowser();
  brands = new BrandService(pool, "jogada");
  const config = loadConfig({ ...process.env, DATABASE_URL: e2eStack().databaseUrl });
  const log = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => log };
  ctx = {
    config,
    pool,
    log,
    brands,
    ledger: new LedgerService(pool),
    events: createEventBus(undefined, () => undefined),
    members: new MemberService({ pool }),
    responsibleGaming: new ResponsibleGamingGuard(pool, brands),
    notify: async () => {},
  } as unknown as AppContext;
  // House terms a small team can reach: 1 % of the valid bet from one active member.
  await brands.update("jogada", "e2e", "e2e.agents", (brand) => ({
    ...brand,
    agents: {
      ...brand.agents,
      activeMemberMinBet: "1",
      houseTerms: [
        {
          product: "CONS",
          daily: { details: [{ betVolume: "1", activeMember: 1, rateType: "P", rate: "1" }] },
        },
      ],
    },
  }));
});

afterAll(async () => {
  await browser?.close();
  await ctx?.events.close();
  await pool?.end();
});

describe("agent centre in the browser", () => {
  it("shows the icon to agents only, and a player's account gets the server's refusal", async () => {
    const username = uniqueName("p");
    const id = await new MemberService({ pool }).create(pool, {
      merchantCode: "jogada",
      username,
      password: PASSWORD,
    });
    await acceptBrandTerms(pool, id);
    const token = await sessionToken(id);
    const plain = await newPage(browser, { forwardedFor: privateIp() });
    await signedIn(plain.page, token, username, 0);
    await plain.page.goto("/");
    await closeModalIfShown(plain.page);
    await plain.page.getByTestId("logged-in-bar").waitFor();
    expect(await plain.page.getByTestId("agent-centre-button").count()).toBe(0);
    await plain.context.close();

    // A tab whose stored account type says agent (edited by hand): the server still says no.
    const edited = await newPage(browser, { forwardedFor: privateIp() });
    await signedIn(edited.page, token, username, 1);
    await edited.page.goto("/");
    await closeModalIfShown(edited.page);
    await edited.page.getByTestId("agent-centre-button").click();
    await expect
      .poll(() => edited.page.getByTestId("agent-refused").innerText())
      .toBe("Apenas agentes podem fazer login.");
    await edited.context.close();
  });

  it("registers a downline agent, offers a daily salary, the downline accepts, bets settle and both see the bill", async () => {
    // The top agent: an agent account with money and a payment password.
    const top = uniqueName("ta");
    const topId = await new MemberService({ pool }).create(pool, {
      merchantCode: "jogada",
      username: top,
      password: PASSWORD,
      paymentPassword: PAYMENT_PASSWORD,
      type: 1,
    });
    await acceptBrandTerms(pool, topId);
    await fund(topId, 1_000_00n, `e2e-agent-fund:${top}`);

    // --- The top agent, in Portuguese on a desktop.
    const a = await newPage(browser, { forwardedFor: privateIp(), viewport: DESKTOP });
    await signedIn(a.page, await sessionToken(topId), top, 1);
    await a.page.goto("/");
    await closeModalIfShown(a.page);
    await openAgentCentre(a.page);
    await expect.poll(() => a.page.getByTestId("ov-teamSize").innerText()).toContain("0");
    await shoot(a.page, "agent-overview-desktop");

    // Register a downline agent.
    const sub = uniqueName("sa");
    await goTo(a.page, "agentRegisterAccount");
    await a.page.getByTestId("reg-role").selectOption("agent");
    await a.page.getByTestId("reg-username").fill(sub);
    await a.page.getByTestId("reg-password").fill(PASSWORD);
    await a.page.getByTestId("reg-confirm").fill(`${PASSWORD}x`);
    await a.page.getByTestId("reg-submit").click();
    await expect
      .poll(() => a.page.getByTestId("agent-error").innerText())
      .toBe("Entrada de confirmação incorreta");
    await a.page.getByTestId("reg-confirm").fill(PASSWORD);
    await a.page.getByTestId("reg-submit").click();
    await expect.poll(() => a.page.getByTestId("agent-ok").innerText()).toContain(sub);
    await expect.poll(() => a.page.getByTestId("affiliate-url").inputValue()).toMatch(/affiliateCode=\w+/);
    await a.page.getByTestId("affiliate-qr").waitFor();
    const subId = await memberId(sub);

    // It shows in the downline list; send it money with the payment password.
    await goTo(a.page, "agentDownlines");
    await expect.poll(() => a.page.getByTestId("dl-username").first().innerText()).toContain(sub);
    await a.page.getByTestId("dl-transfer").first().click();
    await a.page.getByTestId("transfer-amount").fill("50");
    await a.page.getByTestId("transfer-password").fill("000000");
    await a.page.getByTestId("transfer-submit").click();
    await a.page.getByTestId("agent-error").waitFor();
    await a.page.getByTestId("transfer-password").fill(PAYMENT_PASSWORD);
    await a.page.getByTestId("transfer-submit").click();
    await expect.poll(() => a.page.getByTestId("agent-ok").innerText()).toContain(sub);

    // Offer a daily salary: preview it, then send it.
    await a.page.getByTestId("dl-offer").first().click();
    await a.page.getByTestId("ac-page-agentContracts").waitFor();
    await a.page.getByTestId("offer-form").waitFor();
    await expect.poll(() => a.page.getByTestId("offer-downline").inputValue()).toBe(String(subId));
    await a.page.getByTestId("tier-0-betVolume").fill("1");
    await a.page.getByTestId("tier-0-activeMember").fill("1");
    await a.page.getByTestId("tier-0-rate").fill("2");
    await a.page.getByTestId("offer-submit").click();
    // Above its own 1 %: the server refuses, in Portuguese.
    await a.page.getByTestId("agent-error").waitFor();
    await a.page.getByTestId("tier-0-rate").fill("0,5");
    await a.page.getByTestId("offer-preview").click();
    await a.page.getByTestId("offer-preview-result").waitFor();
    await expect.poll(() => a.page.getByTestId("offer-preview-total").innerText()).toContain("P\u00a00,00");
    await shoot(a.page, "agent-offer-desktop");
    await a.page.getByTestId("offer-submit").click();
    await a.page.getByTestId("contracts-downlines").waitFor();
    const offered = a.page.getByTestId("contracts-downlines").getByTestId("contract-card");
    await expect.poll(() => offered.first().getAttribute("data-status")).toBe("offered");

    // --- The downline agent logs in, in English on a phone.
    const b = await newPage(browser, { forwardedFor: privateIp(), viewport: PHONE });
    await b.page.addInitScript(() => localStorage.setItem("lang", "EN"));
    await b.page.goto("/");
    await closeModalIfShown(b.page, "notice-modal", 8000);
    await closeModalIfShown(b.page, "login-modal", 1500);
    await b.page.getByRole("button", { name: "Log in" }).first().click();
    const login = b.page.getByTestId("login-modal");
    await login.waitFor();
    await login.getByLabel("Username").fill(sub);
    await login.getByLabel("Password").fill(PASSWORD);
    await b.page.getByTestId("login-submit").click();
    await b.page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    // An account its agent opened has not accepted the terms yet: its owner does at first login.
    await b.page.getByTestId("terms-agree").check();
    await b.page.getByTestId("terms-accept").click();
    await expect.poll(() => b.page.getByTestId("terms-prompt").count()).toBe(0);
    await closeModalIfShown(b.page, "notice-modal", 2000);
    await openAgentCentre(b.page);
    await expectNoSidewaysOverflow(b.page);
    await shoot(b.page, "agent-overview-phone");
    // The menu strip says there is more to the right.
    await b.page.getByTestId("ac-strip-more").waitFor();

    await goTo(b.page, "agentContracts");
    const waiting = b.page.getByTestId("contracts-waiting");
    await waiting.waitFor();
    await waiting.getByTestId("contract-accept").click();
    await b.page.getByTestId("contract-confirm-yes").click();
    await expect.poll(() => b.page.getByTestId("agent-ok").innerText()).toBe("Contract accepted.");
    await b.page.getByTestId("contracts-tab-mine").click();
    const mine = b.page.getByTestId("contracts-mine").getByTestId("contract-card");
    await expect.poll(() => mine.first().getAttribute("data-status")).toBe("active");
    await expect.poll(() => mine.first().innerText()).toContain("0.5%");
    await expectNoSidewaysOverflow(b.page);
    await shoot(b.page, "agent-contracts-phone");

    // The downline agent opens a member account of its own.
    const player = uniqueName("pm");
    await goTo(b.page, "agentRegisterAccount");
    await b.page.getByTestId("reg-username").fill(player);
    await b.page.getByTestId("reg-password").fill(PASSWORD);
    await b.page.getByTestId("reg-confirm").fill(PASSWORD);
    await b.page.getByTestId("reg-submit").click();
    await expect.poll(() => b.page.getByTestId("agent-ok").innerText()).toContain(player);

    // --- The member plays dice.
    const playerId = await memberId(player);
    await fund(playerId, 100_00n, `e2e-agent-fund:${player}`);
    const playerToken = await sessionToken(playerId);
    for (let i = 0; i < 3; i++) await diceBet(playerToken, "10.00");

    // Team betting shows the rounds to the downline agent.
    await goTo(b.page, "agentTeamBetting");
    await expect.poll(() => b.page.getByTestId("team-bets").getByTestId("agent-card").count()).toBe(3);
    await expect.poll(() => b.page.getByTestId("bets-validBet").innerText()).toContain("30.00");
    await expectNoSidewaysOverflow(b.page);

    // --- The daily settlement runs (the job's own service, on tomorrow's clock).
    await createAgents(ctx).settlement.runKind("daily", { now: tomorrowAfterSettleTime() });

    // The downline agent sees its daily wage: 0.5 % of 30.00, paid by the top agent.
    await b.page.reload();
    await closeModalIfShown(b.page, "notice-modal", 2000);
    await openAgentCentre(b.page);
    await goTo(b.page, "agentDailyWages");
    await b.page.getByTestId("period-today").click();
    const bBills = b.page.getByTestId("bills").getByTestId("agent-card");
    await expect.poll(() => bBills.count()).toBe(1);
    const bBill = await bBills.first().innerText();
    expect(bBill).toContain(top);
    expect(bBill).toContain("P\u00a00.15");
    expect(bBill).toContain("Paid");
    await expectNoSidewaysOverflow(b.page);
    await shoot(b.page, "agent-bills-phone");

    // The top agent sees it among the bills it paid, in Portuguese.
    await a.page.reload();
    await closeModalIfShown(a.page, "notice-modal", 2000);
    await openAgentCentre(a.page);
    await goTo(a.page, "agentDailyWages");
    await a.page.getByTestId("period-today").click();
    await a.page.getByTestId("bills-role-downline").click();
    const aBills = a.page.getByTestId("bills").getByTestId("agent-row");
    await expect.poll(() => aBills.count()).toBe(1);
    const aBill = await aBills.first().innerText();
    expect(aBill).toContain(sub);
    expect(aBill).toContain("P\u00a00,15");
    expect(aBill).toContain("Pago");
    await shoot(a.page, "agent-bills-desktop");

    await a.context.close();
    await b.context.close();
  }, 300_000);
});
