import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import type { Pool } from "../apps/server/src/platform/db.js";
import { newPage } from "./support/browser.js";
import { closeModalIfShown, PHONE, privateIp, shoot } from "./support/page.js";
import { acceptBrandTerms } from "./support/player-session.js";
import { useBrowserAndPool } from "./support/stack.js";
import { e2eStack } from "./support/stack-urls.js";

// The smallest PNG: one transparent pixel.
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Clicks a site picture in the avatar picker, as a person does (the radio itself is hidden). */
async function pickStatic(page: Page, name: string): Promise<void> {
  await page.locator("label", { has: page.getByTestId(`avatar-option-${name}`) }).click();
  await expect.poll(() => page.getByTestId(`avatar-option-${name}`).isChecked()).toBe(true);
}

let pool: Pool;
let browser: Browser;

useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

describe("my account in the browser", () => {
  it("sets the payment password, changes the avatar, and is told when the session ends elsewhere", async () => {
    const username = `acc${randomBytes(4).toString("hex")}`;
    const mobile = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const members = new MemberService({ pool });
    const id = await members.create(pool, {
      merchantCode: "jogada",
      username,
      password: "Secret123",
      countryDialingCode: "+55",
      mobile,
    });
    await acceptBrandTerms(pool, id);

    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    // The brand's merchant code, as a site on a shared domain keeps it in the tab.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("merchant")) sessionStorage.setItem("merchant", "jogada");
    });
    await page.goto("/");
    await page.getByTestId("lobby").waitFor();
    await closeModalIfShown(page);
    await page.getByRole("button", { name: "Entrar" }).first().click();
    const login = page.getByTestId("login-modal");
    await login.waitFor();
    await login.getByLabel("Nome de usuário").fill(username);
    await login.getByLabel("Senha").fill("Secret123");
    await page.getByTestId("login-submit").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    // The default avatar is in the bar from the start.
    await expect
      .poll(() => page.getByTestId("bar-avatar").getAttribute("src"))
      .toBe("/images/avatars/avatar-1.svg");

    // My account from the bar's menu: the member centre's default page.
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-myAccount").click();
    const centre = page.getByTestId("security-center");
    await centre.waitFor();
    expect(await page.getByTestId("mc-menu-securityCenter").getAttribute("aria-current")).toBe("page");
    expect(await page.getByTestId("mc-menu-securityCenter").innerText()).toBe("Minha conta");
    expect(await page.getByTestId("profile-account").innerText()).toBe(username);
    expect(await page.getByTestId("profile-level").innerText()).toBe("VIP0 · Nível 0");
    expect(await page.getByTestId("profile-mobile").innerText()).toBe(`+55 *******${mobile.slice(-4)}`);
    expect(await page.getByTestId("profile-registered").innerText()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(await page.getByTestId("security-level").getAttribute("data-level")).toBe("medium");
    expect(await page.getByTestId("security-paymentPassword-state").innerText()).toBe("Não definido");
    await shoot(page, "account-desktop");

    // Set the payment password: the brand's rule (six digits) and the confirmation are checked first.
    await page.getByTestId("payment-password-open").click();
    const form = page.getByTestId("payment-password-form");
    expect(await form.getByTestId("payment-old").count()).toBe(0);
    await page.getByTestId("payment-new").fill("12ab");
    await page.getByTestId("payment-confirm").fill("12ab");
    await page.getByTestId("payment-submit").click();
    await expect.poll(() => form.innerText()).toMatch(/6/);
    await page.getByTestId("payment-new").fill("135790");
    await page.getByTestId("payment-confirm").fill("135791");
    await page.getByTestId("payment-submit").click();
    await expect.poll(() => form.innerText()).toContain("Entrada de confirmação incorreta");
    await page.getByTestId("payment-confirm").fill("135790");
    await page.getByTestId("payment-submit").click();
    await page.getByTestId("payment-password-saved").waitFor();
    await expect.poll(() => page.getByTestId("security-paymentPassword-state").innerText()).toBe("Definido");
    expect(await page.getByTestId("security-level").getAttribute("data-level")).toBe("high");
    await members.verifyPaymentPassword(id, "135790");

    // Changing it needs the old one, checked by the server.
    await page.getByTestId("payment-password-open").click();
    await page.getByTestId("payment-old").fill("000000");
    await page.getByTestId("payment-new").fill("246810");
    await page.getByTestId("payment-confirm").fill("246810");
    await page.getByTestId("payment-submit").click();
    await expect.poll(() => page.getByTestId("form-error").innerText()).toBe("Senha de pagamento incorreta.");
    await page.getByTestId("payment-old").fill("135790");
    await page.getByTestId("payment-submit").click();
    await page.getByTestId("payment-password-saved").waitFor();
    await members.verifyPaymentPassword(id, "246810");

    // Avatar: a file of the wrong type is refused at once; a PNG shows its preview and uploads.
    await page.getByTestId("avatar-change").click();
    const picker = page.getByTestId("avatar-picker");
    await picker.waitFor();
    await page
      .getByTestId("avatar-file")
      .setInputFiles({ name: "me.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect.poll(() => picker.innerText()).toContain("A imagem deve ser PNG ou JPG.");
    expect(await page.getByTestId("avatar-save").isDisabled()).toBe(true);
    await page
      .getByTestId("avatar-file")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await expect.poll(() => page.getByTestId("avatar-preview").getAttribute("src")).toMatch(/^blob:/);
    await page.getByTestId("avatar-save").click();
    await expect
      .poll(() => page.getByTestId("bar-avatar").getAttribute("src"))
      .toMatch(new RegExp(`^/wps/member/avatar/${id}\\?v=`));

    // Then one of the site's pictures: the bar and the profile show it.
    await page.getByTestId("avatar-change").click();
    await picker.waitFor();
    await pickStatic(page, "avatar-4");
    expect(await page.getByTestId("avatar-preview").getAttribute("src")).toBe("/images/avatars/avatar-4.svg");
    await page.getByTestId("avatar-save").click();
    await expect.poll(() => picker.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId("bar-avatar").getAttribute("src"))
      .toBe("/images/avatars/avatar-4.svg");
    expect(await page.getByTestId("profile-avatar").getAttribute("src")).toBe("/images/avatars/avatar-4.svg");
    expect(
      await page.getByTestId("bar-avatar").evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await shoot(page, "account-desktop-done");

    // On a phone: the bar fits the screen, and the page opens again from the bar's menu.
    await page.keyboard.press("Escape");
    await expect.poll(() => centre.count()).toBe(0);
    await page.setViewportSize(PHONE);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await shoot(page, "account-phone-bar");
    await page.getByTestId("account-menu").click();
    await page.getByTestId("menu-myAccount").click();
    await centre.waitFor();
    await page.getByTestId("avatar-change").click();
    await shoot(page, "account-phone");

    // The session is ended elsewhere; the next call made with it says so and offers the login.
    const token = await page.evaluate(() => sessionStorage.getItem("token"));
    const revoked = await fetch(`${e2eStack().baseUrl}/wps/session/logout`, {
      method: "DELETE",
      headers: { Authorization: token ?? "", Merchant: "jogada" },
    });
    expect(revoked.status).toBe(200);
    await pickStatic(page, "avatar-2");
    await page.getByTestId("avatar-save").click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.innerText()).toContain("Você não está conectado, faça login.");
    await shoot(page, "account-phone-session-ended");
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem("merchant"))).toBe("jogada");
    expect(await page.getByTestId("logged-in-bar").count()).toBe(0);
    await dialog.getByRole("button", { name: "Entrar" }).click();
    await page.getByTestId("login-modal").waitFor();
    await context.close();
  });

  it("keeps a trial account out of the member centre by every way in", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: privateIp() });
    await page.goto("/");
    await page.getByTestId("lobby").waitFor();
    await closeModalIfShown(page);
    await page.getByRole("button", { name: "Demo grátis" }).first().click();
    await page.getByTestId("free-play-start").click();
    await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("isAgent"))).toBe("4");
    expect(await page.getByTestId("deposit-button").count()).toBe(0);
    for (const entry of ["myAccount", "withdraw", "rewardCenter", "bettingRecord", "transactionHistory"]) {
      await page.getByTestId("account-menu").click();
      const item = page.getByTestId(`menu-${entry}`);
      if ((await item.count()) === 0) {
        await page.keyboard.press("Escape");
        continue;
      }
      await item.click();
      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.innerText()).toContain("Cadastre-se primeiro");
      expect(await page.getByTestId("member-centre").count()).toBe(0);
      await dialog.getByRole("button").last().click();
      await expect.poll(() => dialog.count()).toBe(0);
    }
    await context.close();
  });
});
