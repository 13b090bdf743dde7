import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { AggregatorClient } from "../src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../src/modules/games/catalogue-sync.js";
import { verifyLedger } from "../src/modules/ledger/verify.js";
import { MemberService } from "../src/modules/members/service.js";
import { createPool, type Pool } from "../src/platform/db.js";
import { signBody } from "../src/platform/signing.js";
import {
  CHAOS_AGGREGATOR_SECRET,
  CHAOS_PAYMENTS_SECRET,
  type ChaosStack,
  startChaosStack,
  TEST_APPLICATION,
} from "./chaos-stack.js";
import { cloneTemplate } from "./databases.js";
import { balanceOf, fund, openGameSession } from "./games.js";
import { loginPlayer } from "./players.js";
import type { TestApp } from "./test-app.js";
import { CHEAP_TEST_COSTS } from "./unthrottled.js";

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

interface Player {
  id: number;
  token: string;
  payee: string;
  gameToken: string;
  expected: bigint;
  diceRounds: number;
}

const minor = (major: string) => BigInt(Math.round(Number(major) * 100));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a call until it is acknowledged; an answer other than "try again" fails the test. */
async function untilAcknowledged<T>(what: string, attempt: () => Promise<T | "retry">): Promise<T> {
  const deadline = Date.now() + 100_000;
  for (let tries = 1; ; tries++) {
    let outcome: T | "retry";
    try {
      outcome = await attempt();
    } catch {
      outcome = "retry"; // the server is down or dropped the connection
    }
    if (outcome !== "retry") return outcome;
    if (Date.now() > deadline) throw new Error(`${what}: not acknowledged after ${tries} tries`);
    await sleep(Math.min(1000, 50 * tries));
  }
}

const RETRYABLE = new Set([429, 502, 503, 504]);

