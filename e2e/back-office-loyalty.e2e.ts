import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { PHONE, shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";

let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

const tag = randomBytes(3).toString("hex");
const BRAND = "jogada";
// A settled period long past: shown on the leaderboards tab, read by no player journey.
const PERIOD = "2001-01-01";

interface StoredSettings {
  levels: { name: { PT: string } }[];
  referral: { maxRewarded: number };
}

async function storedSettings(): Promise<StoredSettings | undefined> {
  const { rows } = await pool.query<{ settings: StoredSettings }>(
    "select settings from loyalty_settings where merchant_code = $1",
    [BRAND],
  );
  return rows[0]?.settings;
}

/** Staff speak PT here; the console keeps the site's choice. */
async function openLoyalty(page: Page): Promise<void> {
  await page.goto("/backoffice/loyalty");
  await page.getByTestId("screen-loyalty").waitFor();
  // with several brands the screen starts on the first; the journeys' brand is the one to check
  const picker = page.getByTestId("screen-loyalty").locator("label", { hasText: "Marca" }).locator("select");
  if (await picker.count()) await picker.selectOption(BRAND);
  await page.getByTestId("loyalty-settings-form").waitFor({ timeout: 20_000 });
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("back office: VIP and loyalty", () => {
  it("edits the brand's loyalty settings (bad fields named in PT), shows the ladder and leaderboards; read-only staff cannot save", async () => {
    // The other journeys read this brand's settings: they go back as they were, whatever happens.
    const before = await storedSettings();
    let changeId: string | undefined;
    try {
      // a level change as the ladder job words it (minor units), shown in the staff's words
      changeId = (
        await pool.query<{ id: string }>(
          `insert into loyalty_level_changes (member_id, merchant_code, from_level, to_level, reason)
           select id, $1, 1, 2, 'upgrade: deposits 20000, turnover 10000, 60-day turnover 10000'
             from members where merchant_code = $1 and type = 0 order by id limit 1
           returning id`,
          [BRAND],
        )
      ).rows[0]?.id;
      await pool.query(
        `insert into leaderboard_periods (merchant_code, period_start, period, period_end, players)
         values ($1, $2, 'weekly', $3, 2) on conflict do nothing`,
        [BRAND, PERIOD, "2001-01-08T03:00:00Z"],
      );
      // two winners: the first paid 500.00, the second's 300.00 withheld during a self-exclusion
      await pool.query(
        `insert into leaderboard_winners (merchant_code, period_start, rank, member_id, turnover, prize, withheld, withheld_reason)
       select $1, $2, n, id, 100000 * (3 - n), case n when 1 then 50000 else 0 end,
              case n when 2 then 30000 else 0 end, case n when 2 then 'self-exclusion' end
         from (select id, row_number() over (order by id) as n from members
                where merchant_code = $1 and type = 0 order by id limit 2) m
       on conflict do nothing`,
        [BRAND, PERIOD],
      );
      const editor = await createStaff(pool, `loyalty.${tag}`, "content");
      const { context, page } = await newPage(browser);
      await page.addInitScript(() => localStorage.setItem("lang", "PT"));
      await loginAsStaff(page, editor);
      await openLoyalty(page);
      expect(await page.getByTestId("loyalty-read-only").count()).toBe(0);

      const maxRewarded = page.getByTestId("field-referral-maxRewarded");
      const previous = Number(await maxRewarded.inputValue());
      const changed = previous === 77 ? 78 : 77;
      // the entry level has no remove button: the count is the top level's rank
      const top = await page.locator('[data-testid^="loyalty-level-remove-"]').count();

      // Level 0 with a threshold, no friends rewarded at all, a new level without names.
      await page.getByTestId("field-levels-0-minDeposit").fill("10");
      await maxRewarded.fill("0");
      await page.getByTestId("loyalty-level-add").click();
      const added = top + 1;
      await page.getByTestId(`field-levels-${added}-name-PT`).waitFor();
      await page.getByTestId("loyalty-settings-submit").click();
      await expect
        .poll(() => page.getByTestId("field-referral-maxRewarded-error").innerText(), { timeout: 20_000 })
        .toBe("O mínimo é 1.");
      expect(await page.getByTestId("field-levels-0-minDeposit-error").innerText()).toBe("O máximo é 0.");
      expect(await page.getByTestId(`field-levels-${added}-name-PT-error`).innerText()).toBe(
        "Preencha este campo.",
      );
      expect(await maxRewarded.getAttribute("aria-invalid")).toBe("true");
      await shoot(page, "backoffice-loyalty-errors");

      // Fixed: the new level goes again, level 0 is free, a harmless limit changes.
      await page.getByTestId(`loyalty-level-remove-${added}`).click();
      await expect.poll(() => page.getByTestId(`field-levels-${added}-name-PT`).count()).toBe(0);
      await page.getByTestId("field-levels-0-minDeposit").fill("0");
      await maxRewarded.fill(String(changed));
      await expect.poll(() => page.getByTestId("field-referral-maxRewarded-error").count()).toBe(0);
      await page.getByTestId("loyalty-settings-submit").click();
      await expect
        .poll(() => page.getByTestId("outcome-done").innerText(), { timeout: 20_000 })
        .toBe("Configurações salvas.");
      const saved = await storedSettings();
      expect(saved?.referral.maxRewarded).toBe(changed);
      expect(saved?.levels).toHaveLength(top + 1);
      await expect.poll(() => maxRewarded.inputValue()).toBe(String(changed));

      // The ladder as the server counts it: one row per level, named as in the settings.
      await page.getByTestId("tab-ladder").click();
      const ladder = page.getByTestId("loyalty-ladder-table");
      await ladder.waitFor({ timeout: 20_000 });
      expect(await ladder.locator("tbody tr").count()).toBe(top + 1);
      expect(await ladder.innerText()).toContain("VIP 0");
      expect(await page.getByTestId("loyalty-changes-table").innerText()).toContain(
        "Depósitos 200,00, volume 100,00, volume em 60 dias 100,00: atinge o nível.",
      );
      await shoot(page, "backoffice-loyalty-ladder");

      await page.getByTestId("tab-leaderboards").click();
      const boards = page.getByTestId("loyalty-leaderboards-table");
      await expect.poll(() => boards.innerText().catch(() => ""), { timeout: 20_000 }).toContain(PERIOD);
      const period = boards.locator("tbody tr").filter({ hasText: PERIOD });
      const periodText = await period.innerText();
      expect(periodText).toContain("500,00");
      expect(periodText).toContain("Retido (autoexclusão): 300,00");
      await shoot(page, "backoffice-loyalty-leaderboards");

      // On a phone the form fits the width and the tables scroll inside their boxes.
      await page.setViewportSize(PHONE);
      await page.getByTestId("tab-settings").click();
      await page.getByTestId("loyalty-settings-form").waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await shoot(page, "backoffice-loyalty-phone");
      await page.getByTestId("tab-ladder").click();
      await ladder.waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await context.close();

      // A read-only member of staff sees the same settings, every input disabled, nothing to save.
      const reader = await createStaff(pool, `loyalty.ro.${tag}`, "read-only");
      const other = await newPage(browser);
      await other.page.addInitScript(() => localStorage.setItem("lang", "PT"));
      await loginAsStaff(other.page, reader);
      await openLoyalty(other.page);
      await other.page.getByTestId("loyalty-read-only").waitFor();
      expect(await other.page.getByTestId("loyalty-settings-submit").count()).toBe(0);
      expect(await other.page.getByTestId("loyalty-level-add").count()).toBe(0);
      const readOnlyField = other.page.getByTestId("field-referral-maxRewarded");
      expect(await readOnlyField.isDisabled()).toBe(true);
      expect(await readOnlyField.inputValue()).toBe(String(changed));
      await shoot(other.page, "backoffice-loyalty-read-only");
      // the server refuses the call as well, whatever the page shows
      const refused = await other.page.evaluate(async () => {
        const session = JSON.parse(sessionStorage.getItem("backoffice.session") ?? "{}") as {
          token?: string;
        };
        const headers = { Authorization: session.token ?? "", "Content-Type": "application/json" };
        const read = await fetch("/ops/loyalty/settings?merchant=jogada", { headers });
        const { value } = (await read.json()) as { value: { settings: unknown } };
        const response = await fetch("/ops/loyalty/settings", {
          method: "PUT",
          headers,
          body: JSON.stringify({ merchant: "jogada", settings: value.settings }),
        });
        return { status: response.status, body: (await response.json()) as { success: boolean } };
      });
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
      expect((await storedSettings())?.referral.maxRewarded).toBe(changed);
      await other.context.close();
    } finally {
      if (before)
        await pool.query("update loyalty_settings set settings = $2 where merchant_code = $1", [
          BRAND,
          JSON.stringify(before),
        ]);
      else await pool.query("delete from loyalty_settings where merchant_code = $1", [BRAND]);
      if (changeId) await pool.query("delete from loyalty_level_changes where id = $1", [changeId]);
      for (const table of ["leaderboard_winners", "leaderboard_periods"])
        await pool.query(`delete from ${table} where merchant_code = $1 and period_start = $2`, [
          BRAND,
          PERIOD,
        ]);
    }
  }, 240_000);
});
