import type { Browser } from "playwright-core";
import { describe, it } from "vitest";
import type { Pool } from "../apps/server/src/platform/db.js";
import { expectClean, NARROW_PHONE, widthFindings } from "./support/layout-sweep.js";
import { useBrowserAndPool } from "./support/stack.js";

/** Every route and member-centre page fits a 360 px phone (the 390 px phone has files of its own). */

let pool: Pool;
let browser: Browser;
useBrowserAndPool(2, (stack) => ({ pool, browser } = stack));

describe("layout at a 360 px phone", () => {
  it(`every route and member-centre page fits ${NARROW_PHONE.width} px, in PT and EN`, async () => {
    expectClean(await widthFindings(browser, pool, NARROW_PHONE));
  }, 600_000);
});
