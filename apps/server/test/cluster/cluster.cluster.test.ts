import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { crashTimeOf } from "@jogada/games";
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
  once,
  overHttp,
  ReconnectingSocket,
  resent,
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
 * period across all of them. Then a rolling restart under the same players: each instance in turn
 * gets SIGTERM, drains, exits 0 and starts again, and not one request fails; the crash rounds and
 * the singleton jobs go on on the other instances.
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

/** Which instance's session holds the crash rounds' lock (`jogada-s<n>`, see the stack). */
async function crashLeader(): Promise<string | undefined> {
  const { rows } = await pool.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.datname = current_database()
        and l.objid = hashtext('jogada:crash')::oid`,
  );
  return rows[0]?.application_name;
}

async function lastCrashRound(): Promise<number> {
  const { rows } = await pool.query<{ n: number | null }>("select max(round_number) as n from crash_rounds");
  return rows[0]?.n ?? 0;
}

/**
 * How long the next crash round may take to open: the round in the air flies until its crash
 * point (100x is 77 s of curve, and a round that high comes about once in a hundred), then the
 * pause; a stop never waits less than a minute.
 */
async function untilNextCrashRound(): Promise<number> {
  const { rows } = await pool.query<{ point: string; starts_at: Date }>(
    "select crash_point as point, starts_at from crash_rounds order by round_number desc limit 1",
  );
  const round = rows[0];
  if (!round) return 60_000;
  const landsAt = new Date(round.starts_at).getTime() + crashTimeOf(Number(round.point));
  return Math.max(60_000, landsAt - Date.now() + 30_000);
}

async function jobRecord(name: string): Promise<{ runs: number; lastInstance: string | null }> {
  const { rows } = await pool.query<{ runs: string; last_instance: string | null }>(
    "select runs, last_instance from job_runs where name = $1",
    [name],
  );
  return { runs: Number(rows[0]?.runs ?? 0), lastInstance: rows[0]?.last_instance ?? null };
}

/**
 * A player's calls through HAProxy with no retry but a browser's: a request whose connection
 * dropped before any answer is sent once more, the same (cluster-client.ts); anything but the
 * call's own answer (a refused connection, a 5xx from the balancer or an instance, a throttle) is a
 * failure.
 */
async function playWithoutRetries(p: Player, failures: string[], playing: () => boolean): Promise<number> {
  let calls = 0;
  const fail = (what: string, detail: string) => failures.push(`player ${p.id} ${what}: ${detail}`);
  for (let n = 0; playing(); n++) {
    const op = n % 4;
    calls++;
    try {
      if (op === 0) {
        const dice = await once(cluster.url, "POST", "/wps/bgs/dice/bet", {
          token: p.token,
          ip: p.ip,
          body: { amount: "1.00", target: "50.00", direction: "over" },
        });
        if (dice.status !== 200) fail("dice", `${dice.status} ${dice.errorCode}`);
        else p.expected += minor(dice.value.round.win) - minor(dice.value.round.stake);
      } else if (op === 1) {
        const roundId = `rolling-${randomUUID()}`;
        const base = { token: p.gameToken, player: String(p.id), currency: "PHP", vendor: "PG" };
        const call = async (name: string, body: Record<string, unknown>) => {
          const res = await signed(
            cluster.url,
            `/api/aggregator/wallet/${name}`,
            { ...base, gameCode: "PG_RNG_0001", roundId, ...body },
            CLUSTER_AGGREGATOR_SECRET,
          );
          const reply = res.status === 200 ? await res.json() : undefined;
          if (reply?.status !== "OK") fail(`seamless ${name}`, `${res.status} ${JSON.stringify(reply)}`);
          return reply?.status === "OK";
        };
        if (await call("bet", { transactionId: `${roundId}-bet`, amount: "2.00" })) {
          p.expected -= 200n;
          const won = await call("win", {
            transactionId: `${roundId}-win`,
            amount: "1.00",
            betTransactionId: `${roundId}-bet`,
            roundClosed: true,
          });
          if (won) p.expected += 100n;
        }
      } else if (op === 2) {
        const bet = await once(cluster.url, "POST", "/wps/bgs/crash/bet", {
          token: p.token,
          ip: p.ip,
          body: { amount: "1.00", autoCashout: "1.50" },
        });
        // Between rounds or a bet already on this one: the game's own answers, not failures.
        const gameAnswer = ["bgs.crash.betting.closed", "bgs.crash.bet.exists", "bgs.crash.unavailable"];
        if (bet.status === 200) {
          p.expected -= 100n;
          p.crashBets++;
        } else if (!(bet.status < 500 && bet.status !== 429 && gameAnswer.includes(bet.errorCode ?? "")))
          fail("crash bet", `${bet.status} ${bet.errorCode}`);
      } else {
        const balance = await once(cluster.url, "GET", "/wps/v2/wallets/balance", {
          token: p.token,
          ip: p.ip,
        });
        if (balance.status !== 200) fail("balance", `${balance.status} ${balance.errorCode}`);
      }
    } catch (error) {
      fail(`call ${op}`, (error as Error).message);
    }
    await sleep(200);
  }
  return calls;
}

describe("cluster: a rolling restart under load", () => {
  it("stops and starts each instance in turn without one failed request, handing crash rounds and jobs over", async () => {
    expect(players.length, "the players of the first test").toBe(PLAYERS);
    const phaseStart = (await pool.query<{ now: Date }>("select now()")).rows[0]!.now;
    const closesBefore = Date.now();
    const crashBetsBefore = new Map(players.map((p) => [p.id, p.crashBets]));
    const failures: string[] = [];
    let playing = true;
    const load = Promise.all(players.map((p) => playWithoutRetries(p, failures, () => playing)));

    const handovers: string[] = [];
    try {
      for (const instance of cluster.instances) {
        const leader = await crashLeader();
        const pid = instance.pid();
        const job = await jobRecord("lottery.close-draws");
        expect(await instance.stop(), `${instance.name} exit status`).toBe(0);
        const roundAtExit = await lastCrashRound();

        if (leader === `jogada-${instance.name}`) {
          // The crash rounds' lock was released and announced: another instance drives them.
          await expect.poll(crashLeader, { timeout: 30_000 }).toMatch(/^jogada-s\d$/);
          const next = await crashLeader();
          expect(next).not.toBe(leader);
          handovers.push(`${leader} -> ${next}`);
        }
        await expect
          .poll(lastCrashRound, {
            timeout: await untilNextCrashRound(),
            message: `crash rounds after ${instance.name} stopped`,
          })
          .toBeGreaterThan(roundAtExit);
        // The singleton job runs on, on another instance.
        await expect
          .poll(() => jobRecord("lottery.close-draws"), { timeout: 60_000 })
          .toSatisfy(
            (now: { runs: number; lastInstance: string | null }) =>
              now.runs > job.runs && now.lastInstance !== `${hostname()}:${pid}`,
          );

        await instance.start();
        // HAProxy sends it requests again (two good checks) before the next one goes.
        await untilAcknowledged(`${instance.name} back behind HAProxy`, async () => {
          const res = await fetch(`${cluster.url}/ready`);
          return res.headers.get("x-instance") === instance.name ? true : "retry";
        });
      }
    } finally {
      playing = false;
    }
    const calls = (await load).reduce((sum, n) => sum + n, 0);
    console.log(
      `rolling restart: ${calls} calls, ${resent.length} sent again after a dropped connection`,
      resent,
    );

    expect(failures, `${failures.length} failed of ${calls} calls`).toEqual([]);
    expect(calls, "calls made during the restart").toBeGreaterThan(50);
    // Every instance restarts, so the driver does at least once; twice when the one taking over
    // is restarted after it (each hand-over was checked to go to another instance).
    expect(handovers.length, `hand-overs ${handovers.join(", ")}`).toBeGreaterThanOrEqual(1);

    // Sockets on a stopping instance were closed politely (1001) and connected again elsewhere.
    const sockets = [...players.map((p) => p.socket), ...crashSockets];
    const closes = sockets.flatMap((s) => s.closes.filter((c) => c.at >= closesBefore).map((c) => c.code));
    expect(closes.length, "sockets closed by the restarts").toBeGreaterThan(0);
    expect(
      closes.every((code) => code === 1001),
      `close codes ${closes.join(",")}`,
    ).toBe(true);
    expect(cluster.instances.every((instance) => instance.alive())).toBe(true);
    expect(crashes, "instances that died by themselves").toBe(0);

    // Money: every call answered was acknowledged exactly once.
    await untilAcknowledged("crash rounds settled", async () => {
      const { rowCount } = await pool.query(
        "select 1 from house_rounds where game_code = 'crash' and status = 'active'",
      );
      return rowCount === 0 ? true : "retry";
    });
    for (const p of players) {
      const { rows } = await pool.query<{ n: string; win: string }>(
        `select count(*) as n, coalesce(sum(win), 0) as win from house_rounds
          where member_id = $1 and game_code = 'crash' and created_at >= $2`,
        [p.id, phaseStart],
      );
      expect(Number(rows[0]!.n), `player ${p.id} crash bets`).toBe(p.crashBets - crashBetsBefore.get(p.id)!);
      p.expected += BigInt(rows[0]!.win);
    }
    expect(await verifyLedger(pool)).toEqual([]);
    for (const p of players) {
      expect(await balanceOf(overHttp(cluster.url, pool), p.id), `player ${p.id} ledger`).toBe(p.expected);
    }
  }, 600_000);
});
