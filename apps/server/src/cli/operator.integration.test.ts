import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer } from "../../test/players.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { REPO_ROOT } from "../config.js";
import { LedgerService } from "../modules/ledger/service.js";
import { totpCode } from "../modules/operators/totp.js";
import { hashPassword } from "../platform/passwords.js";

let t: TestApp;
const run = (args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(
    path.join(REPO_ROOT, "node_modules/.bin/tsx"),
    ["apps/server/src/cli/operator.ts", ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: "silent", ...env },
    },
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("npm run operator", () => {
  it("creates an operator, adjusts a balance as that operator, and refuses unnamed actors", async () => {
    const p = await registerPlayer(t);
    await run(["create", "ops.cli"], { OPERATOR_PASSWORD: "a-long-operator-password" });
    const adjusted = await run(["adjust", String(p.id), "12.34", "welcome", "back", "--as", "ops.cli"]);
    // Below the four-eyes limit an adjustment applies at once; the ledger shows it.
    expect(JSON.parse(adjusted.stdout)).toMatchObject({ amount: "12.34" });
    const balance = await new LedgerService(t.pool).balanceOf(
      { owner: "player", memberId: p.id, wallet: "main" },
      "PHP",
    );
    expect(balance.balance).toBe(1234n);
    await expect(run(["adjust", String(p.id), "1", "x"])).rejects.toMatchObject({ code: 1 });
    await expect(run(["adjust", String(p.id), "-100", "too much", "--as", "ops.cli"])).rejects.toMatchObject({
      stderr: expect.stringContaining("wallet.insufficient.funds"),
    });
    const ledger = JSON.parse((await run(["ledger", String(p.id)])).stdout);
    expect(ledger.entries.list[0]).toMatchObject({
      kind: "adjustment",
      meta: { reason: "welcome back", operator: "ops.cli" },
    });
  });

  it("enrolls an account made before staff logins needed a code, once, and audits it", async () => {
    await t.pool.query(
      "insert into operators (username, password_hash, role) values ('ops.legacy', $1, 'finance')",
      [await hashPassword("a-legacy-password")],
    );
    const login = (code: string) =>
      t.app.inject({
        method: "POST",
        url: "/ops/session/login",
        payload: { username: "ops.legacy", password: "a-legacy-password", code },
      });
    expect((await login("123456")).statusCode).toBe(401);
    const enrolled = JSON.parse((await run(["enroll-totp", "ops.legacy"])).stdout);
    expect(enrolled).toMatchObject({ enrolled: "ops.legacy", role: "finance" });
    expect(enrolled.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Jogada:ops\.legacy\?.*secret=/);
    expect((await login(totpCode("ops.legacy", enrolled.totpSecret))).statusCode).toBe(200);
    // A second run would lock the holder out of the app they just set up: it needs --replace.
    await expect(run(["enroll-totp", "ops.legacy"])).rejects.toMatchObject({
      stderr: expect.stringContaining("--replace"),
    });
    const replaced = JSON.parse((await run(["enroll-totp", "ops.legacy", "--replace"])).stdout);
    expect(replaced.totpSecret).not.toBe(enrolled.totpSecret);
    await expect(run(["enroll-totp", "ops.nobody"])).rejects.toMatchObject({ code: 1 });
    const audit = await t.pool.query<{ actor: string; detail: { replaced: boolean } }>(
      "select actor, detail from audit_log where action = 'staff.totp.enroll' order by seq",
    );
    expect(audit.rows).toEqual([
      { actor: "command-line", detail: { username: "ops.legacy", replaced: false } },
      { actor: "command-line", detail: { username: "ops.legacy", replaced: true } },
    ]);
    // Four command-line runs, each starting its own process.
  }, 120_000);
});
