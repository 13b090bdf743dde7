import { randomBytes } from "node:crypto";
import { drawsAfter, VN_SOUTH_CALENDAR } from "@jogada/games";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { feedDrawOf, sheetOf } from "../apps/sandbox/src/partners/results-feed/sheets.js";
import { drawKeyOf } from "../apps/server/src/modules/lottery/sources/sheets.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff, type Staff } from "./support/back-office-login.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, shoot } from "./support/page.js";

const HOUR = 3_600_000;
let pool: Pool;
let browser: Browser;

beforeAll(async () => {
  pool = createPool(inject("e2eDatabaseUrl"), 2);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

/** A notice title no other journey uses, so the player site's list shows exactly this one. */
const tag = randomBytes(3).toString("hex");

describe("back office: content and lottery results", () => {
  it("a content staff member publishes a notice in PT and EN that the player site shows in both", async () => {
    const editor = await createStaff(pool, `content.${tag}`, "content");
    const { context, page } = await newPage(browser);
    await loginAsStaff(page, editor);
    await page.goto("/backoffice/content");
    await page.getByTestId("screen-content").waitFor();
    await page.getByTestId("content-table").or(page.getByTestId("state-empty")).first().waitFor();
    await shoot(page, "backoffice-content-desktop");

    await page.getByTestId("content-new").click();
    const form = page.getByTestId("content-form");
    await form.waitFor();
    await page.getByTestId("title-PT").fill(`Manutenção programada ${tag}`);
    await page
      .getByTestId("content-PT")
      .fill(
        `<p>Voltamos às <strong>10:00</strong>.</p><script>window.parent.__ran = true</script><img src="x" onerror="window.parent.__ran = true">`,
      );
    await page.getByTestId("title-EN").fill(`Planned maintenance ${tag}`);
    await page.getByTestId("content-EN").fill("<p>Back at <strong>10:00</strong>.</p>");

    // The preview shows what the server keeps: the text, never the script or the handler.
    const preview = page.frameLocator('[data-testid="preview-PT"]');
    await expect
      .poll(() => preview.locator("body").innerText(), { timeout: 15_000 })
      .toContain("Voltamos às 10:00");
    expect(await preview.locator("script").count()).toBe(0);
    expect(await preview.locator("img[onerror]").count()).toBe(0);
    expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran ?? false)).toBe(false);
    await shoot(page, "backoffice-content-form-desktop");

    await page.getByTestId("content-submit").click();
    await page.getByTestId("outcome-done").waitFor();
    await expect
      .poll(() => page.getByTestId("content-table").innerText())
      .toContain(`Manutenção programada ${tag}`);

    const stored = await pool.query<{ language: string; content: string }>(
      `select t.language, t.content from announcement_texts t join announcements a on a.id = t.announcement_id
        where t.title in ($1, $2) order by t.language`,
      [`Manutenção programada ${tag}`, `Planned maintenance ${tag}`],
    );
    expect(stored.rows.map((r) => r.language)).toEqual(["EN", "PT"]);
    expect(stored.rows[1]!.content).not.toMatch(/script|onerror/i);
    await context.close();

    for (const [language, title] of [
      ["PT", `Manutenção programada ${tag}`],
      ["EN", `Planned maintenance ${tag}`],
    ] as const) {
      const player = await newPage(browser);
      await player.page.addInitScript((lang) => {
        localStorage.setItem("lang", lang);
        sessionStorage.setItem("popupSeen", "1");
      }, language);
      await player.page.goto("/noticePage");
      await closeModalIfShown(player.page, "notice-modal", 1500);
      const first = player.page.getByTestId("notice-item").first();
      await expect.poll(() => first.locator("h2").innerText(), { timeout: 15_000 }).toBe(title);
      await shoot(player.page, `backoffice-notice-on-site-${language.toLowerCase()}`);
      await player.context.close();
    }
  });

  it("a manual lottery result entered by one staff member is applied only when a second confirms it", async () => {
    const first = await createStaff(pool, `risk.a.${tag}`, "risk");
    const second = await createStaff(pool, `risk.b.${tag}`, "risk");
    const drawId = await disagreeingDraw();

    const a = await newPage(browser);
    await loginAsStaff(a.page, first);
    await openDraw(a.page, drawId);
    await a.page.getByTestId("manual-enter").click();
    await a.page.getByRole("button", { name: "feed-b" }).click();
    await a.page.getByTestId("manual-reason").fill("conferido no site oficial");
    await a.page.getByTestId("manual-submit").click();
    await a.page.getByTestId("pending-manual").waitFor();
    await shoot(a.page, "backoffice-lottery-pending-desktop");
    expect(await drawRow(drawId)).toMatchObject({ status: "waiting", result: null });

    // The same person confirming it is refused, in the staff's language.
    await a.page.getByTestId("confirm-reason").fill("confirmo");
    await a.page.getByTestId("manual-confirm").click();
    await a.page.getByTestId("outcome-error").waitFor();
    expect(await drawRow(drawId)).toMatchObject({ status: "waiting", result: null });
    await a.context.close();

    const b = await newPage(browser, { viewport: { width: 768, height: 1000 } });
    await loginAsStaff(b.page, second);
    await openDraw(b.page, drawId);
    await b.page.getByTestId("pending-manual").waitFor();
    expect(await b.page.getByTestId("pending-manual").innerText()).toContain(first.username);
    await b.page.getByTestId("confirm-reason").fill("conferido no site oficial");
    await b.page.getByTestId("manual-confirm").click();
    await b.page.getByTestId("outcome-done").waitFor();
    await expect.poll(async () => (await drawRow(drawId)).status).toMatch(/^(resulted|settled)$/);
    await shoot(b.page, "backoffice-lottery-confirmed-tablet");
    await b.context.close();
  });
});

