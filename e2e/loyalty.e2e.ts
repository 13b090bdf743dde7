import { randomBytes } from "node:crypto";
import { ERRORS } from "@jogada/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { staffLogin } from "../apps/server/test/staff.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

const PAYMENT_PASSWORD = "246810";
/** The mission: a few dice rounds, whatever they win or lose, pay points. */
const ROUNDS = 3;
const MISSION_POINTS = 500;
/** The mall's cash reward costs less than the mission pays, so one mission buys it for sure. */
const REWARD_POINTS = 300;

let pool: Pool;
let browser: Browser;
let opsToken: string;
let missionId: number;
let rewardId: number;

const TEXT = {
  PT: {
    missionTitle: "Jogue 3 rodadas de dados",
    rewardTitle: "Vale de P 3,00",
    target: "Alvo",
    claimed: "Resgatada",
    approved: "Aprovado",
    wrongPassword: ERRORS["payment.password.invalid"].PT,
    loginPrompt: "Entre na sua conta para ver seu nível VIP",
  },
  EN: {
    missionTitle: "Play 3 dice rounds",
    rewardTitle: "P 3.00 voucher",
    target: "Target",
    claimed: "Claimed",
    approved: "Approved",
    wrongPassword: ERRORS["payment.password.invalid"].EN,
    loginPrompt: "Log in to see your VIP level",
  },
} as const;

