import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { staffLogin } from "../apps/server/test/staff.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

let pool: Pool;
let browser: Browser;
let opsToken: string;

/** A player with a payment password and a live session, put in the tab the way login does. */
async function playerSession(page: Page): Promise<{ id: number; username: string }> {
  const username = `w${randomBytes(4).toString("hex")}`;
  const id = await createPlayer(pool, username);
  await putSessionInTab(page, { token: await openSession(pool, id), username });
  return { id, username };
}

async function ops(method: "GET" | "POST", path: string, body?: unknown, key?: string) {
  const res = await fetch(`${e2eStack().baseUrl}${path}`, {
    method,
    headers: {
      authorization: opsToken,
      ...(body ? { "content-type": "application/json" } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { success: boolean; value: never };
}

beforeAll(async () => {
  pool = createPool(e2eStack().databaseUrl, 3);
  browser = await launchBrowser();
  const { secret: _secret, ...staffBody } = await staffLogin(pool, "ops.e2e", "e2e-operator-password");
  const login = await fetch(`${e2eStack().baseUrl}/ops/session/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staffBody),
  });
  opsToken = ((await login.json()) as { value: { token: string } }).value.token;
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

describe("wallet in the browser", () => {
  it("deposits through the checkout, sees the balance change live, withdraws, and confirms receipt", async () => {
    const { context, page } = await newPage(browser);
    const player = await playerSession(page);
    await page.goto("/");
    await closeModalIfShown(page);
    const balance = page.getByTestId("balance");
    await expect.poll(() => balance.innerText()).toBe("P\u00a00,00");

    // Hide and show.
    await page.getByTestId("balance-toggle").click();
    await expect.poll(() => balance.innerText()).toBe("P\u00a0***");
    await page.getByTestId("balance-toggle").click();

    // Deposit through the provider's checkout page.
    await page.getByTestId("deposit-button").click();
    const form = page.getByTestId("deposit-form");
    await form.waitFor();
    await form.locator('input[name="amount"]').fill("500");
    await page.getByTestId("deposit-submit").click();
    await page.waitForURL(/\/payments\/checkout\//);
    // The checkout speaks the player's language and shows money as the site does.
    expect(await page.getByTestId("amount").innerText()).toBe("P\u00a0500,00");
    expect(await page.getByTestId("checkout-pay").innerText()).toBe("Pagar agora");
    expect(await page.locator("html").getAttribute("lang")).toBe("pt");
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/depositOrder=/);
    await expect
      .poll(() => page.getByTestId("deposit-status").innerText(), { timeout: 15_000 })
      .toContain("Pagamento recebido");
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toBe("P\u00a0500,00");

    // Money moved elsewhere shows up in the bar without a reload.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    const adjusted = await ops(
      "POST",
      `/ops/members/${player.id}/adjustments`,
      { amount: "50", reason: "welcome" },
      crypto.randomUUID(),
    );
    expect(adjusted.success).toBe(true);
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe("P\u00a0550,00");
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);

    // Withdrawal: payee account, amount, payment password.
    await page.getByTestId("mc-menu-withdraw").click();
    const payee = page.getByTestId("payee-form");
    await payee.waitFor();
    await payee.locator('input[name="institution"]').fill("Banco Demo");
    await payee.locator('input[name="accountNo"]').fill("00112233");
    await payee.locator('input[name="holderName"]').fill("Maria Silva");
    await page.getByTestId("payee-save").click();
    await expect.poll(() => page.locator('select[name="payee"] option').count()).toBe(1);
    const withdraw = page.getByTestId("withdraw-form");
    await withdraw.locator('input[name="amount"]').fill("200");
    await withdraw.locator('input[name="paymentPassword"]').fill("246810");
    await page.getByTestId("withdraw-submit").click();
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe("P\u00a0350,00");
    await expect.poll(() => page.getByTestId("withdrawal-status").first().innerText()).toBe("Em análise");

    // The operator approves through the API; the payout comes back paid.
    const pending = await ops("GET", "/ops/withdrawals?status=review");
    const order = (pending.value as { list: { orderNo: string; memberId: string }[] }).list.find(
      (o) => o.memberId === String(player.id),
    );
    expect(order).toBeDefined();
    expect((await ops("POST", `/ops/withdrawals/${order?.orderNo}/approve`)).success).toBe(true);
    await expect
      .poll(() => page.getByTestId("withdrawal-status").first().innerText(), { timeout: 15_000 })
      .toBe("Pago: confirme o recebimento");

    // The player confirms receipt.
    await page.getByTestId("withdraw-confirm-submit").click();
    await expect
      .poll(() => page.getByTestId("withdrawal-status").first().innerText(), { timeout: 10_000 })
      .toBe("Concluído");
    expect(await balance.innerText()).toBe("P\u00a0350,00");

    // The account record lists it all with the balance after each movement.
    await page.getByTestId("mc-menu-transactionHistory").click();
    const table = page.getByTestId("history-table");
    await table.waitFor();
    const text = await table.innerText();
    expect(text).toContain("Depósito");
    expect(text).toContain("Saque");
    expect(text).toContain("Ajuste");
    await context.close();
  });
});
