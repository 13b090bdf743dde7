import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, it, inject } from "vitest";
import type { Browser } from "playwright-core";
import { loadConfig } from "../apps/server/src/config.js";
import { SessionService } from "../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../apps/server/src/modules/brand/service.js";
import { MemberService } from "../apps/server/src/modules/members/service.js";
import { createPool, type Pool } from "../apps/server/src/platform/db.js";
import { launchBrowser, newPage } from "./support/browser.js";

let pool: Pool;
let browser: Browser;
beforeAll(async () => {
  pool = createPool(inject("e2eDatabaseUrl"), 2);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await pool?.end();
});
it("shots", async () => {
  const dir = "/tmp/ls-shots";
  for (const [lang, vp] of [["PT", { width: 390, height: 844 }], ["EN", { width: 1280, height: 800 }]] as const) {
    const { context, page } = await newPage(browser, { viewport: vp });
    await page.addInitScript((l) => { localStorage.setItem("lang", l); sessionStorage.setItem("popupSeen", "1"); }, lang);
    await page.goto("/vip"); await page.waitForTimeout(2500);
    await page.screenshot({ path: `${dir}/guest-vip-${lang}-${vp.width}.png`, fullPage: true });
    await page.goto("/pointMall"); await page.waitForTimeout(2500);
    await page.screenshot({ path: `${dir}/guest-mall-${lang}-${vp.width}.png`, fullPage: true });
    await context.close();
    const c2 = await newPage(browser, { viewport: vp });
    const p = c2.page;
    const username = `s${randomBytes(4).toString("hex")}`;
    const config = loadConfig({ ...process.env, DATABASE_URL: inject("e2eDatabaseUrl") });
    const id = await new MemberService({ pool }).create(pool, { merchantCode: "jogada", username, password: "Secret123", paymentPassword: "246810" });
    const { token } = await new SessionService({ config, pool, brands: new BrandService(pool, "jogada") }).open(pool, { id, merchantCode: "jogada" }, "password", { ip: "127.0.0.1", userAgent: "e2e" });
    await p.addInitScript(([t, u, l]) => { if (!sessionStorage.getItem("token")) { sessionStorage.setItem("token", t as string); sessionStorage.setItem("account", u as string); sessionStorage.setItem("isAgent", "0"); sessionStorage.setItem("merchant", "jogada"); localStorage.setItem("lang", l as string); sessionStorage.setItem("popupSeen", "1"); } }, [token, username, lang]);
    await p.goto("/pointMall"); await p.waitForTimeout(3000);
    await p.screenshot({ path: `${dir}/player-mall-${lang}-${vp.width}.png`, fullPage: true });
    await p.goto("/vip"); await p.waitForTimeout(3000);
    await p.screenshot({ path: `${dir}/player-vip-${lang}-${vp.width}.png`, fullPage: true });
    await p.goto("/"); await p.waitForTimeout(2000);
    await p.getByTestId("account-menu").click(); await p.getByTestId("menu-myAccount").click();
    for (const name of ["rewardCenter", "referral", "missionLeaderboard"]) {
      await p.getByTestId(`mc-menu-${name}`).click(); await p.waitForTimeout(2500);
      await p.screenshot({ path: `${dir}/mc-${name}-${lang}-${vp.width}.png` });
    }
    await c2.context.close();
  }
}, 240_000);