async function ops(method: "GET" | "POST" | "PUT", path: string, body?: unknown) {
  const res = await fetch(`${e2eStack().baseUrl}${path}`, {
    method,
    headers: { authorization: opsToken, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { success: boolean; value: { id: number }; errorCode?: string };
}

/** A funded real player with a payment password and a live session, put in the tab the way login does. */
async function playerSession(page: Page, language: "PT" | "EN"): Promise<{ id: number; token: string }> {
  const username = `ly${randomBytes(4).toString("hex")}`;
  const id = await createPlayer(pool, username, { paymentPassword: PAYMENT_PASSWORD });
  await new LedgerService(pool).transfer({
    from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
    to: { owner: "player", memberId: id, wallet: "main" },
    amount: 100_00n,
    currency: "PHP",
    reference: `e2e-loyalty-fund:${username}`,
    kind: "deposit",
  });
  const token = await openSession(pool, id);
  await putSessionInTab(page, { token, username, language, popupSeen: true });
  return { id, token };
}

/** One dice bet from the game page; any result counts as a round. */
async function betOnce(page: Page): Promise<void> {
  const before = await page.getByTestId("bet-outcome").innerText();
  await page.getByTestId("bet-button").click();
  await expect.poll(() => page.getByTestId("bet-outcome").innerText(), { timeout: 15_000 }).not.toBe(before);
  await expect.poll(() => page.getByTestId("bet-button").isEnabled(), { timeout: 15_000 }).toBe(true);
}

/** No page may scroll sideways on a phone (360 and 390 px) or a desktop. */
async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // On failure, name the widest elements so the fix is obvious.
  const culprits =
    overflow > 0
      ? await page.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
        )
      : [];
  expect(overflow, `${what}: ${culprits.join(" | ")}`).toBeLessThanOrEqual(0);
}

async function openMemberCentre(page: Page, name: string): Promise<void> {
  await page.getByTestId("account-menu").click();
  await page.getByTestId("menu-myAccount").click();
  await page.getByTestId(`mc-menu-${name}`).click({ timeout: 15_000 });
  await page.getByTestId(`mc-page-${name}`).waitFor();
}

beforeAll(async () => {
  pool = createPool(e2eStack().databaseUrl, 3);
  browser = await launchBrowser();
  const { secret: _, ...staff } = await staffLogin(pool, "ops.loyalty", "e2e-operator-password");
  const login = await fetch(`${e2eStack().baseUrl}/ops/session/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staff),
  });
  opsToken = ((await login.json()) as { value: { token: string } }).value.token;
  const mission = await ops("POST", "/ops/loyalty/missions", {
    merchant: "jogada",
    period: "once",
    goal: { kind: "rounds", count: ROUNDS },
    reward: { kind: "points", points: MISSION_POINTS },
    texts: {
      PT: { title: TEXT.PT.missionTitle, description: "Qualquer resultado conta." },
      EN: { title: TEXT.EN.missionTitle, description: "Any result counts." },
    },
    sortOrder: 0,
  });
  expect(mission.success, JSON.stringify(mission)).toBe(true);
  missionId = mission.value.id;
  const reward = await ops("POST", "/ops/loyalty/mall", {
    merchant: "jogada",
    kind: "cash",
    points: REWARD_POINTS,
    amount: "3.00",
    stock: 10,
    perPlayerLimit: 2,
    texts: {
      PT: { title: TEXT.PT.rewardTitle, description: "Dinheiro na carteira principal." },
      EN: { title: TEXT.EN.rewardTitle, description: "Cash to the main wallet." },
    },
    sortOrder: 0,
  });
  expect(reward.success, JSON.stringify(reward)).toBe(true);
  rewardId = reward.value.id;
});

afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

describe("the VIP ladder and the point mall for a guest", () => {
  it.each([
    ["PT", { width: 360, height: 780 }],
    ["EN", PHONE],
    ["PT", { width: 1280, height: 800 }],
  ] as const)(
    "shows the ladder with a login prompt and the catalogue (%s, %o)",
    async (language, viewport) => {
      const { context, page } = await newPage(browser, { viewport });
      await page.addInitScript((l) => {
        localStorage.setItem("lang", l);
        sessionStorage.setItem("popupSeen", "1");
      }, language);
      await page.goto("/vip");
      await page.getByTestId("vip-ladder").waitFor();
      expect(await page.getByTestId("vip-level").count()).toBeGreaterThan(1);
      expect(await page.getByTestId("vip-guest").innerText()).toContain(TEXT[language].loginPrompt);
      await expectNoOverflow(page, `/vip ${viewport.width}`);
      await shoot(page, `vip-guest-${language}-${viewport.width}`);
      await page.goto("/pointMall");
      await closeModalIfShown(page, "notice-modal", 1500);
      await page.locator(`[data-testid="mall-reward"][data-reward="${rewardId}"]`).waitFor();
      await page.getByTestId("mall-guest").waitFor();
      await expectNoOverflow(page, `/pointMall ${viewport.width}`);
      await shoot(page, `mall-guest-${language}-${viewport.width}`);
      await context.close();
    },
  );
});

describe.each(["PT", "EN"] as const)("missions and the point mall (%s)", (language) => {
  const text = TEXT[language];

  it("plays until a mission completes, claims it, redeems points with the payment password and sees the history", async () => {
    const { context, page } = await newPage(browser, language === "EN" ? { viewport: PHONE } : {});
    const player = await playerSession(page, language);

    // Dice rounds: any result counts, so the mission completes after exactly ROUNDS bets.
    await page.goto("/bgs?game=dice");
    await page.getByTestId("bgs-game-dice").waitFor();
    await page.getByRole("textbox", { name: text.target }).fill("50");
    await page.getByTestId("bet-amount").fill("1");
    for (let round = 0; round < ROUNDS; round += 1) await betOnce(page);

    // The mission page: completed, with the badge counting it, claimed once.
    await openMemberCentre(page, "missionLeaderboard");
    const mission = page.locator(`[data-testid="mission"][data-mission="${missionId}"]`);
    await expect
      .poll(
        async () => {
          await page.getByTestId("mc-menu-referral").click();
          await page.getByTestId("mc-menu-missionLeaderboard").click();
          return mission.getAttribute("data-state", { timeout: 10_000 });
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe("claim");
    expect(await mission.getByTestId("mission-title").innerText()).toBe(text.missionTitle);
    expect(await mission.getByTestId("mission-bar").getAttribute("aria-valuenow")).toBe("100");
    expect(Number(await page.getByTestId("mc-badge-missionLeaderboard").innerText())).toBeGreaterThan(0);
    await expectNoOverflow(page, "missions");
    await shoot(page, `missions-${language}`);
    const pointsBefore = await pointsOf(page, player.token);
    await mission.getByTestId("mission-claim").click();
    await expect.poll(() => mission.getAttribute("data-state"), { timeout: 15_000 }).toBe("claimed");
    expect(await mission.innerText()).toContain(text.claimed);
    expect(await mission.getByTestId("mission-claim").count()).toBe(0);
    expect(await pointsOf(page, player.token)).toBe(pointsBefore + MISSION_POINTS);

    // The leaderboard of the period and the invite page render without overflow.
    await page.getByTestId("mission-tab-leaderboard").click();
    await page.getByTestId("leaderboard").waitFor();
    await shoot(page, `leaderboard-${language}`);
    await page.getByTestId("mc-menu-referral").click();
    await page.getByTestId("referral-qr").waitFor();
    expect(await page.getByTestId("referral-link").inputValue()).toContain("referralCode=");
    await expectNoOverflow(page, "referral");
    await shoot(page, `referral-${language}`);
    await page.keyboard.press("Escape");

    // The mall: the points, then a redeem refused for a wrong payment password, then accepted.
    await page.goto("/pointMall");
    const balance = page.getByTestId("points-balance");
    await balance.waitFor();
    const points = await pointsOf(page, player.token);
    expect(points).toBeGreaterThanOrEqual(MISSION_POINTS);
    const shown = new Intl.NumberFormat(language === "PT" ? "pt-BR" : "en-US").format(points);
    await expect.poll(() => balance.innerText(), { timeout: 10_000 }).toBe(shown);
    const card = page.locator(`[data-testid="mall-reward"][data-reward="${rewardId}"]`);
    await card.getByTestId("mall-redeem").click();
    const form = page.getByTestId("redeem-form");
    await form.waitFor();
    await form.getByTestId("redeem-password").fill("135790");
    await form.getByTestId("redeem-submit").click();
    await expect
      .poll(() => form.getByTestId("form-error").innerText(), { timeout: 15_000 })
      .toBe(text.wrongPassword);
    expect(await pointsOf(page, player.token)).toBe(points);
    await shoot(page, `redeem-refused-${language}`);
    await form.getByTestId("redeem-password").fill(PAYMENT_PASSWORD);
    await form.getByTestId("redeem-submit").click();

    // The history: the cash reward is approved at once and the points are gone.
    const item = page.getByTestId("redeem-item").first();
    await item.waitFor({ timeout: 15_000 });
    expect(await item.getByTestId("redeem-item-name").innerText()).toBe(text.rewardTitle);
    expect(await item.getByTestId("redeem-status").innerText()).toBe(text.approved);
    expect(await pointsOf(page, player.token)).toBe(points - REWARD_POINTS);
    await expectNoOverflow(page, "history");
    await shoot(page, `redeem-history-${language}`);

    // The VIP page for a player: the level and the ladder, never a login prompt.
    await page.goto("/vip");
    await page.getByTestId("vip-my-level").waitFor();
    expect(await page.getByTestId("vip-guest").count()).toBe(0);
    await expectNoOverflow(page, "vip");
    await shoot(page, `vip-player-${language}`);
    await context.close();
  }, 240_000);
});

/** The player's points as the server holds them. */
async function pointsOf(page: Page, token: string): Promise<number> {
  return page.evaluate(async (auth) => {
    const res = await fetch("/wps/relay/MCS2_getPointBalance", { headers: { Authorization: auth } });
    return ((await res.json()) as { value: { points: number } }).value.points;
  }, token);
}
