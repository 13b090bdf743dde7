import { randomBytes } from "node:crypto";
import { DEFAULT_RESPONSIBLE_GAMING_SETTINGS } from "@jogada/contracts";
import { diceRoll, diceWins, FairStream } from "@jogada/games";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, privateIp, shoot } from "./support/page.js";
import { switchLanguage } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

const PASSWORD = "Secret123";

async function dismissPopups(page: Page): Promise<void> {
  for (const id of ["notice-modal", "login-modal"]) await closeModalIfShown(page, id, 3000);
}

/** Registers a player through the site and gives them money; answers the username. */
async function registerFunded(page: Page, pool: Pool, prefix: string): Promise<string> {
  const username = `${prefix}${randomBytes(4).toString("hex")}`;
  await page.getByRole("button", { name: "Cadastrar" }).first().click();
  await page.getByTestId("register-modal").waitFor();
  await page.getByTestId("register-username").fill(username);
  await page.getByTestId("register-password").fill(PASSWORD);
  await page.getByTestId("register-confirmPassword").fill(PASSWORD);
  await page
    .getByTestId("register-mobileNum")
    .fill(`119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
  await page.getByTestId("register-submit").click();
  await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
  const member = await pool.query<{ id: string }>("select id from members where username = $1", [username]);
  await new LedgerService(pool).transfer({
    from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
    to: { owner: "player", memberId: Number(member.rows[0]!.id), wallet: "main" },
    amount: 100_00n,
    currency: "PHP",
    reference: `e2e-rg-fund:${username}`,
    kind: "deposit",
  });
  return username;
}

/** One dice bet at 2% to win; answers what the game says afterwards (a result or a refusal). */
async function betOnce(page: Page): Promise<string> {
  await page.getByTestId("bet-button").click();
  await expect.poll(() => page.getByTestId("bet-outcome").innerText(), { timeout: 15_000 }).not.toBe("");
  await expect.poll(() => page.getByTestId("bet-button").isEnabled(), { timeout: 15_000 }).toBe(true);
  return page.getByTestId("bet-outcome").innerText();
}

async function openDice(page: Page, targetLabel: string): Promise<void> {
  await page.goto("/bgs?game=dice");
  await page.getByTestId("bgs-game-dice").waitFor();
  await page.getByRole("textbox", { name: targetLabel }).fill("98");
  await page.getByTestId("bet-amount").fill("1");
}

/**
 * Every roll is fixed by the player's seeds, and a player may choose the client seed at any time:
 * the test picks one under which the next `rolls` bets of "over 98" all lose, so a journey that
 * counts losses never depends on luck (one early win would put the player far ahead of any limit).
 */
async function chooseLosingClientSeed(pool: Pool, username: string, rolls: number): Promise<void> {
  const active = () =>
    pool.query<{ id: string; server_seed: string; nonce: string }>(
      `select s.id, s.server_seed, s.nonce from house_seeds s join members m on m.id = s.member_id
        where m.username = $1 and s.active`,
      [username],
    );
  await expect.poll(async () => (await active()).rowCount, { timeout: 15_000 }).toBe(1);
  const seed = (await active()).rows[0]!;
  for (let candidate = 0; ; candidate++) {
    const clientSeed = `loses-${candidate}`;
    const losesAll = Array.from({ length: rolls }, (_, i) => Number(seed.nonce) + i).every((nonce) => {
      const roll = diceRoll(new FairStream({ serverSeed: seed.server_seed, clientSeed, nonce }));
      return !diceWins(roll, { target: 9800, direction: "over" });
    });
    if (losesAll) {
      await pool.query("update house_seeds set client_seed = $1 where id = $2", [clientSeed, seed.id]);
      return;
    }
  }
}

describe("responsible gaming in the browser", () => {
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

  it("sets a daily loss limit, loses up to it at dice and sees the next bet refused in PT and EN; a time-out then refuses play after logging in again", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await page.goto("/responsible-gaming");
    await page.getByTestId("rg-public-page").waitFor();
    await dismissPopups(page);
    expect(await page.getByTestId("rg-minimum-age").innerText()).toMatch(/\d{2}\+/);
    const username = await registerFunded(page, pool, "rg");

    // The public page now shows the player's (empty) limits and history, and leads to the member centre.
    await page.getByTestId("rg-limits").waitFor();
    await page.getByTestId("rg-history-empty").waitFor();
    await page.getByTestId("rg-manage").click();
    await page.getByTestId("rg-centre").waitFor();
    expect(await page.getByTestId("mc-menu-responsibleGaming").getAttribute("aria-current")).toBe("page");

    // A new limit applies at once.
    await page.getByTestId("rg-limit-loss-day-input").fill("3");
    await page.getByTestId("rg-limit-loss-day-save").click();
    await expect
      .poll(() => page.getByTestId("rg-ok").first().innerText())
      .toBe("Limite reduzido. Já está valendo.");
    await expect
      .poll(() => page.getByTestId("rg-centre").getByTestId("rg-limit-loss-day-value").innerText())
      .toContain("3,00");
    await expect
      .poll(() => page.getByTestId("rg-history-entry").first().innerText())
      .toContain("Limite definido");

    // The birthday, given once in the same page, is checked against the brand's minimum age.
    const centre = page.getByTestId("rg-centre");
    const born = `${new Date().getFullYear() - 40}-05-17`;
    await centre.getByTestId("rg-birthday-input").fill(`${new Date().getFullYear() - 5}-05-17`);
    await centre.getByTestId("rg-birthday").getByRole("button").click();
    await centre.getByText("É preciso ter pelo menos 21 anos para jogar.").waitFor();
    await centre.getByTestId("rg-birthday-input").fill(born);
    await centre.getByTestId("rg-birthday").getByRole("button").click();
    await expect.poll(() => centre.getByTestId("rg-birthday-value").innerText()).toBe(born);
    await page.keyboard.press("Escape");

    // Dice at 2% to win, one unit a bet, until the loss limit refuses the next one.
    await openDice(page, "Alvo");
    await chooseLosingClientSeed(pool, username, 10);
    let outcome = "";
    for (let bet = 0; bet < 150; bet++) {
      outcome = await betOnce(page);
      if (outcome.includes("atingido")) break;
    }
    expect(outcome).toContain("Limite de perda de 24 horas atingido");

    // The same refusal in English.
    await switchLanguage(pool, page, username, "EN");
    await openDice(page, "Target");
    expect(await betOnce(page)).toContain("24-hour loss limit reached");

    // The limits page in English shows the limit used up.
    await page.goto("/responsible-gaming");
    await expect
      .poll(() => page.getByTestId("rg-limit-loss-day").innerText(), { timeout: 10_000 })
      .toMatch(/Used: P\u00a03\.00 of P\u00a03\.00|Used: P\u00a0[34]\.\d\d of P\u00a03\.00/);

    // A one-day time-out, confirmed in a second step, logs the player out.
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-responsibleGaming").click();
    await page.getByTestId("rg-timeout-days").selectOption("1");
    await page.getByTestId("rg-timeout-start").click();
    await page.getByTestId("rg-timeout-confirm").waitFor();
    expect(await page.getByTestId("rg-timeout-confirm-submit").isDisabled()).toBe(true);
    await page.getByTestId("rg-timeout-confirm-agree").check();
    await page.getByTestId("rg-timeout-confirm-submit").click();
    await page.getByRole("button", { name: "Log in" }).first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();

    // Logging in again works (the account and balance stay reachable), but play is refused.
    await closeModalIfShown(page);
    await page.getByRole("button", { name: "Log in" }).first().click();
    const login = page.getByTestId("login-modal");
    await login.waitFor();
    await login.getByLabel("Username").fill(username);
    await login.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    await openDice(page, "Target");
    expect(await betOnce(page)).toContain("Your account is on a time-out until");
    // The account's language wins over the tab's once logged in: the player switches both back.
    await switchLanguage(pool, page, username, "PT");
    await openDice(page, "Alvo");
    expect(await betOnce(page)).toContain("Sua conta está em pausa até");

    // The member centre says so too, and the history lists the time-out.
    await page.goto("/responsible-gaming");
    await page.getByTestId("rg-exclusion").waitFor();
    await expect.poll(() => page.getByTestId("rg-history").innerText()).toContain("Pausa");
    await context.close();
  }, 180_000);

  it("auto-play needs a loss limit, runs on a server run and stops by itself before passing it, in PT and EN", async () => {
    const { context, page } = await newPage(browser, {
      forwardedFor: privateIp(),
      viewport: { width: 390, height: 844 },
    });
    await page.goto("/bgs");
    await dismissPopups(page);
    const username = await registerFunded(page, pool, "ap");
    const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    // Dice at 2% to win, 2.00 a bet: a run with a 3.00 loss limit takes one losing bet, not two.
    await openDice(page, "Alvo");
    await page.getByTestId("bet-amount").fill("2");
    const panel = page.getByTestId("auto-panel");
    await panel.getByTestId("auto-count").fill("101");
    await panel.getByTestId("auto-start").click();
    expect(await panel.getByTestId("auto-count-error").innerText()).toBe("Escolha de 1 a 100 jogadas.");
    expect(await panel.getByTestId("auto-lossLimit-error").innerText()).toBe(
      "Informe um limite de perda para o jogo automático.",
    );
    await shoot(page, "auto-play-errors-pt-mobile");
    expect(await noOverflow()).toBe(true);
    await chooseLosingClientSeed(pool, username, 5);
    await panel.getByTestId("auto-count").fill("100");
    await panel.getByTestId("auto-lossLimit").fill("3");
    await panel.getByTestId("auto-start").click();
    await expect
      .poll(() => panel.getByTestId("auto-ended").innerText(), { timeout: 90_000 })
      .toContain("O jogo automático parou: a próxima aposta passaria o limite de perda de P\u00a03,00.");
    await shoot(page, "auto-play-stopped-pt-mobile");
    expect(await noOverflow()).toBe(true);

    // The server counted the run: never more lost than its limit, never more than 100 plays.
    const runs = await pool.query<{ plays: number; played: number; staked: string; won: string }>(
      `select r.plays, r.played, r.staked, r.won from rg_auto_runs r join members m on m.id = r.member_id
        where m.username = $1`,
      [username],
    );
    expect(runs.rows).toHaveLength(1);
    const run = runs.rows[0]!;
    expect(run.plays).toBe(100);
    expect(run.played).toBeGreaterThan(0);
    expect(Number(run.staked) - Number(run.won)).toBeLessThanOrEqual(300);

    // The same in English, on a desktop screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await switchLanguage(pool, page, username, "EN");
    await openDice(page, "Target");
    await chooseLosingClientSeed(pool, username, 5);
    await page.getByTestId("bet-amount").fill("2");
    await panel.getByTestId("auto-start").click();
    expect(await panel.getByTestId("auto-lossLimit-error").innerText()).toBe(
      "Set a loss limit for auto-play.",
    );
    await panel.getByTestId("auto-lossLimit").fill("3");
    await panel.getByTestId("auto-start").click();
    await expect
      .poll(() => panel.getByTestId("auto-ended").innerText(), { timeout: 90_000 })
      .toContain("Auto-play stopped: the next bet could pass its loss limit of P\u00a03.00.");
    await shoot(page, "auto-play-stopped-en-desktop");
    expect(await noOverflow()).toBe(true);
    await context.close();
  }, 180_000);

  it("shows the reality check over a game frame at the chosen interval and passes it into the frame", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await page.clock.install();
    await page.goto("/bgs");
    await dismissPopups(page);
    await registerFunded(page, pool, "rc");

    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-responsibleGaming").click();
    await page.getByTestId("rg-reality-interval").selectOption("10");
    await page.getByTestId("rg-reality-save").click();
    await expect.poll(() => page.getByTestId("rg-ok").first().innerText()).toBe("Salvo.");
    await page.keyboard.press("Escape");

    // A third-party game in the frame, listening for the site's messages.
    const { rows } = await pool.query<{ name: string }>(
      "select name from games where vendor_code = 'PG' and game_type = 'RNG' and classify is null order by id limit 1",
    );
    await page.goto(`/rng?q=${encodeURIComponent(rows[0]!.name)}`);
    await expect.poll(() => page.getByTestId("game-card").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByTestId("game-card").first().getByRole("button").first().click();
    await page.waitForURL("**/game");
    await page.getByTestId("game-frame").waitFor();
    await expect.poll(() => page.frames().length, { timeout: 20_000 }).toBeGreaterThan(1);
    const game = page.frames().find((frame) => frame !== page.mainFrame())!;
    await game.waitForLoadState();
    await game.evaluate(() => {
      window.addEventListener("message", (event) => {
        (window as unknown as { received: unknown[] }).received.push(event.data);
      });
      (window as unknown as { received: unknown[] }).received = [];
    });

    await page.clock.fastForward("10:05");
    await page.getByTestId("reality-check-modal").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("reality-check-net").innerText()).toMatch(/P\u00a0-?[\d.,]+/);
    await page.getByTestId("reality-check-leave").waitFor();
    await shoot(page, "reality-check-game-pt-desktop");
    await expect
      .poll(() =>
        game.evaluate(() =>
          (window as unknown as { received: { type?: string }[] }).received.map((m) => m.type),
        ),
      )
      .toContain("jogada:realityCheck");

    // Stop playing: the player is logged out.
    await page.getByTestId("reality-check-stop").click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    await context.close();
  });
  it("asks a birthday at registration when the brand wants one and refuses one under the minimum age", async () => {
    const settings = { ...DEFAULT_RESPONSIBLE_GAMING_SETTINGS, minimumAge: 21, askBirthday: true };
    const setBrand = async (value: unknown) => {
      await pool.query(
        "update brands set config = jsonb_set(config, '{responsibleGaming}', $1::jsonb) where merchant_code = 'jogada'",
        [JSON.stringify(value)],
      );
      await pool.query("select pg_notify('brand_changed', 'jogada')");
      // The server drops its cached configuration on the notification; wait until it answers with the new one.
      await expect
        .poll(async () => {
          const response = await fetch(`${e2eStack().baseUrl}/wps/system/status`, {
            headers: { Merchant: "jogada" },
          });
          return ((await response.json()) as { value: { info: { responsibleGaming: unknown } } }).value.info
            .responsibleGaming;
        })
        .toEqual({
          minimumAge: (value as { minimumAge: number }).minimumAge,
          askBirthday: (value as { askBirthday: boolean }).askBirthday,
        });
    };
    await setBrand(settings);
    try {
      const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
      await page.goto("/bgs");
      await dismissPopups(page);
      await page.getByRole("button", { name: "Cadastrar" }).first().click();
      await page.getByTestId("register-modal").waitFor();
      await page.getByTestId("register-username").fill(`b${randomBytes(4).toString("hex")}`);
      await page.getByTestId("register-password").fill(PASSWORD);
      await page.getByTestId("register-confirmPassword").fill(PASSWORD);
      await page
        .getByTestId("register-mobileNum")
        .fill(`119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
      const now = new Date();
      const date = (yearsAgo: number) =>
        `${now.getFullYear() - yearsAgo}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(Math.min(now.getDate(), 28)).padStart(2, "0")}`;
      await page.getByTestId("register-birthday").fill(date(20));
      await page.getByTestId("register-submit").click();
      await page.getByText("É preciso ter pelo menos 21 anos para jogar.").waitFor();
      expect(await page.getByTestId("logged-in-bar").count()).toBe(0);

      await page.getByTestId("register-birthday").fill(date(30));
      await page.getByTestId("register-submit").click();
      await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
      const stored = await page.evaluate(async () => {
        const response = await fetch("/wps/member/info/birthday", {
          headers: { Authorization: sessionStorage.getItem("token") ?? "" },
        });
        return (await response.json()).value as { birthday: string | null; minimumAge: number };
      });
      expect(stored).toEqual({ birthday: date(30), minimumAge: 21 });
      await context.close();
    } finally {
      await setBrand(DEFAULT_RESPONSIBLE_GAMING_SETTINGS);
    }
  });
});
