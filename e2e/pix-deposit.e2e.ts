import { randomBytes } from "node:crypto";
import { parseBrCode } from "@jogada/contracts";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { newPage } from "./support/browser.js";
import { closeModalIfShown, PHONE, shoot } from "./support/page.js";
import { useBrazilianPixBrand } from "./support/pix-brand.js";
import { createPlayer, openSession, putSessionInTab } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";

let pool: Pool;
let browser: Browser;

useBrowserAndPool(3, (stack) => ({ pool, browser } = stack));
// After the pool's hooks: the brand turns Brazilian once the pool is open, and back before it closes.
useBrazilianPixBrand(() => pool);

describe("a Pix deposit on a phone", () => {
  it("picks an amount, shows the QR and the code with its countdown, and the balance moves when the payer pays", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const username = `x${randomBytes(4).toString("hex")}`;
    const id = await createPlayer(pool, username);
    await putSessionInTab(page, { token: await openSession(pool, id), username });
    await page.goto("/");
    const balance = page.getByTestId("balance");
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toBe("R$\u00a00,00");
    // The popup announcement opens by itself once the page has settled, on a busy machine late.
    await closeModalIfShown(page, "notice-modal", 15_000);

    await page.getByTestId("deposit-button").click();
    const form = page.getByTestId("deposit-form");
    await form.waitFor();
    // Pix comes first and is chosen; its suggested amounts are one tap each.
    const first = form.locator("fieldset label").first();
    expect(await first.innerText()).toBe("Pix");
    await page.getByTestId("deposit-presets").getByRole("button", { name: "R$\u00a050,00" }).click();
    expect(await form.locator('input[name="amount"]').inputValue()).toBe("50");
    expect(await page.getByTestId("deposit-submit").innerText()).toBe("Gerar Pix");
    await page.getByTestId("deposit-submit").click();

    const charge = page.getByTestId("pix-charge");
    await charge.waitFor();
    expect(await page.getByTestId("pix-amount").innerText()).toBe("R$\u00a050,00");
    const qr = page.getByTestId("pix-qr");
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByTestId("pix-countdown").innerText()).toMatch(/^Expira em 1[45]:\d\d$/);
    const payload = await page.getByTestId("pix-payload").inputValue();
    const code = parseBrCode(payload);
    expect(code.location).toContain("/pix/qr/v2/");
    await page.getByTestId("pix-copy").click();
    await expect.poll(() => charge.innerText()).toContain("Código copiado!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
    // Nothing scrolls sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, "pix-deposit-qr");

    // The payer's bank opens the QR's location and pays.
    const bank = await context.newPage();
    await bank.goto(`http://${code.location}`);
    expect(await bank.locator("#amount").innerText()).toBe("R$\u00a050,00");
    await bank.getByRole("button", { name: "Pagar com Pix" }).click();
    await bank.locator("#done").waitFor();

    // The webhook credits the deposit; the page and the balance follow without a reload.
    await page.getByTestId("pix-paid").waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("pix-paid").innerText()).toContain("Pix recebido!");
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toBe("R$\u00a050,00");
    await shoot(page, "pix-deposit-paid");
    await context.close();
  });
});
