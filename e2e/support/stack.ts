import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { createPool, type Pool } from "../../apps/server/src/platform/db.js";
import { launchBrowser } from "./browser.js";
import { e2eStack } from "./stack-urls.js";

/**
 * Opens a pool on the e2e database and a browser before the file's tests and closes both after;
 * `use` hands them to the file's own variables.
 */
export function useBrowserAndPool(
  poolSize: number,
  use: (stack: { pool: Pool; browser: Browser }) => void,
): void {
  let stack: { pool: Pool; browser: Browser } | undefined;
  beforeAll(async () => {
    const pool = createPool(e2eStack().databaseUrl, poolSize);
    stack = { pool, browser: await launchBrowser() };
    use(stack);
  });
  afterAll(async () => {
    await stack?.browser.close();
    await stack?.pool.end();
  });
}
