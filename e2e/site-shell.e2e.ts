import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.js";

describe("site shell", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("renders the home page in Portuguese", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    await expect.poll(() => page.locator("body").innerText()).toContain("Jogue, divirta-se e ganhe");
    await context.close();
  });

  it("shows the 404 page for an unknown route", async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Página não encontrada");
    await context.close();
  });
});
