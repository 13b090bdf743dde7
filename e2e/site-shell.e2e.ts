import type { BrandConfig } from "@jogada/contracts";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { createPool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";
import { PHONE, shoot } from "./support/page.js";
import { e2eStack } from "./support/stack-urls.js";

describe("site shell", () => {
  let browser: Browser;
  const pool = createPool(e2eStack().databaseUrl, 2);
  const brands = new BrandService(pool, "jogada");
  const setBrand = (change: (config: BrandConfig) => BrandConfig) =>
    brands.update("jogada", "e2e", "e2e", change);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await pool.end();
  });

  it("renders the lobby in Portuguese with header, banners, notices and footer", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    await expect.poll(() => page.locator("body").innerText()).toContain("Jogue, divirta-se e ganhe");
    await page.getByTestId("banner-carousel").waitFor();
    await page.getByTestId("notice-marquee").waitFor();
    // the popup announcement shows once per session, in the notice modal; the cover closes it
    const popup = page.getByTestId("notice-modal");
    await popup.waitFor();
    await shoot(page, "home-popup-desktop");
    await page.mouse.click(10, 400);
    await expect.poll(() => popup.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.position)).toBe("");
    expect(await page.getByRole("button", { name: "Entrar" }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Cadastrar" }).count()).toBeGreaterThan(0);
    const footer = page.getByTestId("site-footer");
    for (const text of ["Sobre a empresa", "Política de reembolso", "Cadastre-se", "Jogue", "Ganhe"])
      expect(await footer.innerText()).toContain(text);
    await shoot(page, "home-desktop");
    await page.reload();
    await page.getByTestId("lobby").waitFor();
    await page.waitForTimeout(500);
    expect(await popup.count()).toBe(0);
    await context.close();
  });

  it("loads images lazily with up to three attempts, asking for the announcements once", async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    // The router asks for them beside the page's chunk; the page then finds them there.
    let announcementCalls = 0;
    page.on("request", (request) => {
      if (request.url().includes("MCSFE_getListAnnouncements")) announcementCalls++;
    });
    const attempts = new Map<string, number>();
    // the first banner fails twice then loads; the second never loads
    await page.route("**/images/banners/home-*.svg", async (route) => {
      const name = new URL(route.request().url()).pathname.split("/").pop() ?? "";
      const count = (attempts.get(name) ?? 0) + 1;
      attempts.set(name, count);
      if (name === "home-2.svg" || (name === "home-1.svg" && count < 3)) await route.fulfill({ status: 503 });
      else await route.continue();
    });
    await page.goto("/");
    const slides = page.getByTestId("banner-carousel").locator("[data-state]");
    await expect.poll(() => slides.first().getAttribute("data-state"), { timeout: 10_000 }).toBe("done");
    await expect.poll(() => slides.nth(1).getAttribute("data-state"), { timeout: 10_000 }).toBe("failed");
    await page.waitForTimeout(1500);
    expect(attempts.get("home-1.svg")).toBe(3);
    expect(attempts.get("home-2.svg")).toBe(3);
    expect(announcementCalls).toBe(1);
    await context.close();
  });

  it("fills the bottom bar without the brand's menu once its first try failed", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    // The first try fails; the retries never answer. The bar must not wait for them.
    let tries = 0;
    await page.route("**/wps/system/whitelabel", async (route) => {
      if (++tries === 1) await route.fulfill({ status: 503 });
    });
    await page.goto("/");
    await page.getByTestId("bottom-nav-LOBBY").waitFor();
    expect(await page.getByTestId("bottom-nav-PROMOTIONS").count()).toBe(1);
    expect(tries).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it("fixes the page while a modal is open and puts it back where it was on close", async () => {
    const { context, page } = await newPage(browser);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // hold the announcements (and so the popup) until the reader has scrolled down
    await page.route("**/wps/relay/MCSFE_getListAnnouncements**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await page.getByTestId("site-footer").waitFor();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    release();
    await page.getByTestId("notice-modal").waitFor();
    // the banners' place is kept while they load, so the reader stays where they were (within a
    // pixel of rounding); earlier, banners arriving above moved them further down
    const [position, top] = await page.evaluate(() => [
      document.body.style.position,
      document.body.style.top,
    ]);
    expect(position).toBe("fixed");
    const savedY = -Number.parseInt(top ?? "", 10);
    expect(savedY).toBeGreaterThanOrEqual(699);
    await page.getByRole("button", { name: "Fechar" }).last().click();
    await expect.poll(() => page.getByTestId("notice-modal").count()).toBe(0);
    expect(await page.evaluate(() => [document.body.style.position, window.scrollY])).toEqual(["", savedY]);
    await context.close();
  });

  it("switches to English and keeps it across a reload", async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    await page.goto("/");
    await page.getByTestId("language-switcher").click();
    // The vendor lanes' names come from the server in the language asked: they are asked again.
    const menusInEnglish = page.waitForRequest(
      (request) => request.url().includes("/lgw/games/game_menus") && request.headers().language === "EN",
    );
    await page.getByRole("menuitemradio", { name: /English/ }).click();
    await expect.poll(() => page.locator("body").innerText()).toContain("Play, have fun and win");
    await menusInEnglish;
    expect(
      await page.evaluate(() => [localStorage.getItem("lang"), localStorage.getItem("hisLang")]),
    ).toEqual(["EN", "PT"]);
    const statusCall = page.waitForRequest((request) => request.url().includes("/wps/system/status"));
    await page.reload();
    expect((await statusCall).headers().language).toBe("EN");
    await expect.poll(() => page.locator("body").innerText()).toContain("Play, have fun and win");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await context.close();
  });

  it("pages through the notices nine at a time", async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    await page.goto("/noticePage");
    const items = page.getByTestId("notice-item");
    await expect.poll(() => items.count()).toBe(9);
    const firstPage = await items.locator("h2").allInnerTexts();
    const date = await items.first().locator("time").innerText();
    // On the brand's clock, named: the demo brand's is Manila's.
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} Manila \(GMT\+8\)$/);
    await shoot(page, "notices-desktop");
    await page.getByRole("button", { name: "Página 2" }).click();
    await expect.poll(() => page.url()).toContain("page=2");
    await expect
      .poll(async () => (await items.locator("h2").allInnerTexts()).join("|"))
      .not.toBe(firstPage.join("|"));
    const secondPage = await items.locator("h2").allInnerTexts();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    expect(await page.getByRole("button", { name: "Página 2" }).getAttribute("aria-current")).toBe("page");
    await context.close();
  });

  it("opens every route of the site and its aliases", async () => {
    const { context, page } = await newPage(browser);
    await page.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    const expectations: [string, string][] = [
      ["/index.html", "lobby"],
      ["/home", "lobby"],
      ["/live", "section-live"],
      ["/rng", "section-rng"],
      ["/bingo", "section-bingo"],
      ["/lottery", "lottery-lobby-lottery"],
      ["/vip", "section-vip"],
      ["/help?tag=privacy", "help-page"],
      ["/helpmc", "help-member"],
      ["/join", "join-page"],
      ["/download", "download-page"],
      ["/promotions", "section-promotions"],
      ["/esports", "section-esports"],
    ];
    for (const [path, testId] of expectations) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.getByTestId(testId).waitFor();
    }
    // a hash scrolls to its element
    await page.goto("/download#android");
    await page.getByTestId("download-android").waitFor();
    await expect
      .poll(() => page.getByTestId("download-android").evaluate((el) => el.getBoundingClientRect().top < 300))
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // the header nav toggles only on /lottery
    await page.goto("/lottery");
    await page.getByTestId("nav-toggle").waitFor();
    await page.goto("/live");
    await page.getByTestId("section-live").waitFor();
    expect(await page.getByTestId("nav-toggle").count()).toBe(0);
    await context.close();
  });

  it("works on a phone screen with the bottom nav", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    await page.goto("/");
    await page.getByTestId("lobby").waitFor();
    await page.getByTestId("bottom-nav-PROMOTIONS").click();
    await page.getByTestId("section-promotions").waitFor();
    await page.goto("/");
    await page.getByTestId("banner-carousel").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, "home-phone");
    for (const path of ["/noticePage", "/help", "/down", "/join", "/live", "/vip"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await shoot(page, `${path.slice(1)}-phone`);
    }
    await context.close();
  });

  it("announces in each route's page every script its first screen loads", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.addInitScript(() => sessionStorage.setItem("popupSeen", "1"));
    let scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", "/rng", "/bgs", "/lottery", "/lottery/results", "/promotions"]) {
      scripts = [];
      const response = await page.goto(path, { waitUntil: "networkidle" });
      const announced = [...(await response!.text()).matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1],
      );
      // Nothing the page needs waits for the entry to run before it is asked for.
      expect(scripts.length, path).toBeGreaterThan(announced.length / 2);
      expect(
        scripts.filter((script) => !announced.includes(script)),
        path,
      ).toEqual([]);
    }
    await context.close();
  });

  it.each([
    ["a phone", PHONE],
    ["a desktop", { width: 1280, height: 860 }],
  ])("keeps the home still on %s when the brand has no banners and no notices", async (_screen, viewport) => {
    const { context, page } = await newPage(browser, { viewport });
    await page.addInitScript(() => {
      sessionStorage.setItem("popupSeen", "1");
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // A brand that has published nothing yet: its announcements arrive empty, and a moment later
    // than the page's chunk, as they may on a slow line.
    await page.route("**/MCSFE_getListAnnouncements*", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const [key, value] of Object.entries(body.value ?? {}))
        if (Array.isArray(value)) body.value[key] = [];
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ response, json: body });
    });
    await page.goto("/");
    await expect.poll(() => page.locator("body").innerText(), { timeout: 10_000 }).toContain("Bem-vindo");
    await page.locator("#lobby-categories").waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByTestId("banner-carousel").count()).toBe(0);
    expect(await page.getByTestId("notice-marquee").count()).toBe(0);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    await shoot(page, `home-without-announcements-${viewport.width}`);
    await context.close();
  });

  it("shows the 404 page for an unknown route", async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Página não encontrada");
    await context.close();
  });

  it("shows the region page with the visitor's IP and country", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: "8.8.8.8" });
    await page.goto("/");
    await page.getByTestId("region-page").waitFor();
    expect(await page.locator("h1").innerText()).toBe("Restrição de IP");
    expect(await page.getByTestId("region-ip").innerText()).toBe("8.8.8.8");
    expect(await page.getByTestId("region-country").innerText()).toContain("US");
    expect(await page.getByRole("button", { name: "Fale conosco" }).count()).toBe(1);
    await shoot(page, "region-desktop");
    await context.close();
  });

  it("Contact Us opens the customer-service window on the decrypted chat address, or closes it on failure", async () => {
    const { context, page } = await newPage(browser, { forwardedFor: "8.8.8.8" });
    // the demo brand's live chat lives at the development sandbox address; answer it here
    await context.route("http://127.0.0.1:3001/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>chat</title>live chat" }),
    );
    await page.goto("/");
    const contact = page.getByRole("button", { name: "Fale conosco" });
    const [chat] = await Promise.all([page.waitForEvent("popup"), contact.click()]);
    await chat.waitForURL("http://127.0.0.1:3001/livechat");
    expect(await chat.evaluate(() => [window.outerWidth > 0, window.innerWidth <= 440])).toEqual([
      true,
      true,
    ]);
    await chat.close();

    await context.route("**/wps/system/customerService", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    const [failed] = await Promise.all([page.waitForEvent("popup"), contact.click()]);
    await expect.poll(() => failed.isClosed()).toBe(true);
    await context.close();
  });

  it("keeps guests on the guest routes when the brand sets loginedToHomePage", async () => {
    await setBrand((config) => ({ ...config, loginedToHomePage: true }));
    try {
      const { context, page } = await newPage(browser);
      await page.goto("/live");
      await page.getByTestId("login-page").waitFor();
      expect(new URL(page.url()).pathname).toBe("/login");
      await page.goto("/helpmc");
      await page.getByTestId("help-member").waitFor();
      expect(new URL(page.url()).pathname).toBe("/helpmc");
      // a player who logs in goes through (a made-up token would be refused by the first call)
      await page.goto("/live");
      const login = page.getByTestId("login-modal");
      await login.waitFor();
      await login.getByLabel("Nome de usuário").fill("membro01");
      await login.getByLabel("Senha").fill("Demo1234");
      await page.getByTestId("login-submit").click();
      await page.getByTestId("logged-in-bar").waitFor({ timeout: 30_000 });
      await page.goto("/live");
      await page.getByTestId("section-live").waitFor();
      await context.close();
    } finally {
      await setBrand((config) => ({ ...config, loginedToHomePage: false }));
    }
  });

  it("shows the maintenance page while the brand is in maintenance", async () => {
    await setBrand((config) => ({ ...config, maintenance: { ...config.maintenance, enabled: true } }));
    try {
      const { context, page } = await newPage(browser);
      await page.addInitScript(() => localStorage.setItem("lang", "EN"));
      await page.goto("/live");
      await page.getByTestId("maintenance-page").waitFor();
      expect(await page.locator("h1").innerText()).toBe("System Maintenance");
      expect(await page.locator("body").innerText()).toContain("RESTRICTION OF VISIT");
      expect(await page.getByTestId("maintenance-notice").innerText()).toBe(
        "We are improving the platform. We will be back shortly.",
      );
      await shoot(page, "maintenance-desktop");
      const phone = await browser.newPage({ viewport: PHONE, baseURL: e2eStack().baseUrl });
      await phone.goto("/");
      await phone.getByTestId("maintenance-page").waitFor();
      await shoot(phone, "maintenance-phone");
      await phone.close();
      await context.close();
    } finally {
      await setBrand((config) => ({ ...config, maintenance: { ...config.maintenance, enabled: false } }));
    }
    const { context, page } = await newPage(browser);
    await page.goto("/");
    await page.getByTestId("lobby").waitFor();
    await context.close();
  });
});
