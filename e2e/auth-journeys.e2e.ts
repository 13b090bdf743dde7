import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, privateIp } from "./support/page.js";
import { e2eStack } from "./support/stack-urls.js";

async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByTestId("lobby").waitFor();
  await closeModalIfShown(page);
}

async function lastSmsCode(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${e2eStack().sandboxUrl}/sms/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? "")?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS to ${to}`);
}

describe("accounts in the browser", () => {
  let browser: Browser;
  const username = `e2e${randomBytes(4).toString("hex")}`;
  const mobile = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  let password = "Secret123";

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("registers with a username, signs out and logs in again", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await openHome(page);
    await page.getByRole("button", { name: "Cadastrar" }).first().click();
    const modal = page.getByTestId("register-modal");
    await modal.waitFor();
    expect(await page.getByRole("dialog").innerText()).toContain("Cadastrar");
    // The brand's rules are enforced before anything is sent.
    await page.getByTestId("register-username").fill("1bad");
    await page.getByTestId("register-submit").click();
    await expect.poll(() => modal.innerText()).toContain("começa com uma letra");
    await page.getByTestId("register-username").fill(username);
    await page.getByTestId("register-password").fill(password);
    await page.getByTestId("register-confirmPassword").fill("Other123");
    await page.getByTestId("register-submit").click();
    await expect.poll(() => modal.innerText()).toContain("Entrada de confirmação incorreta");
    await page.getByTestId("register-confirmPassword").fill(password);
    await page.getByTestId("register-mobileNum").fill(mobile);
    await page.getByTestId("register-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("nickname").innerText()).toBe(username);
    expect(await page.evaluate(() => sessionStorage.getItem("account"))).toBe(username);
    expect(await page.evaluate(() => sessionStorage.getItem("isAgent"))).toBe("0");

    await page.getByTestId("account-menu").click();
    await page.getByTestId("sign-out").click();
    await page.getByRole("button", { name: "Sair" }).click();
    await page.getByRole("button", { name: "Entrar" }).first().waitFor();
    await closeModalIfShown(page);
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();

    await page.getByRole("button", { name: "Entrar" }).first().click();
    const login = page.getByTestId("login-modal");
    await login.waitFor();
    await login.getByLabel("Nome de usuário").fill(username);
    await login.getByLabel("Senha").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    await context.close();
  });

  it("shows the captcha after wrong passwords", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await openHome(page);
    await page.getByRole("button", { name: "Entrar" }).first().click();
    const login = page.getByTestId("login-modal");
    await login.waitFor();
    await login.getByLabel("Nome de usuário").fill(username);
    for (let attempt = 0; attempt < 3; attempt++) {
      await login.getByLabel("Senha").fill(`wrong${attempt}`);
      await page.getByTestId("login-submit").click();
      await expect.poll(() => page.getByTestId("form-error").count(), { timeout: 30_000 }).toBe(1);
      if (attempt < 2)
        await expect
          .poll(() => page.getByTestId("form-error").innerText())
          .toContain("Conta ou senha incorreta");
    }
    await page.getByTestId("captcha-image").locator("img").waitFor();
    const src = await page.getByTestId("captcha-image").locator("img").getAttribute("src");
    expect(src).toMatch(/^data:image\/png;base64,/);
    await context.close();
  });

  it("logs in by SMS with the code from the gateway's outbox", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await openHome(page);
    await page.getByRole("button", { name: "Entrar" }).first().click();
    const login = page.getByTestId("login-modal");
    await login.waitFor();
    await page.getByTestId("tab-mobile").click();
    await page.getByTestId("dial-code").selectOption("+55");
    await login.getByLabel("Número de telefone").fill(mobile);
    await page.getByTestId("send-sms").click();
    await expect.poll(() => page.getByTestId("send-sms").innerText()).toContain("Reenviar");
    const code = await lastSmsCode(`+55${mobile}`);
    await login.getByLabel("Código SMS").fill(code);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("nickname").innerText()).toBe(username);
    await context.close();
  });

  it("resets the password by phone and is logged in", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await openHome(page);
    await page.getByRole("button", { name: "Entrar" }).first().click();
    await page.getByTestId("login-modal").waitFor();
    await page.getByRole("button", { name: "Esqueceu a senha?" }).click();
    const forgot = page.getByTestId("forgot-modal");
    await forgot.waitFor();
    await page.getByTestId("tab-mobile").click();
    await page.getByTestId("forgot-mobile").fill(mobile);
    // The login journey just asked for a code for this number: wait out the one-a-second throttle.
    await page.waitForTimeout(1100);
    await page.getByTestId("send-sms").click();
    await expect.poll(() => forgot.innerText()).toContain("O código expira às");
    const code = await lastSmsCode(`+55${mobile}`);
    password = "Fresh1234";
    await page.getByTestId("forgot-code").fill(code);
    await page.getByTestId("forgot-new-password").fill(password);
    await page.getByTestId("forgot-confirm-password").fill(password);
    await page.getByTestId("forgot-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    await context.close();
  });

  it("plays free as a trial account and is told to register for real-account actions", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await openHome(page);
    await page.getByRole("button", { name: "Demo grátis" }).first().click();
    await page.getByTestId("free-play-start").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("isAgent"))).toBe("4");
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-myAccount").click();
    await expect.poll(() => page.getByRole("dialog").innerText()).toContain("Cadastre-se primeiro");
    await context.close();
  });
});
