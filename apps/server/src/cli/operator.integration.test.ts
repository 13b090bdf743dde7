import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer } from "../../test/players.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { REPO_ROOT } from "../config.js";
import { LedgerService } from "../modules/ledger/service.js";

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
});
