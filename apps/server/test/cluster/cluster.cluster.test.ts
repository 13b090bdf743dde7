import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Cluster, REPO_ROOT, startCluster, startRedis } from "../../../../scripts/cluster/stack.js";
import { verifyLedger } from "../../src/modules/ledger/verify.js";
import { createPool, type Pool } from "../../src/platform/db.js";
import { cloneTemplate } from "../databases.js";
import { balanceOf, openGameSession } from "../games.js";
import { callEncrypted, randomIp, registerPlayer } from "../players.js";
import {
  api,
  CLUSTER_AGGREGATOR_SECRET,
  CLUSTER_PAYMENTS_SECRET,
  minor,
  ok,
  overHttp,
  ReconnectingSocket,
  signed,
  sleep,
  UnexpectedAnswer,
  untilAcknowledged,
} from "./cluster-client.js";

/**
 * Three server processes behind HAProxy, one PostgreSQL database, one Redis: players register,
 * deposit, play dice, seamless rounds, crash and the lottery, and withdraw while one instance is
 * SIGKILLed and started again and Redis goes away and comes back. Afterwards the ledger is sound,
 * every balance is exactly what the acknowledged operations imply, every tab kept its events
 * whichever instance it was on, throttles counted across instances and singleton jobs ran once a
 * period across all of them.
 */
const BASE_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4000);
const REDIS_PORT = BASE_PORT + 60;
const PLAYERS = 6;
const OPS_PER_PLAYER = 12;
const LOGIN_PER_IP = 12;
const LOTTERY_JOB_SECONDS = 5;

let cluster: Cluster;
let redis: Awaited<ReturnType<typeof startRedis>>;
let pool: Pool;
let databaseUrl: string;
let crashes = 0;

interface Player {
  id: number;
  token: string;
  ip: string;
  gameToken: string;
  payee: string;
  expected: bigint;
  socket: ReconnectingSocket;
  crashBets: number;
}

beforeAll(async () => {
  databaseUrl = await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase"));
  redis = await startRedis(REDIS_PORT);
  cluster = await startCluster({
    instances: 3,
    basePort: BASE_PORT,
    databaseUrl,
    redisUrl: redis.url,
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      DATABASE_POOL_SIZE: "6",
      SEED_DEMO: "false",
      AGGREGATOR_SECRET: CLUSTER_AGGREGATOR_SECRET,
      PAYMENT_GATEWAY_SECRET: CLUSTER_PAYMENTS_SECRET,
      PAYMENTS_SECRET: CLUSTER_PAYMENTS_SECRET,
      CASHIER_JOB_SECONDS: "3600",
      CRASH_BETTING_SECONDS: "2",
      CRASH_PAUSE_SECONDS: "1",
      CRASH_CHAIN_LENGTH: "2000",
      LOTTERY_JOB_SECONDS: String(LOTTERY_JOB_SECONDS),
      RATE_LIMIT_LOGIN_PER_IP: String(LOGIN_PER_IP),
    },
    onCrash: () => crashes++,
  });
  pool = createPool(databaseUrl, 3);
}, 300_000);

afterAll(async () => {
  for (const p of players) p.socket.close();
  for (const s of crashSockets) s.close();
  await cluster?.stop();
  await redis?.stop();
  await pool?.end();
});

const players: Player[] = [];
const crashSockets: ReconnectingSocket[] = [];
const wsUrl = (http: string, path: string) => `${http.replace("http", "ws")}${path}`;

async function deposit(p: Player, amount: string, notifyAt = cluster.url): Promise<void> {
  const order = await ok(cluster.url, "POST", "/wps/relay/DPS_createDeposit", {
    token: p.token,
    ip: p.ip,
    body: { channelId: "bank", amount },
  });
  const note = {
    notificationId: randomUUID(),
    kind: "payment",
    orderNo: order.orderNo,
    providerRef: `PAY-${order.orderNo}`,
    amount: Number(amount).toFixed(2),
    currency: "PHP",
    status: "PAID",
    occurredAt: new Date().toISOString(),
  };
  await untilAcknowledged("payment notification", async () => {
    const res = await signed(notifyAt, "/api/payments/SANDBOXPAY/notify", note, CLUSTER_PAYMENTS_SECRET);
    if (res.status === 200) return true;
    if (res.status >= 500) return "retry";
    throw new UnexpectedAnswer(`notification: ${res.status} ${await res.text()}`);
  });
  p.expected += minor(amount);
}

