import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { e2eStack } from "./stack-urls.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser language of the journeys' player: Brazilian Portuguese, the brand's default. The
 * site follows the browser's language on a first visit, and Chromium's own default is en-US.
 */
export const BROWSER_LOCALE = "pt-BR";

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
      "--disable-sync",
      `--lang=${BROWSER_LOCALE}`,
    ],
  });
}

/** A fresh browser context (no cookies, no storage) pointed at the e2e stack. */
export async function newPage(
  browser: Browser,
  options: { forwardedFor?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: e2eStack().baseUrl,
    locale: BROWSER_LOCALE,
    viewport: options.viewport ?? { width: 1280, height: 860 },
    extraHTTPHeaders: options.forwardedFor ? { "X-Forwarded-For": options.forwardedFor } : {},
  });
  const page = await context.newPage();
  return { context, page };
}
