import type { Page } from "playwright-core";
import { inject } from "vitest";
import { loadConfig } from "../../apps/server/src/config.js";
import { OperatorService } from "../../apps/server/src/modules/operators/service.js";
import type { Pool } from "../../apps/server/src/platform/db.js";
import { totpCode } from "./staff.js";

export interface Staff {
  username: string;
  password: string;
  role: string;
  /** Base32 authenticator secret, as the server gives it when the account is made. */
  totpSecret: string | null;
}

/** A staff account with a role, made by the server's own service, as the operator tool does. */
export async function createStaff(pool: Pool, username: string, role: string): Promise<Staff> {
  const config = loadConfig({ ...process.env, DATABASE_URL: inject("e2eDatabaseUrl") });
  const service = new OperatorService({ config, pool } as never, {} as never);
  const password = "operator-password-1";
  const made = (await (service.create as (...args: unknown[]) => Promise<unknown>)(
    username,
    password,
    role,
  )) as { totpSecret?: string; secret?: string } | undefined;
  return { username, password, role, totpSecret: made?.totpSecret ?? made?.secret ?? null };
}

/** Signs in through the console's form: password, then the authenticator's code when asked. */
export async function loginAsStaff(page: Page, staff: Staff): Promise<void> {
  await page.goto("/backoffice");
  const form = page.getByTestId("bo-login-password");
  await form.waitFor({ timeout: 30_000 });
  await form.locator('input[name="username"]').fill(staff.username);
  await form.locator('input[name="password"]').fill(staff.password);
  await form.locator('button[type="submit"]').click();
  const codeForm = page.getByTestId("bo-login-code");
  const asked = await codeForm.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    if (!staff.totpSecret) throw new Error(`${staff.username} has no authenticator secret`);
    await codeForm.locator('input[name="code"]').fill(totpCode(staff.totpSecret));
    await codeForm.locator('button[type="submit"]').click();
  }
  await page.getByTestId("bo-login-password").waitFor({ state: "detached", timeout: 30_000 });
}
