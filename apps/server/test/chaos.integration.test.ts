import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool, type Pool } from "../src/platform/db.js";
import { expectExactMoney, playerLoad, preparePlayers } from "./chaos-load.js";
import { type ChaosStack, startChaosStack, TEST_APPLICATION } from "./chaos-stack.js";
import { cloneTemplate } from "./databases.js";

/**
 * Chaos: the real server process under a load of house-game bets, seamless aggregator calls,
 * deposits and withdrawals while its database connections are terminated again and again and the
 * process is once SIGKILLed and started again. Every operation is retried with its idempotency
 * key until acknowledged; afterwards the ledger is sound and every balance is exactly what the
 * acknowledged operations imply: nothing lost, nothing twice.
 */
const PLAYERS = 5;
const OPS_PER_PLAYER = 16;
const FUNDED = 1000_00n;

let stack: ChaosStack;
let pool: Pool;
let admin: pg.Client;
let database: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Terminates every database connection of the server (the test's own are spared). */
async function terminateServerConnections(): Promise<number> {
  const { rowCount } = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid() and application_name <> $2`,
    [database, TEST_APPLICATION],
  );
  return rowCount ?? 0;
}

beforeAll(async () => {
  const url = new URL(await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase")));
  database = url.pathname.slice(1);
  admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await admin.connect();
  stack = await startChaosStack(url.toString());
  url.searchParams.set("application_name", TEST_APPLICATION);
  pool = createPool(url.toString(), 4);
}, 180_000);

afterAll(async () => {
  await stack?.close();
  await pool?.end();
  await admin?.end();
});

describe("chaos: database connections and the server process killed under load", () => {
  it("keeps every acknowledged operation exactly once and the ledger sound", async () => {
    const players = await preparePlayers(stack, pool, PLAYERS, FUNDED);
    const total = PLAYERS * OPS_PER_PLAYER;
    let done = 0;
    let restarting = false;
    let restarted = false;
    let terminated = 0;
    let loadOver = false;

    const chaos = (async () => {
      while (!loadOver) {
        if (!restarting) terminated += await terminateServerConnections();
        if (!restarted && done >= total / 3) {
          restarted = true;
          restarting = true;
          await stack.killAndRestartServer();
          restarting = false;
        }
        await sleep(300);
      }
    })();
    try {
      await Promise.all(players.map((p) => playerLoad(stack, p, OPS_PER_PLAYER, () => done++)));
    } finally {
      loadOver = true;
      await chaos;
    }

    expect(restarted).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    expect(stack.crashes()).toBe(0);
    expect(stack.serverAlive()).toBe(true);
    expect((await fetch(`${stack.baseUrl}/health`)).status).toBe(200);
    await expectExactMoney(stack, pool, players);
  }, 150_000);
});
