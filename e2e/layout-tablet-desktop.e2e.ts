import type { Browser } from "playwright-core";
import { describe, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { DESKTOP, expectClean, TABLET, widthFindings } from "./support/layout-sweep.js";
import { useBrowserAndPool } from "./support/stack.js";

/** Every route and member-centre page fits a 768 px tablet and a 1280 px desktop (the 390 px phone has files of its own). */

let pool: Pool;
let browser: Browser;
useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

describe("layout at a 768 px tablet and a 1280 px desktop", () => {
  it(`every route and member-centre page fits ${TABLET.width} px, in PT and EN`, async () => {
    expectClean(await widthFindings(browser, pool, TABLET));
  }, 600_000);
  it(`every route and member-centre page fits ${DESKTOP.width} px, in PT and EN`, async () => {
    expectClean(await widthFindings(browser, pool, DESKTOP));
  }, 600_000);
});
