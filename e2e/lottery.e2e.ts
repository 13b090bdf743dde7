import { randomBytes } from "node:crypto";
import type { VnResultSheet } from "@jogada/games";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerService } from "../apps/server/src/modules/ledger/service.js";
import { storeResult } from "../apps/server/src/modules/lottery/index.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, PHONE, privateIp, shoot } from "./support/page.js";
import { switchLanguage } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

async function dismissPopups(page: Page): Promise<void> {
  for (const id of ["notice-modal", "login-modal"]) await closeModalIfShown(page, id, 3000);
}

/** The page is no wider than the window: chip rows scroll and grids wrap instead. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const wide = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => !el.closest("fieldset, nav, [data-scrolls]"))
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
  });
  expect(wide).toEqual([]);
}

/** A South sheet (18 numbers) whose lô tails are the given two-digit numbers, then 90-99 as filler. */
function southSheet(special: string, tails: string[]): VnResultSheet {
  const shape: [keyof VnResultSheet["prizes"], number, number][] = [
    ["first", 1, 5],
    ["second", 1, 5],
    ["third", 2, 5],
    ["fourth", 7, 5],
    ["fifth", 1, 4],
    ["sixth", 3, 4],
    ["seventh", 1, 3],
    ["eighth", 1, 2],
  ];
  const queue = [...tails];
  let filler = 0;
  const prizes: VnResultSheet["prizes"] = { special: [special] };
  for (const [prize, count, digits] of shape)
    prizes[prize] = Array.from({ length: count }, () =>
      (queue.shift() ?? String(90 + (filler++ % 10))).padStart(digits, "1"),
    );
  return { region: "south", prizes };
}

async function register(page: Page): Promise<string> {
  const username = `l${randomBytes(4).toString("hex")}`;
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
  return username;
}

