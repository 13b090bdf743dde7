import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { AggregatorClient } from "../src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../src/modules/games/catalogue-sync.js";
import { verifyLedger } from "../src/modules/ledger/verify.js";
import { MemberService } from "../src/modules/members/service.js";
import type { Pool } from "../src/platform/db.js";
import { signBody } from "../src/platform/signing.js";
import { CHAOS_AGGREGATOR_SECRET, CHAOS_PAYMENTS_SECRET } from "./chaos-stack.js";
import { balanceOf, fund, openGameSession } from "./games.js";
import { loginPlayer } from "./players.js";
import type { TestApp } from "./test-app.js";
import { CHEAP_TEST_COSTS } from "./unthrottled.js";

/**
 * The load of the chaos tests: players betting on a house game, the aggregator's seamless wallet
 * calls, deposits with their payment notifications and withdrawals, each retried with its
 * idempotency key until acknowledged, and what must hold afterwards: every balance exactly what
 * the acknowledged operations imply and the ledger sound.
 */

/** Where the load goes: the server's and the sandbox partners' base URLs. */
export interface LoadTarget {
  baseUrl: string;
  sandboxUrl: string;
}

export interface LoadPlayer {
  id: number;
  token: string;
  payee: string;
  gameToken: string;
  /** The balance the acknowledged operations imply (minor units). */
  expected: bigint;
  diceRounds: number;
}

const minor = (major: string) => BigInt(Math.round(Number(major) * 100));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a call until it is acknowledged; an answer other than "try again" fails the test. */
export async function untilAcknowledged<T>(what: string, attempt: () => Promise<T | "retry">): Promise<T> {
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

async function api(
  target: LoadTarget,
  player: LoadPlayer,
  method: "GET" | "POST",
  url: string,
  body: unknown,
  key: string,
) {
  const res = await fetch(`${target.baseUrl}${url}`, {
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

async function signed(target: LoadTarget, url: string, body: unknown, sign: (raw: string) => string) {
  const raw = JSON.stringify(body);
  return fetch(`${target.baseUrl}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": sign(raw) },
    body: raw,
  });
}

async function diceBet(target: LoadTarget, p: LoadPlayer): Promise<void> {
  const key = randomUUID();
  const body = { amount: "1.00", target: "50.00", direction: "over" };
  const value = await untilAcknowledged("dice bet", async () =>
    api(target, p, "POST", "/wps/bgs/dice/bet", body, key),
  );
  p.expected += minor(value.round.win) - minor(value.round.stake);
  p.diceRounds++;
}

async function seamlessRound(target: LoadTarget, p: LoadPlayer, n: number): Promise<void> {
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
      const res = await signed(target, `/api/aggregator/wallet/${call}`, body, (raw) =>
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

async function depositAndNotify(target: LoadTarget, p: LoadPlayer): Promise<void> {
  const key = randomUUID();
  const order = await untilAcknowledged("deposit", async () =>
    api(target, p, "POST", "/wps/relay/DPS_createDeposit", { channelId: "bank", amount: "150" }, key),
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
    const res = await signed(target, "/api/payments/SANDBOXPAY/notify", note, (raw) =>
      signBody(CHAOS_PAYMENTS_SECRET, raw),
    );
    if (res.status === 200) return true;
    if (res.status >= 500) return "retry";
    throw new Error(`notification: ${res.status} ${await res.text()}`);
  });
  p.expected += 150_00n;
}

async function withdraw(target: LoadTarget, p: LoadPlayer): Promise<void> {
  const key = randomUUID();
  const body = { payeeAccountId: p.payee, amount: "100", paymentPassword: "654321" };
  await untilAcknowledged("withdrawal", async () =>
    api(target, p, "POST", "/wps/relay/passwordCheck/WDS_withdraw", body, key),
  );
  p.expected -= 100_00n;
}

/** `ops` operations of one player, one after another: bets, seamless rounds, a deposit, a withdrawal. */
export async function playerLoad(
  target: LoadTarget,
  p: LoadPlayer,
  ops: number,
  progress: () => void,
): Promise<void> {
  for (let n = 0; n < ops; n++) {
    const op = n % 8;
    if (op < 4) await diceBet(target, p);
    else if (op < 6) await seamlessRound(target, p, n);
    else if (op === 6) await depositAndNotify(target, p);
    else await withdraw(target, p);
    progress();
  }
}

/**
 * Players with a session, money in their main wallet, a seamless game session and a payee
 * account, made on the server's database (`pool`) with the catalogue synchronised from the
 * sandbox aggregator.
 */
export async function preparePlayers(
  target: LoadTarget,
  pool: Pool,
  count: number,
  funded: bigint,
): Promise<LoadPlayer[]> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: pool.options.connectionString,
    CRASH_ENABLED: "false",
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    SANDBOX_URL: target.sandboxUrl,
    ...CHEAP_TEST_COSTS,
  });
  // An in-process app on the same database, only to log players in (encrypted, bot-checked).
  const helper = { app: await buildApp(config, pool), pool, config, databaseUrl: "" } as TestApp;
  await new CatalogueSync(
    pool,
    new AggregatorClient(`${target.sandboxUrl}/aggregator`, CHAOS_AGGREGATOR_SECRET, "jogada"),
    helper.app.log,
  ).run();
  const players: LoadPlayer[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const username = `chaos${i}${randomUUID().slice(0, 6)}`;
      const id = await new MemberService({ pool }).create(pool, {
        merchantCode: "jogada",
        username,
        password: "Secret123",
        paymentPassword: "654321",
      });
      const { token } = await loginPlayer(helper, username, "Secret123");
      await fund(helper, id, funded);
      const { token: gameToken } = await openGameSession(helper, id);
      const p: LoadPlayer = { id, token, payee: "", gameToken, expected: funded, diceRounds: 0 };
      p.payee = (
        await api(
          target,
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

/** Nothing lost, nothing twice: the ledger is sound and each balance is what the load implies. */
export async function expectExactMoney(target: LoadTarget, pool: Pool, players: LoadPlayer[]): Promise<void> {
  expect(await verifyLedger(pool)).toEqual([]);
  for (const p of players) {
    const fromApi = await untilAcknowledged("balance", async () =>
      api(target, p, "GET", "/wps/v2/wallets/balance", undefined, randomUUID()),
    );
    expect(minor(fromApi.sumBalance), `player ${p.id}`).toBe(p.expected);
    expect(await balanceOf({ pool } as TestApp, p.id), `player ${p.id} ledger`).toBe(p.expected);
    const { rows } = await pool.query<{ n: string }>(
      "select count(*) as n from house_rounds where member_id = $1",
      [p.id],
    );
    expect(Number(rows[0]?.n), `player ${p.id} dice rounds`).toBe(p.diceRounds);
  }
}
