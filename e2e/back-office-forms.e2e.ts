import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { SCREENS } from "../apps/web/src/backoffice/screens.js";
import { createStaff, loginAsStaff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { closeModalIfShown, shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";

let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

const tag = randomBytes(3).toString("hex");

/** Staff speak PT here unless a test says otherwise (the console keeps the site's choice). */
async function inPortuguese(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("lang", "PT"));
}

describe("back office: promotion and mall forms", () => {
  it("creates a promotion (a bad field is named in PT), edits it, adds a mall item; the site shows the promotion", async () => {
    const editor = await createStaff(pool, `forms.${tag}`, "content");
    const { context, page } = await newPage(browser);
    await inPortuguese(page);
    await loginAsStaff(page, editor);

    await page.goto("/backoffice/promotions");
    await page.getByTestId("screen-promotions").waitFor();
    await page.getByTestId("tab-list").click();
    await page.getByTestId("promotion-new").click();
    const form = page.getByTestId("promotion-form");
    await form.waitFor();

    // Manual reward (the default kind): PT title given, EN title missing, an amount that is no number.
    await page.getByTestId("field-texts-PT-title").fill(`Prêmio do fim de semana ${tag}`);
    await page.getByTestId("field-texts-PT-content").fill("<p>Peça e a equipe aprova.</p>");
    await page.getByTestId("field-terms-amount").fill("dez reais");
    await page.getByTestId("promotion-submit").click();
    await expect
      .poll(() => page.getByTestId("field-terms-amount-error").innerText(), { timeout: 20_000 })
      .toBe("Formato inválido: use um número como 100 ou 100.50.");
    expect(await page.getByTestId("field-texts-EN-title-error").innerText()).toBe("Preencha este campo.");
    expect(await page.getByTestId("field-terms-amount").getAttribute("aria-invalid")).toBe("true");
    await shoot(page, "backoffice-promotion-form-errors");

    await page.getByTestId("field-terms-amount").fill("10");
    await page.getByTestId("field-texts-EN-title").fill(`Weekend prize ${tag}`);
    await page.getByTestId("field-texts-EN-content").fill("<p>Ask and the team approves.</p>");
    await expect.poll(() => page.getByTestId("field-terms-amount-error").count()).toBe(0);
    await page.getByTestId("promotion-submit").click();
    await page.getByTestId("outcome-done").waitFor();
    const table = page.getByTestId("promotions-table");
    await expect
      .poll(() => table.innerText(), { timeout: 20_000 })
      .toContain(`Prêmio do fim de semana ${tag}`);

    const created = await pool.query<{ id: number; kind: string; terms: { amount: string } }>(
      "select id, kind, terms from promotions where texts->'PT'->>'title' = $1",
      [`Prêmio do fim de semana ${tag}`],
    );
    expect(created.rows).toHaveLength(1);
    const promotion = created.rows[0]!;
    expect(promotion.kind).toBe("manual");
    expect(promotion.terms.amount).toBe("10");

    // Edit: the form opens with what is stored; the new title replaces the old one.
    await page.getByTestId(`promotion-edit-${promotion.id}`).click();
    await form.waitFor();
    expect(await page.getByTestId("field-terms-amount").inputValue()).toBe("10");
    await page.getByTestId("field-texts-PT-title").fill(`Prêmio de domingo ${tag}`);
    await page.getByTestId("field-terms-amount").fill("12.50");
    await page.getByTestId("promotion-submit").click();
    await expect
      .poll(() => page.getByTestId("outcome-done").innerText(), { timeout: 20_000 })
      .toBe("Alterações salvas.");
    await expect.poll(() => table.innerText(), { timeout: 20_000 }).toContain(`Prêmio de domingo ${tag}`);
    const edited = await pool.query<{ terms: { amount: string } }>(
      "select terms from promotions where id = $1",
      [promotion.id],
    );
    expect(edited.rows[0]!.terms.amount).toBe("12.50");

    // A mall item through its own form.
    await page.goto("/backoffice/points-mall");
    await page.getByTestId("screen-mall").waitFor();
    await page.getByTestId("tab-catalogue").click();
    await page.getByTestId("mall-new").click();
    await page.getByTestId("mall-form").waitFor();
    await page.getByTestId("field-points").fill("0");
    await page.getByTestId("mall-submit").click();
    await expect
      .poll(() => page.getByTestId("field-points-error").innerText(), { timeout: 20_000 })
      .toBe("O mínimo é 1.");
    await page.getByTestId("field-points").fill("500");
    await page.getByTestId("field-amount").fill("5");
    await page.getByTestId("field-texts-PT-title").fill(`Crédito de 5 ${tag}`);
    await page.getByTestId("field-texts-EN-title").fill(`Credit of 5 ${tag}`);
    await page.getByTestId("mall-submit").click();
    await page.getByTestId("outcome-done").waitFor();
    await expect
      .poll(() => page.getByTestId("mall-table").innerText(), { timeout: 20_000 })
      .toContain(`Crédito de 5 ${tag}`);
    await shoot(page, "backoffice-mall-created");
    await context.close();

    // The player site lists the promotion with its edited title.
    const player = await newPage(browser);
    await player.page.addInitScript(() => {
      localStorage.setItem("lang", "PT");
      sessionStorage.setItem("popupSeen", "1");
    });
    await player.page.goto("/promotions");
    await closeModalIfShown(player.page, "notice-modal", 1500);
    const card = player.page.locator(`[data-testid="promo-card"][data-promotion="${promotion.id}"]`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toContain(`Prêmio de domingo ${tag}`);
    await player.context.close();
  });

  it("an administrator sets the brand's four-eyes amount; a draw's detail shows each feed's reading", async () => {
    const admin = await createStaff(pool, `foureyes.${tag}`, "administrator");
    const { context, page } = await newPage(browser);
    await inPortuguese(page);
    await loginAsStaff(page, admin);

    await page.goto("/backoffice/brand");
    await page.getByTestId("screen-brand").waitFor();
    await page.getByTestId("tab-limits").click();
    const fourEyes = page.getByTestId("four-eyes");
    await fourEyes.getByTestId("four-eyes-form").waitFor();
    await page.getByTestId("field-limit").fill("mil");
    await page.getByTestId("four-eyes-submit").click();
    await expect
      .poll(() => page.getByTestId("field-limit-error").innerText(), { timeout: 20_000 })
      .toBe("Formato inválido: use um número como 100 ou 100.50.");
    await page.getByTestId("field-limit").fill("750.00");
    await page.getByTestId("four-eyes-submit").click();
    // A new amount is a request: in force only once another administrator approves it.
    await expect
      .poll(() => fourEyes.getByTestId("outcome-done").innerText(), { timeout: 20_000 })
      .toBe("Pedido enviado: vale depois que outro administrador aprovar (Equipe).");
    await expect.poll(() => page.getByTestId("four-eyes-pending").innerText()).toContain("750");
    expect(await page.getByTestId("four-eyes-limit").innerText()).not.toContain("750");
    expect(await fourEyes.innerText()).toContain(admin.username);
    await shoot(page, "backoffice-brand-four-eyes");

    // The administrator who asked sees the request on the staff screen but cannot approve it.
    await page.goto("/backoffice/staff");
    const mine = page.getByTestId("bo-change-requests").locator("li").filter({ hasText: admin.username });
    await mine.first().waitFor({ timeout: 20_000 });
    expect(await mine.first().getByTestId("bo-change-approve").count()).toBe(0);

    // A second administrator approves it: the amount is in force.
    const second = await createStaff(pool, `foureyes2.${tag}`, "administrator");
    const other = await newPage(browser);
    await inPortuguese(other.page);
    await loginAsStaff(other.page, second);
    await other.page.goto("/backoffice/staff");
    const asked = other.page
      .getByTestId("bo-change-requests")
      .locator("li")
      .filter({ hasText: admin.username });
    await asked.first().getByTestId("bo-change-approve").click();
    await expect.poll(() => asked.count(), { timeout: 20_000 }).toBe(0);
    await shoot(other.page, "backoffice-staff-change-requests");
    await other.context.close();
    await page.goto("/backoffice/brand");
    await page.getByTestId("tab-limits").click();
    await expect
      .poll(() => page.getByTestId("four-eyes-limit").innerText(), { timeout: 20_000 })
      .toContain("750");
    // Back to the platform default, so the other journeys' adjustments are not held for approval.
    await pool.query("delete from brand_four_eyes where updated_by = $1", [admin.username]);

    // A draw waiting for its result, far ahead so it heads the list, read by two feeds that differ.
    const drawId = `vn-north:e2e-${tag}:20761126`;
    await pool.query(
      `insert into lottery_draws (id, game_code, numero, draw_at, close_at, status)
       values ($1, 'vn-north', $1, now() + interval '50 years', now() + interval '50 years' - interval '15 minutes', 'waiting')`,
      [drawId],
    );
    await pool.query(
      `insert into lottery_feed_readings (draw_id, source, status, sheet, reason, published_at, agreed)
       values ($1, 'feed-a', 'published', '{"sheet":{"prizes":{"G1":["12345"]}}}', null, now(), true),
              ($1, 'feed-b', 'invalid', null, 'bad signature', null, false)`,
      [drawId],
    );
    await page.goto("/backoffice/lotteries");
    await page.getByTestId("screen-lottery").waitFor();
    await page.getByTestId("draw-open").filter({ hasText: drawId }).click();
    const readings = page.getByTestId("feed-readings");
    await readings.waitFor({ timeout: 20_000 });
    const text = await readings.innerText();
    for (const seen of ["feed-a", "Publicado", "Concorda", "12345", "feed-b", "Inválido", "bad signature"])
      expect(text).toContain(seen);
    await shoot(page, "backoffice-draw-readings");
    await context.close();
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ])(
    "no console screen makes the page scroll sideways at $width px",
    async (viewport) => {
      const admin = await createStaff(pool, `layout${viewport.width}.${tag}`, "administrator");
      // signed in at laptop width (the login waits for the side menu, folded under 1024 px), then resized
      const { context, page } = await newPage(browser);
      await inPortuguese(page);
      await loginAsStaff(page, admin);
      await page.setViewportSize(viewport);
      const overflowing: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(`/backoffice/${screen.path}`);
        // the side menu folds under 1024 px: there only in the page, not shown
        await page.getByTestId("bo-nav").waitFor({ state: "attached" });
        // wait until the screen's first load has settled (content, empty or error)
        await expect
          .poll(() => page.locator('[data-testid="bo-loading"], [data-testid="state-loading"]').count(), {
            timeout: 15_000,
          })
          .toBe(0);
        const wide = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (wide > 0) overflowing.push(`${screen.path} +${wide}px`);
      }
      expect(overflowing).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