async function api(player: Player, method: "GET" | "POST", url: string, body: unknown, key: string) {
  const res = await fetch(`${stack.baseUrl}${url}`, {
    method,
    headers: {
      authorization: player.token,
      language: "EN",
      "content-type": "application/json",
      "idempotency-key": key,
      "x-forwarded-for": "10.9.9.9",
    },
    ...(method === "POST" ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (RETRYABLE.has(res.status) || res.status >= 500) return "retry" as const;
  if (res.status !== 200) throw new Error(`${method} ${url}: unexpected ${res.status} ${text}`);
  return JSON.parse(text).value;
}

async function signed(url: string, body: unknown, sign: (raw: string) => string) {
  const raw = JSON.stringify(body);
  return fetch(`${stack.baseUrl}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": sign(raw) },
    body: raw,
  });
}

async function diceBet(p: Player): Promise<void> {
  const key = randomUUID();
  const body = { amount: "1.00", target: "50.00", direction: "over" };
  const value = await untilAcknowledged("dice bet", async () =>
    api(p, "POST", "/wps/bgs/dice/bet", body, key),
  );
  p.expected += minor(value.round.win) - minor(value.round.stake);
  p.diceRounds++;
}

async function seamlessRound(p: Player, n: number): Promise<void> {
  const base = {
    token: p.gameToken,
    player: String(p.id),
    currency: "PHP",
    vendor: "PG",
    gameCode: "PG_RNG_0001",
  };
  const roundId = `chaos-${randomUUID()}`;
  const betId = `${roundId}-bet`;
  const wallet = (call: string, body: unknown) =>
    untilAcknowledged(`seamless ${call}`, async () => {
      const res = await signed(`/api/aggregator/wallet/${call}`, body, (raw) =>
        signBody(CHAOS_AGGREGATOR_SECRET, raw),
      );
      if (res.status !== 200) return "retry";
      const reply = await res.json();
      if (reply.status === "OK") return reply;
      if (reply.retry) return "retry";
      throw new Error(`seamless ${call}: ${JSON.stringify(reply)}`);
    });
  await wallet("bet", { ...base, transactionId: betId, roundId, amount: "2.00" });
  p.expected -= 200n;
  const win = n % 2 === 0 ? "3.50" : "0.50";
  await wallet("win", {
    ...base,
    transactionId: `${roundId}-win`,
    roundId,
    amount: win,
    betTransactionId: betId,
    roundClosed: true,
  });
  p.expected += minor(win);
}

async function depositAndNotify(p: Player): Promise<void> {
  const key = randomUUID();
  const order = await untilAcknowledged("deposit", async () =>
    api(p, "POST", "/wps/relay/DPS_createDeposit", { channelId: "bank", amount: "150" }, key),
  );
  const note = {
    notificationId: randomUUID(),
    kind: "payment",
    orderNo: order.orderNo,
    providerRef: `PAY-${order.orderNo}`,
    amount: "150.00",
    currency: "PHP",
    status: "PAID",
    occurredAt: new Date().toISOString(),
  };
  await untilAcknowledged("payment notification", async () => {
    const res = await signed("/api/payments/SANDBOXPAY/notify", note, (raw) =>
      signBody(CHAOS_PAYMENTS_SECRET, raw),
    );
    if (res.status === 200) return true;
    if (res.status >= 500) return "retry";
    throw new Error(`notification: ${res.status} ${await res.text()}`);
  });
  p.expected += 150_00n;
}

async function withdraw(p: Player): Promise<void> {
  const key = randomUUID();
  const body = { payeeAccountId: p.payee, amount: "100", paymentPassword: "654321" };
  await untilAcknowledged("withdrawal", async () =>
    api(p, "POST", "/wps/relay/passwordCheck/WDS_withdraw", body, key),
  );
  p.expected -= 100_00n;
}

async function playerLoad(p: Player, progress: () => void): Promise<void> {
  for (let n = 0; n < OPS_PER_PLAYER; n++) {
    const op = n % 8;
    if (op < 4) await diceBet(p);
    else if (op < 6) await seamlessRound(p, n);
    else if (op === 6) await depositAndNotify(p);
    else await withdraw(p);
    progress();
  }
}

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

async function preparePlayers(): Promise<Player[]> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: pool.options.connectionString,
    CRASH_ENABLED: "false",
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    SANDBOX_URL: stack.sandboxUrl,
    ...CHEAP_TEST_COSTS,
  });
  // An in-process app on the same database, only to log players in (encrypted, bot-checked).
  const helper = { app: await buildApp(config, pool), pool, config, databaseUrl: "" } as TestApp;
  await new CatalogueSync(
    pool,
    new AggregatorClient(`${stack.sandboxUrl}/aggregator`, CHAOS_AGGREGATOR_SECRET, "jogada"),
    helper.app.log,
  ).run();
  const players: Player[] = [];
  try {
    for (let i = 0; i < PLAYERS; i++) {
      const username = `chaos${i}${randomUUID().slice(0, 6)}`;
      const id = await new MemberService({ pool }).create(pool, {
        merchantCode: "jogada",
        username,
        password: "Secret123",
        paymentPassword: "654321",
      });
      const { token } = await loginPlayer(helper, username, "Secret123");
      await fund(helper, id, FUNDED);
      const { token: gameToken } = await openGameSession(helper, id);
      const p: Player = { id, token, payee: "", gameToken, expected: FUNDED, diceRounds: 0 };
      p.payee = (
        await api(
          p,
          "POST",
          "/wps/relay/WDS_addPayeeAccount",
          { type: "BANK", institution: "Banco Demo", accountNo: `1234${i}5678`, holderName: "Maria Silva" },
          randomUUID(),
        )
      ).id;
      players.push(p);
    }
  } finally {
    await helper.app.close();
  }
  return players;
}

describe("chaos: database connections and the server process killed under load", () => {
  it("keeps every acknowledged operation exactly once and the ledger sound", async () => {
    const players = await preparePlayers();
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
      await Promise.all(players.map((p) => playerLoad(p, () => done++)));
    } finally {
      loadOver = true;
      await chaos;
    }

    expect(restarted).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    expect(stack.crashes()).toBe(0);
    expect(stack.serverAlive()).toBe(true);
    expect((await fetch(`${stack.baseUrl}/health`)).status).toBe(200);
    expect(await verifyLedger(pool)).toEqual([]);
    for (const p of players) {
      const fromApi = await untilAcknowledged("balance", async () =>
        api(p, "GET", "/wps/v2/wallets/balance", undefined, randomUUID()),
      );
      expect(minor(fromApi.sumBalance), `player ${p.id}`).toBe(p.expected);
      expect(await balanceOf({ pool } as TestApp, p.id), `player ${p.id} ledger`).toBe(p.expected);
      const { rows } = await pool.query<{ n: string }>(
        "select count(*) as n from house_rounds where member_id = $1",
        [p.id],
      );
      expect(Number(rows[0]?.n), `player ${p.id} dice rounds`).toBe(p.diceRounds);
    }
  }, 150_000);
});
