import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, privateIp } from "./support/page.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

// A Hub88 game on a phone: chosen in the lobby, launched through Hub88's /game/url, a round
// played in its page (Hub88 calling our Wallet API, RSA-signed both ways), the balance moved.

const VENDOR = "H88_NEBULA_GAMES";

describe("a Hub88 game round in the browser (phone)", () => {
  let browser: Browser;
  let pool: Pool;

  beforeAll(async () => {
    browser = await launchBrowser();
    pool = createPool(e2eStack().databaseUrl, 2);
    // The server pulls Hub88's game list at start with the aggregator's; wait until it is there.
    const deadline = Date.now() + 90_000;
    while (
      (
        await pool.query(
          "select count(*)::int as n from games where vendor_code = $1 and removed_at is null",
          [VENDOR],
        )
      ).rows[0].n === 0
    ) {
      if (Date.now() > deadline) throw new Error("Hub88's games were not synchronised");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await pool?.end();
  });

  it("launches a Hub88 slot from the lobby, plays a round and sees the balance change", async () => {
    const username = `h${randomBytes(4).toString("hex")}`;
    const memberId = await createPlayer(pool, username);
    await new LedgerService(pool).transfer({
      from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
      to: { owner: "player", memberId, wallet: "main" },
      amount: 50_00n,
      currency: "PHP",
      reference: `e2e-fund:${username}`,
      kind: "deposit",
    });
    const { context, page } = await newPage(browser, {
      forwardedFor: privateIp(),
      viewport: { width: 390, height: 844 },
    });
    await putSessionInTab(context, { token: await openSession(pool, memberId), username, popupSeen: true });
    await page.goto(`/rng?vassalage=${VENDOR}`);
    await closeModalIfShown(page);
    await expect.poll(() => page.getByTestId("game-card").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const card = page.getByTestId("game-card").filter({ hasText: "Starfall Riches" });
    await card.getByRole("button").first().click();
    await page.waitForURL("**/game");

    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect
      .poll(() => frame.getByTestId("game-balance").innerText(), { timeout: 20_000 })
      .toBe("PHP\u00a050,00");
    await frame.getByTestId("stake").fill("2.00");
    await frame.getByTestId("spin").click();
    await expect
      .poll(() => frame.getByTestId("call-log").innerText(), { timeout: 15_000 })
      .toMatch(/\/transaction\/win \S+ \d+ -> RS_OK/);
    const log = await frame.getByTestId("call-log").innerText();
    expect(log).toMatch(/\/transaction\/bet \S+ 200000 -> RS_OK/);

    // What the game shows is what the ledger holds, and the round is the player's.
    const round = await pool.query<{ stake: string; win: string }>(
      "select stake, win from game_rounds where member_id = $1 and round_id like 'h88:%'",
      [memberId],
    );
    expect(round.rows).toHaveLength(1);
    expect(round.rows[0]!.stake).toBe("200");
    const balance = 50_00 - 200 + Number(round.rows[0]!.win);
    const shown = `PHP\u00a0${Math.floor(balance / 100)},${String(balance % 100).padStart(2, "0")}`;
    await expect.poll(() => frame.getByTestId("game-balance").innerText(), { timeout: 10_000 }).toBe(shown);
    const held = await new LedgerService(pool).balanceOf(
      { owner: "player", memberId, wallet: "main" },
      "PHP",
    );
    expect(held?.available).toBe(BigInt(balance));
    await context.close();
  });
});
