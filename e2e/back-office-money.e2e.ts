import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession, PAYMENT_PASSWORD } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

const tag = randomBytes(3).toString("hex");

async function inPortuguese(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("lang", "PT"));
}

async function playerCall<T>(token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${e2eStack().baseUrl}${path}`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as { success: boolean; message?: string; value: T };
  expect(reply.success, reply.message).toBe(true);
  return reply.value;
}

describe("back office: money lists", () => {
  it("adjusts a player (the four-eyes hint only above the brand's limit, the new row in view) and lists withdrawals by username", async () => {
    const finance = await createStaff(pool, `money.${tag}`, "finance");
    const username = `mq${tag}`;
    const memberId = await createPlayer(pool, username);
    const { context, page } = await newPage(browser);
    await inPortuguese(page);
    await loginAsStaff(page, finance);

    await page.goto("/backoffice/adjustments");
    await page.locator("#bo-adjust-player").fill(String(memberId));
    await expect
      .poll(() => page.getByTestId("bo-adjust-who").innerText(), { timeout: 15_000 })
      .toBe(`${username} · jogada`);
    const hint = page.getByTestId("bo-four-eyes-hint");
    // A small amount moves at once: no word about a second approval.
    await page.locator("#bo-adjust-amount").fill("300");
    await page.waitForTimeout(500);
    expect(await hint.count()).toBe(0);
    expect(await page.locator("#bo-main form").first().innerText()).not.toMatch(/outro membro da equipe/);
    // Above the brand's limit (the platform default, 1000): the hint names it.
    await page.locator("#bo-adjust-amount").fill("-1500");
    await expect
      .poll(() => hint.innerText(), { timeout: 10_000 })
      .toMatch(
        /^Acima de \S+\s1\.000,00, o limite de quatro olhos da marca jogada: o dinheiro só se move depois que outro membro da equipe aprovar\.$/,
      );
    await shoot(page, "backoffice-adjustment-four-eyes");
    await page.locator("#bo-adjust-amount").fill("300");
    await expect.poll(() => hint.count()).toBe(0);
    await page.locator("#bo-adjust-reason").fill("Crédito de teste da fila de dinheiro");
    await page.getByRole("button", { name: "Enviar ajuste" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Ajuste enviado: Aplicado." })
      .waitFor({ timeout: 15_000 });

    // What was just done is in the list, marked, with the player's name: applied adjustments are
    // not hidden behind a "pending" filter.
    const made = page.locator('[data-testid="bo-row"][data-highlighted="true"]');
    await expect.poll(() => made.count(), { timeout: 15_000 }).toBe(1);
    expect(await made.getByTestId("bo-player-name").innerText()).toBe(`${username} #${memberId}`);
    expect(await made.innerText()).toContain("Aplicado");
    await shoot(page, "backoffice-adjustments");

    // A withdrawal: the queue names the player as the deposits list does.
    const token = await openSession(pool, memberId);
    const payee = await playerCall<{ id: string }>(token, "/wps/relay/WDS_addPayeeAccount", {
      type: "BANK",
      institution: "Banco Demo",
      accountNo: "00112233",
      holderName: "Maria Silva",
    });
    const order = await playerCall<{ orderNo: string }>(token, "/wps/relay/passwordCheck/WDS_withdraw", {
      payeeAccountId: payee.id,
      amount: "150",
      paymentPassword: PAYMENT_PASSWORD,
    });
    await page.goto("/backoffice/withdrawals");
    const row = page.locator('[data-testid="bo-row"]', { has: page.getByTestId(`bo-open-${order.orderNo}`) });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByTestId("bo-player-name").innerText()).toBe(`${username} #${memberId}`);
    // Finance may take the file away; the button is there.
    expect(await page.getByTestId("bo-export").count()).toBe(1);
    await shoot(page, "backoffice-withdrawals");
    await page.setViewportSize(PHONE);
    await shoot(page, "backoffice-withdrawals-phone");
    await context.close();
  });

  it("shows no export of personal data to a read-only role", async () => {
    const reader = await createStaff(pool, `reader.${tag}`, "read-only");
    const { context, page } = await newPage(browser);
    await inPortuguese(page);
    await loginAsStaff(page, reader);
    for (const screen of ["players", "withdrawals"]) {
      await page.goto(`/backoffice/${screen}`);
      await page.getByTestId("bo-table").waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
      expect(await page.getByTestId("bo-export").count(), screen).toBe(0);
    }
    await context.close();
  });
});
