import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, privateIp } from "./support/page.js";
import { e2eStack } from "./support/stack-urls.js";

async function dismissPopups(page: Page): Promise<void> {
  for (const id of ["notice-modal", "login-modal"]) await closeModalIfShown(page, id, 3000);
}

describe("house games in the browser", () => {
  let browser: Browser;
  let pool: Pool;

  beforeAll(async () => {
    browser = await launchBrowser();
    pool = createPool(e2eStack().databaseUrl, 2);
  });
  afterAll(async () => {
    await browser?.close();
    await pool?.end();
  });

  it("lists the games, plays dice and a slot logged in, and verifies a round on /fairness", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await page.goto("/bgs");
    await page.getByTestId("bgs-list").waitFor();
    for (const code of [
      "dice",
      "limbo",
      "mines",
      "plinko",
      "keno",
      "crash",
      "fruit-classic",
      "pharaoh-lines",
      "jungle-ways",
    ]) {
      await page.getByTestId(`bgs-card-${code}`).waitFor();
    }
    await dismissPopups(page);

    // Register through the site, then give the new player money.
    const username = `h${randomBytes(4).toString("hex")}`;
    await page.getByRole("button", { name: "Cadastrar" }).first().click();
    await page.getByTestId("register-modal").waitFor();
    await page.getByTestId("register-username").fill(username);
    await page.getByTestId("register-password").fill("Secret123");
    await page.getByTestId("register-confirmPassword").fill("Secret123");
    await page
      .getByTestId("register-mobileNum")
      .fill(`119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
    await page.getByTestId("register-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    const member = await pool.query<{ id: string }>("select id from members where username = $1", [username]);
    const memberId = Number(member.rows[0]!.id);
    await new LedgerService(pool).transfer({
      from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
      to: { owner: "player", memberId, wallet: "main" },
      amount: 100_00n,
      currency: "PHP",
      reference: `e2e-bgs-fund:${username}`,
      kind: "deposit",
    });

    // Dice: the RTP is on the page; one bet rolls and settles.
    await page.getByTestId("bgs-card-dice").click();
    await page.getByTestId("bgs-game-dice").waitFor();
    await expect.poll(() => page.getByText("RTP 98.99%").count()).toBeGreaterThan(0);
    await page.getByTestId("bet-amount").fill("1");
    await page.getByTestId("bet-button").click();
    await expect
      .poll(() => page.getByTestId("dice-roll").innerText(), { timeout: 15_000 })
      .toMatch(/^\d+\.\d\d$/);
    await expect.poll(() => page.getByTestId("bet-outcome").innerText()).not.toBe("");
    await expect.poll(() => page.getByTestId("round-history").locator(":scope > li").count()).toBe(1);

    // A slot: one spin (and any free spins it awards).
    await page.goto("/bgs?game=fruit-classic");
    await page.getByTestId("bgs-game-fruit-classic").waitFor();
    await page.getByTestId("bet-amount").fill("2");
    await page.getByTestId("bet-button").click();
    await expect.poll(() => page.getByTestId("bet-outcome").innerText(), { timeout: 20_000 }).not.toBe("");
    await expect.poll(() => page.getByTestId("round-history").locator(":scope > li").count()).toBe(1);

    // Both rounds moved money through the ledger.
    const token = await page.evaluate(() => sessionStorage.getItem("token"));
    const rounds = await page.evaluate(async (auth) => {
      const get = async (game: string) =>
        (
          await (
            await fetch(`/wps/bgs/rounds?game=${game}`, { headers: { Authorization: auth ?? "" } })
          ).json()
        ).value.list;
      return { dice: await get("dice"), slot: await get("fruit-classic") };
    }, token);
    const net = [...rounds.dice, ...rounds.slot].reduce(
      (sum: number, r: { win: string; stake: string }) =>
        sum + Math.round((Number(r.win) - Number(r.stake)) * 100),
      0,
    );
    const balance = await new LedgerService(pool).balanceOf(
      { owner: "player", memberId, wallet: "main" },
      "PHP",
    );
    expect(Number(balance.available)).toBe(100_00 + net);

    // Crash: the shared round arrives over /ws/crash.
    await page.goto("/bgs?game=crash");
    await expect.poll(() => page.getByTestId("crash-multiplier").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId("crash-multiplier").innerText()).toMatch(/^\d+\.\d\dx$/);

    // Mines: a round starts, one tile opens; it either pays on or ends on a mine.
    await page.goto("/bgs?game=mines");
    await page.getByTestId("bet-amount").fill("1");
    await page.getByTestId("bet-button").click();
    await page.getByRole("button", { name: "Casa 13" }).click();
    await expect
      .poll(
        async () =>
          (await page
            .getByTestId("cashout-button")
            .isEnabled()
            .catch(() => false)) || (await page.getByTestId("bet-button").count()) > 0,
      )
      .toBe(true);
    // A safe tile leaves the round open on the player's seed, and the server refuses to reveal a seed
    // that an open round still uses (it would show where the mines are): cash out to settle it.
    if ((await page.getByTestId("bet-button").count()) === 0) {
      await page.getByTestId("cashout-button").click();
      await page.getByTestId("bet-button").waitFor();
    }
    const minesRounds = await page.evaluate(
      async (auth) =>
        (await (await fetch("/wps/bgs/rounds?game=mines", { headers: { Authorization: auth ?? "" } })).json())
          .value.list as { status: string }[],
      token,
    );
    expect(minesRounds.map((r) => r.status)).toEqual([expect.stringMatching(/^(won|lost)$/)]);

    await page.goto("/bgs?game=fruit-classic");
    await page.getByTestId("round-history").waitFor();
    // Reveal the server seed, then verify the slot round in the browser.
    await page.getByRole("button", { name: "Revelar e trocar a semente do servidor" }).click();
    await page.getByTestId("revealed-seed").waitFor();
    await page.getByTestId("round-history").locator("summary").first().click();
    await page.getByTestId("verify-round").first().click();
    await page.waitForURL("**/fairness?**");
    const slot = rounds.slot[0] as {
      steps: { action: string; detail: { stops: number[] } }[];
      multiplier: string;
    };
    const stops = slot.steps.find((s) => s.action === "spin")!.detail.stops.join(",");
    await expect.poll(() => page.getByTestId("verify-result").innerText()).toContain(`spin: stops=${stops}`);
    expect(await page.getByTestId("verify-result").innerText()).toContain(
      `${Number(slot.multiplier).toFixed(2)}x`,
    );
    await context.close();
  });
});
