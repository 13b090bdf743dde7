import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGGREGATOR_SECRET, freePort } from "../../test/aggregator.js";
import { fund, type GamesStack, gamesStack, openGameSession } from "../../test/games.js";
import { registerPlayer } from "../../test/players.js";
import { signBody } from "./signing.js";

/** Debian's prometheus package (CI installs it); a missing binary fails the test. */
const PROMETHEUS = process.env.PROMETHEUS_PATH ?? "/usr/bin/prometheus";
const TOKEN = "prometheus-test-token-0123456789abcdef";

let stack: GamesStack;
let prometheus: ChildProcess | undefined;
let workDir: string;
let api: string;
let output = "";

/** One instant query through Prometheus's HTTP API: the value of each series by its job. */
async function query(promql: string): Promise<Record<string, number>> {
  const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await res.json()) as {
    status: string;
    data: { result: { metric: Record<string, string>; value: [number, string] }[] };
  };
  expect(body.status).toBe("success");
  return Object.fromEntries(body.data.result.map((r) => [r.metric.job ?? "", Number(r.value[1])]));
}

beforeAll(async () => {
  expect(existsSync(PROMETHEUS), `${PROMETHEUS} is missing: apt-get install -y prometheus`).toBe(true);
  stack = await gamesStack({ METRICS_TOKEN: TOKEN });
  const target = new URL(stack.platformUrl).host;
  const port = Number(process.env.PROMETHEUS_TEST_PORT) || (await freePort());
  api = `http://127.0.0.1:${port}`;
  workDir = await mkdtemp(path.join(tmpdir(), "jogada-prometheus-"));
  // The same scrape as ops/prometheus/prometheus.yml's player-port job, once with and once without the token.
  await writeFile(
    path.join(workDir, "prometheus.yml"),
    [
      "global: { scrape_interval: 1s, evaluation_interval: 1s }",
      "scrape_configs:",
      "  - job_name: jogada",
      "    authorization: { type: Bearer, credentials_file: token }",
      `    static_configs: [{ targets: ["${target}"] }]`,
      "  - job_name: jogada-without-token",
      `    static_configs: [{ targets: ["${target}"] }]`,
      "",
    ].join("\n"),
  );
  await writeFile(path.join(workDir, "token"), TOKEN);
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${path.join(workDir, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(workDir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  prometheus.stdout?.on("data", (chunk) => (output += chunk));
  prometheus.stderr?.on("data", (chunk) => (output += chunk));
  // Ready once its storage is open and the configuration loaded.
  for (let started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const ready = await fetch(`${api}/-/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (prometheus.exitCode !== null || Date.now() - started > 60_000)
      throw new Error(`Prometheus did not start: ${output}`);
  }
});

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus?.once("exit", resolve));
    prometheus.kill("SIGTERM");
    await exited;
  }
  await stack?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe("a real Prometheus scraping a running server", () => {
  it("reads back the seamless bets driven over HTTP", async () => {
    const player = await registerPlayer(stack.t);
    await fund(stack.t, player.id, 50_00n);
    const { token } = await openGameSession(stack.t, player.id);
    for (let i = 0; i < 3; i++) {
      const raw = JSON.stringify({
        token,
        player: String(player.id),
        currency: "PHP",
        vendor: "PG",
        gameCode: "PG_RNG_0001",
        roundId: `round-${randomUUID()}`,
        transactionId: `bet-${randomUUID()}`,
        amount: "1.00",
      });
      const res = await fetch(`${stack.platformUrl}/api/aggregator/wallet/bet`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature": signBody(AGGREGATOR_SECRET, raw) },
        body: raw,
      });
      expect(await res.json()).toMatchObject({ status: "OK" });
    }
    await expect
      .poll(() => query('sum by (job) (jogada_seamless_calls_total{call="bet",status="OK"})'), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual({ jogada: 3 });
    const requests = await query(
      'sum by (job) (jogada_http_request_duration_seconds_count{route="/api/aggregator/wallet/bet",status="200"})',
    );
    expect(requests).toEqual({ jogada: 3 });
    expect(await query('sum by (job) (jogada_bets_total{product="third_party"})')).toEqual({ jogada: 3 });
    expect(await query('jogada_db_pool_connections{pool="main",state="max"}')).toEqual({ jogada: 10 });
  });

  it("sees the scrape without the token refused with 401", async () => {
    await expect
      .poll(() => query("up"), { timeout: 60_000, interval: 500 })
      .toEqual({
        jogada: 1,
        "jogada-without-token": 0,
      });
    const res = await fetch(`${api}/api/v1/targets?state=active`);
    const { data } = (await res.json()) as {
      data: { activeTargets: { labels: { job: string }; lastError: string; health: string }[] };
    };
    const refused = data.activeTargets.find((t) => t.labels.job === "jogada-without-token");
    expect(refused?.health, output).toBe("down");
    expect(refused?.lastError).toMatch(/\b401\b/);
    // Nothing of the refused scrapes was stored.
    expect(await query('count by (job) ({__name__=~"jogada_.+"})')).toEqual({
      jogada: expect.any(Number),
    });
  });
});
