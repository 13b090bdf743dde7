import { randomBytes } from "node:crypto";
import { DEFAULT_ODDS_TABLES, oddsTableReturns } from "@jogada/games";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { shoot } from "./support/page.js";
import { useBrowserAndPool } from "./support/stack.js";

/**
 * The console's odds tables: each entry beside the return it gives (packages/games' rule, live as
 * staff type), and a table the guard refuses shows the refusal on the entry it names.
 */

let pool: Pool;
let browser: Browser;
useBrowserAndPool(1, (stack) => ({ pool, browser } = stack));

const TEXT = {
  PT: {
    rtp: (n: number) =>
      `${n.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`,
    refused: /^As odds de lao2 devolvem [\d.,]+% ao jogador, acima do máximo da marca \([\d.,]+%\)\.$/,
    saved: "Tabela salva.",
  },
  EN: {
    rtp: (n: number) =>
      `${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`,
    refused: /^The odds of lao2 return [\d.,]+% to the player, above the brand's maximum \([\d.,]+%\)\.$/,
    saved: "Table saved.",
  },
} as const;

describe("back office: lottery odds tables", () => {
  for (const language of ["PT", "EN"] as const) {
    it(`lists the entries with their return, refuses a table above the maximum on its entry and saves a good one (${language})`, async () => {
      const text = TEXT[language];
      const staff = await createStaff(
        pool,
        `odds.${language.toLowerCase()}.${randomBytes(3).toString("hex")}`,
        "risk",
      );
      const { context, page } = await newPage(browser);
      await page.addInitScript((lang) => localStorage.setItem("lang", lang), language);
      await loginAsStaff(page, staff);
      await page.goto("/backoffice/lotteries");
      await page.getByTestId("screen-lottery").waitFor();
      await page.getByTestId("tab-odds").click();
      await page.getByTestId("odds-form").waitFor();
      await page.getByTestId("odds-game").selectOption("lao");
      await expect.poll(() => page.getByTestId("odds-form").getAttribute("data-game")).toBe("lao");

      // Each entry's return, as packages/games computes it for the table the brand plays.
      const saved = await pool.query<{ odds: Record<string, number> }>(
        "select odds from lottery_odds where merchant_code = 'jogada' and game = 'lao'",
      );
      const table = { game: "lao" as const, odds: saved.rows[0]?.odds ?? DEFAULT_ODDS_TABLES.lao.odds };
      for (const entry of oddsTableReturns(table)) {
        expect(await page.getByTestId(`odds-rtp-${entry.betType}`).innerText()).toBe(
          text.rtp(Math.floor(entry.rtpValue * 10_000 + 1e-9) / 100),
        );
      }
      const original = await page.getByTestId("odds-input-lao2").inputValue();

      // Ten times the odds: the return shown beside it rises past the maximum as it is typed.
      await page.getByTestId("odds-input-lao2").fill(String(Number(original) * 10));
      const raised = oddsTableReturns({
        ...table,
        odds: { ...table.odds, lao2: (table.odds.lao2 ?? 0) * 10 },
      }).find((e) => e.betType === "lao2")!;
      await expect
        .poll(() => page.getByTestId("odds-rtp-lao2").innerText())
        .toContain(text.rtp(Math.floor(raised.rtpValue * 10_000 + 1e-9) / 100));
      await page.getByTestId("odds-save").click();
      const error = page.getByTestId("odds-row-lao2").getByTestId("odds-field-error");
      await expect.poll(() => error.innerText()).toMatch(text.refused);
      expect(await page.getByTestId("odds-input-lao2").getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByTestId("outcome-error").count()).toBe(0);
      await shoot(page, `backoffice-odds-refused-${language.toLowerCase()}`);

      // Back to what it was: saved, the refusal gone.
      await page.getByTestId("odds-input-lao2").fill(original);
      await page.getByTestId("odds-save").click();
      await expect.poll(() => page.getByTestId("outcome-done").innerText()).toBe(text.saved);
      expect(await page.getByTestId("odds-field-error").count()).toBe(0);
      const after = await pool.query<{ odds: Record<string, number> }>(
        "select odds from lottery_odds where merchant_code = 'jogada' and game = 'lao'",
      );
      expect(after.rows[0]?.odds).toEqual(table.odds);
      await context.close();
    });
  }
});
