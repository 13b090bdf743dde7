import type { StaffRole } from "@jogada/contracts";
import type { Page } from "playwright-core";
import { StaffService } from "../../apps/server/src/modules/operators/staff-service.js";
import { totpCode } from "../../apps/server/src/modules/operators/totp.js";
import type { Pool } from "../../apps/server/src/platform/db.js";

export interface Staff {
  username: string;
  password: string;
  role: StaffRole;
  /** The authenticator secret the server made for the account. */
  totpSecret: string;
}

/** A staff account with a role and its authenticator secret, made as the operator tool makes it. */
export async function createStaff(pool: Pool, username: string, role: StaffRole): Promise<Staff> {
  const password = "operator-password-1";
  const { totpSecret } = await new StaffService(pool, 15).createFromCommandLine(username, password, role);
  return { username, password, role, totpSecret };
}

/** Opens the console and sends its first form, username and password. */
export async function submitStaffPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/backoffice");
  const form = page.getByTestId("bo-login-password");
  await form.waitFor({ timeout: 30_000 });
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Sends the authenticator's code in the console's second form. */
export async function submitStaffCode(page: Page, code: string): Promise<void> {
  const codeForm = page.getByTestId("bo-login-code");
  await codeForm.locator('input[name="code"]').fill(code);
  await codeForm.locator('button[type="submit"]').click();
}

/** Signs in through the console's form: password, then the authenticator's code (the server's own TOTP). */
export async function loginAsStaff(page: Page, staff: Staff): Promise<void> {
  await submitStaffPassword(page, staff.username, staff.password);
  const asked = await page
    .getByTestId("bo-login-code")
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (asked) await submitStaffCode(page, totpCode(staff.username, staff.totpSecret));
  await page.getByTestId("bo-nav").waitFor({ timeout: 30_000 });
}