describe("lotteries in the browser", () => {
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

  it("bets on VN and fast draws, cancels, chases, settles, verifies, and the balance and records follow", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await page.goto("/lottery");
    await page.getByTestId("lottery-lobby-lottery").waitFor();
    await dismissPopups(page);
    // The menu groups: the three VN regions with their stations, the SEA lotteries, the fast games.
    for (const group of ["vn-north", "vn-central", "vn-south", "sea", "fast"])
      await page.getByTestId(`lottery-group-${group}`).waitFor();
    await expect.poll(() => page.getByTestId("lottery-card-vn-south").innerText()).toMatch(/Fecha em \d/);
    // Every card's countdown runs (one clock for the whole lobby).
    const timers = page.getByRole("timer");
    const before = await timers.allInnerTexts();
    const counting = [...before.keys()].filter((i) => /Fecha em \d/.test(before[i]!));
    expect(counting.length).toBeGreaterThan(3);
    await expect
      .poll(
        async () => {
          const now = await timers.allInnerTexts();
          return counting.every((i) => now[i] !== before[i]);
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    await shoot(page, "lottery-lobby-desktop");

    const username = await register(page);
    const member = await pool.query<{ id: string }>("select id from members where username = $1", [username]);
    const memberId = Number(member.rows[0]!.id);
    const ledger = new LedgerService(pool);
    const wallet = { owner: "player", memberId, wallet: "main" } as const;
    await ledger.transfer({
      from: { owner: "house", merchant: "jogada", kind: "house_adjustment" },
      to: wallet,
      amount: 100_00n,
      currency: "PHP",
      reference: `e2e-lottery-fund:${username}`,
      kind: "deposit",
    });
    const available = async () => Number((await ledger.balanceOf(wallet, "PHP")).available);

    // VN South lô 2 số on 07 and 42: each line is priced on the 18 numbers of the sheet.
    await page.goto("/lottery?gameCode=vn-south&playType=lo2");
    await page.getByTestId("lottery-game-vn-south").waitFor();
    await page.getByTestId("num-07").click();
    await page.getByTestId("num-42").click();
    await page.getByTestId("lottery-unit").fill("1");
    await expect.poll(() => page.getByTestId("slip-lines").innerText()).toBe("2");
    await expect.poll(() => page.getByTestId("slip-cost").innerText()).toBe("P\u00a036,00");
    await expect.poll(() => page.getByTestId("slip-odds").innerText()).toMatch(/^1 : \d/);
    // The slip asks first, with the cost worked out: lines × points per line × stake per point.
    await page.getByTestId("slip-submit").click();
    const sheet = page.getByTestId("slip-confirm-sheet");
    expect(await sheet.getByTestId("confirm-lines").innerText()).toBe("2");
    expect(await sheet.getByTestId("confirm-points").innerText()).toBe("18");
    expect(await sheet.getByTestId("confirm-cost").innerText()).toBe("2 × 18 × P\u00a01,00 = P\u00a036,00");
    await shoot(page, "lottery-slip-confirm");
    await page.getByTestId("slip-confirm-back").click();
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await available()).toBe(100_00);
    await page.getByTestId("slip-submit").click();
    await page.getByTestId("slip-confirm").click();
    await expect
      .poll(() => page.getByTestId("slip-success").innerText())
      .toBe("Aposta registrada: 1 bilhete, P\u00a036,00.");
    await expect.poll(available).toBe(100_00 - 36_00);
    await expect.poll(() => page.getByTestId("balance").innerText()).toBe("P\u00a064,00");

    // A number bet on ball 1 of the 5D drawn every five minutes, with the 2x multiplier.
    await page.goto("/lottery?gameCode=5d-5&playType=position");
    await page.getByTestId("lottery-game-5d-5").waitFor();
    await page.getByTestId("pos-1").click();
    await page.getByTestId("num-3").click();
    await page.getByTestId("lottery-unit").fill("1");
    await page.getByTestId("multiplier-2").click();
    await expect.poll(() => page.getByTestId("slip-cost").innerText()).toBe("P\u00a02,00");
    await page.getByTestId("slip-submit").click();
    await page.getByTestId("slip-confirm").click();
    await page.getByTestId("slip-success").waitFor();
    await expect.poll(available).toBe(100_00 - 38_00);

    // A stake over the brand's limit is refused by the server, in the player's language.
    await page.getByTestId("num-3").click();
    await page.getByTestId("lottery-unit").fill("20000");
    await page.getByTestId("slip-submit").click();
    await page.getByTestId("slip-confirm").click();
    await expect
      .poll(() => page.getByTestId("slip-error").innerText())
      .toMatch(/^A aposta por linha deve estar entre /);
    await expect.poll(available).toBe(100_00 - 38_00);

    // A bad slip is refused before it is sent, with the rules' reason.
    await page.getByTestId("bet-type-group6").click();
    await page.getByTestId("num-1").click();
    await expect
      .poll(() => page.getByTestId("slip-problem").innerText())
      .toBe("A quantidade de números escolhidos não serve para esta aposta.");
    await expect.poll(() => page.getByTestId("slip-submit").isDisabled()).toBe(true);

    // My bets: both tickets, open; the 5D one is cancelled before its draw closes and refunded.
    await page.goto("/lottery/tickets");
    await expect.poll(() => page.getByTestId("ticket-list").locator(":scope > li").count()).toBe(2);
    const tickets = await pool.query<{ ticket_no: string; game_code: string; cost: string; draw_id: string }>(
      "select ticket_no, game_code, cost::text, draw_id from lottery_tickets where member_id = $1 order by id",
      [memberId],
    );
    expect(tickets.rows.map((t) => [t.game_code, t.cost])).toEqual([
      ["vn-south", "3600"],
      ["5d-5", "200"],
    ]);
    const [vn, fast] = tickets.rows as [(typeof tickets.rows)[0], (typeof tickets.rows)[0]];
    const vnTicket = page.getByTestId(`ticket-${vn.ticket_no}`);
    const fastTicket = page.getByTestId(`ticket-${fast.ticket_no}`);
    expect(await fastTicket.getByTestId("ticket-status").innerText()).toBe("Em aberto");
    expect(await fastTicket.innerText()).toContain("Bola 1: 3");
    await fastTicket.getByTestId("ticket-cancel").click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancelar aposta" }).click();
    await expect.poll(() => fastTicket.getByTestId("ticket-status").innerText()).toBe("Reembolsado");
    await expect.poll(available).toBe(100_00 - 36_00);
    await expect.poll(() => page.getByTestId("balance").innerText()).toBe("P\u00a064,00");

    // The VN draw: betting time over (the close job closes it), then its result sheet arrives
    // with 07 drawn once and 42 not at all; the settlement job pays lô 07 once at the odds.
    await pool.query("update lottery_draws set close_at = now() - interval '1 second' where id = $1", [
      vn.draw_id,
    ]);
    await expect
      .poll(
        async () =>
          (await pool.query("select status from lottery_draws where id = $1", [vn.draw_id])).rows[0]?.status,
        { timeout: 20_000 },
      )
      .toBe("closed");
    await storeResult(pool, vn.draw_id, { kind: "vn", sheet: southSheet("123456", ["07"]) });
    await expect
      .poll(() => vnTicket.getByTestId("ticket-status").innerText(), { timeout: 30_000 })
      .toBe("Ganhou");
    expect(await vnTicket.getByTestId("ticket-win").innerText()).toBe("Prêmio P\u00a098,00");
    await expect.poll(available).toBe(100_00 - 36_00 + 98_00);
    await expect.poll(() => page.getByTestId("balance").innerText()).toBe("P\u00a0162,00");

    // The ticket's detail: each line, its hits and win, and the draw's prize table.
    await page.goto(`/lottery/tickets?ticketNo=${vn.ticket_no}`);
    await page.getByTestId("ticket-detail").waitFor();
    await expect.poll(() => page.getByTestId("ticket-lines").innerText()).toMatch(/07\s+1\s+P\u00a098,00/);
    expect(await page.getByTestId("ticket-lines").innerText()).toMatch(/42\s+0\s+P\u00a00,00/);
    expect(await page.getByTestId("vn-prize-table").innerText()).toMatch(
      /Especial\s+123456\s+1º prêmio\s+11107/,
    );
    await shoot(page, "lottery-ticket-desktop");

    // The results page shows the sheet prize by prize.
    await page.goto("/lottery/results?gameCode=vn-south");
    await expect.poll(() => page.getByTestId("results-list").innerText()).toContain("123456");
    // So does the lobby's card of the game, as its last result.
    await page.goto("/lottery");
    await expect
      .poll(() => page.getByTestId("lottery-card-vn-south").innerText())
      .toMatch(/Último resultado[\s\S]*123456/);
    await shoot(page, "lottery-lobby-results-desktop");

    // The member centre's betting record holds both tickets, the paid one with its win.
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-bettingRecord").click();
    await page.getByTestId("betting-record").waitFor();
    await expect.poll(() => page.getByTestId("bet-record-row").count(), { timeout: 10_000 }).toBe(2);
    expect(await page.getByTestId("betting-record").innerText()).toMatch(
      /P\u00a036,00\s+P\u00a098,00\s+P\u00a062,00\s+Ganhou/,
    );
    await page.keyboard.press("Escape");

    // A chase: the same 5D bet on the next 3 draws, stopping after a win; the first draw's ticket
    // is bought at once, then the chase is stopped from its list.
    await page.goto("/lottery?gameCode=5d-5&playType=position");
    await page.getByTestId("pos-1").click();
    await page.getByTestId("num-3").click();
    await page.getByTestId("chase-toggle").check();
    await page.getByTestId("chase-draws").fill("3");
    await expect.poll(() => page.getByTestId("slip-cost").innerText()).toBe("P\u00a03,00");
    await page.getByTestId("slip-submit").click();
    await page.getByTestId("slip-confirm").click();
    await expect
      .poll(() => page.getByTestId("slip-success").innerText())
      .toMatch(/^Sequência C\w+ iniciada\.$/);
    await expect.poll(available).toBe(100_00 - 36_00 + 98_00 - 1_00);
    await page.getByTestId("lottery-tab-chases").click();
    await expect.poll(() => page.getByTestId("chase-list").innerText()).toContain("1 de 3 sorteios");
    await page.getByTestId("chase-stop").click();
    await expect.poll(() => page.getByTestId("chase-list").innerText()).toContain("Parada");
    expect(await page.getByTestId("chase-stop").count()).toBe(0);

    // A K3 "big" (a bet on the whole draw) on the next draw; its betting time is then over, the
    // draw's numbers are derived from the seed, the tickets' Merkle root and the beacon round, and
    // it settles. The verify page checks it all again in the browser.
    await page.goto("/lottery?gameCode=k3-3&playType=big");
    await page.getByTestId("lottery-game-k3-3").waitFor();
    // A fast draw shows its seed's commitment before any bet is taken.
    await expect.poll(() => page.getByTestId("draw-seed-hash").innerText()).toMatch(/[0-9a-f]{64}$/);
    const shownHash = /[0-9a-f]{64}/.exec(await page.getByTestId("draw-seed-hash").innerText())![0];
    await expect.poll(() => page.getByTestId("slip-cost").innerText()).toBe("P\u00a01,00");
    await page.getByTestId("slip-submit").click();
    await page.getByTestId("slip-confirm").click();
    await page.getByTestId("slip-success").waitFor();
    const k3 = (
      await pool.query<{ ticket_no: string; draw_id: string }>(
        "select ticket_no, draw_id from lottery_tickets where member_id = $1 and game_code = 'k3-3'",
        [memberId],
      )
    ).rows[0]!;
    await pool.query("update lottery_draws set close_at = now() - interval '1 second' where id = $1", [
      k3.draw_id,
    ]);
    // The open page hears the draw's events over /ws and shows its result without a reload.
    const k3Numero = k3.draw_id.split(":").pop()!;
    await expect
      .poll(() => page.getByTestId("game-results").innerText(), { timeout: 45_000, interval: 1000 })
      .toContain(k3Numero);
    await expect
      .poll(
        async () =>
          (await pool.query("select status from lottery_draws where id = $1", [k3.draw_id])).rows[0]?.status,
        { timeout: 45_000, interval: 1000 },
      )
      .toBe("settled");
    const settled = (
      await pool.query<{ status: string; win: string }>(
        "select status, win::text from lottery_tickets where ticket_no = $1",
        [k3.ticket_no],
      )
    ).rows[0]!;
    await expect.poll(available).toBe(100_00 - 36_00 + 98_00 - 1_00 - 1_00 + Number(settled.win));
    await page.goto(`/lottery/tickets?ticketNo=${k3.ticket_no}`);
    await expect
      .poll(() => page.getByTestId("ticket-status").innerText())
      .toBe(settled.status === "won" ? "Ganhou" : "Não ganhou");
    await page.getByTestId("result-balls").waitFor();
    await page.getByTestId("ticket-verify").click();
    await page.getByTestId("lottery-verify").waitFor();
    await expect
      .poll(() => page.getByTestId("verify-summary").innerText())
      .toBe("Todas as verificações passaram.");
    for (const check of ["seed", "beaconRound", "numbers", "draw", "inclusion"])
      expect(await page.getByTestId(`verify-check-${check}`).getAttribute("data-ok")).toBe("true");
    await shoot(page, "lottery-verify-desktop");
    // Pasted values are checked the same way: other numbers fail.
    const json = JSON.parse(await page.getByTestId("verify-json").inputValue()) as {
      numbers: number[];
      seedHash: string;
    };
    // The seed checked is the one committed to on the betting page before the bet.
    expect(json.seedHash).toBe(shownHash);
    json.numbers = json.numbers.map((n) => (n % 6) + 1);
    await page.getByTestId("verify-json").fill(JSON.stringify(json));
    await page.getByTestId("verify-run").click();
    await expect
      .poll(() => page.getByTestId("verify-summary").innerText())
      .toBe("Alguma verificação falhou.");
    expect(await page.getByTestId("verify-check-numbers").getAttribute("data-ok")).toBe("false");
    expect(await page.getByTestId("verify-check-seed").getAttribute("data-ok")).toBe("true");

    // English, on a phone: the same pages fit the screen.
    await page.setViewportSize(PHONE);
    await switchLanguage(pool, page, username, "EN");
    await page.goto("/lottery/tickets");
    await expect.poll(() => page.getByTestId("ticket-list").locator(":scope > li").count()).toBe(4);
    expect(await fastTicket.getByTestId("ticket-status").innerText()).toBe("Refunded");
    expect(await vnTicket.getByTestId("ticket-status").innerText()).toBe("Won");
    await expectNoHorizontalOverflow(page);
    await shoot(page, "lottery-tickets-phone-en");
    await page.goto(`/lottery/tickets?ticketNo=${vn.ticket_no}`);
    await page.getByTestId("vn-prize-table").waitFor();
    expect(await page.getByTestId("vn-prize-table").innerText()).toMatch(/Special\s+123456/);
    await expectNoHorizontalOverflow(page);
    await shoot(page, "lottery-ticket-phone-en");
    await page.goto(`/lottery/verify?drawId=${encodeURIComponent(k3.draw_id)}`);
    await expect.poll(() => page.getByTestId("verify-summary").innerText()).toBe("Every check passed.");
    await expectNoHorizontalOverflow(page);
    await shoot(page, "lottery-verify-phone-en");
    await page.getByTestId("lottery-tab-chases").click();
    await expect.poll(() => page.getByTestId("chase-list").innerText()).toContain("Stopped");
    await expectNoHorizontalOverflow(page);
    await page.goto("/lottery?gameCode=vn-north&playType=lo2");
    await page.getByTestId("lottery-game-vn-north").waitFor();
    await page.getByTestId("num-07").click();
    await expect.poll(() => page.getByTestId("slip-lines").innerText()).toBe("1");
    expect(await page.getByTestId("slip-cost").innerText()).toBe("P\u00a027.00");
    expect(await page.getByText("Bet slip").count()).toBe(1);
    await page.getByTestId("lottery-unit").fill("20000");
    await page.getByTestId("slip-submit").click();
    await page.getByTestId("slip-confirm").click();
    await expect
      .poll(() => page.getByTestId("slip-error").innerText())
      .toMatch(/^The stake per line must be between /);
    await page.getByTestId("lottery-unit").fill("1");
    await expectNoHorizontalOverflow(page);
    await shoot(page, "lottery-vn-phone-en");
    await page.goto("/lottery");
    await page.getByTestId("lottery-group-fast").waitFor();
    // The lotteries played lately come first, the newest first.
    await expect.poll(() => page.getByTestId("lottery-recent-k3-3").innerText()).toBe("K3 every 3 minutes");
    await page.getByTestId("lottery-recent-vn-south").waitFor();
    await expectNoHorizontalOverflow(page);
    await shoot(page, "lottery-lobby-phone-en");
    await context.close();
  });
});
