import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { newPage } from "./support/browser.js";
import { paidDeposit } from "./support/deposits.js";
import { PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";

/*
 * The lobby's welcome popup offers the first-deposit bonus with a button to its page; a player
 * who has already deposited cannot take it, so the popup does not offer it to them, and the
 * promotion's page says why.
 */
let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

async function firstDepositPromotion(): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    "select id from promotions where merchant_code = 'jogada' and seed_key = 'promotion-first-deposit'",
  );
  return Number(rows[0]?.id);
}

async function player(): Promise<{ token: string; username: string }> {
  const username = `w${randomBytes(4).toString("hex")}`;
  const id = await createPlayer(pool, username);
  return { token: await openSession(pool, id), username };
}

describe("the welcome popup on a phone", () => {
  it("offers a player who can take the bonus its page, in Portuguese", async () => {
    const promotion = await firstDepositPromotion();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await putSessionInTab(page, { ...(await player()), language: "PT" });
    await page.goto("/");
    const popup = page.getByTestId("notice-modal");
    await popup.waitFor();
    const button = page.getByTestId("notice-link");
    expect(await button.innerText()).toBe("Ver a promoção");
    await shoot(page, "welcome-popup-offer");
    await button.click();
    await page.waitForURL(new RegExp(`/promoDetail\\?id=${promotion}$`));
    await page.getByTestId("section-promoDetail").waitFor();
    expect(await popup.count()).toBe(0);
    expect(await page.getByTestId("promo-blocked").count()).toBe(0);
    await context.close();
  });

  it("does not offer it to a player who has deposited, and its page says it is used, in English", async () => {
    const promotion = await firstDepositPromotion();
    const session = await player();
    await paidDeposit(session.token, "100");
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await putSessionInTab(page, { ...session, language: "EN" });
    // The lobby decides once the announcements and the player's promotions are both in.
    const promotionsRead = page.waitForResponse((res) => res.url().includes("MCSFE_getPromotionList"));
    await page.goto("/");
    await page.getByTestId("notice-marquee").waitFor();
    await promotionsRead;
    await page.waitForTimeout(1000);
    expect(await page.getByTestId("notice-modal").count()).toBe(0);

    await page.goto(`/promoDetail?id=${promotion}`);
    const section = page.getByTestId("section-promoDetail");
    await expect.poll(() => section.locator("[data-blocked]").first().innerText()).toBe("Already used");
    expect((await page.getByTestId("promo-blocked").innerText()).length).toBeGreaterThan(0);
    await shoot(page, "welcome-popup-used");
    await context.close();
  });
});
