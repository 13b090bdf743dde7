import { randomBytes } from "node:crypto";
import { formatAmount } from "@jogada/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, privateIp } from "./support/page.js";
import { e2eStack } from "./support/stack-urls.js";

async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByTestId("lobby").waitFor();
  await closeModalIfShown(page);
}

describe("third-party games in the browser", () => {
  let browser: Browser;
  let pool: Pool;

  beforeAll(async () => {
    browser = await launchBrowser();
    pool = createPool(e2eStack().databaseUrl, 2);
    // The server pulls the aggregator's catalogue at start; wait until it is there.
    const deadline = Date.now() + 60_000;
    while (
      (await pool.query("select count(*)::int as n from games where removed_at is null")).rows[0].n < 9000
    ) {
      if (Date.now() > deadline) throw new Error("the game catalogue was not synchronised");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await pool?.end();
  });

  it("browses a category, searches a game, launches it logged in, plays rounds and sees the balance and record change", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await openHome(page);
    // The category bar is built from the catalogue.
    await page.getByTestId("nav-LIVE").first().waitFor();
    await page.getByTestId("nav-RNG").first().waitFor();

    // A guest can browse /rng and search, but launching asks for a login first.
    const { rows } = await pool.query<{ name: string }>(
      "select name from games where vendor_code = 'PG' and game_type = 'RNG' and classify is null order by id limit 1",
    );
    const gameName = rows[0]!.name;
    await page.goto("/rng");
    await expect.poll(() => page.getByTestId("game-card").count(), { timeout: 20_000 }).toBeGreaterThan(10);
    await page.getByTestId("game-search").fill(gameName);
    await expect
      .poll(() => page.getByTestId("game-name").first().innerText(), { timeout: 10_000 })
      .toBe(gameName);
    expect(page.url()).toContain(`q=${encodeURIComponent(gameName).replace(/%20/g, "+")}`);
    await page.getByTestId("game-card").first().getByRole("button").first().click();
    await page.getByTestId("login-modal").waitFor();
    await page.keyboard.press("Escape");

    // Register through the site, then give the new player money.
    const username = `g${randomBytes(4).toString("hex")}`;
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
      reference: `e2e-fund:${username}`,
      kind: "deposit",
    });

    // Launch from the search result: the game opens in the /game frame.
    await page.getByTestId("game-card").first().getByRole("button").first().click();
    await page.waitForURL("**/game");
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect
      .poll(() => frame.getByTestId("game-balance").innerText(), { timeout: 20_000 })
      .toBe("P\u00a0100,00");
    await frame.getByTestId("stake").fill("1.00");
    for (let round = 0; round < 3; round++) {
      const before = await frame.getByTestId("call-log").innerText();
      await frame.getByTestId("spin").click();
      await expect
        .poll(() => frame.getByTestId("call-log").innerText(), { timeout: 10_000 })
        .not.toBe(before);
    }
    expect(await frame.getByTestId("call-log").innerText()).toContain("bet");

    // The wallet and the betting record agree with what was played.
    const token = await page.evaluate(() => sessionStorage.getItem("token"));
    const records = await page.evaluate(async (auth) => {
      const res = await fetch("/wps/relay/ODSFE2_betRecord?gameType=RNG", {
        headers: { Authorization: auth ?? "" },
      });
      return (await res.json()).value as { list: { stake: string; profit: string; gameName: string }[] };
    }, token);
    expect(records.list).toHaveLength(3);
    expect(records.list.every((r) => r.stake === "1.00" && r.gameName === gameName)).toBe(true);
    const net = records.list.reduce((sum, r) => sum + Math.round(Number(r.profit) * 100), 0);
    // The frame shows money the way the site does: the brand's symbol, the reader's separators.
    const expected = formatAmount(((100_00 + net) / 100).toFixed(2), "PT", "P", 2);
    await frame.getByRole("button", { name: "Atualizar saldo" }).click();
    await expect.poll(() => frame.getByTestId("game-balance").innerText()).toBe(expected);

    // The member centre's betting record lists the same rounds.
    await page.goto("/");
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-bettingRecord").click();
    await page.getByTestId("betting-record").waitFor();
    await expect.poll(() => page.getByTestId("bet-record-row").count(), { timeout: 10_000 }).toBe(3);
    expect(await page.getByTestId("betting-record").innerText()).toContain(gameName);
    await context.close();
  });

  it("asks a trial account to register for a live table and opens a slot in demo", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await openHome(page);
    await page.getByRole("button", { name: "Demo grátis" }).first().click();
    await page.getByTestId("free-play-start").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });

    // A live table has no demo mode: the site warns instead of asking the server to launch it.
    const launches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/wps/game/launchGame")) launches.push(request.url());
    });
    await page.goto("/live");
    await expect.poll(() => page.getByTestId("game-card").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByTestId("game-card").first().getByRole("button").first().click();
    await expect.poll(() => page.getByRole("dialog").innerText()).toContain("Cadastre-se primeiro");
    expect(new URL(page.url()).pathname).toBe("/live");
    expect(launches).toEqual([]);
    const sessions = await pool.query(
      "select 1 from game_sessions s join games g on g.id = s.game_id where g.game_type = 'LIVE' and s.demo",
    );
    expect(sessions.rowCount).toBe(0);
    await page.keyboard.press("Escape");

    // A slot still opens, with play money.
    await page.goto("/rng?vassalage=PG");
    await expect.poll(() => page.getByTestId("game-card").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByTestId("game-card").first().getByRole("button").first().click();
    await page.waitForURL("**/game");
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect.poll(() => frame.getByTestId("game-balance").innerText(), { timeout: 20_000 }).not.toBe("…");
    expect(await frame.locator("body").innerText()).toContain("Dinheiro de demonstração");
    expect(launches).toHaveLength(1);
    await context.close();
  });
});
