import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../src/modules/ledger/verify.js";
import { aggregatorEnv, type RunningAggregator, startAggregator } from "./aggregator.js";
import { type FuzzCase, hostileCases, type Operation, operationsOf } from "./fuzz/cases.js";
import { DATES_BASELINE, type DateCase, dateCases } from "./fuzz/date-cases.js";
import { type Reply, Sender } from "./fuzz/sender.js";
import {
  callEncrypted,
  createAgent,
  loginPlayer,
  randomIp,
  registerPlayer,
  type TestPlayer,
} from "./players.js";
import { staffLogin } from "./staff.js";
import { createTestApp, type TestApp } from "./test-app.js";

/**
 * Every call of the OpenAPI document the app serves gets malformed input — wrong types, missing
 * fields, 100k-character strings, NUL and lone surrogates, out-of-range numbers, prototype keys,
 * garbage query and header values — without a session and with the session it is meant for.
 * Nothing may answer 5xx, and a refused call may not change any money or account table.
 * Every date field also gets impossible days and times and every period of the document an end
 * before its start and a length past its limit: each must be a 400 naming the field.
 */

/**
 * Row counts and row hashes of the tables a malformed call must never touch. Ledger accounts are
 * created on first use outside the caller's transaction (by design), so only their balances count.
 * Play money is left out: a demo wallet is topped up from the house's demo account before a demo
 * bet is even looked at (by design, at most hourly), and it is never real money.
 */
const SNAPSHOT_SQL = `select
  (select count(*) from ledger_transfers where kind <> 'demo_credit') as ledger_transfers,
  (select count(*) from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
     where t.kind <> 'demo_credit') as ledger_entries,
  (select coalesce(sum(hashtext(x.id || ':' || x.balance || ':' || x.pending)::numeric), 0)
     from ledger_accounts x where (x.balance <> 0 or x.pending <> 0)
       and x.kind not in ('demo', 'house_demo')) as ledger_balances,
  (select coalesce(sum(hashtext(x::text)::numeric), 0) from deposit_orders x) as deposit_orders,
  (select coalesce(sum(hashtext(x::text)::numeric), 0) from withdrawal_orders x) as withdrawal_orders,
  (select coalesce(sum(hashtext(x::text)::numeric), 0) from payee_accounts x) as payee_accounts,
  (select count(*) from idempotency_keys) as idempotency_keys,
  (select coalesce(sum(hashtext(x::text)::numeric), 0) from members x) as members,
  (select coalesce(sum(hashtext(x::text)::numeric), 0) from member_deposit_stats x) as member_deposit_stats,
  (select count(*) from game_transactions) as game_transactions`;

/** fast-check values added to the fixed hostile lists of each call's body fields (fixed seed). */
const GENERATED_VALUES_PER_CALL = 12;
/** Without a session a protected call stops at 401 before its input is read: a few suffice. */
const CASES_WITHOUT_ACCESS = 12;

/** Refused before any input was read: no access, or (Hub88, HTTP 200 by protocol) no signature. */
function refusedUnread(reply: Reply): boolean {
  return reply.status === 401 || reply.status === 403 || reply.body.includes('"RS_ERROR_INVALID_SIGNATURE"');
}

let t: TestApp;
let aggregator: RunningAggregator;
let player: TestPlayer;
let agent: TestPlayer;
let operatorToken: string;

beforeAll(async () => {
  aggregator = await startAggregator();
  t = await createTestApp({
    ...aggregatorEnv(Number(new URL(aggregator.base).port)),
    SANDBOX_URL: aggregator.base,
  });
  player = await registerPlayer(t);
  agent = await createAgent(t);
  const { secret: _secret, ...staffBody } = await staffLogin(t.pool, "ops.fuzz", "operator-password-1");
  const login = await t.app.inject({
    method: "POST",
    url: "/ops/session/login",
    payload: staffBody,
  });
  operatorToken = login.json().value.token;
});

afterAll(async () => {
  await t?.close();
  await aggregator?.close();
});

type Who = "none" | "player" | "agent" | "operator";

