import { randomBytes, randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AggregatorClient } from "../src/modules/games/aggregator-client.js";
import { CatalogueSync } from "../src/modules/games/catalogue-sync.js";
import { MemberService } from "../src/modules/members/service.js";
import { verifyAuditChain } from "../src/platform/audit-verify.js";
import { createPool, type Pool } from "../src/platform/db.js";
import { signBody } from "../src/platform/signing.js";
import { type ChaosStack, startChaosStack } from "./chaos-stack.js";
import { cloneTemplate } from "./databases.js";
import { fund, openGameSession } from "./games.js";
import { type HttpAnswer, overHttp } from "./http-inject.js";
import { callEncrypted, loginPlayer, randomIp, solveBotCheck } from "./players.js";
import { staffLogin } from "./staff.js";
import type { TestApp } from "./test-app.js";
import { UNTHROTTLED } from "./unthrottled.js";

/**
 * The real server process at LOG_LEVEL=info with JSON logs, driven through logins, a withdrawal
 * with its payment password, a game launch and play, seamless wallet calls with their tokens and
 * signatures, back-office calls and failing calls; then its whole output is searched for every
 * secret used (none may appear) and every answer is matched to its one request line.
 */
const random = (prefix: string) => `${prefix}${randomBytes(9).toString("base64url")}`;
const AGGREGATOR_SECRET = random("logs-aggregator-");
const PAYMENTS_SECRET = random("logs-payments-");
const PLAYER_PASSWORD = random("Pw7");
const WRONG_PASSWORD = random("Wrong7");
const PAYMENT_PASSWORD = random("pay-");
const STAFF_PASSWORD = random("staff-pass-");
const QUERY_TOKEN = random("query-token-");
const OAUTH_CODE = random("oauth-code-");
const BALANCER_ID = `lb-${randomUUID()}`;

let stack: ChaosStack;
let pool: Pool;
let t: TestApp;
const stdout: string[] = [];
const stderr: string[] = [];
/** Everything secret the calls carried, to be looked for in the output. */
const secrets = new Map<string, string>([
  ["AGGREGATOR_SECRET", AGGREGATOR_SECRET],
  ["PAYMENT_GATEWAY_SECRET", PAYMENTS_SECRET],
  ["player password", PLAYER_PASSWORD],
  ["wrong password", WRONG_PASSWORD],
  ["payment password", PAYMENT_PASSWORD],
  ["staff password", STAFF_PASSWORD],
  ["token in a query string", QUERY_TOKEN],
  ["OAuth code", OAUTH_CODE],
]);
interface Expected {
  route?: string | null;
  memberId?: number;
  staff?: string;
  partner?: string;
}
/** What the request line of a call must say, by method and address as called. */
const expectations = new Map<string, Expected>();
const expectLine = (method: string, url: string, expected: Expected) =>
  expectations.set(`${method} ${url}`, expected);
const answers: { answer: HttpAnswer; expected: Expected }[] = [];
const seen = (answer: HttpAnswer) =>
  answers.push({ answer, expected: expectations.get(`${answer.method} ${answer.url}`) ?? {} });

