import { randomBytes, randomUUID } from "node:crypto";
import type { BrandConfig } from "@jogada/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../apps/server/src/config.js";
import { SessionService } from "../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { staffLogin } from "../apps/server/test/staff.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { closeModalIfShown, PHONE, shoot } from "./support/page.js";
import { acceptBrandTerms } from "./support/player-session.js";
import { e2eStack } from "./support/stack-urls.js";

/*
 * Messages in the browser: a deposit's message lights the header badge without a reload and is
 * read and deleted in the member centre (Portuguese, desktop); feedback with an image gets an
 * operator's answer (English, phone); two players write in the chat room from two browsers.
 */

const DESKTOP = { width: 1280, height: 800 };
/** A valid 1x1 PNG: the server decodes every upload in full. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let pool: Pool;
let browser: Browser;
let opsToken: string;

/** A player with a live session, put in the tab the way login does, in the given language. */
async function player(
  page: Page,
  options: { nickname?: string; language?: "PT" | "EN" } = {},
): Promise<{ id: number; username: string; token: string }> {
  const username = `m${randomBytes(4).toString("hex")}`;
  const config = loadConfig({ ...process.env, DATABASE_URL: e2eStack().databaseUrl });
  const id = await new MemberService({ pool }).create(pool, {
    merchantCode: "jogada",
    username,
    password: "Secret123",
    nickname: options.nickname ?? null,
  });
  await acceptBrandTerms(pool, id);
  const sessions = new SessionService({ config, pool, brands: new BrandService(pool, "jogada") });
  const { token } = await sessions.open(pool, { id, merchantCode: "jogada" }, "password", {
    ip: "127.0.0.1",
    userAgent: "e2e",
  });
  await page.addInitScript(
    ([t, u, lang]) => {
      if (!sessionStorage.getItem("token")) {
        sessionStorage.setItem("token", t as string);
        sessionStorage.setItem("account", u as string);
        sessionStorage.setItem("isAgent", "0");
        sessionStorage.setItem("merchant", "jogada");
        localStorage.setItem("lang", lang as string);
        // The home popup announcement is another journey's: it would cover these buttons when late.
        sessionStorage.setItem("popupSeen", "1");
      }
    },
    [token, username, options.language ?? "PT"],
  );
  return { id, username, token };
}

