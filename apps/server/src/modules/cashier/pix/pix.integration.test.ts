import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import { parseBrCode } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PixStack, postWebhook, startPixStack } from "../../../../test/pix-stack.js";
import { registerPlayer } from "../../../../test/players.js";
import { staffLogin } from "../../../../test/staff.js";
import type { TestApp } from "../../../../test/test-app.js";
import { BrandService } from "../../brand/service.js";

let stack: PixStack;
let t: TestApp;
let sandboxUrl: string;
let platformUrl: string;
let pixUrl: string;
let certDir: string;
let opsToken: string;

function call(method: "GET" | "POST", url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { authorization: token, ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) },
  });
}

const balance = async (token: string) =>
  (await call("GET", "/wps/v2/wallets/balance", token)).json().value.sumBalance as string;

async function sandboxPost(url: string, body: unknown = {}) {
  const res = await fetch(`${sandboxUrl}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function pixDeposit(token: string, amount = "150") {
  const res = await call("POST", "/wps/relay/DPS_createDeposit", token, { channelId: "pix", amount });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    orderNo: string;
    status: string;
    pix: { txid: string; payload: string; qrImage: string; expiresAt: string; paidLate: boolean } | null;
  };
}

const order = async (token: string, orderNo: string) =>
  (await call("GET", `/wps/relay/DPS_depositOrder?orderNo=${orderNo}`, token)).json().value;

const row = async (orderNo: string) =>
  (await t.pool.query("select * from deposit_orders where order_no = $1", [orderNo])).rows[0];

const alerts = async (kind: string, txid?: string) =>
  (
    await t.pool.query("select * from payment_alerts where kind = $1 and ($2::text is null or txid = $2)", [
      kind,
      txid ?? null,
    ])
  ).rows;

beforeAll(async () => {
  stack = await startPixStack();
  ({ t, sandboxUrl, platformUrl, pixUrl, certDir } = stack);
  const { secret: _secret, ...staffBody } = await staffLogin(t.pool, "ops.pix", "operator-password-1");
  opsToken = (await t.app.inject({ method: "POST", url: "/ops/session/login", payload: staffBody })).json()
    .value.token;
});

afterAll(async () => {
  await stack?.close();
});

describe("the provider's API Pix", () => {
  it("refuses a client without a certificate of its CA during the handshake", async () => {
    const ca = readFileSync(path.join(certDir, "ca.pem"));
    const error = await new Promise<Error>((resolve) => {
      https
        .request(`${pixUrl}/oauth/token`, { method: "POST", ca }, () => resolve(new Error("answered")))
        .on("error", resolve)
        .end();
    });
    expect(error.message).not.toBe("answered");
  });
});

describe("Pix deposits", () => {
  it("creates a charge with its BR Code and QR, and credits once the provider confirms the payer's Pix", async () => {
    const p = await registerPlayer(t);
    await expect
      .poll(async () => JSON.stringify((await call("GET", "/wps/relay/DPS_depositSettings", p.token)).json()))
      .toContain('"PIX"');
    const deposit = await pixDeposit(p.token, "150");
    expect(deposit.status).toBe("pending");
    expect(deposit.pix?.txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const code = parseBrCode(deposit.pix?.payload as string);
    expect(code).toMatchObject({ singleUse: true, merchantCity: "Sao Paulo", txid: "***" });
    expect(code.location).toMatch(/^127\.0\.0\.1:\d+\/pix\/qr\/v2\/[0-9a-f]{32}$/);
    expect(deposit.pix?.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(Date.parse(deposit.pix?.expiresAt as string)).toBeGreaterThan(Date.now() + 800_000);

    // The payer's bank opens the location and pays from the page.
    const page = await (await fetch(`http://${code.location}`)).text();
    expect(page).toContain("R$\u00a0150,00");
    // The page's own form, as a browser would submit it.
    const action = new URL(
      /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? "",
      `http://${code.location}`,
    );
    const paid = await fetch(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "nome=Maria+Silva&cpf=12345678909&valor=150.00",
    });
    expect(await paid.text()).toContain("Pix enviado");
    await expect
      .poll(async () => (await order(p.token, deposit.orderNo)).status, { timeout: 15_000 })
      .toBe("paid");
    expect(await balance(p.token)).toBe("150.00");
    expect(await row(deposit.orderNo)).toMatchObject({
      payer_name: "Maria Silva",
      payer_document: "12345678909",
    });
  });

  it("credits once when the provider delivers the same Pix twice at once, and alerts on the repeat", async () => {
    const p = await registerPlayer(t);
    const deposit = await pixDeposit(p.token, "40");
    const txid = deposit.pix?.txid as string;
    const pix = await sandboxPost(`/pix/api/charges/${txid}/pay`, { copies: 2 });
    await expect
      .poll(async () => (await order(p.token, deposit.orderNo)).status, { timeout: 15_000 })
      .toBe("paid");
    // The same notification once more, as a provider retrying would send it.
    const again = await postWebhook(stack, { pix: [pix.body] });
    expect(again.status).toBe(200);
    expect(await balance(p.token)).toBe("40.00");
    await expect.poll(async () => (await alerts("duplicate", txid)).length).toBeGreaterThan(0);
  });

  it("credits nothing for another amount, an unknown txid or a charge the provider does not have", async () => {
    const p = await registerPlayer(t);
    const deposit = await pixDeposit(p.token, "60");
    const txid = deposit.pix?.txid as string;
    await sandboxPost(`/pix/api/charges/${txid}/pay`, { valor: "6.00" });
    await expect
      .poll(async () => (await alerts("amount_mismatch", txid)).length, { timeout: 15_000 })
      .toBe(1);
    expect((await order(p.token, deposit.orderNo)).status).toBe("failed");

    const unknown = `X${randomBytes(16).toString("hex")}`;
    const e2e = `E99999999${randomBytes(12).toString("hex").slice(0, 23)}`;
    const res = await postWebhook(stack, {
      pix: [{ endToEndId: e2e, txid: unknown, valor: "60.00", horario: new Date().toISOString() }],
    });
    expect(res.status).toBe(200);
    expect(await alerts("unknown_txid", unknown)).toHaveLength(1);

    // A webhook naming a real deposit whose charge the provider never made: nothing to confirm.
    const pending = await t.pool.query(
      `insert into deposit_orders (order_no, merchant_code, member_id, channel_id, provider, amount, currency, txid)
       values ($1, 'jogada', $2, 'pix', 'PIX', 6000, 'BRL', $3) returning txid`,
      [`D${randomBytes(8).toString("hex")}`, p.id, `T${randomBytes(14).toString("hex")}`],
    );
    const early = pending.rows[0].txid as string;
    await postWebhook(stack, {
      pix: [
        { endToEndId: e2e.replace("E", "F"), txid: early, valor: "60.00", horario: "2026-01-01T00:00:00Z" },
      ],
    });
    expect(await alerts("unconfirmed", early)).toHaveLength(1);
    expect(await balance(p.token)).toBe("0.00");

    const wrongToken = await fetch(`${platformUrl}/api/pix/PIX/webhook/not-the-right-token-at-all/pix`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pix: [] }),
    });
    expect(wrongToken.status).toBe(401);
  });

  it("leaves a deposit pending when the provider times out, and the reconciliation finds its charge", async () => {
    const p = await registerPlayer(t);
    await sandboxPost("/pix/api/faults", { cobDelayMs: 4000 });
    const res = await call("POST", "/wps/relay/DPS_createDeposit", p.token, {
      channelId: "pix",
      amount: "25",
    });
    expect(res.json().errorCode).toBe("payment.gateway.unavailable");
    const pending = (await t.pool.query("select * from deposit_orders where member_id = $1", [p.id])).rows[0];
    expect(pending).toMatchObject({ status: "pending", pix_location: null });
    await expect
      .poll(async () => (await order(p.token, pending.order_no)).pix?.payload ?? null, { timeout: 20_000 })
      .not.toBeNull();
    await sandboxPost(`/pix/api/charges/${pending.txid}/pay`);
    await expect
      .poll(async () => (await order(p.token, pending.order_no)).status, { timeout: 15_000 })
      .toBe("paid");
    expect(await balance(p.token)).toBe("25.00");
  });

  it("closes an expired charge, and still credits it when it is paid late, flagged", async () => {
    const p = await registerPlayer(t);
    const deposit = await pixDeposit(p.token, "30");
    const txid = deposit.pix?.txid as string;
    await t.pool.query(
      "update deposit_orders set expires_at = now() - interval '1 minute' where order_no = $1",
      [deposit.orderNo],
    );
    await sandboxPost(`/pix/api/charges/${txid}/expire`);
    await expect
      .poll(async () => (await row(deposit.orderNo)).failure_reason, { timeout: 15_000 })
      .toBe("expired");
    await sandboxPost(`/pix/api/charges/${txid}/pay`);
    await expect
      .poll(async () => (await order(p.token, deposit.orderNo)).status, { timeout: 15_000 })
      .toBe("paid");
    expect((await order(p.token, deposit.orderNo)).pix.paidLate).toBe(true);
    expect(await alerts("paid_late", txid)).toHaveLength(1);
    expect(await balance(p.token)).toBe("30.00");
  });

  it("refunds from the back office once, taking the credited amount back", async () => {
    const p = await registerPlayer(t);
    const deposit = await pixDeposit(p.token, "80");
    const pix = await sandboxPost(`/pix/api/charges/${deposit.pix?.txid}/pay`);
    await expect
      .poll(async () => (await order(p.token, deposit.orderNo)).status, { timeout: 15_000 })
      .toBe("paid");
    const refund = () =>
      t.app.inject({
        method: "POST",
        url: `/ops/pix/${pix.body.endToEndId}/refund`,
        payload: { reason: "player asked" },
        headers: { authorization: opsToken },
      });
    const first = await refund();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ amount: "80.00", status: "EM_PROCESSAMENTO" });
    expect((await refund()).json().value.id).toBe(first.json().value.id);
    expect(await balance(p.token)).toBe("0.00");
    expect((await row(deposit.orderNo)).refunded_amount).toBe("8000");
  });

  it("refuses and refunds a Pix from another CPF when the brand asks for the account holder's own", async () => {
    const brands = new BrandService(t.pool, "jogada");
    await brands.update("jogada", "test", "test.pix", (b) => ({
      ...b,
      wallet: { ...b.wallet, pix: { ownCpfOnly: true } },
    }));
    try {
      const p = await registerPlayer(t);
      await t.pool.query(
        `update members set profile = profile || '{"idNumber": "111.444.777-35"}' where id = $1`,
        [p.id],
      );
      const foreign = await pixDeposit(p.token, "20");
      await sandboxPost(`/pix/api/charges/${foreign.pix?.txid}/pay`, {
        cpf: "98765432100",
        nome: "Outra Pessoa",
      });
      await expect
        .poll(async () => (await row(foreign.orderNo)).failure_reason, { timeout: 15_000 })
        .toBe("payer_mismatch");
      await expect
        .poll(
          async () =>
            (await t.pool.query("select status from pix_refunds where order_no = $1", [foreign.orderNo]))
              .rows[0]?.status,
        )
        .toBe("EM_PROCESSAMENTO");
      const own = await pixDeposit(p.token, "20");
      await sandboxPost(`/pix/api/charges/${own.pix?.txid}/pay`, { cpf: "11144477735", nome: "Titular" });
      await expect
        .poll(async () => (await order(p.token, own.orderNo)).status, { timeout: 15_000 })
        .toBe("paid");
      expect(await balance(p.token)).toBe("20.00");
    } finally {
      await brands.update("jogada", "test", "test.pix", (b) => ({
        ...b,
        wallet: { ...b.wallet, pix: { ownCpfOnly: false } },
      }));
    }
  });

  it("shows staff the alerts and each provider's state", async () => {
    const list = await t.app.inject({
      method: "GET",
      url: "/ops/payments/alerts",
      headers: { authorization: opsToken },
    });
    expect(list.statusCode, list.body).toBe(200);
    const first = list.json().value.list[0];
    expect(first.kind).toBeTruthy();
    const resolved = await t.app.inject({
      method: "POST",
      url: `/ops/payments/alerts/${first.id}/resolve`,
      payload: { reason: "looked at it" },
      headers: { authorization: opsToken },
    });
    expect(resolved.json().value.resolvedBy).toBe("operator:ops.pix");
    const providers = await t.app.inject({
      method: "GET",
      url: "/ops/payments/providers",
      headers: { authorization: opsToken },
    });
    const pix = providers.json().value.find((p: { kind: string }) => p.kind === "pix");
    expect(pix).toMatchObject({ provider: "PIX", enabled: true, url: pixUrl });
    expect(pix.lastOkAt).not.toBeNull();
  });
});