/** A raw call outside the helpers, recorded like theirs. */
async function call(
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: string } = {},
) {
  const response = await fetch(`${stack.baseUrl}${url}`, { method, ...init });
  const answer: HttpAnswer = {
    method,
    url,
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
  seen(answer);
  return answer;
}

async function walletCall(name: string, body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  const sent = signature ?? signBody(AGGREGATOR_SECRET, raw);
  secrets.set(`signature of ${name}`, sent);
  expectLine("POST", `/api/aggregator/wallet/${name}`, {
    route: `/api/aggregator/wallet/${name}`,
    partner: "aggregator",
  });
  return call("POST", `/api/aggregator/wallet/${name}`, {
    headers: { "content-type": "application/json", "x-signature": sent },
    body: raw,
  });
}

beforeAll(async () => {
  const databaseUrl = await cloneTemplate(inject("adminDatabaseUrl"), inject("templateDatabase"));
  stack = await startChaosStack(databaseUrl, {
    env: {
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
      LOG_WALLET_CALLS: "true",
      TRUST_PROXY: "true",
      AGGREGATOR_SECRET,
      PAYMENT_GATEWAY_SECRET: PAYMENTS_SECRET,
      PAYMENTS_SECRET,
      ...UNTHROTTLED,
    },
    serverOutput: (chunk, stream) => (stream === "stdout" ? stdout : stderr).push(chunk),
    ...(process.env.LOGS_TEST_PORT ? { port: Number(process.env.LOGS_TEST_PORT) } : {}),
  });
  pool = createPool(databaseUrl, 4);
  t = overHttp(stack.baseUrl, pool, seen);
  await new CatalogueSync(
    pool,
    new AggregatorClient(`${stack.sandboxUrl}/aggregator`, AGGREGATOR_SECRET, "jogada"),
    pino({ level: "silent" }),
  ).run();

  // A player: a failed and a good login, a payee account, a withdrawal with the payment password.
  const username = `logs${randomBytes(4).toString("hex")}`;
  const memberId = await new MemberService({ pool }).create(pool, {
    merchantCode: "jogada",
    username,
    password: PLAYER_PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
  });
  await fund(t, memberId, 500_00n);
  expectLine("POST", "/wps/session/login", { route: "/wps/session/login" });
  const refused = await callEncrypted(t, "POST", "/wps/session/login", {
    username,
    password: WRONG_PASSWORD,
    altcha: await solveBotCheck(t),
  });
  expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  const { token } = await loginPlayer(t, username, PLAYER_PASSWORD);
  secrets.set("player session token", token);
  const player = (headers: Record<string, string> = {}) => ({
    authorization: token,
    "content-type": "application/json",
    "x-forwarded-for": randomIp(),
    ...headers,
  });
  expectLine("POST", "/wps/relay/WDS_addPayeeAccount", { route: "/wps/relay/WDS_addPayeeAccount", memberId });
  const payee = await call("POST", "/wps/relay/WDS_addPayeeAccount", {
    headers: player({ "idempotency-key": randomUUID() }),
    body: JSON.stringify({
      type: "BANK",
      institution: "Banco Demo",
      accountNo: "12345678",
      holderName: "Ana Sá",
    }),
  });
  const withdraw = "/wps/relay/passwordCheck/WDS_withdraw";
  expectLine("POST", withdraw, { route: withdraw, memberId });
  const withdrawal = await call("POST", withdraw, {
    headers: player({ "idempotency-key": randomUUID() }),
    body: JSON.stringify({
      payeeAccountId: JSON.parse(payee.body).value.id,
      amount: "100",
      paymentPassword: PAYMENT_PASSWORD,
    }),
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(200);

  // A game launch and a spin in its page: the aggregator calls the wallet with the launch's token.
  const game = await pool.query<{ id: string }>("select id from games where game_code = 'PG_RNG_0001'");
  expectLine("POST", "/wps/game/launchGame", { route: "/wps/game/launchGame", memberId });
  const launch = await call("POST", "/wps/game/launchGame", {
    headers: player(),
    body: JSON.stringify({ nodeId: game.rows[0]!.id, vassalage: "PG", accountType: 1 }),
  });
  expect(launch.statusCode, launch.body).toBe(200);
  const gameUrl = new URL(JSON.parse(launch.body).value.game_url);
  const spin = await fetch(`${gameUrl.origin}${gameUrl.pathname}/action`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "spin", stake: "2.00" }),
  });
  expect(spin.status).toBe(200);

  // Seamless calls with a game token the test knows, and one with a forged signature.
  const session = await openGameSession(t, memberId);
  secrets.set("game token", session.token);
  const base = { token: session.token, player: String(memberId), currency: "PHP", vendor: "PG" };
  const roundId = `logs-${randomUUID()}`;
  const bet = { ...base, gameCode: "PG_RNG_0001", transactionId: `${roundId}-bet`, roundId, amount: "1.00" };
  expect((await walletCall("bet", bet)).statusCode).toBe(200);
  expect((await walletCall("balance", base, "0".repeat(64))).statusCode).toBe(401);

  // Tokens in query strings (a launch link, an OAuth return), an unknown address, a broken body.
  const withToken = `/wps/system/status?token=${QUERY_TOKEN}`;
  const oauthReturn = `/oauth/callback?code=${OAUTH_CODE}&state=${QUERY_TOKEN}`;
  const unknown = `/wps/no/such/call?session=${QUERY_TOKEN}`;
  expectLine("GET", withToken, { route: "/wps/system/status" });
  expectLine("GET", oauthReturn, { route: null });
  expectLine("GET", unknown, { route: null });
  await call("GET", withToken);
  await call("GET", oauthReturn);
  await call("GET", unknown);
  await call("POST", "/wps/session/login", {
    headers: { "content-type": "application/json" },
    body: `{"password":"${WRONG_PASSWORD}"`,
  });

  // A staff member: login with password and code, then a change the audit log records.
  const staff = await staffLogin(pool, "ops.logs", STAFF_PASSWORD);
  secrets.set("staff authenticator code", staff.code);
  expectLine("POST", "/ops/session/login", { route: "/ops/session/login" });
  const staffSession = await call("POST", "/ops/session/login", {
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: staff.username, password: staff.password, code: staff.code }),
  });
  const staffToken = JSON.parse(staffSession.body).value.token as string;
  secrets.set("staff session token", staffToken);
  const labels = `/ops/players/${memberId}/labels`;
  expectLine("PUT", labels, { route: "/ops/players/:memberId/labels", staff: "ops.logs" });
  const labelled = await call("PUT", labels, {
    headers: { authorization: staffToken, "content-type": "application/json", "x-request-id": BALANCER_ID },
    body: JSON.stringify({ labels: ["vip"] }),
  });
  expect(labelled.statusCode, labelled.body).toBe(200);
  expectLine("GET", "/wps/system/status", { route: "/wps/system/status" });
  await call("GET", "/wps/system/status", { headers: { "x-request-id": "not a request id; {forged}" } });

  await stack.close();
}, 240_000);

