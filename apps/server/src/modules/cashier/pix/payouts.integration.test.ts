import { randomUUID } from "node:crypto";
import https from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PIX_WEBHOOK_PATH,
  type PixStack,
  playerCall,
  postWebhook,
  sandboxPost,
  startPixStack,
} from "../../../../test/pix-stack.js";
import { loginPlayer } from "../../../../test/players.js";
import { staffToken } from "../../../../test/staff.js";
import { BrandService } from "../../brand/service.js";
import { MemberService } from "../../members/service.js";

let s: PixStack;
let opsToken: string;

const balance = async (token: string) =>
  (await playerCall(s, "GET", "/wps/v2/wallets/balance", token)).json().value.sumBalance as string;

async function fundedPlayer(amount = "200") {
  const username = `x${randomUUID().slice(0, 8)}`;
  const id = await new MemberService({ pool: s.t.pool }).create(s.t.pool, {
    merchantCode: "jogada",
    username,
    password: "Secret123",
    paymentPassword: "654321",
  });
  const { token } = await loginPlayer(s.t, username, "Secret123");
  // Money in through a Pix deposit the payer pays, as a player would fund the account.
  const deposit = await playerCall(s, "POST", "/wps/relay/DPS_createDeposit", token, {
    channelId: "pix",
    amount,
  });
  expect(deposit.statusCode, deposit.body).toBe(200);
  await sandboxPost(s, `/pix/api/charges/${deposit.json().value.pix.txid}/pay`);
  await expect.poll(() => balance(token), { timeout: 15_000 }).toBe(`${amount}.00`);
  return { id, token };
}

