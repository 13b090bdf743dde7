import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { PHONE, shoot } from "./support/page.js";
import { createPlayer, openSession } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

const tag = randomBytes(3).toString("hex");

/** The player site's missions call, as the member centre makes it, in PT. */
async function playerMissions(token: string): Promise<{ id: number; title: string }[]> {
  const res = await fetch(`${e2eStack().baseUrl}/wps/relay/MCSFE_getMissionSummaryDetails`, {
    headers: { Authorization: token, Language: "PT" },
  });
  const reply = (await res.json()) as { success: boolean; value: { list: { id: number; title: string }[] } };
  expect(reply.success, JSON.stringify(reply)).toBe(true);
  return reply.value.list;
}

/** Nothing on the page may be wider than the window: tables scroll inside their own box. */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe("back office: missions", () => {
  it("creates a mission (a bad field is named in PT), edits it, pauses and ends it; the player's missions follow", async () => {
    const editor = await createStaff(pool, `missions.${tag}`, "content");
    const playerName = `ms${tag}`;
    const playerToken = await openSession(pool, await createPlayer(pool, playerName));
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => localStorage.setItem("lang", "PT"));
    await loginAsStaff(page, editor);

    await page.goto("/backoffice/missions");
    await page.getByTestId("screen-missions").waitFor();
    const table = page.getByTestId("missions-table");
    // the brand's seeded missions are listed with their PT titles
    await table.waitFor({ timeout: 20_000 });
    await page.getByTestId("mission-new").click();
    const form = page.getByTestId("mission-form");
    await form.waitFor();

    // A deposit goal whose amount is words, and no EN title.
    const title = `Deposite cem ${tag}`;
    await page.getByTestId("field-goal-kind").selectOption("deposit");
    await page.getByTestId("field-goal-amount").fill("cem reais");
    await page.getByTestId("field-reward-points").fill("200");
    await page.getByTestId("field-texts-PT-title").fill(title);
    await page.getByTestId("mission-submit").click();
    await expect
      .poll(() => page.getByTestId("field-goal-amount-error").innerText(), { timeout: 20_000 })
      .toBe("Formato inválido: use um número como 100 ou 100.50.");
    expect(await page.getByTestId("field-goal-amount").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByTestId("field-texts-EN-title-error").innerText()).toBe("Preencha este campo.");
    await shoot(page, "backoffice-mission-form-errors");

    await page.getByTestId("field-goal-amount").fill("100");
    await page.getByTestId("field-texts-EN-title").fill(`Deposit one hundred ${tag}`);
    await page.getByTestId("field-texts-PT-description").fill("Some os depósitos do dia.");
    await expect.poll(() => page.getByTestId("field-goal-amount-error").count()).toBe(0);
    await page.getByTestId("mission-submit").click();
    await expect
      .poll(() => page.getByTestId("outcome-done").innerText(), { timeout: 20_000 })
      .toBe("Criado.");
    await expect.poll(() => table.innerText(), { timeout: 20_000 }).toContain(title);

    const created = await pool.query<{
      id: string;
      status: string;
      period: string;
      goal: unknown;
      reward: unknown;
      merchant_code: string;
    }>(
      "select id, status, period, goal, reward, merchant_code from missions where texts->'PT'->>'title' = $1",
      [title],
    );
    expect(created.rows).toHaveLength(1);
    const row = created.rows[0]!;
    const id = Number(row.id);
    expect(row).toMatchObject({
      status: "active",
      period: "daily",
      merchant_code: "jogada",
      goal: { kind: "deposit", amount: "100" },
      reward: { kind: "points", points: 200 },
    });
    const line = table.locator("tr", { hasText: title });
    expect(await line.innerText()).toContain("Depositar");
    expect(await line.innerText()).toContain("200 pontos");
    expect(await page.getByTestId(`mission-status-${id}`).innerText()).toBe("Ativa");
    expect((await playerMissions(playerToken)).find((m) => m.id === id)?.title).toBe(title);

    // Edit: the form opens with what is stored; a weekly mission paying a bonus with wagering.
    const edited = `Deposite na semana ${tag}`;
    await page.getByTestId(`mission-edit-${id}`).click();
    await form.waitFor();
    expect(await page.getByTestId("field-goal-amount").inputValue()).toBe("100");
    expect(await page.getByTestId("field-reward-points").inputValue()).toBe("200");
    await page.getByTestId("field-period").selectOption("weekly");
    await page.getByTestId("field-reward-kind").selectOption("bonus");
    await page.getByTestId("field-reward-amount").fill("5.50");
    await page.getByTestId("field-reward-wagering-multiple").fill("3");
    await page.getByTestId("field-texts-PT-title").fill(edited);
    await page.getByTestId("mission-submit").click();
    await expect
      .poll(() => page.getByTestId("outcome-done").innerText(), { timeout: 20_000 })
      .toBe("Alterações salvas.");
    await expect.poll(() => table.innerText(), { timeout: 20_000 }).toContain(edited);
    const saved = await pool.query<{
      period: string;
      reward: { kind: string; amount: string; wagering: object };
    }>("select period, reward from missions where id = $1", [id]);
    expect(saved.rows[0]).toMatchObject({
      period: "weekly",
      reward: { kind: "bonus", amount: "5.50", wagering: { multiple: 3, expiryDays: 30 } },
    });
    const editedLine = table.locator("tr", { hasText: edited });
    expect(await editedLine.innerText()).toContain("Semanal");
    await shoot(page, "backoffice-missions");

    // Paused: gone from the player's missions; resumed: back; ended: final, no more edits.
    await editedLine.getByRole("button", { name: "Pausar" }).click();
    await expect
      .poll(() => page.getByTestId(`mission-status-${id}`).innerText(), { timeout: 20_000 })
      .toBe("Pausada");
    expect((await pool.query("select status from missions where id = $1", [id])).rows[0]).toEqual({
      status: "paused",
    });
    expect((await playerMissions(playerToken)).some((m) => m.id === id)).toBe(false);

    await editedLine.getByRole("button", { name: "Retomar" }).click();
    await expect
      .poll(() => page.getByTestId(`mission-status-${id}`).innerText(), { timeout: 20_000 })
      .toBe("Ativa");
    expect((await playerMissions(playerToken)).find((m) => m.id === id)?.title).toBe(edited);

    await editedLine.getByRole("button", { name: "Encerrar" }).click();
    await expect
      .poll(() => page.getByTestId(`mission-status-${id}`).innerText(), { timeout: 20_000 })
      .toBe("Encerrada");
    expect(await page.getByTestId(`mission-edit-${id}`).count()).toBe(0);
    expect((await pool.query("select status from missions where id = $1", [id])).rows[0]).toEqual({
      status: "ended",
    });
    expect((await playerMissions(playerToken)).some((m) => m.id === id)).toBe(false);

    // On a phone the list scrolls inside its box and the form fits the width.
    await page.setViewportSize(PHONE);
    await page.reload();
    await table.waitFor({ timeout: 20_000 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, "backoffice-missions-phone");
    await page.getByTestId("mission-new").click();
    await form.waitFor();
    await page.getByTestId("field-reward-kind").selectOption("bonus");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await shoot(page, "backoffice-mission-form-phone");
    await context.close();
  }, 180_000);
});