async function ops<T>(method: "GET" | "POST", path: string, body?: unknown, key?: string): Promise<T> {
  const res = await fetch(`${e2eStack().baseUrl}${path}`, {
    method,
    headers: {
      authorization: opsToken,
      ...(body ? { "content-type": "application/json" } : {}),
      ...(key ? { "idempotency-key": key } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { success: boolean; value: T; message?: string };
  if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
  return json.value;
}

async function home(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
  await closeModalIfShown(page);
}

async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

beforeAll(async () => {
  pool = createPool(e2eStack().databaseUrl, 3);
  browser = await launchBrowser();
  const { secret: _secret, ...staffBody } = await staffLogin(pool, "ops.messages", "e2e-operator-password");
  const login = await fetch(`${e2eStack().baseUrl}/ops/session/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staffBody),
  });
  opsToken = ((await login.json()) as { value: { token: string } }).value.token;
});

afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

describe("messages in the browser", () => {
  it("a deposit's message lights the badge without a reload; it is read, marked unread and deleted (PT)", async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await player(page);
    await home(page);
    const button = page.getByTestId("message-button");
    await button.waitFor();
    const badge = page.getByTestId("unread-badge");
    expect(await badge.count()).toBe(0);

    // Deposit through the provider's checkout page (the sandbox gateway).
    await page.getByTestId("deposit-button").click();
    const form = page.getByTestId("deposit-form");
    await form.waitFor();
    await form.locator('input[name="amount"]').fill("100");
    await page.getByTestId("deposit-submit").click();
    await page.waitForURL(/\/payments\/checkout\//);
    await page.getByTestId("checkout-pay").click();
    await page.waitForURL(/depositOrder=/);
    await expect
      .poll(() => page.getByTestId("deposit-status").innerText(), { timeout: 15_000 })
      .toContain("Pagamento recebido");
    await page.keyboard.press("Escape");

    // From here on nothing reloads the page: the badge follows the `/ws` message event.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 7;
    });
    await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toBe("1");
    expect(await button.getAttribute("aria-label")).toBe("Mensagens não lidas: 1");

    // An operator's message to this player arrives the same way.
    const me = await page.evaluate(() => sessionStorage.getItem("account"));
    await ops(
      "POST",
      "/ops/messages",
      {
        audience: { kind: "member", username: me },
        title: { PT: "Bem-vindo à Jogada", EN: "Welcome to Jogada" },
        content: {
          PT: '<p>Olá! <img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">link</a></p>',
          EN: "<p>Hello!</p>",
        },
      },
      randomUUID(),
    );
    await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toBe("2");
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(7);

    // The inbox: both unread, newest first.
    await button.click();
    const rows = page.getByTestId("message-row");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain("Bem-vindo à Jogada");
    expect(await rows.nth(1).innerText()).toContain("Depósito creditado");
    expect(await rows.nth(1).getAttribute("data-read")).toBe("0");
    await shoot(page, "messages-inbox-desktop-pt");

    // Reading one marks it read; its HTML is the server's sanitized HTML, scripts never run.
    await rows.nth(0).click();
    await expect.poll(() => page.getByTestId("message-title").innerText()).toBe("Bem-vindo à Jogada");
    await expect.poll(() => badge.innerText(), { timeout: 10_000 }).toBe("1");
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator('[data-testid="message-view"] a[href^="javascript"]').count()).toBe(0);
    await shoot(page, "messages-read-desktop-pt");

    // Marked unread again, then read and deleted.
    await page.getByTestId("message-mark-unread").click();
    await expect.poll(() => badge.innerText(), { timeout: 10_000 }).toBe("2");
    await rows.nth(1).click();
    await expect.poll(() => page.getByTestId("message-title").innerText()).toBe("Depósito creditado");
    expect(await page.getByTestId("message-view").innerText()).toContain("100");
    await page.getByTestId("message-delete").click();
    // The confirmation dialog's code loads with the first dialog shown: its button, not the row's.
    await page
      .getByRole("dialog", { name: "Aviso" })
      .getByRole("button", { name: "Excluir", exact: true })
      .click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => badge.innerText(), { timeout: 10_000 }).toBe("1");

    await page.getByTestId("messages-mark-all").click();
    await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await context.close();
  });

  it("sends feedback with an image on a phone and sees the operator's answer (EN)", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const me = await player(page, { language: "EN" });
    await home(page);
    await page.getByTestId("message-button").click();
    await page.getByTestId("mc-menu-feedback").click();
    const form = page.getByTestId("feedback-form");
    await form.waitFor();
    await expect.poll(() => page.getByText("You have not sent any feedback yet.").count()).toBe(1);

    // The client's checks mirror the server's: type, length, image format.
    await page.getByTestId("feedback-submit").click();
    expect(await form.innerText()).toContain("Choose the question type.");
    expect(await form.innerText()).toContain("Write at least 5 characters.");
    await page.getByTestId("feedback-content").fill("x".repeat(141));
    expect(await page.getByTestId("feedback-counter").innerText()).toBe("141/140");
    expect(await form.innerText()).toContain("At most 140 characters.");
    await page.getByTestId("feedback-file").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    await expect
      .poll(() => page.getByTestId("feedback-image-problem").innerText())
      .toBe("notes.png: PNG or JPG images only.");

    await page.getByTestId("feedback-type").selectOption("DEPOSIT");
    await page.getByTestId("feedback-content").fill("My deposit took ten minutes to arrive.");
    expect(await page.getByTestId("feedback-counter").innerText()).toBe("38/140");
    await page
      .getByTestId("feedback-file")
      .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await expect.poll(() => page.locator('[data-testid="feedback-previews"] img').count()).toBe(1);
    await shoot(page, "feedback-form-phone-en");
    await page.getByTestId("feedback-submit").click();
    await expect.poll(() => page.getByTestId("feedback-sent").innerText()).toBe("Feedback sent. Thank you!");
    const item = page.getByTestId("feedback-item");
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.innerText()).toContain("My deposit took ten minutes to arrive.");
    expect(await page.getByTestId("feedback-status").innerText()).toBe("Waiting for an answer");
    // The image comes back from the server (decoded, re-encoded) behind the session.
    await expect
      .poll(() => item.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1);

    // The operator answers: the answer shows in the list and reaches the inbox, live.
    const open = await ops<{ list: { id: number; username: string }[] }>("GET", "/ops/feedback?status=open");
    const mine = open.list.find((entry) => entry.username === me.username);
    expect(mine).toBeDefined();
    await ops("POST", `/ops/feedback/${mine?.id}/answer`, {
      answer: "Sorry for the wait: <b>it is credited now</b>.",
    });
    await expect
      .poll(() => page.getByTestId("feedback-status").innerText(), { timeout: 15_000 })
      .toBe("Answered");
    // The operator's answer is text: the tags show as typed.
    expect(await page.getByTestId("feedback-answer").innerText()).toContain("<b>it is credited now</b>");
    await expect.poll(() => page.getByTestId("unread-badge").innerText(), { timeout: 10_000 }).toBe("1");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await shoot(page, "feedback-answered-phone-en");
    await context.close();
  });

  it("two players write in the chat room from two browsers (PT desktop, EN phone)", async () => {
    const ana = await newPage(browser, { viewport: DESKTOP });
    const bob = await newPage(browser, { viewport: PHONE });
    const anaPlayer = await player(ana.page, { nickname: "Ana" });
    const bobPlayer = await player(bob.page, { nickname: "Bob", language: "EN" });
    await home(ana.page);
    await home(bob.page);
    for (const { page } of [ana, bob]) {
      await page.getByTestId("chat-button").click();
      await page.getByTestId("chat-room").waitFor();
    }

    // Ana writes markup: it travels and shows as text, never as HTML.
    const hello = `Olá <b>todos</b> <img src=x onerror="window.hacked=1"> ${randomBytes(2).toString("hex")}`;
    await ana.page.getByTestId("chat-input").fill(hello);
    await ana.page.getByTestId("chat-send").click();
    const bobLines = bob.page.getByTestId("chat-line");
    await expect
      .poll(() => bobLines.last().getByTestId("chat-text").innerText(), { timeout: 10_000 })
      .toBe(hello);
    expect(await bobLines.last().getByTestId("chat-nickname").innerText()).toBe("Ana");
    expect(
      await bob.page.locator('[data-testid="chat-lines"] b, [data-testid="chat-lines"] img').count(),
    ).toBe(0);
    expect(await bob.page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    await expect.poll(() => ana.page.getByTestId("chat-input").inputValue()).toBe("");

    // Bob answers from the phone; Ana sees it once.
    await bob.page.getByTestId("chat-input").fill("Hi Ana!");
    await bob.page.getByTestId("chat-send").click();
    const anaLines = ana.page.getByTestId("chat-line");
    await expect
      .poll(() => anaLines.last().getByTestId("chat-text").innerText(), { timeout: 10_000 })
      .toBe("Hi Ana!");
    expect(await ana.page.getByText("Hi Ana!", { exact: true }).count()).toBe(1);
    // Bob's own line comes with his send's answer or his socket's event, either of which may
    // come after Ana's event.
    await expect
      .poll(() => bobLines.last().getByTestId("chat-nickname").innerText(), { timeout: 10_000 })
      .toBe("Bob (you)");

    // The length limit is the server's: the counter turns red and sending is off past it.
    await bob.page.getByTestId("chat-input").fill("a".repeat(201));
    expect(await bob.page.getByTestId("chat-error").innerText()).toBe("At most 200 characters.");
    expect(await bob.page.getByTestId("chat-send").isDisabled()).toBe(true);
    await shoot(ana.page, "chat-desktop-pt");
    await shoot(bob.page, "chat-phone-en");

    // A muted player is told so, in their language.
    await ops("POST", "/ops/chat/mutes", { username: bobPlayer.username, minutes: 10, reason: "spam" });
    await bob.page.getByTestId("chat-input").fill("Still here?");
    await bob.page.getByTestId("chat-send").click();
    await expect
      .poll(() => bob.page.getByTestId("chat-error").innerText())
      .toMatch(/^You are muted in the chat room until /);
    expect(await hasNoHorizontalOverflow(bob.page)).toBe(true);

    // Writing too fast is refused with the server's message (5 lines per 10 s window by default):
    // a burst from Ana's session fills the window, then her next line in the room is refused. A
    // burst that straddles two windows is tried again.
    let refused = "";
    for (let attempt = 0; attempt < 3 && !refused; attempt += 1) {
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          fetch(`${e2eStack().baseUrl}/wps/chat/messages`, {
            method: "POST",
            headers: { authorization: anaPlayer.token, "content-type": "application/json" },
            body: JSON.stringify({ text: `rajada ${attempt}.${i}` }),
          }),
        ),
      );
      await ana.page.getByTestId("chat-input").fill("mais uma");
      await ana.page.getByTestId("chat-send").click();
      await expect
        .poll(
          async () =>
            (await ana.page.getByTestId("chat-input").inputValue()) === "" ||
            (await ana.page.getByTestId("chat-error").innerText()) !== "",
        )
        .toBe(true);
      refused = await ana.page.getByTestId("chat-error").innerText();
    }
    expect(refused).toBe("Você está escrevendo rápido demais. Aguarde alguns segundos.");
    await ana.context.close();
    await bob.context.close();
  });

  it("signs in with Google through the sandbox provider: links the account of the same address once, then goes straight in; a new address opens an account (EN)", async () => {
    const brands = new BrandService(pool, "jogada");
    const setBrand = (change: (config: BrandConfig) => BrandConfig) =>
      brands.update("jogada", "e2e", "e2e", change);
    const username = `g${randomBytes(4).toString("hex")}`;
    const email = `${username}@example.com`;
    const googleId = await new MemberService({ pool }).create(pool, {
      merchantCode: "jogada",
      username,
      password: "Secret123",
      email,
    });
    await acceptBrandTerms(pool, googleId);

    const signInWithGoogle = async (page: Page, address = email) => {
      await page.addInitScript(() => localStorage.setItem("lang", "EN"));
      await page.goto("/live");
      await closeModalIfShown(page);
      await page.getByRole("button", { name: "Log in", exact: true }).first().click();
      await page.getByTestId("oauth-google").click();
      // The sandbox provider's own page asks for the address, as Google's would.
      await page.waitForURL(/\/identity\/google\/authorize/);
      await page.locator('input[name="login_hint"]').fill(address);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(/\/oauth\/callback\?/);
    };

    await setBrand((config) => ({ ...config, signIn: { google: true, facebook: false } }));
    try {
      // First time: the provider proves an address, the player proves the account.
      const first = await newPage(browser, { viewport: DESKTOP });
      await signInWithGoogle(first.page);
      const link = first.page.getByTestId("oauth-link-form");
      await link.waitFor();
      expect(await link.innerText()).toContain("First sign-in with Google");
      await shoot(first.page, "oauth-link-desktop-en");
      await link.locator('input[autocomplete="username"]').fill(username);
      await link.locator('input[type="password"]').fill("Wrong1234");
      await first.page.getByTestId("oauth-link-submit").click();
      await expect.poll(() => first.page.getByTestId("form-error").count(), { timeout: 15_000 }).toBe(1);
      await link.locator('input[type="password"]').fill("Secret123");
      await first.page.getByTestId("oauth-link-submit").click();
      // Back where the sign-in started.
      await first.page.waitForURL((url) => url.pathname === "/live");
      await first.page.getByTestId("logged-in-bar").waitFor();
      expect(await first.page.evaluate(() => sessionStorage.getItem("account"))).toBe(username);
      await first.context.close();

      // Afterwards Google alone signs the player in, on a phone too.
      const again = await newPage(browser, { viewport: PHONE });
      await signInWithGoogle(again.page);
      await again.page.waitForURL((url) => url.pathname === "/live");
      await again.page.getByTestId("logged-in-bar").waitFor();
      expect(await again.page.getByTestId("oauth-link-form").count()).toBe(0);
      expect(await again.page.evaluate(() => sessionStorage.getItem("account"))).toBe(username);
      expect(await hasNoHorizontalOverflow(again.page)).toBe(true);
      await again.context.close();

      // An address no account has: a new account is opened and signed in at once.
      const fresh = await newPage(browser, { viewport: PHONE });
      await signInWithGoogle(fresh.page, `new${randomBytes(4).toString("hex")}@example.com`);
      await fresh.page.waitForURL((url) => url.pathname === "/live");
      await fresh.page.getByTestId("logged-in-bar").waitFor();
      expect(await fresh.page.getByTestId("oauth-link-form").count()).toBe(0);
      const opened = await fresh.page.evaluate(() => sessionStorage.getItem("account"));
      expect(opened).toMatch(/^new/);
      expect(opened).not.toBe(username);
      await fresh.context.close();
    } finally {
      await setBrand((config) => ({ ...config, signIn: { google: false, facebook: false } }));
    }
  });
});
