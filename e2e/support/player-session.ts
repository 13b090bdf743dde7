import type { Language } from "@jogada/contracts";
import type { BrowserContext, Page } from "playwright-core";
import { loadConfig } from "../../apps/server/src/config.js";
import { SessionService } from "../../apps/server/src/modules/auth/sessions.js";
import { BrandService } from "../../apps/server/src/modules/brand/service.js";
import { MemberService } from "../../apps/server/src/modules/members/service.js";
import type { Pool } from "../../apps/server/src/platform/db.js";
import { e2eStack } from "./stack-urls.js";

export const PLAYER_PASSWORD = "Secret123";
export const PAYMENT_PASSWORD = "246810";

/**
 * A site account on the e2e brand with a login, a payment password and the brand's terms accepted;
 * `type` 1 is an agent.
 */
export async function createPlayer(
  pool: Pool,
  username: string,
  options: { type?: number; paymentPassword?: string } = {},
): Promise<number> {
  const members = new MemberService({ pool });
  const id = await members.create(pool, {
    merchantCode: "jogada",
    username,
    password: PLAYER_PASSWORD,
    paymentPassword: options.paymentPassword ?? PAYMENT_PASSWORD,
    ...(options.type === undefined ? {} : { type: options.type }),
  });
  await acceptBrandTerms(pool, id);
  return id;
}

/**
 * Registration records the terms in force; an account made straight in the database accepts them
 * here, or the site would first ask it to (the terms prompt's own journeys skip this).
 */
export async function acceptBrandTerms(pool: Pool, id: number): Promise<void> {
  const brand = await new BrandService(pool, "jogada").get("jogada");
  if (brand) await new MemberService({ pool }).acceptTerms(pool, id, brand.config.identity.termsVersion);
}

/** A live password session for the account, opened by the server's own session service. */
export async function openSession(pool: Pool, id: number): Promise<string> {
  const config = loadConfig({ ...process.env, DATABASE_URL: e2eStack().databaseUrl });
  const sessions = new SessionService({ config, pool, brands: new BrandService(pool, "jogada") });
  const { token } = await sessions.open(pool, { id, merchantCode: "jogada" }, "password", {
    ip: "127.0.0.1",
    userAgent: "e2e",
  });
  return token;
}

/**
 * Puts the session in the tab the way login does, before any page script runs. `language` also
 * picks the site's language; `popupSeen` keeps the home page's popup notice from opening.
 */
export async function putSessionInTab(
  target: Page | BrowserContext,
  session: { token: string; username: string; agent?: boolean; language?: Language; popupSeen?: boolean },
): Promise<void> {
  await target.addInitScript(
    ([t, u, k, l, p]) => {
      if (!sessionStorage.getItem("token")) {
        sessionStorage.setItem("token", t as string);
        sessionStorage.setItem("account", u as string);
        sessionStorage.setItem("isAgent", k as string);
        sessionStorage.setItem("merchant", "jogada");
        if (l) localStorage.setItem("lang", l as string);
        if (p) sessionStorage.setItem("popupSeen", "1");
      }
    },
    [
      session.token,
      session.username,
      session.agent ? "1" : "0",
      session.language ?? "",
      session.popupSeen ? "1" : "",
    ],
  );
}

/**
 * The player reads in another language from now on, as the language menu does it: the tab's
 * choice and the account's (a logged-in account's language wins over the tab's on the next load).
 */
export async function switchLanguage(
  pool: Pool,
  page: Page,
  username: string,
  language: Language,
): Promise<void> {
  await pool.query("update members set language = $2 where username = $1", [username, language]);
  await page.evaluate((lang) => localStorage.setItem("lang", lang), language);
}
