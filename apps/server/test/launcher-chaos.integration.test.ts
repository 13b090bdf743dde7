import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, type Pool } from "../src/platform/db.js";
import { stillRunning } from "../src/platform/processes.js";
import { expectExactMoney, type LoadPlayer, playerLoad, preparePlayers } from "./chaos-load.js";
import { TEST_APPLICATION } from "./chaos-stack.js";
import { type LauncherStack, portFree, startLauncherStack } from "./launcher-stack.js";

/**
 * `npm start` under kills: the real launcher with its embedded PostgreSQL, under a load of bets,
 * seamless rounds, deposits and withdrawals retried with their idempotency keys. The server is
 * SIGKILLed and must serve again, nothing done by hand; then the postmaster is SIGKILLed and the
 * stack must answer from its database again. No money is lost or doubled; a Ctrl+C then leaves
 * no process of the stack and frees its ports. The recovery times are printed against their
 * 15 s target; the test only bounds them against a hang, as a loaded machine slows any start.
 */
const PLAYERS = 4;
const OPS_PER_PLAYER = 16;
const FUNDED = 1000_00n;
/** The recovery target, printed beside what was measured. */
const TARGET_MS = 15_000;
/** Longer than this and the stack is not coming back by itself. */
const RECOVERY_MS = 60_000;

let stack: LauncherStack;
let pool: Pool;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  stack = await startLauncherStack();
  const url = new URL(await stack.databaseUrl());
  url.searchParams.set("application_name", TEST_APPLICATION);
  pool = createPool(url.toString(), 4);
}, 180_000);

afterAll(async () => {
  await pool?.end().catch(() => {});
  await stack?.destroy();
});

/** Milliseconds from now until `answers` holds (polled), or RECOVERY_MS and more when it never does. */
async function timeUntil(answers: () => Promise<boolean>): Promise<number> {
  const startedAt = Date.now();
  while (Date.now() - startedAt <= RECOVERY_MS) {
    if (await answers().catch(() => false)) return Date.now() - startedAt;
    await sleep(100);
  }
  return Date.now() - startedAt;
}

const serves = async () => (await fetch(`${stack.baseUrl}/health`, { signal: AbortSignal.timeout(2000) })).ok;
/** A call that reads the database: the player's balance. */
const servesFromDatabase = (player: LoadPlayer) => async () =>
  (
    await fetch(`${stack.baseUrl}/wps/v2/wallets/balance`, {
      headers: { authorization: player.token, language: "EN", "x-forwarded-for": "10.9.9.9" },
      signal: AbortSignal.timeout(2000),
    })
  ).status === 200;

describe("npm start: the server and its embedded PostgreSQL killed under load", () => {
  it("comes back by itself each time, keeps every acknowledged operation exactly once, and stops clean", async () => {
    const players = await preparePlayers(stack, pool, PLAYERS, FUNDED);
    const total = PLAYERS * OPS_PER_PLAYER;
    let done = 0;
    let loadOver = false;
    const recovered: { server?: number; postgres?: number } = {};
    const killed: { server?: number; postmaster?: number } = {};

    const chaos = (async () => {
      while (!loadOver && recovered.server === undefined) {
        if (done >= total / 4) {
          killed.server = stack.serverPid();
          process.kill(killed.server!, "SIGKILL");
          recovered.server = await timeUntil(serves);
        }
        await sleep(100);
      }
      while (!loadOver && recovered.postgres === undefined) {
        if (done >= total / 2) {
          killed.postmaster = stack.postmasterPid();
          process.kill(killed.postmaster, "SIGKILL");
          recovered.postgres = await timeUntil(servesFromDatabase(players[0]!));
        }
        await sleep(100);
      }
    })();
    try {
      await Promise.all(players.map((p) => playerLoad(stack, p, OPS_PER_PLAYER, () => done++)));
    } finally {
      loadOver = true;
      await chaos;
    }
    const versus = (ms = Number.NaN) => `${ms} ms (${ms <= TARGET_MS ? "within" : "over"} the 15 s target)`;
    console.log(
      `launcher chaos: server back ${versus(recovered.server)} after its SIGKILL, ` +
        `answering from PostgreSQL ${versus(recovered.postgres)} after the postmaster's`,
    );

    expect(recovered.server, stack.output()).toBeLessThanOrEqual(RECOVERY_MS);
    expect(stack.serverPid()).not.toBe(killed.server);
    expect(recovered.postgres, stack.output()).toBeLessThanOrEqual(RECOVERY_MS);
    expect(stack.postmasterPid()).not.toBe(killed.postmaster);
    await expectExactMoney(stack, pool, players);

    await pool.end();
    const processes = stack.processes();
    expect(processes.length).toBeGreaterThan(3); // launcher, server, sandbox, postmaster and more
    expect(await stack.interrupt(), stack.output()).toBe(0);
    await expect.poll(() => processes.filter(stillRunning), { timeout: 10_000 }).toEqual([]);
    for (const port of stack.ports) expect(await portFree(port), `port ${port}`).toBe(true);
  }, 240_000);
});
