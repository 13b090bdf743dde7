import { createHmac } from "node:crypto";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { loadConfig } from "../../apps/server/src/config.js";
import { OperatorService } from "../../apps/server/src/modules/operators/service.js";
import type { Pool } from "../../apps/server/src/platform/db.js";

export interface Staff {
  username: string;
  password: string;
  role: string;
  /** Base32 authenticator secret, when the server gives staff one. */
  totpSecret: string | null;
}

/**
 * A staff account with a role, made by the server's own service (as the operator tool does), so
 * the journey starts from a real account with a real authenticator secret.
 */
export async function createStaff(pool: Pool, username: string, role: string): Promise<Staff> {
  const config = loadConfig({ ...process.env, DATABASE_URL: inject("e2eDatabaseUrl") });
  const service = new OperatorService({ config, pool } as never, {} as never);
  const password = "operator-password-1";
  const made = (await (service.create as (...args: unknown[]) => Promise<unknown>)(
    username,
    password,
    role,
  )) as { totpSecret?: string } | undefined;
  return { username, password, role, totpSecret: made?.totpSecret ?? null };
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 6238 (SHA-1, 30 s, six digits) of a base32 secret. */
export function totpNow(secret: string, at = Date.now()): string {
  let bits = "";
  for (const char of secret.replace(/=+$/, "").toUpperCase())
    bits += BASE32.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
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
    await codeForm.locator('input[name="code"]').fill(totpNow(staff.totpSecret));
    await codeForm.locator('button[type="submit"]').click();
  }
  await page.getByTestId("bo-login-password").waitFor({ state: "detached", timeout: 30_000 });
}