async function pixPayee(token: string, pixKeyType = "CPF", pixKey = "529.982.247-25") {
  const res = await playerCall(s, "POST", "/wps/relay/WDS_addPayeeAccount", token, {
    type: "PIX",
    pixKeyType,
    pixKey,
    holderName: "Maria Silva",
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: string; accountNo: string; pixKeyType: string };
}

/** Asks for a withdrawal to the payee and has staff approve it: the payout goes to the provider. */
async function approvedWithdrawal(token: string, payeeAccountId: string, amount: string) {
  const asked = await playerCall(s, "POST", "/wps/relay/passwordCheck/WDS_withdraw", token, {
    payeeAccountId,
    amount,
    paymentPassword: "654321",
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const orderNo = asked.json().value.orderNo as string;
  const approved = await s.t.app.inject({
    method: "POST",
    url: `/ops/withdrawals/${orderNo}/approve`,
    headers: { authorization: opsToken },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return orderNo;
}

const order = async (orderNo: string) =>
  (await s.t.pool.query("select * from withdrawal_orders where order_no = $1", [orderNo])).rows[0];

/** The order's ledger transfers by kind and status: what moved, how many times. */
const transfers = async (orderNo: string) =>
  (
    await s.t.pool.query<{ reference: string }>(
      "select reference from ledger_transfers where reference like $1 order by id",
      [`%${orderNo}%`],
    )
  ).rows.map((r) => r.reference);

const sentPix = async (idEnvio: string) =>
  (
    (await (await fetch(`${s.sandboxUrl}/pix/api/payouts`)).json()) as { idEnvio: string; requests: number }[]
  ).find((p) => p.idEnvio === idEnvio);

beforeAll(async () => {
  s = await startPixStack();
  opsToken = await staffToken(s.t, "ops.payouts", "finance");
});

afterAll(async () => {
  await s?.close();
});

describe("Pix keys as withdrawal destinations", () => {
  it("refuses a malformed key of each type with a 400 naming pixKey in the player's language", async () => {
    const { token } = await fundedPlayer("20");
    const cases = [
      ["CPF", "123.456.789-00", "payee.pix.cpf.invalid", "CPF inválido", "Invalid CPF"],
      ["EMAIL", "maria@", "payee.pix.email.invalid", "E-mail inválido", "Not a valid e-mail"],
      ["PHONE", "11987654321", "payee.pix.phone.invalid", "+55", "+55"],
      [
        "EVP",
        "2f9a1c3e-7b4d-4e8a-9c61",
        "payee.pix.evp.invalid",
        "Chave aleatória inválida",
        "Invalid random key",
      ],
    ] as const;
    for (const [pixKeyType, pixKey, code, pt, en] of cases) {
      for (const [language, text] of [
        ["PT", pt],
        ["EN", en],
      ] as const) {
        const res = await playerCall(
          s,
          "POST",
          "/wps/relay/WDS_addPayeeAccount",
          token,
          { type: "PIX", pixKeyType, pixKey, holderName: "Maria Silva" },
          language,
        );
        expect(res.statusCode, `${pixKeyType} ${language}`).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: code, field: "pixKey" });
        expect(res.json().message).toContain(text);
      }
    }
    const rows = await s.t.pool.query("select count(*)::int as n from payee_accounts where type = 'PIX'");
    const before = rows.rows[0].n as number;
    // Each type's good key is kept as the directory writes it, and shown masked.
    const cpf = await pixPayee(token, "CPF", "529.982.247-25");
    expect(cpf.accountNo).toBe("***.982.247-**");
    expect((await pixPayee(token, "EMAIL", "Maria.Silva@Example.com")).accountNo).toBe("m***@example.com");
    expect((await pixPayee(token, "PHONE", "+55 (11) 98765-4321")).accountNo).toBe("+55 11 *****-4321");
    expect((await pixPayee(token, "EVP", "123E4567-E89B-12D3-A456-426614174000")).accountNo).toBe(
      "123e4567-****-****-****-********4000",
    );
    const again = await playerCall(s, "POST", "/wps/relay/WDS_addPayeeAccount", token, {
      type: "PIX",
      pixKeyType: "CPF",
      pixKey: "52998224725",
      holderName: "Maria Silva",
    });
    expect(again.json().errorCode).toBe("payee.duplicate");
    const after = await s.t.pool.query("select count(*)::int as n from payee_accounts where type = 'PIX'");
    expect(after.rows[0].n).toBe(before + 4);
  });
});

describe("Pix payouts", () => {
  it("pays an approved withdrawal to the key, once, and staff see the key masked and the payout's status", async () => {
    const { token } = await fundedPlayer("200");
    const payee = await pixPayee(token);
    await sandboxPost(s, "/pix/api/payouts/faults", { next: "none", copies: 2 });
    const orderNo = await approvedWithdrawal(token, payee.id, "80");
    expect(await balance(token)).toBe("120.00");
    await expect.poll(async () => (await order(orderNo)).status, { timeout: 15_000 }).toBe("paid");
    const row = await order(orderNo);
    expect(row).toMatchObject({ payout_id: orderNo, payout_status: "REALIZADO", provider: "PIX" });
    expect(row.provider_ref).toMatch(/^E[a-zA-Z0-9]{31}$/);
    // The provider delivered its notice twice: the hold was posted once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await transfers(orderNo)).filter((r) => r.endsWith(":post"))).toHaveLength(1);
    expect(await balance(token)).toBe("120.00");
    expect((await sentPix(orderNo))?.requests).toBe(1);
    const detail = (
      await s.t.app.inject({ url: `/ops/withdrawals/${orderNo}`, headers: { authorization: opsToken } })
    ).json().value;
    expect(detail.payee).toMatchObject({ type: "PIX", pixKeyType: "CPF", accountNo: "***.982.247-**" });
    expect(detail.provider).toMatchObject({ payoutId: orderNo, status: "REALIZADO" });
    expect(JSON.stringify(detail)).not.toContain("52998224725");
    await sandboxPost(s, "/pix/api/payouts/faults", { copies: 1 });
  });

  it("gives the held money back once when the payee's bank refuses the Pix, however often it is told", async () => {
    const { token } = await fundedPlayer("100");
    const payee = await pixPayee(token, "EMAIL", "maria@example.com");
    await sandboxPost(s, "/pix/api/payouts/faults", { next: "fail" });
    const orderNo = await approvedWithdrawal(token, payee.id, "60");
    await expect.poll(async () => (await order(orderNo)).status, { timeout: 15_000 }).toBe("failed");
    expect(await balance(token)).toBe("100.00");
    // The same notice again, as a provider retrying would send it: nothing more moves.
    const notice = {
      pix: [
        {
          endToEndId: (await order(orderNo)).payout_end_to_end_id,
          valor: "60.00",
          horario: new Date().toISOString(),
          status: "NAO_REALIZADO",
          tipo: "SOLICITACAO",
          gnExtras: { idEnvio: orderNo },
        },
      ],
    };
    expect((await postWebhook(s, notice)).status).toBe(200);
    expect((await postWebhook(s, notice)).status).toBe(200);
    expect((await transfers(orderNo)).filter((r) => r.endsWith(":void"))).toHaveLength(1);
    expect(await balance(token)).toBe("100.00");
  });

  it("refused at once by the provider: the order fails and the money is back", async () => {
    const { token } = await fundedPlayer("50");
    const payee = await pixPayee(token, "PHONE", "+5511987654321");
    await sandboxPost(s, "/pix/api/payouts/faults", { next: "refuse" });
    const orderNo = await approvedWithdrawal(token, payee.id, "30");
    await expect.poll(async () => (await order(orderNo)).status, { timeout: 15_000 }).toBe("failed");
    expect(await balance(token)).toBe("50.00");
    expect((await order(orderNo)).payout_error).toContain("recusado");
  });

  it("credits a paid Pix the payee's bank gave back later, once", async () => {
    const { token } = await fundedPlayer("90");
    const payee = await pixPayee(token, "EVP", "123e4567-e89b-12d3-a456-426614174000");
    await sandboxPost(s, "/pix/api/payouts/faults", { next: "return", copies: 2 });
    const orderNo = await approvedWithdrawal(token, payee.id, "40");
    await expect.poll(async () => (await order(orderNo)).status, { timeout: 15_000 }).toBe("returned");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balance(token)).toBe("90.00");
    expect((await transfers(orderNo)).filter((r) => r.startsWith("withdrawal-return:"))).toHaveLength(1);
    const mine = (await playerCall(s, "GET", "/wps/relay/WDS_withdrawList", token)).json().value.list;
    expect(mine[0]).toMatchObject({ orderNo, status: "returned" });
    await sandboxPost(s, "/pix/api/payouts/faults", { copies: 1 });
  });

  it("leaves a payout whose answer timed out pending, and the reconciliation settles it paid once", async () => {
    const { token } = await fundedPlayer("70");
    const payee = await pixPayee(token);
    // The provider makes the Pix but answers after our 1.5 s and sends no notice: only a query finds it.
    await sandboxPost(s, "/pix/api/payouts/faults", { next: "timeout", delayMs: 3000 });
    const orderNo = await approvedWithdrawal(token, payee.id, "25");
    const right = await order(orderNo);
    expect(right).toMatchObject({ status: "paying", payout_status: "unknown" });
    await expect.poll(async () => (await order(orderNo)).status, { timeout: 20_000 }).toBe("paid");
    expect((await sentPix(orderNo))?.requests).toBe(1);
    expect((await transfers(orderNo)).filter((r) => r.endsWith(":post"))).toHaveLength(1);
    expect(await balance(token)).toBe("45.00");
  });
});

describe("the Pix webhook's client certificate", () => {
  it("refuses a caller without the provider's certificate, and writes nothing", async () => {
    const count = async () =>
      Number((await s.t.pool.query("select count(*) as n from payment_alerts")).rows[0].n);
    const before = await count();
    const body = {
      pix: [
        {
          endToEndId: `E99999999${"1".repeat(23)}`,
          txid: `T${"2".repeat(30)}`,
          valor: "10.00",
          horario: new Date().toISOString(),
        },
      ],
    };
    // Without a certificate the mutual-TLS port refuses the handshake itself.
    await expect(postWebhook(s, body, { certificate: false })).rejects.toThrow();
    // The same path on the plain port has no certificate to show: refused, in the caller's words.
    const plain = await fetch(`${s.platformUrl}${PIX_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", language: "EN" },
      body: JSON.stringify(body),
    });
    expect(plain.status).toBe(403);
    expect(await plain.json()).toMatchObject({ errorCode: "payment.certificate.required" });
    // A forged certificate header from an address that is not a trusted proxy counts for nothing.
    const forged = await fetch(`${s.platformUrl}${PIX_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-ssl-client-cert": "x" },
      body: JSON.stringify(body),
    });
    expect(forged.status).toBe(403);
    expect(await count()).toBe(before);
    // With it, the same body is heard (and, naming no deposit, only raises an alert).
    expect((await postWebhook(s, body)).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it("keeps the API Pix itself closed to a client without a certificate of its CA", async () => {
    const error = await new Promise<Error>((resolve) => {
      https
        .request(
          `${s.pixUrl}/v2/gn/pix/enviados/id-envio/X1`,
          { method: "GET", rejectUnauthorized: false },
          () => resolve(new Error("answered")),
        )
        .on("error", resolve)
        .end();
    });
    expect(error.message).not.toBe("answered");
  });
});

describe("partners per brand", () => {
  it("lists every partner with the brands using it, and a brand with Pix off offers no Pix key", async () => {
    const providers = async () =>
      (await s.t.app.inject({ url: "/ops/payments/providers", headers: { authorization: opsToken } })).json()
        .value as { provider: string; kind: string; enabled: boolean; brands: string[] }[];
    const listed = await providers();
    expect(listed.map((p) => p.kind).sort()).toEqual(["aggregator", "gateway", "hub88", "pix"]);
    expect(listed.find((p) => p.kind === "pix")).toMatchObject({ enabled: true, brands: ["jogada"] });
    expect(listed.find((p) => p.kind === "hub88")).toMatchObject({ enabled: false, brands: [] });
    expect(listed.find((p) => p.kind === "aggregator")?.brands).toContain("jogada");

    const { token } = await fundedPlayer("20");
    const brands = new BrandService(s.t.pool, "jogada");
    await brands.update("jogada", "test", "test.partners", (brand) => ({
      ...brand,
      partners: { pix: false },
    }));
    try {
      const settings = async () =>
        (await playerCall(s, "GET", "/wps/relay/MCSFE_getWithdrawSetting", token)).json().value.pixPayouts;
      await expect.poll(settings).toBe(false);
      const refused = await playerCall(s, "POST", "/wps/relay/WDS_addPayeeAccount", token, {
        type: "PIX",
        pixKeyType: "CPF",
        pixKey: "52998224725",
        holderName: "Maria Silva",
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errorCode).toBe("payee.pix.unavailable");
      const channels = (await playerCall(s, "GET", "/wps/relay/DPS_depositSettings", token)).json().value
        .channels;
      expect(channels.map((c: { type: string }) => c.type)).not.toContain("PIX");
      expect((await providers()).find((p) => p.kind === "pix")?.brands).toEqual([]);
    } finally {
      await brands.update("jogada", "test", "test.partners", (brand) => ({
        ...brand,
        partners: { pix: true },
      }));
    }
  });
});
