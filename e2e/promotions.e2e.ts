import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { staffLogin } from "../apps/server/test/staff.js";
import { formatAmount } from "../apps/web/src/shared/lib/money.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

let pool: Pool;
let browser: Browser;
let opsToken: string;
let promotionId: number;

/** The words each language's screens use, so one journey checks both. */
const TEXT = {
  PT: {
    join: "Participar",
    joined: "Inscrito",
    paid: "Pagamento recebido",
    active: "Ativo",
    converted: "Convertido",
    bonus: "Bônus",
    forfeitTitle: "Você tem bônus ativos",
    forfeitConfirm: "Entendo e quero sacar",
    cancel: "Cancelar",
    rewardCentre: "Central de recompensas",
    money: (amount: string) => formatAmount(amount, "PT"),
  },
  EN: {
    join: "Join",
    joined: "Joined",
    paid: "Payment received",
    active: "Active",
    converted: "Converted",
    bonus: "Bonus",
    forfeitTitle: "You have active bonuses",
    forfeitConfirm: "I understand, withdraw",
    cancel: "Cancel",
    rewardCentre: "Reward centre",
    money: (amount: string) => formatAmount(amount, "EN"),
  },
} as const;

async function ops(method: "GET" | "POST", path: string, body?: unknown) {
  const res = await fetch(`${e2eStack().baseUrl}${path}`, {
    method,
    headers: { authorization: opsToken, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { success: boolean; value: never; errorCode?: string };
}

/** A player with a payment password and a live session, in the given language, put in the tab the way login does. */
async function playerSession(page: Page, language: "PT" | "EN"): Promise<{ id: number; token: string }> {
  const username = `p${randomBytes(4).toString("hex")}`;
  const id = await createPlayer(pool, username);
  const token = await openSession(pool, id);
  // The home page's popup notice would open over the member centre on the way back from the checkout.
  await putSessionInTab(page, { token, username, language, popupSeen: true });
  return { id, token };
}

/** One dice bet through the house games API, as the game page places it (its own Idempotency-Key). */
async function diceBet(page: Page, token: string, amount: string): Promise<boolean> {
  return page.evaluate(
    async ([auth, stake, key]) => {
      const res = await fetch("/wps/bgs/dice/bet", {
        method: "POST",
        headers: { Authorization: auth, "content-type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({ amount: stake, target: "2.00", direction: "over" }),
      });
      return ((await res.json()) as { success: boolean }).success;
    },
    [token, amount, randomUUID()] as const,
  );
}

async function openMemberCentrePage(page: Page, name: string): Promise<void> {
  await page
    .getByTestId(`mc-menu-${name}`)
    .click({ timeout: 8000 })
    .catch(async (e) => {
      await shoot(page, `debug-${name}`);
      throw e;
    });
  await page.getByTestId(`mc-page-${name}`).waitFor();
}

beforeAll(async () => {
  pool = createPool(e2eStack().databaseUrl, 3);
  browser = await launchBrowser();
  const { secret: _secret, ...staffBody } = await staffLogin(pool, "ops.promo", "e2e-operator-password");
  const login = await fetch(`${e2eStack().baseUrl}/ops/session/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staffBody),
  });
  opsToken = ((await login.json()) as { value: { token: string } }).value.token;
  // A first-deposit match: 100% up to P 50 (a deposit of 100 gets 50), wagered twice the bonus, stakes up to P 20.
  const created = await ops("POST", "/ops/promotions", {
    merchant: "jogada",
    terms: {
      kind: "deposit_match",
      deposit: "first",
      percent: 100,
      cap: "50",
      minDeposit: "10",
      wagering: { multiple: 2, base: "bonus", contributions: {}, maxStake: "20", expiryDays: 7 },
    },
    eligibility: {},
    texts: {
      PT: {
        title: "Dobro no primeiro depósito",
        content: "<p>Depositou, ganhou o mesmo valor em bônus.</p>",
      },
      EN: {
        title: "Double your first deposit",
        content: "<p>Deposit and get the same again as a bonus.</p>",
      },
    },
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: null,
  });
  expect(created.success, JSON.stringify(created)).toBe(true);
  promotionId = (created.value as { id: number }).id;
});

afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

describe.each(["PT", "EN"] as const)("a deposit bonus from joining to real money (%s)", (language) => {
  const text = TEXT[language];

  it("joins, deposits, sees the bonus, is asked before a withdrawal forfeits it, wagers it and gets it converted", async () => {
    const { context, page } = await newPage(browser, language === "EN" ? { viewport: PHONE } : {});
    const player = await playerSession(page, language);

    // The promotion in the list, open to join.
    await page.goto("/promotions");
    await closeModalIfShown(page);
    const card = page.locator(`[data-testid="promo-card"][data-promotion="${promotionId}"]`);
    await card.waitFor();
    expect(await card.getByTestId("promo-state").innerText()).toBe(language === "PT" ? "Aberta" : "Open");
    await shoot(page, `promotions-list-${language}`);

    // Its detail shows the terms; joining changes the state.
    await card.getByRole("link", { name: language === "PT" ? "Ver detalhes" : "See details" }).click();
    const detail = page.getByTestId("promo-detail");
    await detail.waitFor();
    const terms = await page.getByTestId("promo-terms").innerText();
    expect(terms).toContain("100%");
    expect(terms).toContain(text.money("50.00"));
    expect(terms).toContain("2x");
    expect(terms).toContain(text.money("20.00"));
    await page.getByRole("button", { name: text.join, exact: true }).click();
    await expect
      .poll(() => detail.getByTestId("promo-state").first().innerText(), { timeout: 10_000 })
      .toBe(text.joined);
    await shoot(page, `promotion-detail-${language}`);

    // Deposit through the provider's checkout page.
    await page.getByTestId("deposit-button").click();
    const form = page.getByTestId("deposit-form");
    await form.waitFor();
    await form.locator('input[name="amount"]').fill("100");
    await page.getByTestId("deposit-submit").click();
    await page.waitForURL(/\/payments\/checkout\//);
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/depositOrder=/);
    await expect
      .poll(() => page.getByTestId("deposit-status").innerText(), { timeout: 15_000 })
      .toContain(text.paid);

    // The payee account comes through the API: the wallet journey covers adding one in the form.
    const added = await page.evaluate(async (auth) => {
      const res = await fetch("/wps/relay/WDS_addPayeeAccount", {
        method: "POST",
        headers: { Authorization: auth, "content-type": "application/json" },
        body: JSON.stringify({
          type: "BANK",
          institution: "Banco Demo",
          accountNo: "00112233",
          holderName: "Maria Silva",
        }),
      });
      return ((await res.json()) as { success: boolean }).success;
    }, player.token);
    expect(added).toBe(true);
    // The bonus arrives: in the bar and in the bonus details.
    await expect
      .poll(() => page.getByTestId("bonus-balance").innerText(), { timeout: 20_000 })
      .toBe(`${text.bonus} ${text.money("50.00")}`);
    expect(await page.getByTestId("balance").innerText()).toBe(text.money("150.00"));
    await openMemberCentrePage(page, "bonusDetails");
    const bonus = page.getByTestId("bonus-item").first();
    await bonus.waitFor();
    expect(await bonus.getByTestId("bonus-state").innerText()).toBe(text.active);
    expect(await bonus.getByTestId("bonus-amount").innerText()).toBe(text.money("50.00"));
    expect(await bonus.getByTestId("wagering-bar").getAttribute("aria-valuenow")).toBe("0");
    await shoot(page, `bonus-details-${language}`);

    // A withdrawal now would give the bonus up: the form says so and asks first; cancelling sends nothing.
    await openMemberCentrePage(page, "withdraw");
    const notice = page.getByTestId("forfeit-notice");
    await notice.waitFor();
    expect(await notice.innerText()).toContain(text.forfeitTitle);
    expect(await page.getByTestId("forfeit-total").innerText()).toBe(text.money("50.00"));
    await expect.poll(() => page.locator('select[name="payee"] option').count(), { timeout: 10_000 }).toBe(1);
    const withdraw = page.getByTestId("withdraw-form");
    await withdraw.locator('input[name="amount"]').fill("100");
    await withdraw.locator('input[name="paymentPassword"]').fill("246810");
    await page.getByTestId("withdraw-submit").click();
    // The question itself, not the member centre behind it (whose notice has the same title).
    const dialog = page
      .getByRole("dialog")
      .filter({ has: page.getByRole("button", { name: text.forfeitConfirm }) });
    await dialog.waitFor();
    await shoot(page, `withdraw-forfeit-${language}`);
    await dialog.getByRole("button", { name: text.cancel }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId("withdrawal-item").count()).toBe(0);
    expect(await page.getByTestId("balance").innerText()).toBe(text.money("150.00"));

    // Play dice until twice the bonus (P 100) is wagered; a 98% chance keeps the money in play.
    for (let bet = 0; bet < 10; bet += 1) expect(await diceBet(page, player.token, "10.00")).toBe(true);

    // Wagering is counted by a job; the bonus becomes main money once it is met.
    await openMemberCentrePage(page, "bonusDetails");
    await expect
      .poll(
        async () => {
          await page.getByTestId("mc-menu-rewardCenter").click();
          await openMemberCentrePage(page, "bonusDetails");
          return page.getByTestId("bonus-state").first().innerText();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(text.converted);
    expect(await page.getByTestId("wagering-bar").first().getAttribute("aria-valuenow")).toBe("100");
    await expect.poll(() => page.getByTestId("bonus-balance").count(), { timeout: 10_000 }).toBe(0);
    const ledger = new LedgerService(pool);
    const main = await ledger.balanceOf({ owner: "player", memberId: player.id, wallet: "main" }, "PHP");
    const bonusLeft = await ledger.balanceOf(
      { owner: "player", memberId: player.id, wallet: "bonus" },
      "PHP",
    );
    expect(Number(bonusLeft.available)).toBe(0);
    expect(await page.getByTestId("balance").innerText()).toBe(
      formatAmount((Number(main.available) / 100).toFixed(2), language),
    );
    await shoot(page, `bonus-converted-${language}`);

    // The account menu's reward centre opens the reward centre, not "my account".
    await page.keyboard.press("Escape");
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-rewardCenter").click();
    await page.getByTestId("mc-page-rewardCenter").waitFor();
    expect(await page.getByTestId("mc-menu-rewardCenter").getAttribute("aria-current")).toBe("page");
    expect(await page.getByTestId("reward-center").innerText()).toContain(text.rewardCentre);
    await context.close();
  });
});
