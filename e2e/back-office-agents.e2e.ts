import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { createStaff, loginAsStaff } from "./support/back-office-login.js";
import { newPage } from "./support/browser.js";
import { PHONE, shoot } from "./support/page.js";
import { createPlayer } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";

let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

const tag = randomBytes(3).toString("hex");

/** Opens the agent in the tree's top level, paging on until its name shows. */
async function openAgent(page: Page, username: string, next: string): Promise<void> {
  const button = page.getByRole("button", { name: username, exact: true });
  await page.getByTestId("agent-level").first().waitFor({ timeout: 15_000 });
  for (let turn = 0; turn < 20 && !(await button.isVisible()); turn++) {
    await page.getByRole("button", { name: next }).first().click();
    await page.waitForTimeout(400);
  }
  await button.click();
}

describe("back office: agent contracts", () => {
  it("shows each contract's terms as a table in the staff's language, not as raw data", async () => {
    const username = `ag${tag}`;
    const agentId = await createPlayer(pool, username, { type: 1 });
    const insert = (kind: string, product: string, terms: unknown, status: string) =>
      pool.query<{ id: string }>(
        `insert into agent_contracts (merchant_code, kind, product, agent_id, terms, status)
         values ('jogada', $1, $2, $3, $4, $5) returning id`,
        [kind, product, agentId, JSON.stringify(terms), status],
      );
    const dividend = await insert(
      "dividend",
      "CONS",
      {
        period: "semimonthly",
        tiers: [
          { minimumBet: "1000", netLoss: "500", activeMember: 3, contractRate: "10" },
          { minimumBet: "5000", netLoss: "2000", activeMember: 10, contractRate: "25.5" },
        ],
      },
      "active",
    );
    const daily = await insert(
      "daily",
      "LOTT",
      { details: [{ betVolume: "20000", activeMember: 5, rateType: "F", rate: "150" }] },
      "offered",
    );
    const reader = await createStaff(pool, `agents.${tag}`, "read-only");
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => localStorage.setItem("lang", "PT"));
    await loginAsStaff(page, reader);
    await page.goto("/backoffice/agents");
    await page.getByTestId("screen-agents").waitFor();
    await openAgent(page, username, "Próxima");

    const first = page.getByTestId(`contract-${dividend.rows[0]!.id}`);
    await first.waitFor({ timeout: 15_000 });
    const text = await first.innerText();
    expect(text).toContain("Dividendos");
    expect(text).toContain("Todos os produtos");
    expect(text).toContain("Ativo");
    expect(text).toContain("Período: Quinzenal");
    const rows = await first.getByTestId("contract-terms").locator("tbody tr").allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^2\s+5\.000,00\s+2\.000,00\s+10\s+25,5 % da perda líquida$/);
    expect(text).not.toContain("{");
    const second = page.getByTestId(`contract-${daily.rows[0]!.id}`);
    expect(await second.innerText()).toContain("Salário diário");
    expect(await second.getByTestId("contract-terms").innerText()).toContain("150,00 fixo por período");
    await shoot(page, "backoffice-agent-contracts");
    await page.setViewportSize(PHONE);
    await shoot(page, "backoffice-agent-contracts-phone");
    await page.setViewportSize({ width: 1280, height: 860 });

    // English: the same terms in the staff's other language.
    await page.getByRole("button", { name: "EN", exact: true }).click();
    await expect
      .poll(() => first.getByTestId("contract-terms").locator("tbody tr").nth(1).innerText(), {
        timeout: 10_000,
      })
      .toMatch(/^2\s+5,000\.00\s+2,000\.00\s+10\s+25\.5% of the net loss$/);
    expect(await first.innerText()).toContain("Period: Twice a month");
    expect(await second.getByTestId("contract-terms").innerText()).toContain("150.00 fixed per period");
    await context.close();
  });
});
