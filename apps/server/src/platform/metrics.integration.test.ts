import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/aggregator.js";
import { fund, type GamesStack, gamesStack, openGameSession, walletCall } from "../../test/games.js";
import { registerPlayer, type TestPlayer } from "../../test/players.js";
import { createTestApp } from "../../test/test-app.js";
import { ledgerJobs } from "../modules/ledger/jobs.js";
import { LedgerService } from "../modules/ledger/service.js";
import type { AppContext } from "./context.js";
import { JobRegistry } from "./jobs.js";
import { Metrics } from "./metrics.js";

const TOKEN = "metrics-test-token-0123456789abcdefghij";

/** The value of one series in an exposition (undefined when absent). */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let stack: GamesStack;
let player: TestPlayer;

beforeAll(async () => {
  // Crash rounds are driven by the test (advance), not by the timer.
  stack = await gamesStack({ METRICS_TOKEN: TOKEN, CRASH_ENABLED: "false", CRASH_BETTING_SECONDS: "1" });
  player = await registerPlayer(stack.t);
  await fund(stack.t, player.id, 100_00n);
});

afterAll(async () => {
  await stack?.close();
});

const scrape = async (authorization?: string) =>
  stack.t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: authorization === undefined ? {} : { authorization },
  });

describe("GET /metrics on the player port", () => {
  it("is refused without the bearer token or with a wrong one", async () => {
    for (const authorization of [undefined, TOKEN, `Bearer ${TOKEN}x`, "Bearer ", `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.body).not.toContain("jogada_");
      expect(res.json()).toMatchObject({ errorCode: "metrics.token.invalid" });
    }
  });

  it("serves the Prometheus text format with the token", async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      "jogada_http_request_duration_seconds_bucket",
      'jogada_db_pool_connections{pool="main",state="idle"}',
      'jogada_db_pool_connections{pool="main",state="max"} 10',
      "jogada_process_cpu_seconds_total",
      "jogada_nodejs_eventloop_lag_seconds",
      'jogada_job_interval_seconds{name="ledger.verify"} 3600',
    ])
      expect(res.body, name).toContain(name);
  });

  it("labels requests by their declared route pattern, never the address", async () => {
    const roundId = randomUUID();
    await stack.t.app.inject({ method: "GET", url: `/wps/bgs/rounds/${roundId}?x=${roundId}` });
    await stack.t.app.inject({ method: "GET", url: `/no/such/${roundId}` });
    const { body } = await scrape(`Bearer ${TOKEN}`);
    expect(body).not.toContain(roundId);
    expect(body).toContain('route="/wps/bgs/rounds/:roundId",method="GET",status="401"');
    expect(body).toMatch(/route="unmatched",method="GET",status="40\d"/);
  });

  it("counts seamless calls by call and answer, and third-party bets and rounds", async () => {
    const { token } = await openGameSession(stack.t, player.id);
    const round = `round-${randomUUID()}`;
    const base = { token, player: String(player.id), currency: "PHP", vendor: "PG", gameCode: "PG_RNG_0001" };
    const bet = { ...base, roundId: round, transactionId: `bet-${randomUUID()}`, amount: "1.00" };
    expect((await walletCall(stack.t, "bet", bet)).reply.status).toBe("OK");
    const tooMuch = { ...bet, transactionId: `bet-${randomUUID()}`, amount: "500.00" };
    expect((await walletCall(stack.t, "bet", tooMuch)).reply.status).toBe("NOT_ENOUGH_MONEY");
    const end = { ...base, roundId: round, transactionId: `end-${randomUUID()}` };
    expect((await walletCall(stack.t, "end", end)).reply.status).toBe("OK");

    const { body } = await scrape(`Bearer ${TOKEN}`);
    expect(sample(body, 'jogada_seamless_calls_total{call="bet",status="OK"}')).toBe(1);
    expect(sample(body, 'jogada_seamless_calls_total{call="bet",status="NOT_ENOUGH_MONEY"}')).toBe(1);
    expect(sample(body, 'jogada_seamless_calls_total{call="end",status="OK"}')).toBe(1);
    expect(sample(body, 'jogada_bets_total{product="third_party"}')).toBe(1);
    expect(sample(body, 'jogada_rounds_settled_total{product="third_party"}')).toBe(1);
    expect(
      sample(
        body,
        'jogada_http_request_duration_seconds_count{route="/api/aggregator/wallet/bet",method="POST",status="200"}',
      ),
    ).toBe(2);
  });

  it("counts house bets and the demo wallet's ledger transfers", async () => {
    const res = await stack.t.app.inject({
      method: "POST",
      url: "/wps/bgs/dice/bet",
      headers: { authorization: player.token, "idempotency-key": randomUUID() },
      payload: { amount: "1.00", target: "50", direction: "over", demo: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { body } = await scrape(`Bearer ${TOKEN}`);
    expect(sample(body, 'jogada_bets_total{product="house"}')).toBe(1);
    expect(sample(body, 'jogada_rounds_settled_total{product="house"}')).toBe(1);
    expect(sample(body, 'jogada_ledger_transfers_total{kind="bet",outcome="posted"}')).toBeGreaterThanOrEqual(
      1,
    );
  });

  it("counts each crash bet settled by the shared round's engine", async () => {
    const settled = async () =>
      sample((await scrape(`Bearer ${TOKEN}`)).body, 'jogada_rounds_settled_total{product="house"}') ?? 0;
    const crash = stack.t.app.houseGames.crash;
    const now = Date.now() + 24 * 60 * 60_000;
    await crash.advance(now);
    const bet = await stack.t.app.inject({
      method: "POST",
      url: "/wps/bgs/crash/bet",
      headers: { authorization: player.token, "idempotency-key": randomUUID() },
      payload: { amount: "1.00" },
    });
    expect(bet.statusCode, bet.body).toBe(200);
    const before = await settled();
    await crash.advance(now + 1000);
    await crash.advance(now + 10 * 60_000);
    expect(await settled()).toBe(before + 1);
  });
});

describe("metrics instruments on a real database", () => {
  it("counts job runs, failures, lag and the ledger verification's result", async () => {
    const metrics = new Metrics(false);
    const log = stack.t.app.log;
    const jobs = new JobRegistry(stack.t.pool, log, metrics);
    const ctx = { config: stack.t.config, pool: stack.t.pool, log, metrics } as unknown as AppContext;
    let ran = 0;
    jobs.register([
      ...ledgerJobs(ctx),
      {
        name: "test.fails",
        scope: "every-instance",
        everySeconds: 3600,
        run: () => Promise.reject(new Error("no")),
      },
      {
        name: "test.runs",
        scope: "every-instance",
        everySeconds: 3600,
        runAtStart: true,
        run: async () => ran++,
      },
    ]);
    await jobs.start();
    try {
      expect(await jobs.runNow("ledger.verify")).toBe(true);
      expect(await jobs.runNow("test.fails")).toBe(false);
      await expect.poll(() => ran, { timeout: 30_000 }).toBeGreaterThan(0);
      await jobs.runNow("test.runs");
    } finally {
      await jobs.stop();
    }
    const text = await metrics.exposition();
    expect(sample(text, 'jogada_job_runs_total{name="ledger.verify",outcome="success"}')).toBe(1);
    expect(sample(text, 'jogada_job_runs_total{name="test.fails",outcome="failure"}')).toBe(1);
    expect(sample(text, 'jogada_job_duration_seconds_count{name="ledger.verify"}')).toBe(1);
    expect(sample(text, "jogada_ledger_verification_breaches")).toBe(0);
    expect(sample(text, "jogada_ledger_verification_last_run_timestamp_seconds")).toBeGreaterThan(
      Date.now() / 1000 - 600,
    );
    expect(sample(text, 'jogada_job_lag_seconds{name="test.runs"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'jogada_job_interval_seconds{name="test.runs"}')).toBe(3600);
    expect(sample(text, 'jogada_db_pool_connections{pool="job_locks",state="max"}')).toBe(4);
  });

  it("counts ledger transfers by kind and outcome, and refusals by code", async () => {
    const metrics = new Metrics(false);
    const ledger = new LedgerService(stack.t.pool, metrics);
    const house = { owner: "house", merchant: "jogada", kind: "house_adjustment" } as const;
    const main = { owner: "player", memberId: player.id, wallet: "main" } as const;
    const reference = `metrics:${randomUUID()}`;
    const transfer = {
      from: house,
      to: main,
      amount: 1n,
      currency: "PHP",
      reference,
      kind: "adjustment" as const,
    };
    await ledger.transfer(transfer);
    await ledger.transfer(transfer);
    await expect(
      ledger.transfer({
        ...transfer,
        from: main,
        to: house,
        amount: 10n ** 12n,
        reference: `x:${randomUUID()}`,
      }),
    ).rejects.toThrow();
    const text = await metrics.exposition();
    expect(sample(text, 'jogada_ledger_transfers_total{kind="adjustment",outcome="posted"}')).toBe(1);
    expect(sample(text, 'jogada_ledger_transfers_total{kind="adjustment",outcome="replayed"}')).toBe(1);
    expect(
      sample(
        text,
        'jogada_ledger_transfer_failures_total{kind="adjustment",reason="wallet.insufficient.funds"}',
      ),
    ).toBe(1);
  });
});

describe("where metrics are served", () => {
  it("in production without METRICS_TOKEN: not on the player port, only on METRICS_PORT", async () => {
    const metricsPort = await freePort();
    const t = await createTestApp({ NODE_ENV: "production", METRICS_PORT: String(metricsPort) });
    try {
      await t.app.listen({ host: "127.0.0.1", port: 0 });
      const address = t.app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      for (const authorization of [undefined, "Bearer development-metrics-token-change-me"]) {
        const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: authorization ? { authorization } : {},
        });
        expect(res.status).not.toBe(200);
        expect(await res.text()).not.toContain("jogada_");
      }
      const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain("jogada_http_request_duration_seconds");
      expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
    } finally {
      await t.close();
    }
    // Closed with the server.
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });

  it("with METRICS_ENABLED=false: nothing counted, no endpoint", async () => {
    const t = await createTestApp({ METRICS_ENABLED: "false", METRICS_TOKEN: TOKEN });
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
