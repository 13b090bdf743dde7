import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { formatAmount } from "@jogada/contracts";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSandbox } from "../../../../sandbox/src/app.js";
import { loadSandboxConfig } from "../../../../sandbox/src/config.js";
import { jpegWithExif, PNG_HEADER_THEN_HTML, SVG_WITH_SCRIPT } from "../../../test/images.js";
import { loginPlayer, registerPlayer } from "../../../test/players.js";
import { staffLogin, staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { signBody } from "../../platform/signing.js";
import { verifyLedger } from "../ledger/verify.js";
import { MemberService } from "../members/service.js";
import { depositFactsOf } from "./deposit-service.js";

let t: TestApp;
let sandbox: FastifyInstance;
let sandboxUrl: string;
let opsToken: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function call(
  method: "GET" | "POST",
  url: string,
  token: string,
  payload?: unknown,
  key: string | null = randomUUID(),
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { authorization: token, ...(key && method === "POST" ? { "idempotency-key": key } : {}) },
  });
}

async function balanceOf(token: string): Promise<string> {
  return (await call("GET", "/wps/v2/wallets/balance", token)).json().value.sumBalance;
}

/** Deposits through the sandbox's checkout page, as a payer would; returns the order number. */
async function deposit(token: string, amount: string, action: "pay" | "cancel" = "pay"): Promise<string> {
  const res = await call("POST", "/wps/relay/DPS_createDeposit", token, { channelId: "bank", amount });
  expect(res.statusCode, res.body).toBe(200);
  const { checkoutUrl, orderNo } = res.json().value;
  const page = await fetch(checkoutUrl);
  // The checkout shows the amount as the site does (brand symbol, the language's separators).
  const shown = await page.text();
  expect([formatAmount(amount, "PT"), formatAmount(amount, "EN")].some((text) => shown.includes(text))).toBe(
    true,
  );
  const done = await fetch(`${checkoutUrl}/${action}`, { method: "POST", redirect: "manual" });
  expect(done.status).toBe(303);
  expect(done.headers.get("location")).toContain(orderNo);
  await expect
    .poll(
      async () =>
        (await call("GET", `/wps/relay/DPS_depositOrder?orderNo=${orderNo}`, token)).json().value.status,
    )
    .toBe(action === "pay" ? "paid" : "failed");
  return orderNo;
}

async function withPaymentPassword() {
  const username = `w${randomUUID().slice(0, 8)}`;
  const id = await new MemberService({ pool: t.pool }).create(t.pool, {
    merchantCode: "jogada",
    username,
    password: "Secret123",
    paymentPassword: "654321",
  });
  const login = await loginPlayer(t, username, "Secret123");
  return { id, username, token: login.token };
}

async function addPayee(token: string, accountNo = "12345678") {
  const res = await call("POST", "/wps/relay/WDS_addPayeeAccount", token, {
    type: "BANK",
    institution: "Banco Demo",
    accountNo,
    holderName: "Maria Silva",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as string;
}

function ops(method: "GET" | "POST", url: string, payload?: unknown, key?: string) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { authorization: opsToken, ...(key ? { "idempotency-key": key } : {}) },
  });
}

beforeAll(async () => {
  const platformPort = await freePort();
  const sandboxPort = await freePort();
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = await buildSandbox(
    loadSandboxConfig({
      SANDBOX_HOST: "127.0.0.1",
      SANDBOX_PORT: String(sandboxPort),
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
      LOG_LEVEL: "silent",
    }),
  );
  await sandbox.listen({ port: sandboxPort, host: "127.0.0.1" });
  t = await createTestApp({
    PUBLIC_URL: `http://127.0.0.1:${platformPort}`,
    SANDBOX_URL: sandboxUrl,
    CASHIER_JOB_SECONDS: "1",
  });
  await t.app.listen({ port: platformPort, host: "127.0.0.1" });
  const { secret: _secret, ...staffBody } = await staffLogin(t.pool, "ops.anna", "operator-password-1");
  const login = await t.app.inject({
    method: "POST",
    url: "/ops/session/login",
    payload: staffBody,
  });
  opsToken = login.json().value.token;
});

afterAll(async () => {
  await t.close();
  await sandbox.close();
});

