import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "vitest";
import { REPO_ROOT } from "../src/config.js";
import { depositThroughSandbox } from "./deposits.js";
import { registerPlayer, type TestPlayer } from "./players.js";
import { staffToken } from "./staff.js";
import type { TestApp } from "./test-app.js";

/**
 * Runs `npm run <script>`'s program (backup, restore, ledger-verify, audit-verify) with `env`
 * over the test's own; resolves with its status and output. An env value of "" unsets it.
 */
export async function cli(script: string, args: string[], env: Record<string, string>) {
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", ...env };
  for (const [name, value] of Object.entries(merged)) if (value === "") delete merged[name];
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.join(REPO_ROOT, "node_modules/.bin/tsx"),
      [`apps/server/src/cli/${script}.ts`, ...args],
      { cwd: REPO_ROOT, env: merged },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export const balanceOf = (t: Pick<TestApp, "app">, token: string) =>
  t.app.inject({ url: "/wps/v2/wallets/balance", headers: { authorization: token, language: "EN" } });

export async function diceBet(t: Pick<TestApp, "app">, token: string, amount = "5.00") {
  return t.app.inject({
    method: "POST",
    url: "/wps/bgs/dice/bet",
    payload: { amount, target: "50.00", direction: "under" },
    headers: { authorization: token, language: "EN", "idempotency-key": randomUUID() },
  });
}

/**
 * Money moves of every kind the ledger and the audit log record (a deposit through the sandbox,
 * a bet, an operator's credit) for a new player; resolves with the player and their balance.
 */
export async function moveMoneyOfEveryKind(t: TestApp): Promise<{ player: TestPlayer; balance: unknown }> {
  const player = await registerPlayer(t);
  await depositThroughSandbox(t, player.token, "100.00");
  const bet = await diceBet(t, player.token);
  expect(bet.statusCode, bet.body).toBe(200);
  const ops = await staffToken(t, "ops.backup", "finance");
  const credit = await t.app.inject({
    method: "POST",
    url: `/ops/members/${player.id}/adjustments`,
    payload: { amount: "12.34", reason: "goodwill" },
    headers: { authorization: ops, "idempotency-key": randomUUID() },
  });
  expect(credit.json().value, credit.body).toMatchObject({ status: "applied" });
  const balance = await balanceOf(t, player.token);
  expect(balance.statusCode, balance.body).toBe(200);
  return { player, balance: balance.json().value };
}
