import { randomBytes, randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { closeModalIfShown, PHONE, shoot } from "./support/page.js";
import { useBrazilianPixBrand } from "./support/pix-brand.js";
import { createPlayer, openSession, PAYMENT_PASSWORD, putSessionInTab } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

let pool: Pool;
let browser: Browser;

useBrowserAndPool(3, (stack) => ({ pool, browser } = stack));
// After the pool's hooks: the brand turns Brazilian once the pool is open, and back before it closes.
useBrazilianPixBrand(() => pool);

/** Money in as a player's Pix deposit, paid by the sandbox provider's payer. */
async function fundByPix(token: string, amount: string): Promise<void> {
  const res = await fetch(`${e2eStack().baseUrl}/wps/relay/DPS_createDeposit`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ channelId: "pix", amount }),
  });
  const reply = (await res.json()) as {
    success: boolean;
    message?: string;
    value: { pix: { txid: string } };
  };
  expect(reply.success, reply.message).toBe(true);
  const paid = await fetch(`${e2eStack().sandboxUrl}/pix/api/charges/${reply.value.pix.txid}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(paid.status).toBe(200);
  // Credited once the provider's webhook reached the platform and it confirmed the Pix.
  const orderNo = (reply.value as unknown as { orderNo: string }).orderNo;
  const status = async () => {
    const res = await fetch(`${e2eStack().baseUrl}/wps/relay/DPS_depositOrder?orderNo=${orderNo}`, {
      headers: { authorization: token },
    });
    return ((await res.json()) as { value?: { status: string } }).value?.status;
  };
  await expect.poll(status, { timeout: 45_000 }).toBe("paid");
}

describe("a Pix withdrawal on a phone", () => {
  it("adds a Pix key (a wrong CPF refused in Portuguese), withdraws, staff approve, and the balance and record follow", async () => {
    const username = `x${randomBytes(4).toString("hex")}`;
    const id = await createPlayer(pool, username);
    const token = await openSession(pool, id);
    await fundByPix(token, "300");

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await putSessionInTab(page, { token, username });
    await page.goto("/");
    const balance = page.getByTestId("balance");
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toBe("R$\u00a0300,00");
    await closeModalIfShown(page, "notice-modal", 15_000);

    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-withdraw").click();
    const payee = page.getByTestId("payee-form");
    await payee.waitFor();
    // Pix comes first where the brand pays by Pix; the key's type picks the phone's keyboard.
    await expect.poll(() => payee.locator('select[name="payeeType"]').inputValue()).toBe("PIX");
    await payee.locator('select[name="pixKeyType"]').selectOption("CPF");
    expect(await payee.locator('input[name="pixKey"]').getAttribute("inputmode")).toBe("numeric");
    await payee.locator('input[name="pixKey"]').fill("123.456.789-00");
    await payee.locator('input[name="holderName"]').fill("Maria Silva");
    await page.getByTestId("payee-save").click();
    await expect
      .poll(() => payee.getByTestId("wallet-error").innerText())
      .toBe("CPF inválido: confira os 11 dígitos.");
    await shoot(page, "pix-key-refused");
    await payee.locator('input[name="pixKey"]').fill("529.982.247-25");
    await page.getByTestId("payee-save").click();
    const chosen = page.locator('select[name="payee"] option');
    await expect.poll(() => chosen.count(), { timeout: 10_000 }).toBe(1);
    expect(await chosen.first().innerText()).toBe("Pix · CPF ***.982.247-** · Maria Silva");

    const form = page.getByTestId("withdraw-form");
    await form.locator('input[name="amount"]').fill("120");
    await form.locator('input[name="paymentPassword"]').fill(PAYMENT_PASSWORD);
    await page.getByTestId("withdraw-submit").click();
    const status = page.getByTestId("withdrawal-status").first();
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toBe("Em análise");
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toBe("R$\u00a0180,00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, "pix-withdrawal-review");
    const { rows } = await pool.query<{ order_no: string }>(
      "select order_no from withdrawal_orders where member_id = $1",
      [id],
    );
    const orderNo = rows[0]?.order_no as string;

    // Staff see the key masked and approve: the provider pays it out.
    const finance = await createStaff(pool, `pix.${randomBytes(3).toString("hex")}`, "finance");
    const staff = await newPage(browser);
    await staff.page.addInitScript(() => localStorage.setItem("lang", "PT"));
    await loginAsStaff(staff.page, finance);
    await staff.page.goto("/backoffice/withdrawals");
    await staff.page.getByTestId(`bo-open-${orderNo}`).click();
    const drawer = staff.page.getByTestId("bo-drawer");
    await expect
      .poll(() => drawer.getByTestId("bo-payee").innerText(), { timeout: 15_000 })
      .toBe("Pix · CPF ***.982.247-** · Maria Silva");
    await drawer.getByTestId("bo-approve").click();
    await staff.page.getByTestId("bo-confirm").click();
    await expect
      // The provider's notice arrives over mutual TLS after it has paid: on a busy machine, late.
      .poll(() => drawer.getByTestId("bo-withdrawal-status").innerText(), { timeout: 60_000 })
      .toBe("Pago");
    await expect.poll(() => drawer.getByTestId("bo-payout-status").innerText()).toBe("REALIZADO");
    await shoot(staff.page, "pix-withdrawal-backoffice");
    await staff.context.close();

    // The player's record follows without a reload; the held money left once.
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toBe("Pago: confirme o recebimento");
    expect(await balance.innerText()).toBe("R$\u00a0180,00");
    await shoot(page, "pix-withdrawal-paid");
    await context.close();
  }, 240_000);
});
