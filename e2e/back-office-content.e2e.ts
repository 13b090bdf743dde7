import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff, type Staff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { closeModalIfShown, shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";

let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

/** A notice title no other journey uses, so the player site's list shows exactly this one. */
const tag = randomBytes(3).toString("hex");

describe("back office: content", () => {
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
});

export type { Staff };