async function diceBet(p: Player): Promise<void> {
  const value = await ok(cluster.url, "POST", "/wps/bgs/dice/bet", {
    token: p.token,
    ip: p.ip,
    body: { amount: "1.00", target: "50.00", direction: "over" },
  });
  p.expected += minor(value.round.win) - minor(value.round.stake);
}

async function seamlessRound(p: Player, n: number): Promise<void> {
  const base = {
    token: p.gameToken,
    player: String(p.id),
    currency: "PHP",
    vendor: "PG",
    gameCode: "PG_RNG_0001",
  };
  const roundId = `cluster-${randomUUID()}`;
  const wallet = (call: string, body: unknown) =>
    untilAcknowledged(`seamless ${call}`, async () => {
      const res = await signed(
        cluster.url,
        `/api/aggregator/wallet/${call}`,
        body,
        CLUSTER_AGGREGATOR_SECRET,
      );
      if (res.status !== 200) return "retry";
      const reply = await res.json();
      if (reply.status === "OK") return reply;
      if (reply.retry) return "retry";
      throw new UnexpectedAnswer(`seamless ${call}: ${JSON.stringify(reply)}`);
    });
  await wallet("bet", { ...base, transactionId: `${roundId}-bet`, roundId, amount: "2.00" });
  p.expected -= 200n;
  const win = n % 2 === 0 ? "3.50" : "0.50";
  await wallet("win", {
    ...base,
    transactionId: `${roundId}-win`,
    roundId,
    amount: win,
    betTransactionId: `${roundId}-bet`,
    roundClosed: true,
  });
  p.expected += minor(win);
}

/** A crash bet on whichever round takes bets now; its outcome is counted from the rounds at the end. */
async function crashBet(p: Player): Promise<void> {
  await ok(cluster.url, "POST", "/wps/bgs/crash/bet", {
    token: p.token,
    ip: p.ip,
    body: { amount: "1.00", autoCashout: "1.50" },
    retryOn: ["bgs.crash.betting.closed", "bgs.crash.bet.exists", "bgs.crash.unavailable"],
  });
  p.expected -= 100n;
  p.crashBets++;
}

let drawId = "";
async function lotteryTicket(p: Player): Promise<void> {
  const value = await ok(cluster.url, "POST", "/lgw/lottery/tickets", {
    token: p.token,
    ip: p.ip,
    body: { gameCode: "vn-south", drawId, lines: [{ betType: "de", numbers: ["27"], stake: "2.00" }] },
  });
  expect(value.tickets ?? value).toBeTruthy();
  p.expected -= 200n;
}

async function withdraw(p: Player): Promise<void> {
  await ok(cluster.url, "POST", "/wps/relay/passwordCheck/WDS_withdraw", {
    token: p.token,
    ip: p.ip,
    body: { payeeAccountId: p.payee, amount: "100", paymentPassword: "654321" },
  });
  p.expected -= 100_00n;
}

async function playerLoad(p: Player, progress: () => void): Promise<void> {
  for (let n = 0; n < OPS_PER_PLAYER; n++) {
    const op = n % 6;
    if (op === 0) await diceBet(p);
    else if (op === 1) await seamlessRound(p, n);
    else if (op === 2) await crashBet(p);
    else if (op === 3) await lotteryTicket(p);
    else if (op === 4) await deposit(p, "150");
    else await withdraw(p);
    progress();
  }
}

async function jobRuns(): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ name: string; runs: string }>("select name, runs from job_runs");
  return new Map(rows.map((r) => [r.name, Number(r.runs)]));
}