/** Fuzzed calls may log an account out or change what it may do: log in again when needed. */
async function tokenOf(who: Who): Promise<string | undefined> {
  if (who === "none") return undefined;
  if (who === "operator") return operatorToken;
  const account = who === "player" ? player : agent;
  const probe = await t.app.inject({ url: "/wps/member/info", headers: { authorization: account.token } });
  if (probe.statusCode === 401)
    account.token = (await loginPlayer(t, account.username, account.password)).token;
  return account.token;
}

async function snapshot(): Promise<string> {
  return JSON.stringify((await t.pool.query(SNAPSHOT_SQL)).rows[0]);
}

function describeCase(op: Operation, who: Who, c: FuzzCase, reply: Reply): string {
  return `${op.method} ${op.path} [${who}] ${c.label}: ${reply.status} ${reply.errorCode ?? reply.body.slice(0, 120)}`;
}

describe("text PostgreSQL cannot store", () => {
  const refusal = (res: { statusCode: number; json(): unknown }) => {
    const body = res.json() as { errorCode?: string; field?: string; message?: string };
    return { status: res.statusCode, errorCode: body.errorCode, field: body.field, message: body.message };
  };

  it("is refused as request.invalid naming the field, in the request's language", async () => {
    const query = await t.app.inject({
      url: "/wps/relay/DPS_depositOrder?orderNo=%00",
      headers: { authorization: player.token, language: "EN" },
    });
    expect(refusal(query)).toEqual({
      status: 400,
      errorCode: "request.invalid",
      field: "orderNo",
      message: "Invalid request: check the field orderNo.",
    });
    const affiliate = await t.app.inject({ url: "/wps/agent/affiliate?code=%00&domain=%00" });
    expect(refusal(affiliate)).toMatchObject({ status: 400, errorCode: "request.invalid", field: "code" });
    expect(refusal(affiliate).message).toContain("campo code");

    const body = await t.app.inject({
      method: "POST",
      url: "/wps/bgs/mines/reveal",
      headers: { authorization: player.token },
      payload: { roundId: "r\u0000", tile: 1 },
    });
    expect(refusal(body)).toMatchObject({ status: 400, errorCode: "request.invalid", field: "roundId" });
    const surrogate = await t.app.inject({
      method: "POST",
      url: "/ops/members/1/adjustments",
      headers: { authorization: operatorToken, "idempotency-key": "3d5c1a0e-8a8f-4f55-9e3a-2f7f0d3c1b2a" },
      payload: { amount: "1.00", reason: "ok \ud800" },
    });
    expect(refusal(surrogate)).toMatchObject({ status: 400, errorCode: "request.invalid", field: "reason" });
    const login = await t.app.inject({
      method: "POST",
      url: "/ops/session/login",
      payload: { username: "ops\u0000", password: "operator-password-1" },
    });
    expect(refusal(login)).toMatchObject({ status: 400, field: "username" });
  });

  it("is refused inside an encrypted body, after decryption", async () => {
    const res = await callEncrypted(t, "POST", "/wps/session/login", {
      username: "a\u0000b",
      password: "Secret123",
    });
    expect(refusal(res)).toMatchObject({ status: 400, errorCode: "request.invalid", field: "username" });
  });

  it("is refused in multipart text fields", async () => {
    const boundary = "----hostile";
    const res = await t.app.inject({
      method: "POST",
      url: "/wps/relay/WDS_confirmWithdrawal",
      headers: { authorization: player.token, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="orderNo"\r\n\r\nW\u0000\r\n--${boundary}--\r\n`,
      remoteAddress: randomIp(),
    });
    expect(refusal(res)).toMatchObject({ status: 400, errorCode: "request.invalid", field: "orderNo" });
  });

  it("refuses prototype keys in plain and encrypted bodies alike", async () => {
    const plain = await t.app.inject({
      method: "POST",
      url: "/ops/session/login",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__":{"admin":true},"username":"x","password":"y"}',
    });
    expect(refusal(plain)).toMatchObject({ status: 400, errorCode: "request.invalid", field: "body" });
    const encrypted = await callEncrypted(
      t,
      "POST",
      "/wps/session/login",
      JSON.parse('{"constructor":{"prototype":{"admin":true}},"username":"x","password":"y"}'),
    );
    expect(refusal(encrypted)).toMatchObject({ status: 400, errorCode: "request.invalid", field: "body" });
  });
});

describe("hostile input on every documented call", () => {
  // A guard against a hang, not a speed target: on a busy shared machine the calls take minutes.
  it("never answers 5xx and a refused call changes nothing", { timeout: 1_500_000 }, async () => {
    const document = (await t.app.inject({ url: "/docs/json" })).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(80);

    const sender = new Sender(t);
    const failures: string[] = [];
    let total = 0;
    /** Date cases judged strictly: their call's other input was valid, so only the date was wrong. */
    let judgedDates = 0;
    let before = await snapshot();

    const run = async (op: Operation, who: Who, cases: DateCase[]) => {
      const token = await tokenOf(who);
      before = await snapshot();
      let encrypt = false;
      let first: Reply | undefined;
      let datesValid = false;
      for (const [index, c] of cases.entries()) {
        let reply = await sender.send(c, token, encrypt);
        if (index === 0 && reply.errorCode === "encryption.required") {
          encrypt = true;
          reply = await sender.send(c, token, encrypt);
        }
        first ??= reply;
        total += 1;
        if (reply.status >= 500) failures.push(describeCase(op, who, c, reply));
        if (c.label === DATES_BASELINE)
          datesValid = !isValidationRefusal(reply) && !isGate(reply) && !refusedUnread(reply);
        if (datesValid && c.label.startsWith("period ") && !c.expect && isValidationRefusal(reply)) {
          failures.push(`${describeCase(op, who, c, reply)} — the longest period allowed was refused`);
        }
        if (datesValid && c.expect) {
          judgedDates += 1;
          const codes = c.expect.errorCodes ?? ["request.invalid"];
          if (
            reply.status !== 400 ||
            reply.field !== c.expect.field ||
            !codes.includes(reply.errorCode ?? "")
          ) {
            failures.push(
              `${describeCase(op, who, c, reply)} — wanted 400 ${codes.join("/")} naming ${c.expect.field}`,
            );
          }
        }
        // Reads are checked once per batch (they must write nothing at all), writes call by call.
        if (op.method !== "GET") {
          const after = await snapshot();
          if (reply.status >= 400 && after !== before) {
            failures.push(`${describeCase(op, who, c, reply)} — refused but changed ${diff(before, after)}`);
          }
          before = after;
        }
        // A protected call refuses without access before reading any input: stop early.
        if (index + 1 >= CASES_WITHOUT_ACCESS && refusedUnread(first)) break;
      }
      const after = await snapshot();
      if (op.method === "GET" && after !== before) {
        failures.push(`${op.method} ${op.path} [${who}] a read changed ${diff(before, after)}`);
      }
      return first;
    };

    const timings: string[] = [];
    for (const [index, op] of operations.entries()) {
      const started = Date.now();
      const cases = [
        ...hostileCases(op, index + 1, { extraValues: GENERATED_VALUES_PER_CALL }),
        ...dateCases(op, index + 1),
      ];
      // Partners' calls take no session: one run without one.
      if (op.path.startsWith("/api/") || op.path.startsWith("/partners/")) {
        await run(op, "none", cases);
        continue;
      }
      await run(op, "none", cases);
      if (op.path.startsWith("/ops/")) {
        await run(op, "operator", cases);
        continue;
      }
      const first = await run(op, "player", cases);
      if (first?.errorCode === "login.agent.only") await run(op, "agent", cases);
      timings.push(`${Date.now() - started}ms ${cases.length} ${op.method} ${op.path}`);
    }
    if (process.env.FUZZ_DEBUG) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(process.env.FUZZ_DEBUG, [...timings, "", ...failures].join("\n"));
    }

    expect(failures.slice(0, 60)).toEqual([]);
    expect(total).toBeGreaterThan(5000);
    expect(judgedDates).toBeGreaterThan(300);
    expect(await verifyLedger(t.pool)).toEqual([]);
  });
});

/** The contract refused the input (a field, a period), before any rule of the call ran. */
function isValidationRefusal(reply: Reply): boolean {
  return reply.status === 400 && /^request\.(invalid|period\.)/.test(reply.errorCode ?? "");
}

/** Refused before the input was read: no session, the wrong role, a module off, throttled. */
function isGate(reply: Reply): boolean {
  return reply.status === 401 || reply.status === 403 || reply.status === 429;
}

function diff(before: string, after: string): string {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  return Object.keys(a)
    .filter((key) => a[key] !== b[key])
    .join(", ");
}