async function drawRow(id: string) {
  const res = await pool.query<{ status: string; result: unknown }>(
    "select status, result from lottery_draws where id = $1",
    [id],
  );
  return res.rows[0]!;
}

/**
 * A past South draw whose two results feeds disagree: feed-a is told to contradict, so the
 * server's results job leaves it waiting with a "disagree" alert.
 */
async function disagreeingDraw(): Promise<string> {
  const draws = drawsAfter(VN_SOUTH_CALENDAR, Date.now() - 20 * 24 * HOUR, 200).filter(
    (d) => d.drawAt < Date.now() - 2 * HOUR && d.drawAt > Date.now() - 40 * HOUR,
  );
  const draw = draws[draws.length - 1]!;
  const key = drawKeyOf(draw.id);
  const response = await fetch(`${inject("sandboxUrl")}/results-feed/feed-a/sandbox/behaviour`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ behaviour: "contradict", ...key }),
  });
  expect(response.ok).toBe(true);
  expect(feedDrawOf(key.gameCode, key.drawDate)).not.toBeNull();
  expect(
    sheetOf(feedDrawOf(key.gameCode, key.drawDate)!, key.gameCode, key.drawDate, "published"),
  ).toBeTruthy();
  await pool.query(
    `insert into lottery_draws (id, game_code, numero, station_code, station_name, draw_at, close_at)
     values ($1, 'vn-south', $2, $3, $4, $5::timestamptz, $5::timestamptz - interval '15 minutes') on conflict (id) do nothing`,
    [draw.id, draw.numero, draw.station?.code ?? null, draw.station?.name ?? null, new Date(draw.drawAt)],
  );
  await expect
    .poll(
      async () =>
        (
          await pool.query(
            "select 1 from lottery_alerts where draw_id = $1 and kind = 'disagree' and resolved_at is null",
            [draw.id],
          )
        ).rowCount,
      { timeout: 120_000, interval: 1000 },
    )
    .toBe(1);
  return draw.id;
}

async function openDraw(page: Page, drawId: string) {
  await page.goto("/backoffice/lotteries");
  await page.getByTestId("screen-lottery").waitFor();
  await page.getByTestId("draw-status-filter").selectOption("waiting");
  const link = page.getByTestId("draw-open").filter({ hasText: drawId });
  await link.waitFor({ timeout: 30_000 });
  await link.click();
  await page.getByTestId("draw-detail").waitFor();
  await page.getByTestId("draw-source").first().waitFor();
}

export type { Staff };