async function preparePlayers(): Promise<void> {
  const http = overHttp(cluster.url, pool);
  await untilAcknowledged("catalogue", async () =>
    (await pool.query("select 1 from games where game_code = 'PG_RNG_0001'")).rowCount ? true : "retry",
  );
  for (let i = 0; i < PLAYERS; i++) {
    const ip = randomIp();
    const registered = await registerPlayer(http);
    const instance = cluster.instances[i % cluster.instances.length]!;
    const socket = new ReconnectingSocket(
      wsUrl(instance.url, "/ws"),
      wsUrl(cluster.url, "/ws"),
      { token: registered.token, merchant: "jogada" },
      instance.name,
    );
    await socket.open();
    const p: Player = {
      id: registered.id,
      token: registered.token,
      ip,
      gameToken: (await openGameSession(http, registered.id)).token,
      payee: "",
      expected: 0n,
      socket,
      crashBets: 0,
    };
    const set = await callEncrypted(
      http,
      "POST",
      "/wps/member/password/payment",
      { newPaymentPassword: "654321", confirmPaymentPassword: "654321" },
      { token: p.token, ip },
    );
    expect(set.statusCode, set.body).toBe(200);
    p.payee = (
      await ok(cluster.url, "POST", "/wps/relay/WDS_addPayeeAccount", {
        token: p.token,
        ip,
        body: {
          type: "BANK",
          institution: "Banco Demo",
          accountNo: `4321${i}8765`,
          holderName: "Maria Silva",
        },
      })
    ).id;
    await deposit(p, "500");
    players.push(p);
  }
}

