import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { paidDeposit, playerCall } from "./support/deposits.js";
import { PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";

/*
 * One clock and one way of writing money per brand: a deposit reads the same time, labelled with
 * the brand's zone, to the player on the site and to staff in the console; a stake typed the
 * Portuguese way keeps its value. The demo brand's clock is Manila's (GMT+8).
 */
let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

const tag = randomBytes(3).toString("hex");
const LABEL = "Manila (GMT+8)";

describe("the brand's clock and money, on a phone", () => {
  it("shows a deposit at the same labelled time on the site and in the console, in the brand's money", async () => {
    const username = `clk${tag}`;
    const memberId = await createPlayer(pool, username);
    const token = await openSession(pool, memberId);
    const orderNo = await paidDeposit(token, "120");

    // The player's account record: the credit's time, on a column named with the brand's clock.
    const site = await newPage(browser, { viewport: PHONE });
    await putSessionInTab(site.page, { token, username, language: "PT", popupSeen: true });
    await site.page.goto("/");
    await site.page.getByTestId("account-menu").click();
    await site.page.getByTestId("menu-myAccount").click();
    await site.page.getByTestId("mc-menu-transactionHistory").click({ timeout: 15_000 });
    const times = site.page.getByTestId("history-time");
    await expect.poll(() => times.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const siteTime = await times.first().innerText();
    expect(siteTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await times.first().getAttribute("data-label")).toBe(`Data · ${LABEL}`);
    const paidAt = await pool.query<{ paid_at: Date }>(
      "select paid_at from deposit_orders where order_no = $1",
      [orderNo],
    );
    // Manila's wall clock of the moment the money arrived, whatever the browser's own zone.
    const manila = new Date(paidAt.rows[0]!.paid_at.getTime() + 8 * 3_600_000).toISOString();
    expect(siteTime).toBe(`${manila.slice(0, 10)} ${manila.slice(11, 19)}`);
    await shoot(site.page, "brand-clock-site-390");

    // The console, on the same phone width: the same time for the same deposit, under the same label.
    const staff = await createStaff(pool, `clock.${tag}`, "finance");
    const console_ = await newPage(browser);
    await console_.page.addInitScript(() => localStorage.setItem("lang", "PT"));
    await loginAsStaff(console_.page, staff);
    await console_.page.setViewportSize(PHONE);
    await console_.page.goto("/backoffice/deposits");
    await console_.page.locator('input[name="q"]').fill(orderNo);
    await console_.page.locator('input[name="q"]').press("Enter");
    const row = console_.page.getByTestId("bo-row").filter({ hasText: orderNo });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain(siteTime);
    expect(await console_.page.getByTestId("bo-clock").innerText()).toBe(`Horários: ${LABEL}`);
    // Money as players read it: the brand's symbol held to its number, never its bare code.
    expect(await row.innerText()).toContain("P\u00a0120,00");
    await shoot(console_.page, "brand-clock-console-390");
    await console_.context.close();
    await site.context.close();
  }, 240_000);

  it("keeps a stake typed the Portuguese way as typed, stakes 2.50, and refuses 2.50 with the reason", async () => {
    const username = `stk${tag}`;
    const memberId = await createPlayer(pool, username);
    const token = await openSession(pool, memberId);
    await new LedgerService(pool).transfer({
      from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
      to: { owner: "player", memberId, wallet: "main" },
      amount: 20_00n,
      currency: "PHP",
      reference: `e2e-clock-fund:${username}`,
      kind: "deposit",
    });
    const site = await newPage(browser, { viewport: PHONE });
    await putSessionInTab(site.page, { token, username, language: "PT", popupSeen: true });
    await site.page.goto("/bgs?game=dice");
    await site.page.getByTestId("bgs-game-dice").waitFor();
    const stake = site.page.getByTestId("bet-amount");
    await stake.fill("2,50");
    await site.page.waitForTimeout(300);
    expect(await stake.inputValue()).toBe("2,50");
    expect(await site.page.getByTestId("bet-amount-problem").count()).toBe(0);
    await site.page.getByTestId("bet-button").click();
    await expect
      .poll(
        async () =>
          (
            await playerCall<{ list: { stake: string }[] }>(token, "GET", "/wps/bgs/rounds?game=dice")
          ).list.map((round) => round.stake),
        { timeout: 15_000 },
      )
      .toEqual(["2.50"]);
    expect(await stake.inputValue()).toBe("2,50");
    // "2.50" is a thousands mark in Portuguese: refused with the reason, never read as 250 or 2.50.
    await stake.fill("2.50");
    await expect
      .poll(() => site.page.getByTestId("bet-amount-problem").innerText())
      .toBe("Escreva o valor sem separador de milhar, assim: 2,50.");
    expect(await site.page.getByTestId("bet-button").isDisabled()).toBe(true);
    expect(await stake.inputValue()).toBe("2.50");
    await shoot(site.page, "brand-clock-stake-refused-390");
    await site.context.close();
  }, 240_000);
});
