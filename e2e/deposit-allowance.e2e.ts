import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { newPage } from "./support/browser.js";
import { paidDeposit, playerCall } from "./support/deposits.js";
import { PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";

/*
 * A player with a deposit limit learns what is left of it on the deposit page, before a deposit
 * is refused, and that it is used up once it is.
 */
let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

describe("the deposit limit on the deposit page", () => {
  it("shows the limit and what is left of it, then that it is reached, in Portuguese on a phone", async () => {
    const username = `d${randomBytes(4).toString("hex")}`;
    const token = await openSession(pool, await createPlayer(pool, username));
    await playerCall(token, "PUT", "/wps/member/responsible-gaming/limits", {
      type: "deposit",
      period: "day",
      amount: "500",
    });
    await paidDeposit(token, "200");

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await putSessionInTab(page, { token, username, language: "PT", popupSeen: true });
    const openDeposit = async () => {
      await page.goto("/");
      await page.getByTestId("deposit-button").click();
      await page.getByTestId("deposit-form").waitFor();
      return page.getByTestId("deposit-allowance");
    };
    const note = await openDeposit();
    await expect
      .poll(() => note.innerText())
      .toBe(
        "Seu limite de depósito é de P\u00a0500,00 a cada 24 horas: você ainda pode depositar P\u00a0300,00.",
      );
    await shoot(page, "deposit-allowance-left");

    await paidDeposit(token, "300");
    const reached = await openDeposit();
    await expect
      .poll(() => reached.innerText())
      .toBe(
        "Você atingiu seu limite de depósito de P\u00a0500,00 a cada 24 horas: nenhum depósito é aceito até que parte dele se libere.",
      );
    await context.close();
  });
});
