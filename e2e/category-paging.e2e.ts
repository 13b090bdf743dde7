import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { PHONE, privateIp } from "./support/page.js";
import { e2eStack } from "./support/stack-urls.js";

/**
 * A category route's `page` value (SPEC §2: /rng switches subtypes through it) that names no
 * subtype, such as a page number from an old link, shows the category's first page on a phone,
 * never the list's load error; a subtype it does name still filters.
 */

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

/** Opens a route and gives back the query of every game-list call the page made. */
async function open(page: Page, path: string): Promise<URLSearchParams[]> {
  const asked: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/wps/relay/GCSGAME_gameList") asked.push(url.searchParams);
  });
  await page.goto(path);
  await expect.poll(() => page.getByTestId("game-card").count(), { timeout: 30_000 }).toBeGreaterThan(5);
  return asked;
}

describe("category pages with a page value", () => {
  it("shows the first page for a page number, and filters by a subtype the value names", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp(), viewport: PHONE });
    const answers: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/wps/relay/GCSGAME_gameList") answers.push(response.status());
    });

    for (const path of ["/rng?page=2", "/rng?page=abc", "/live?page=99", "/fish?page=SC"]) {
      const asked = await open(page, path);
      expect(asked.length, path).toBeGreaterThan(0);
      expect(
        asked.every((query) => !query.has("gameClassify")),
        path,
      ).toBe(true);
      expect(await page.getByText("Não foi possível carregar os jogos.").count(), path).toBe(0);
      expect(await page.getByTestId("game-count").innerText()).toMatch(/\d/);
    }
    // Every list the pages asked for was answered.
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);

    const slots = await open(page, "/rng?page=SC");
    expect(slots.at(-1)?.get("gameClassify")).toBe("SC");
    // The page fits the phone: nothing sticks out sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
