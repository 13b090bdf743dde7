import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { nextCode, staffLogin } from "../apps/server/test/staff.js";
import { submitStaffCode, submitStaffPassword } from "./support/back-office-login.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { shoot } from "./support/page.js";
import { createPlayer, openSession } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

const STAFF = "bo.e2e";
const STAFF_PASSWORD = "e2e-staff-password";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let pool: Pool;
let browser: Browser;
let staffSecret: string;
let staffToken: string;

interface Reply<T = never> {
  success: boolean;
  errorCode?: string;
  message?: string;
  value: T;
}

async function api<T = never>(
  method: "GET" | "POST",
  path: string,
  token: string,
  body?: unknown,
  key = method === "POST" ? randomUUID() : undefined,
): Promise<Reply<T>> {
  const res = await fetch(`${e2eStack().baseUrl}${path}`, {
    method,
    headers: {
      authorization: token,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(key ? { "idempotency-key": key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Reply<T>;
}

/** A player with a payment password, a session, money and a payee account. */
async function fundedPlayer(amount: string) {
  const username = `b${randomUUID().slice(0, 8)}`;
  const id = await createPlayer(pool, username);
  const token = await openSession(pool, id);
  const credited = await api("POST", `/ops/members/${id}/adjustments`, staffToken, {
    amount,
    reason: "e2e funds",
  });
  expect(credited.success, credited.message).toBe(true);
  const payee = await api<{ id: string }>("POST", "/wps/relay/WDS_addPayeeAccount", token, {
    type: "BANK",
    institution: "Banco Demo",
    accountNo: "00112233",
    holderName: "Maria Silva",
  });
  expect(payee.success, payee.message).toBe(true);
  return { id, username, token, payee: payee.value.id };
}

async function withdraw(player: { token: string; payee: string }, amount: string): Promise<string> {
  const res = await api<{ orderNo: string }>("POST", "/wps/relay/passwordCheck/WDS_withdraw", player.token, {
    payeeAccountId: player.payee,
    amount,
    paymentPassword: "246810",
  });
  expect(res.success, res.message).toBe(true);
  return res.value.orderNo;
}

async function balance(token: string): Promise<string> {
  return (await api<{ sumBalance: string }>("GET", "/wps/v2/wallets/balance", token)).value.sumBalance;
}

async function withdrawalStatus(orderNo: string): Promise<string> {
  return (await api<{ status: string }>("GET", `/ops/withdrawals/${orderNo}`, staffToken)).value.status;
}

/** Password, then the authenticator's code computed now (each code works once). */
async function logIn(page: Page): Promise<void> {
  await submitStaffPassword(page, STAFF, STAFF_PASSWORD);
  await page.getByTestId("bo-login-code").waitFor();
  // the authenticator's code (the server's own TOTP library) for a step not used yet: each works once
  await submitStaffCode(page, await nextCode(pool, STAFF, staffSecret));
  await page.getByTestId("bo-nav").waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  pool = createPool(e2eStack().databaseUrl, 3);
  browser = await launchBrowser();
  // The authenticator secret is given once, when the account is made.
  const { secret, ...body } = await staffLogin(pool, STAFF, STAFF_PASSWORD);
  staffSecret = secret;
  const login = await fetch(`${e2eStack().baseUrl}/ops/session/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const reply = (await login.json()) as Reply<{ token: string }>;
  expect(reply.success, reply.message).toBe(true);
  staffToken = reply.value.token;
});

afterAll(async () => {
  await browser.close();
  await pool.end();
});

describe("back office in the browser", () => {
  it("logs in with the authenticator code, approves a withdrawal, refunds a not-received one, disables a player", async () => {
    const player = await fundedPlayer("1000");
    const first = await withdraw(player, "200");
    const { context, page } = await newPage(browser);
    await logIn(page);
    await shoot(page, "back-office-home");

    // Approve the first withdrawal from the review queue.
    await page.goto("/backoffice/withdrawals");
    await page.getByTestId(`bo-open-${first}`).click();
    const drawer = page.getByTestId("bo-drawer");
    await expect.poll(() => drawer.getByTestId("bo-withdrawal-status").innerText()).toBe("Em revisão");
    await drawer.getByTestId("bo-approve").click();
    await page.getByTestId("bo-confirm").click();
    await expect
      .poll(() => drawer.getByTestId("bo-withdrawal-status").innerText(), { timeout: 15_000 })
      .toMatch(/Pagando|Pago/);
    await expect.poll(() => withdrawalStatus(first), { timeout: 15_000 }).toBe("paid");
    await shoot(page, "back-office-withdrawal");
    await page.keyboard.press("Escape");

    // The player says it never arrived, with a proof image; staff refund it.
    const form = new FormData();
    form.append("orderNo", first);
    form.append("result", "not_received");
    form.append("proof", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "proof.png");
    const confirmed = await fetch(`${e2eStack().baseUrl}/wps/relay/WDS_confirmWithdrawal`, {
      method: "POST",
      headers: { authorization: player.token },
      body: form,
    });
    expect(((await confirmed.json()) as Reply).success).toBe(true);
    expect(await balance(player.token)).toBe("800.00");

    await page.goto("/backoffice/confirmations");
    await page.getByTestId(`bo-open-${first}`).click();
    await page.getByTestId("bo-proof").waitFor({ timeout: 15_000 });
    await page.getByTestId("bo-refund").click();
    await page.getByTestId("bo-reason").fill("O banco confirmou que o valor não chegou");
    await page.getByTestId("bo-confirm").click();
    await expect.poll(() => page.getByTestId("bo-drawer").count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => balance(player.token), { timeout: 10_000 }).toBe("1000.00");

    // Disable the player: the next bet is refused.
    const bet = () =>
      api("POST", "/wps/bgs/dice/bet", player.token, { amount: "1", target: "50.50", direction: "over" });
    expect((await bet()).success).toBe(true);
    await page.goto(`/backoffice/players?q=${player.username}&field=username`);
    await page.getByTestId("bo-row").first().click();
    await page.getByTestId("bo-status-disabled").click();
    await page.getByTestId("bo-reason").fill("Conta encerrada a pedido do jogador");
    await page.getByTestId("bo-confirm").click();
    await expect
      .poll(() => page.getByTestId("bo-player-status").innerText(), { timeout: 15_000 })
      .toBe("Desativado");
    await shoot(page, "back-office-player");
    const refused = await bet();
    expect(refused.success).toBe(false);

    // Signing out ends the session on the server too.
    await page.getByTestId("bo-logout").click();
    await page.getByTestId("bo-login-password").waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem("backoffice.session"));
    expect(token).toBeNull();
    await context.close();
  });
});
