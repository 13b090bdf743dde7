import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, privateIp } from "./support/page.js";
import { e2eStack } from "./support/stack-urls.js";

async function textedCode(phoneNumber: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(
      `${e2eStack().sandboxUrl}/phone-auth/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`,
    );
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? "")?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code texted to ${phoneNumber}`);
}

/** The login modal's mobile tab signing in through the phone-auth provider (brand flag on). */
describe("phone-auth sign-in in the browser", () => {
  let browser: Browser;
  let pool: Pool;
  const mobile = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

  beforeAll(async () => {
    pool = createPool(e2eStack().databaseUrl, 2);
    await new BrandService(pool, "jogada").update("jogada", "e2e", "phone sign-in", (config) => ({
      ...config,
      signIn: { ...config.signIn, phone: true },
    }));
    await pool.query(
      "update members set country_dialing_code = '+55', mobile = $1 where merchant_code = 'jogada' and username = 'membro01'",
      [mobile],
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await pool?.end();
  });

  async function openLogin(page: Page) {
    await page.goto("/");
    await page.getByTestId("lobby").waitFor();
    await closeModalIfShown(page);
    await page
      .getByRole("button", { name: /^(Entrar|Log in)$/ })
      .first()
      .click();
    await page.getByTestId("login-modal").waitFor();
    await page.getByTestId("tab-mobile").click();
    await page.getByTestId("dial-code").selectOption("+55");
  }

  it("signs the member in with the provider's code, after the countdown shows", async () => {
    const { context, page } = await newPage(browser, {
      forwardedFor: privateIp(),
      viewport: { width: 390, height: 844 },
    });
    await openLogin(page);
    const login = page.getByTestId("login-modal");
    await login.getByLabel("Número de telefone").fill(mobile);
    await page.getByTestId("send-sms").click();
    await expect
      .poll(() => page.getByTestId("send-sms").innerText(), { timeout: 30_000 })
      .toContain("Reenviar");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "/tmp/phone-auth-390.png" });
    await login.getByLabel("Código SMS").fill(await textedCode(`+55${mobile}`));
    await page.getByTestId("login-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    await context.close();
  });
});