describe("deposits", () => {
  it("lists the brand's channels with their limits", async () => {
    const p = await registerPlayer(t);
    const res = (await call("GET", "/wps/relay/DPS_depositSettings", p.token)).json().value;
    expect(res.allowDeposit).toBe(true);
    expect(res.channels.map((c: { id: string }) => c.id)).toEqual(["bank", "ewallet", "card"]);
    expect(res.channels[0]).toMatchObject({ type: "BANK", minAmount: "100", maxAmount: "50000" });
  });

  it("refuses bad amounts, unknown channels and reused keys", async () => {
    const p = await registerPlayer(t);
    const url = "/wps/relay/DPS_createDeposit";
    expect((await call("POST", url, p.token, { channelId: "bank", amount: "99.99" })).json().errorCode).toBe(
      "wallet.amount.below.minimum",
    );
    expect(
      (await call("POST", url, p.token, { channelId: "bank", amount: "50000.01" })).json().errorCode,
    ).toBe("wallet.amount.above.maximum");
    expect((await call("POST", url, p.token, { channelId: "bank", amount: "100.001" })).statusCode).toBe(400);
    expect((await call("POST", url, p.token, { channelId: "gold", amount: "100" })).json().errorCode).toBe(
      "deposit.channel.unknown",
    );
    const key = randomUUID();
    const first = await call("POST", url, p.token, { channelId: "bank", amount: "150" }, key);
    const again = await call("POST", url, p.token, { channelId: "bank", amount: "150" }, key);
    expect(again.json().value.orderNo).toBe(first.json().value.orderNo);
    const other = await call("POST", url, p.token, { channelId: "bank", amount: "151" }, key);
    expect(other.statusCode).toBe(409);
  });

  it("credits the wallet once through the checkout, however often the notification comes", async () => {
    const p = await registerPlayer(t);
    const orderNo = await deposit(p.token, "250.75");
    expect(await balanceOf(p.token)).toBe("250.75");

    const notes = (await (await fetch(`${sandboxUrl}/payments/api/notifications`)).json()) as {
      notificationId: string;
      orderNo: string;
    }[];
    const note = notes.find((n) => n.orderNo === orderNo);
    expect(note).toBeDefined();
    // Replayed from the gateway's page, several at once.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${sandboxUrl}/payments/notifications/${note?.notificationId}/resend`, { method: "POST" }),
      ),
    );
    expect(await balanceOf(p.token)).toBe("250.75");
    expect(await depositFactsOf(t.pool, p.id)).toMatchObject({
      depositCount: 1,
      totalAmount: 25075n,
      firstDepositAmount: 25075n,
    });
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("moves nothing when the payer abandons the checkout", async () => {
    const p = await registerPlayer(t);
    await deposit(p.token, "100", "cancel");
    expect(await balanceOf(p.token)).toBe("0.00");
  });

  it("refuses forged, unknown and mismatched notifications", async () => {
    const p = await registerPlayer(t);
    const created = await call("POST", "/wps/relay/DPS_createDeposit", p.token, {
      channelId: "bank",
      amount: "300",
    });
    const { orderNo } = created.json().value;
    const note = {
      notificationId: randomUUID(),
      kind: "payment",
      orderNo,
      providerRef: "PAY-x",
      amount: "300.00",
      currency: "PHP",
      status: "PAID",
      occurredAt: new Date().toISOString(),
    };
    const send = (body: object, secret = t.config.PAYMENT_GATEWAY_SECRET) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: "POST",
        url: "/api/payments/SANDBOXPAY/notify",
        payload: raw,
        headers: { "content-type": "application/json", "x-signature": signBody(secret, raw) },
      });
    };
    const rows = async () =>
      Number((await t.pool.query("select count(*) as n from payment_notifications")).rows[0].n);
    const before = await rows();
    const forged = await send(note, "not-the-shared-secret-at-all");
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCode).toBe("payment.signature.invalid");
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/SANDBOXPAY/notify",
      payload: JSON.stringify(note),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await rows()).toBe(before);
    expect((await send({ ...note, orderNo: "D-UNKNOWN" })).statusCode).toBe(404);
    expect((await send({ ...note, amount: "3000.00" })).statusCode).toBe(422);
    expect((await send({ ...note, currency: "USD" })).statusCode).toBe(422);
    expect(await balanceOf(p.token)).toBe("0.00");
    // The genuine one, delivered many times concurrently, credits once.
    const results = await Promise.all(Array.from({ length: 6 }, () => send(note)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().outcome === "credited")).toHaveLength(1);
    expect(await balanceOf(p.token)).toBe("300.00");
  });
});