describe("cluster: three instances behind HAProxy, one killed and Redis lost under load", () => {
  it("keeps money, events, throttles and singleton jobs right", async () => {
    await preparePlayers();
    const draws = await ok(cluster.url, "GET", "/lgw/lottery/games/vn-south/draws?count=3");
    drawId = draws.draws[1].drawId;

    for (const instance of cluster.instances) {
      const socket = new ReconnectingSocket(
        wsUrl(instance.url, "/ws/crash"),
        wsUrl(cluster.url, "/ws/crash"),
        undefined,
        instance.name,
      );
      await socket.open();
      crashSockets.push(socket);
    }
    const runsBefore = await jobRuns();
    const windowStart = Date.now();

    // The load, with an instance killed and started again, then Redis stopped and started again.
    const total = PLAYERS * OPS_PER_PLAYER;
    let done = 0;
    let killedAt = 0;
    let restartedAt = 0;
    let redisBackAt = 0;
    const faults = (async () => {
      while (done < total / 4) await sleep(100);
      const victim = cluster.instances[0]!;
      killedAt = Date.now();
      await victim.kill();
      await sleep(3000);
      await victim.start();
      restartedAt = Date.now();
      while (done < (total * 2) / 3) await sleep(100);
      await redis.stop();
      await sleep(3000);
      // While Redis is away every instance still answers (throttles let calls through).
      for (const instance of cluster.instances) {
        const answer = await api(instance.url, "GET", "/wps/v2/wallets/balance", {
          token: players[0]!.token,
          ip: players[0]!.ip,
        });
        expect(answer === "retry" ? 503 : answer.status, `${instance.name} without Redis`).toBe(200);
      }
      redis = await startRedis(REDIS_PORT);
      redisBackAt = Date.now();
    })();
    await Promise.all([...players.map((p) => playerLoad(p, () => done++)), faults]);
    expect(killedAt).toBeGreaterThan(0);
    expect(redisBackAt).toBeGreaterThan(restartedAt);

    // Let the instances' Redis clients reconnect, and the crash sockets of s1 go back to it.
    await sleep(3000);
    await crashSockets[0]!.moveTo(wsUrl(cluster.instances[0]!.url, "/ws/crash"), cluster.instances[0]!.name);

    // Every tab gets the balance and message events of a deposit notified on another instance.
    const settled = Date.now();
    for (const [i, p] of players.entries()) {
      const other = cluster.instances.find((instance) => instance.name !== p.socket.instance)!;
      await deposit(p, "150", other.url);
      await expect
        .poll(() => p.socket.count("balance", settled), { timeout: 15_000, message: `player ${i} balance` })
        .toBeGreaterThan(0);
      await expect
        .poll(() => p.socket.count("message", settled), { timeout: 15_000, message: `player ${i} message` })
        .toBeGreaterThan(0);
    }
    const onInstances = new Set(players.map((p) => p.socket.instance));
    expect(onInstances.size, "tabs spread over instances").toBeGreaterThanOrEqual(2);

    // Crash ticks reach the sockets of every instance, the driver's or not, after both faults.
    await expect
      .poll(() => crashSockets.map((s) => s.count("tick", settled)), { timeout: 30_000 })
      .toSatisfy((counts: number[]) => counts.every((n) => n > 0));
    const ticksOf = (s: ReconnectingSocket) =>
      new Set(
        s.received
          .filter((r) => r.message.type === "tick" && r.at >= settled)
          .map((r) => `${r.message.roundNumber}:${r.message.elapsedMs}`),
      );
    const [a, b] = [ticksOf(crashSockets[1]!), ticksOf(crashSockets[2]!)];
    expect(
      [...a].some((tick) => b.has(tick)),
      "the same ticks on two instances",
    ).toBe(true);

    // Crash bets are settled by the rounds (the killed driver's round refunded by the next one).
    await untilAcknowledged("crash rounds settled", async () => {
      const { rowCount } = await pool.query(
        "select 1 from house_rounds where game_code = 'crash' and status = 'active'",
      );
      return rowCount === 0 ? true : "retry";
    });
    for (const p of players) {
      const { rows } = await pool.query<{ n: string; win: string }>(
        "select count(*) as n, coalesce(sum(win), 0) as win from house_rounds where member_id = $1 and game_code = 'crash'",
        [p.id],
      );
      expect(Number(rows[0]!.n), `player ${p.id} crash bets`).toBe(p.crashBets);
      p.expected += BigInt(rows[0]!.win);
    }

    // Money: the ledger is sound and every balance is exactly what was acknowledged.
    expect(await verifyLedger(pool)).toEqual([]);
    const cli = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/ledger-verify.ts"], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
      encoding: "utf8",
    });
    expect(cli.status, cli.stdout + cli.stderr).toBe(0);
    for (const p of players) {
      const fromApi = await ok(cluster.url, "GET", "/wps/v2/wallets/balance", { token: p.token, ip: p.ip });
      expect(minor(fromApi.sumBalance), `player ${p.id}`).toBe(p.expected);
      expect(await balanceOf(overHttp(cluster.url, pool), p.id), `player ${p.id} ledger`).toBe(p.expected);
    }

    // Singleton jobs: once a period across the three instances, not once per instance.
    const windowSeconds = (Date.now() - windowStart) / 1000;
    const runsAfter = await jobRuns();
    for (const name of ["lottery.close-draws", "lottery.settle-draws", "lottery.chases"]) {
      const runs = (runsAfter.get(name) ?? 0) - (runsBefore.get(name) ?? 0);
      expect(runs, `${name} runs in ${Math.round(windowSeconds)} s`).toBeGreaterThan(0);
      expect(runs, `${name} runs in ${Math.round(windowSeconds)} s`).toBeLessThanOrEqual(
        Math.ceil(windowSeconds / (LOTTERY_JOB_SECONDS * 0.9)) + 1,
      );
    }
    expect(runsAfter.get("games.catalogue-sync"), "catalogue synced once at start").toBe(1);

    // Throttles count across instances: the login limit per IP, spread over the three.
    const ip = randomIp();
    const statuses: number[] = [];
    for (let n = 0; n <= LOGIN_PER_IP; n++) {
      const instance = cluster.instances[n % cluster.instances.length]!;
      const res = await fetch(`${instance.url}/wps/session/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: "{}",
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LOGIN_PER_IP).filter((s) => s === 429)).toEqual([]);
    expect(statuses.at(-1), "the login after the limit, on another instance").toBe(429);

    // SMS codes: a second code to the same number from another instance is refused.
    const { BrandService } = await import("../../src/modules/brand/service.js");
    const { findWhitelabelNode } = await import("@jogada/contracts");
    await new BrandService(pool, "jogada").update("jogada", "cluster-test", "module", (config) => {
      findWhitelabelNode(config.whitelabel, "REGMOBVERF3")!.enabled = "1";
      return config;
    });
    await sleep(1000);
    const sms = (instance: number, mobile: string, from: string) =>
      fetch(`${cluster.instances[instance]!.url}/wps/verification/sms/register`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from, language: "EN" },
        body: JSON.stringify({ mobileNum: mobile, countryDialingCode: "+55" }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    const first = await sms(0, "11977776666", randomIp());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await sms(1, "11977776666", randomIp());
    expect(again.body.errorCode).toBe("sms.too.frequent");

    expect(crashes, "instances that died by themselves").toBe(0);
    expect(cluster.instances.every((instance) => instance.alive())).toBe(true);
  }, 600_000);
});
