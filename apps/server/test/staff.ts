import type { StaffRole } from "@jogada/contracts";
import { afterAll, beforeAll } from "vitest";
import { StaffService } from "../src/modules/operators/staff-service.js";
import { totpCode } from "../src/modules/operators/totp.js";
import type { Pool } from "../src/platform/db.js";
import { createTestApp, type TestApp } from "./test-app.js";

const PERIOD_MS = 30_000;

/**
 * A login body for a staff member: creates (or resets) the account with a new authenticator
 * secret and computes a code its app would show, for a time step not used yet (each code works
 * once), so a test can log the same name in more than once.
 */
export async function staffLogin(
  pool: Pool,
  username: string,
  password = "operator-password-1",
  role: StaffRole = "administrator",
): Promise<{ username: string; password: string; code: string; secret: string }> {
  const { totpSecret } = await new StaffService(pool, 15).createFromCommandLine(username, password, role);
  return { username, password, code: totpCode(username.toLowerCase(), totpSecret), secret: totpSecret };
}

/** The next code of an existing account's secret: a step after the last one used. */
export async function nextCode(pool: Pool, username: string, secret: string): Promise<string> {
  const { rows } = await pool.query<{ totp_last_step: string }>(
    "select totp_last_step from operators where username = $1",
    [username.toLowerCase()],
  );
  const last = Number(rows[0]?.totp_last_step ?? 0);
  const now = Date.now();
  for (;;) {
    const at = Math.max(now - PERIOD_MS, (last + 1) * PERIOD_MS);
    if (at <= Date.now() + PERIOD_MS) return totpCode(username.toLowerCase(), secret, at);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Creates a staff member with this role and logs in over HTTP; the session token. */
export async function staffToken(
  t: { pool: Pool; app: { inject: (o: object) => Promise<{ json: () => unknown; statusCode: number }> } },
  username: string,
  role: StaffRole = "administrator",
): Promise<string> {
  const { secret: _, ...body } = await staffLogin(t.pool, username, "operator-password-1", role);
  const reply = await t.app.inject({ method: "POST", url: "/ops/session/login", payload: body });
  const json = reply.json() as { value?: { token: string } };
  if (!json.value) throw new Error(`staff login failed: ${JSON.stringify(json)}`);
  return json.value.token;
}

/**
 * A test app (with these settings) and a staff member's session on it, opened before the file's
 * tests and closed after; `use` hands both to the file's own variables.
 */
export function useAppWithStaff(
  options: { env?: Record<string, string>; username: string; role?: StaffRole },
  use: (t: TestApp, token: string) => void,
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options.env ?? {});
    use(app, await staffToken(app, options.username, options.role));
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** A console call with a staff token, as the back office sends it. */
export function opsCaller(t: () => TestApp) {
  return (token: string, method: string, url: string, payload?: object, headers: object = {}) =>
    t().app.inject({ method: method as "GET", url, payload, headers: { authorization: token, ...headers } });
}