describe("withdrawals", () => {
  it("holds, is approved by an operator, pays out, and the player confirms with a proof image", async () => {
    const p = await withPaymentPassword();
    await deposit(p.token, "1000");
    const payee = await addPayee(p.token);
    const settings = (await call("GET", "/wps/relay/MCSFE_getWithdrawSetting", p.token)).json().value;
    expect(settings).toMatchObject({ minimumAmount: "100", available: "1000.00", hasPaymentPassword: true });

    const url = "/wps/relay/passwordCheck/WDS_withdraw";
    const wrong = await call("POST", url, p.token, {
      payeeAccountId: payee,
      amount: "200",
      paymentPassword: "111111",
    });
    expect(wrong.json().errorCode).toBe("payment.password.invalid");
    const tooMuch = await call("POST", url, p.token, {
      payeeAccountId: payee,
      amount: "1000.01",
      paymentPassword: "654321",
    });
    expect(tooMuch.json().errorCode).toBe("wallet.insufficient.funds");
    const small = await call("POST", url, p.token, {
      payeeAccountId: payee,
      amount: "99",
      paymentPassword: "654321",
    });
    expect(small.json().errorCode).toBe("wallet.amount.below.minimum");

    // Two withdrawals racing for the same money: exactly one gets it.
    const racing = await Promise.all(
      [1, 2].map(() =>
        call("POST", url, p.token, { payeeAccountId: payee, amount: "600", paymentPassword: "654321" }),
      ),
    );
    const won = racing.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(racing.find((r) => r.statusCode !== 200)?.json().errorCode).toBe("wallet.insufficient.funds");
    const order = won[0]?.json().value;
    expect(order.status).toBe("review");
    expect(await balanceOf(p.token)).toBe("400.00");

    const listed = (await ops("GET", "/ops/withdrawals?status=review")).json().value;
    expect(listed.list.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
    // Staff see who asked by name, as in the deposits list, with the account number beside it.
    expect(listed.list.find((o: { orderNo: string }) => o.orderNo === order.orderNo)).toMatchObject({
      memberId: String(p.id),
      username: p.username,
    });
    // The player's own list does not carry the staff's columns.
    const mine = (await call("GET", "/wps/relay/WDS_withdrawList", p.token)).json();
    expect(mine.value.list[0]).toMatchObject({ orderNo: order.orderNo });
    expect(mine.value.list[0]).not.toHaveProperty("username");
    expect((await t.app.inject({ method: "GET", url: "/ops/withdrawals" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/ops/withdrawals", headers: { authorization: p.token } }))
        .statusCode,
    ).toBe(401);

    const approved = await ops("POST", `/ops/withdrawals/${order.orderNo}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await ops("POST", `/ops/withdrawals/${order.orderNo}/approve`)).statusCode).toBe(409);
    const orderUrl = `/wps/relay/WDS_withdrawList`;
    await expect
      .poll(async () => (await call("GET", orderUrl, p.token)).json().value.list[0].status)
      .toBe("paid");

    const confirm = (fields: Record<string, string>, file?: Buffer, type = "image/png") => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (file) form.append("proof", new Blob([new Uint8Array(file)], { type }), "proof.png");
      return fetch(`${t.config.PUBLIC_URL}/wps/relay/WDS_confirmWithdrawal`, {
        method: "POST",
        headers: { authorization: p.token },
        body: form,
      });
    };
    const noProof = await confirm({ orderNo: order.orderNo, result: "not_received" });
    expect(((await noProof.json()) as { errorCode: string }).errorCode).toBe("withdrawal.proof.required");
    // The declared type counts for nothing: a script in SVG or HTML behind a PNG signature is refused.
    for (const forged of [SVG_WITH_SCRIPT, PNG_HEADER_THEN_HTML]) {
      const refused = await confirm({ orderNo: order.orderNo, result: "not_received" }, forged);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errorCode: string }).errorCode).toBe("withdrawal.proof.invalid");
    }
    const tooBig = await confirm(
      { orderNo: order.orderNo, result: "not_received" },
      Buffer.alloc(5 * 1024 * 1024 + 1),
    );
    expect(tooBig.status).toBe(400);
    const done = await confirm(
      { orderNo: order.orderNo, result: "not_received" },
      await jpegWithExif(),
      "image/png",
    );
    expect(done.status).toBe(200);
    expect(((await done.json()) as { value: { confirmation: string } }).value.confirmation).toBe(
      "not_received",
    );
    const proof = await ops("GET", `/ops/withdrawals/${order.orderNo}/proof`);
    expect(proof.headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-disposition": `inline; filename="proof-${order.orderNo}.jpg"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect((await sharp(proof.rawPayload).metadata()).exif).toBeUndefined();
    expect(proof.rawPayload.includes("EXIF-MARKER")).toBe(false);

    expect(await balanceOf(p.token)).toBe("400.00");
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("releases the hold exactly once on rejection and on a failed payout", async () => {
    const p = await withPaymentPassword();
    await deposit(p.token, "500");
    const payee = await addPayee(p.token);
    const failing = await addPayee(p.token, "FAIL-0001");
    const url = "/wps/relay/passwordCheck/WDS_withdraw";
    const a = (
      await call("POST", url, p.token, { payeeAccountId: payee, amount: "200", paymentPassword: "654321" })
    ).json().value;
    const b = (
      await call("POST", url, p.token, { payeeAccountId: failing, amount: "300", paymentPassword: "654321" })
    ).json().value;
    expect(await balanceOf(p.token)).toBe("0.00");

    const rejections = await Promise.all(
      [1, 2, 3].map(() =>
        ops("POST", `/ops/withdrawals/${a.orderNo}/reject`, { reason: "name does not match" }),
      ),
    );
    expect(rejections.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(p.token)).toBe("200.00");

    await ops("POST", `/ops/withdrawals/${b.orderNo}/approve`);
    await expect.poll(async () => balanceOf(p.token)).toBe("500.00");
    const list = (await call("GET", "/wps/relay/WDS_withdrawList", p.token)).json().value.list;
    expect(list.map((o: { status: string }) => o.status).sort()).toEqual(["failed", "rejected"]);
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("counts an unconfirmed payout as received after the deadline", async () => {
    const p = await withPaymentPassword();
    await deposit(p.token, "300");
    const payee = await addPayee(p.token);
    const order = (
      await call("POST", "/wps/relay/passwordCheck/WDS_withdraw", p.token, {
        payeeAccountId: payee,
        amount: "300",
        paymentPassword: "654321",
      })
    ).json().value;
    await ops("POST", `/ops/withdrawals/${order.orderNo}/approve`);
    const status = async () =>
      (await call("GET", "/wps/relay/WDS_withdrawList", p.token)).json().value.list[0];
    await expect.poll(async () => (await status()).status).toBe("paid");
    await t.pool.query(
      "update withdrawal_orders set confirm_deadline = now() - interval '1 second' where order_no = $1",
      [order.orderNo],
    );
    await expect.poll(async () => (await status()).confirmation, { timeout: 8_000 }).toBe("auto_received");
    expect((await status()).status).toBe("completed");
  });
});

describe("operator tools", () => {
  it("shows a player's ledger and adjusts it with a reason, once per key, in the audit log", async () => {
    const p = await registerPlayer(t);
    const key = randomUUID();
    const credit = await ops(
      "POST",
      `/ops/members/${p.id}/adjustments`,
      { amount: "75.50", reason: "goodwill" },
      key,
    );
    expect(credit.statusCode, credit.body).toBe(200);
    const again = await ops(
      "POST",
      `/ops/members/${p.id}/adjustments`,
      { amount: "75.50", reason: "goodwill" },
      key,
    );
    expect(again.json().value.transferId).toBe(credit.json().value.transferId);
    const debit = await ops(
      "POST",
      `/ops/members/${p.id}/adjustments`,
      { amount: "-80", reason: "correction" },
      randomUUID(),
    );
    expect(debit.json().errorCode).toBe("wallet.insufficient.funds");
    expect(await balanceOf(p.token)).toBe("75.50");

    const view = (await ops("GET", `/ops/members/${p.id}/ledger`)).json().value;
    expect(view.wallets).toEqual([
      { wallet: "main", code: "", balance: "75.50", pending: "0.00", available: "75.50" },
    ]);
    expect(view.entries.list[0]).toMatchObject({
      kind: "adjustment",
      amount: "75.50",
      meta: { reason: "goodwill" },
    });
    const { rows } = await t.pool.query("select action from audit_log where actor = 'operator:ops.anna'");
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["member.adjust", "member.ledger.view"]),
    );
    expect((await ops("GET", "/ops/members/999999999/ledger")).statusCode).toBe(404);
    const badLogin = await t.app.inject({
      method: "POST",
      url: "/ops/session/login",
      payload: { username: "ops.anna", password: "wrong-password", code: "000000" },
    });
    expect(badLogin.statusCode).toBe(401);
  });

  it("throttles repeated failed operator logins", async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/ops/session/login",
        payload: { username: "ops.anna", password, code: "000000" },
        remoteAddress: "10.9.9.9",
      });
    // Ten failures in the window (one came from the test before) lock the name.
    let refused = 0;
    while (refused < 20 && (await attempt(`wrong-${refused}`)).statusCode === 401) refused++;
    expect(refused).toBeLessThanOrEqual(10);
    expect(refused).toBeGreaterThanOrEqual(9);
    const locked = await attempt("operator-password-1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe("rate.limited");
  });
});

describe("back-office queues", () => {
  /** A withdrawal of `amount` paid out to the player, ready for the player's confirmation. */
  async function paidWithdrawal(amount: string) {
    const p = await withPaymentPassword();
    await deposit(p.token, amount);
    const payee = await addPayee(p.token);
    const order = (
      await call("POST", "/wps/relay/passwordCheck/WDS_withdraw", p.token, {
        payeeAccountId: payee,
        amount,
        paymentPassword: "654321",
      })
    ).json().value;
    expect((await ops("POST", `/ops/withdrawals/${order.orderNo}/approve`)).statusCode).toBe(200);
    await expect
      .poll(
        async () => (await call("GET", "/wps/relay/WDS_withdrawList", p.token)).json().value.list[0].status,
      )
      .toBe("paid");
    return { ...p, orderNo: order.orderNo as string };
  }

  async function report(token: string, fields: Record<string, string>) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("proof", new Blob([new Uint8Array(await jpegWithExif())], { type: "image/jpeg" }), "p.jpg");
    const res = await fetch(`${t.config.PUBLIC_URL}/wps/relay/WDS_confirmWithdrawal`, {
      method: "POST",
      headers: { authorization: token },
      body: form,
    });
    expect(res.status).toBe(200);
  }

  it("a withdrawal approved from two sessions at once is approved once; the money moves once", async () => {
    const p = await withPaymentPassword();
    await deposit(p.token, "400");
    const payee = await addPayee(p.token);
    const order = (
      await call("POST", "/wps/relay/passwordCheck/WDS_withdraw", p.token, {
        payeeAccountId: payee,
        amount: "400",
        paymentPassword: "654321",
      })
    ).json().value;
    const other = await staffToken(t, "ops.bea", "finance");
    const [a, b] = await Promise.all([
      ops("POST", `/ops/withdrawals/${order.orderNo}/approve`),
      t.app.inject({
        method: "POST",
        url: `/ops/withdrawals/${order.orderNo}/approve`,
        headers: { authorization: other, language: "EN" },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = [a, b].find((r) => r.statusCode === 409);
    expect(refused?.json().errorCode).toMatch(/^withdrawal\./);
    expect(refused?.json().message).toBeTruthy();
    await expect
      .poll(
        async () => (await call("GET", "/wps/relay/WDS_withdrawList", p.token)).json().value.list[0].status,
      )
      .toBe("paid");
    const approvals = await t.pool.query(
      "select count(*)::int as n from audit_log where action = 'withdrawal.approve' and detail->>'orderNo' = $1",
      [order.orderNo],
    );
    expect(approvals.rows[0].n).toBe(1);
    expect(await balanceOf(p.token)).toBe("0.00");
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("not received: refunded once in full; partly received: closed with a reason, nothing moves", async () => {
    const whole = await paidWithdrawal("300");
    await report(whole.token, { orderNo: whole.orderNo, result: "not_received" });
    const part = await paidWithdrawal("200");
    await report(part.token, { orderNo: part.orderNo, result: "partial", receivedAmount: "150" });

    const open = (await ops("GET", "/ops/confirmations?state=open&size=100")).json().value.list;
    const ofWhole = open.find((r: { orderNo: string }) => r.orderNo === whole.orderNo);
    expect(ofWhole).toMatchObject({ confirmation: "not_received", hasProof: true, resolution: null });
    expect(open.find((r: { orderNo: string }) => r.orderNo === part.orderNo)).toMatchObject({
      confirmation: "partial",
      receivedAmount: "150.00",
    });

    const refunds = await Promise.all(
      [1, 2, 3].map(() =>
        ops("POST", `/ops/confirmations/${whole.orderNo}/refund`, {
          reason: "provider confirmed the failure",
        }),
      ),
    );
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(refunds.find((r) => r.statusCode === 409)?.json().errorCode).toBe(
      "operator.confirmation.resolved",
    );
    expect(refunds.find((r) => r.statusCode === 200)?.json().value).toMatchObject({
      resolution: "refunded",
      refunded: "300.00",
      resolvedBy: "ops.anna",
    });
    expect(await balanceOf(whole.token)).toBe("300.00");

    const closed = await ops("POST", `/ops/confirmations/${part.orderNo}/close`, {
      reason: "the bank statement shows the full amount",
    });
    expect(closed.json().value).toMatchObject({
      resolution: "closed",
      refunded: "0.00",
      resolutionReason: "the bank statement shows the full amount",
    });
    expect(await balanceOf(part.token)).toBe("0.00");
    expect(
      (await ops("POST", `/ops/confirmations/${part.orderNo}/refund`, { reason: "again" })).statusCode,
    ).toBe(409);
    const resolved = (await ops("GET", "/ops/confirmations?state=resolved&size=100")).json().value.list;
    expect(resolved.map((r: { orderNo: string }) => r.orderNo)).toEqual(
      expect.arrayContaining([whole.orderNo, part.orderNo]),
    );
    const audit = await t.pool.query<{ action: string }>(
      "select action from audit_log where action like 'withdrawal.confirmation.%' and detail->>'orderNo' = any($1) order by seq",
      [[whole.orderNo, part.orderNo]],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      "withdrawal.confirmation.refund",
      "withdrawal.confirmation.close",
    ]);
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("lists deposit orders, and notifications that came late or matched no order", async () => {
    const p = await registerPlayer(t);
    const paid = await deposit(p.token, "120");
    const failed = await deposit(p.token, "130", "cancel");
    const list = (await ops("GET", "/ops/deposits?size=100")).json().value;
    expect(list.list.map((d: { orderNo: string; status: string }) => [d.orderNo, d.status])).toEqual(
      expect.arrayContaining([
        [paid, "paid"],
        [failed, "failed"],
      ]),
    );
    const onlyPaid = (await ops("GET", "/ops/deposits?status=paid&size=100")).json().value.list;
    expect(onlyPaid.map((d: { orderNo: string }) => d.orderNo)).toContain(paid);
    expect(onlyPaid.map((d: { orderNo: string }) => d.orderNo)).not.toContain(failed);

    const send = (body: object) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: "POST",
        url: "/api/payments/SANDBOXPAY/notify",
        payload: raw,
        headers: {
          "content-type": "application/json",
          "x-signature": signBody(t.config.PAYMENT_GATEWAY_SECRET, raw),
        },
      });
    };
    const note = {
      kind: "payment",
      providerRef: "PAY-late",
      amount: "130.00",
      currency: "PHP",
      status: "PAID",
      occurredAt: new Date().toISOString(),
    };
    // The payer paid after the order had already failed; another notification names no order.
    await send({ ...note, notificationId: randomUUID(), orderNo: failed });
    await send({ ...note, notificationId: randomUUID(), orderNo: "D-NOSUCHORDER", providerRef: "PAY-none" });
    const late = (await ops("GET", "/ops/deposits/notifications?kind=late&size=100")).json().value.list;
    expect(late.find((n: { orderNo: string }) => n.orderNo === failed)).toMatchObject({
      outcome: "already_failed",
      amount: "130.00",
    });
    const unmatched = (await ops("GET", "/ops/deposits/notifications?kind=unmatched&size=100")).json().value
      .list;
    expect(unmatched.map((n: { orderNo: string }) => n.orderNo)).toContain("D-NOSUCHORDER");
    expect(unmatched.map((n: { orderNo: string }) => n.orderNo)).not.toContain(failed);
    // Neither moved money: the failed order stays failed and the balance is the paid deposit only.
    expect(await balanceOf(p.token)).toBe("120.00");
  });
});