afterAll(async () => {
  await stack?.close();
  await pool?.end();
});

const lines = () =>
  stdout
    .join("")
    .split("\n")
    .filter((line) => line.trim() !== "");
const parsed = () => lines().map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = () => parsed().filter((line) => line.msg === "request");

describe("the server's logs", () => {
  it("hold no password, token, signature or configured secret", () => {
    const output = stdout.join("") + stderr.join("");
    expect(requestLines().length).toBeGreaterThan(10);
    for (const [name, value] of secrets) {
      expect(output.includes(value), `${name} appears in the logs`).toBe(false);
    }
  });

  it("are JSON lines, the server's own start and stop included", () => {
    expect(() => parsed()).not.toThrow();
    expect(stderr.join("").trim()).toBe("");
    const messages = parsed().map((line) => String(line.msg));
    expect(messages.some((m) => m.startsWith("ready on "))).toBe(true);
    expect(messages.some((m) => m.startsWith("SIGTERM received"))).toBe(true);
    for (const line of parsed())
      expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String) });
  });

  it("have one line per request, under the id the answer carried", () => {
    const byId = new Map<string, Record<string, unknown>[]>();
    for (const line of requestLines()) {
      const id = String(line.requestId);
      byId.set(id, [...(byId.get(id) ?? []), line]);
    }
    for (const { answer, expected } of answers) {
      const id = answer.headers["x-request-id"];
      expect(id, `${answer.method} ${answer.url}: no X-Request-Id`).toMatch(/^[A-Za-z0-9._:-]{8,64}$/);
      const found = byId.get(id!) ?? [];
      expect(found, `${answer.method} ${answer.url}`).toHaveLength(1);
      const line = found[0]!;
      expect(line).toMatchObject({ method: answer.method, status: answer.statusCode });
      expect(line.durationMs).toEqual(expect.any(Number));
      expect(String(line.route ?? line.path)).not.toContain("?");
      if (expected.route !== undefined) expect(line.route).toBe(expected.route);
      if (expected.memberId !== undefined) expect(line.memberId).toBe(expected.memberId);
      if (expected.staff !== undefined) expect(line.staff).toBe(expected.staff);
      if (expected.partner !== undefined) expect(line.partner).toBe(expected.partner);
    }
  });

  it("keep a load balancer's well-formed request id and replace a malformed one", () => {
    const kept = answers.find(({ answer }) => answer.url.includes("/labels"))!;
    expect(kept.answer.headers["x-request-id"]).toBe(BALANCER_ID);
    const replaced = answers.at(-1)!;
    expect(replaced.answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("show the seamless wallet's calls of a launched game, with the player", () => {
    const launched = answers.find(({ answer }) => answer.url === "/wps/game/launchGame")!;
    const memberId = requestLines().find(
      (line) => line.requestId === launched.answer.headers["x-request-id"],
    )?.memberId;
    const walletLines = requestLines().filter(
      (line) => line.partner === "aggregator" && line.memberId === memberId && line.status === 200,
    );
    expect(walletLines.map((line) => line.route)).toContain("/api/aggregator/wallet/bet");
  });

  it("lead from a request to the audit rows it wrote, and the chain still verifies", async () => {
    const rows = await pool.query<{ actor: string; action: string }>(
      "select actor, action from audit_log where request_id = $1",
      [BALANCER_ID],
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.every((row) => row.actor === "operator:ops.logs")).toBe(true);
    expect((await verifyAuditChain(pool)).breaks).toEqual([]);
  });
});
