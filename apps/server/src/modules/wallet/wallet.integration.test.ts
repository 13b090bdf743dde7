import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createAgent, loginPlayer, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";
import { LedgerService } from "../ledger/service.js";
import { MemberService } from "../members/service.js";

let t: TestApp;
let ledger: LedgerService;
let player: TestPlayer;

const house = { owner: "house" as const, merchant: "jogada", kind: "house_payment" as const, code: "TEST" };

async function fund(memberId: number, amount: bigint) {
  await ledger.transfer({
    from: house,
    to: { owner: "player", memberId, wallet: "main" },
    amount,
    currency: "PHP",
    reference: `fund-${randomUUID()}`,
    kind: "deposit",
  });
}

function get(url: string, token: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers: { authorization: token, ...headers } });
}

function post(url: string, token: string, payload: unknown, key: string | null = randomUUID()) {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { authorization: token, ...(key ? { "idempotency-key": key } : {}) },
  });
}

async function setTransferMode(isSingle: boolean) {
  await new BrandService(t.pool, "jogada").update("jogada", "test", "wallet mode", (config) => ({
    ...config,
    wallet: { ...config.wallet, isSingle },
  }));
  // The app drops its cached brand on the notification; wait until it answers with the new mode.
  await expect
    .poll(async () => (await get("/wps/relay/GCS_merchantWallet", player.token)).json().value.isSingle)
    .toBe(isSingle);
}

beforeAll(async () => {
  t = await createTestApp();
  ledger = new LedgerService(t.pool);
  player = await registerPlayer(t);
});
afterAll(async () => {
  await t.close();
});

describe("balance", () => {
  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ url: "/wps/v2/wallets/balance" });
    expect(res.statusCode).toBe(401);
  });

  it("shows the main wallet in the brand currency, then the new balance after a deposit", async () => {
    const before = (await get("/wps/v2/wallets/balance", player.token)).json();
    expect(before.value).toEqual({
      sumBalance: "0.00",
      balance: [{ accountTypeId: "MAIN", availBalance: "0.00" }],
      currency: "PHP",
      currencySymbol: "P",
    });
    await fund(player.id, 123_45n);
    const after = (await get("/wps/v2/wallets/balance", player.token)).json();
    expect(after.value.sumBalance).toBe("123.45");
    const consolidated = (await get("/wps/member/info/funds/consolidated", player.token)).json();
    expect(consolidated.value).toMatchObject({
      sumBalance: "123.45",
      mainBalance: "123.45",
      pendingBalance: "0.00",
    });
  });

  it("tells the site the wallet mode", async () => {
    const res = (await get("/wps/relay/GCS_merchantWallet", player.token)).json();
    expect(res.value).toEqual({ isSingle: true, wallets: ["MAIN"] });
  });
});

describe("my wallet (transfer-wallet mode)", () => {
  it("refuses in seamless mode, then moves money to a vendor wallet and back", async () => {
    const p = await registerPlayer(t);
    await fund(p.id, 1_000_00n);
    const body = { from: "MAIN", to: "PG", amount: "250.50" };
    const refused = await post("/wps/relay/GCS_walletTransfer", p.token, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCode).toBe("wallet.transfer.not.available");

    await setTransferMode(false);
    try {
      const key = randomUUID();
      const res = await post("/wps/relay/GCS_walletTransfer", p.token, body, key);
      expect(res.statusCode).toBe(200);
      expect(res.json().value.balance.balance).toEqual(
        expect.arrayContaining([
          { accountTypeId: "MAIN", availBalance: "749.50" },
          { accountTypeId: "PG", availBalance: "250.50" },
        ]),
      );
      expect(res.json().value.balance.sumBalance).toBe("1000.00");

      const replay = await post("/wps/relay/GCS_walletTransfer", p.token, body, key);
      expect(replay.json().value.transferId).toBe(res.json().value.transferId);
      const reused = await post("/wps/relay/GCS_walletTransfer", p.token, { ...body, amount: "1" }, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().errorCode).toBe("idempotency.key.reused");

      const back = await post("/wps/relay/GCS_walletTransfer", p.token, {
        from: "PG",
        to: "MAIN",
        amount: "250.51",
      });
      expect(back.json().errorCode).toBe("wallet.insufficient.funds");
      const unknown = await post("/wps/relay/GCS_walletTransfer", p.token, {
        from: "MAIN",
        to: "XX",
        amount: "1",
      });
      expect(unknown.statusCode).toBe(400);
      const pair = await post("/wps/relay/GCS_walletTransfer", p.token, {
        from: "PG",
        to: "JL",
        amount: "1",
      });
      expect(pair.json().errorCode).toBe("wallet.transfer.pair.invalid");
    } finally {
      await setTransferMode(true);
    }
  });

  it("refuses bad amounts and a missing or malformed Idempotency-Key with nothing moved", async () => {
    await setTransferMode(false);
    try {
      const p = await registerPlayer(t);
      await fund(p.id, 100_00n);
      for (const amount of ["0", "-1", "1.001", "abc", "1e3", "99999999999999"]) {
        const res = await post("/wps/relay/GCS_walletTransfer", p.token, { from: "MAIN", to: "PG", amount });
        expect(res.statusCode, amount).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, amount).toBeLessThan(500);
      }
      const numeric = await post("/wps/relay/GCS_walletTransfer", p.token, {
        from: "MAIN",
        to: "PG",
        amount: 5,
      });
      expect(numeric.statusCode).toBe(400);
      const noKey = await post(
        "/wps/relay/GCS_walletTransfer",
        p.token,
        { from: "MAIN", to: "PG", amount: "1" },
        null,
      );
      expect(noKey.json().errorCode).toBe("idempotency.key.required");
      const badKey = await post(
        "/wps/relay/GCS_walletTransfer",
        p.token,
        { from: "MAIN", to: "PG", amount: "1" },
        "x",
      );
      expect(badKey.statusCode).toBe(400);
      const balance = (await get("/wps/v2/wallets/balance", p.token)).json().value;
      expect(balance.balance).toEqual([{ accountTypeId: "MAIN", availBalance: "100.00" }]);
    } finally {
      await setTransferMode(true);
    }
  });
});

describe("transfer to upline and downline", () => {
  it("needs the right payment password, moves once per key, and only to the upline or a direct downline", async () => {
    const agent = await createAgent(t);
    const members = new MemberService({ pool: t.pool });
    const username = `d${randomUUID().slice(0, 8)}`;
    const downlineId = await members.create(t.pool, {
      merchantCode: "jogada",
      username,
      password: "Secret123",
      uplineId: agent.id,
      paymentPassword: "123456",
    });
    const downline = await loginPlayer(t, username, "Secret123");
    await fund(downlineId, 500_00n);

    const targets = (await get("/wps/relay/MCSFE_transferTargets", downline.token)).json().value;
    expect(targets).toEqual({ upline: agent.username, toDownline: false });

    const url = "/wps/relay/passwordCheck/MCSFE_transferUpline";
    const wrong = await post(url, downline.token, { amount: "100", paymentPassword: "000000" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errorCode).toBe("payment.password.invalid");

    const key = randomUUID();
    const ok = await post(url, downline.token, { amount: "100", paymentPassword: "123456" }, key);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ amount: "100.00", toUsername: agent.username });
    const again = await post(url, downline.token, { amount: "100", paymentPassword: "123456" }, key);
    expect(again.json().value.transferId).toBe(ok.json().value.transferId);
    expect(
      (await ledger.balanceOf({ owner: "player", memberId: agent.id, wallet: "main" }, "PHP")).balance,
    ).toBe(100_00n);

    const tooMuch = await post(url, downline.token, { amount: "400.01", paymentPassword: "123456" });
    expect(tooMuch.json().errorCode).toBe("wallet.insufficient.funds");

    // The agent sends back to its direct downline (agents have no payment password here: refused).
    const agentSend = await post(url, agent.token, {
      toUsername: username,
      amount: "10",
      paymentPassword: "x",
    });
    expect(agentSend.json().errorCode).toBe("payment.password.not.set");
    // A member may not send to someone who is not its upline.
    const stranger = await post(url, downline.token, {
      toUsername: player.username,
      amount: "1",
      paymentPassword: "123456",
    });
    expect(stranger.json().errorCode).toBe("wallet.transfer.target.invalid");
  });
});

describe("account record", () => {
  it("lists every movement with the balance after it, filtered by type and date, paged", async () => {
    const p = await registerPlayer(t);
    await fund(p.id, 50_00n);
    await fund(p.id, 25_00n);
    await ledger.transfer({
      from: { owner: "player", memberId: p.id, wallet: "main" },
      to: { owner: "house", merchant: "jogada", kind: "house_vendor", code: "PG" },
      amount: 10_00n,
      currency: "PHP",
      reference: `bet-${randomUUID()}`,
      kind: "bet",
    });
    const all = (await get("/wps/relay/ODSFE2_MemTransDet?page=1&size=2", p.token)).json().value;
    expect(all.total).toBe(3);
    expect(all.totalPages).toBe(2);
    expect(all.list[0]).toMatchObject({
      type: "bet",
      amount: "-10.00",
      balanceAfter: "65.00",
      wallet: "MAIN",
    });
    expect(all.list[1]).toMatchObject({ type: "deposit", amount: "25.00", balanceAfter: "75.00" });

    const deposits = (await get("/wps/relay/ODSFE2_MemTransDet?type=deposit", p.token)).json().value;
    expect(deposits.list.map((i: { type: string }) => i.type)).toEqual(["deposit", "deposit"]);
    const old = (
      await get("/wps/relay/ODSFE2_MemTransDet?startDate=2020-01-01&endDate=2020-01-31", p.token)
    ).json();
    expect(old.value.total).toBe(0);
    const bad = await get("/wps/relay/ODSFE2_MemTransDet?type=nonsense", p.token);
    expect(bad.statusCode).toBe(400);
  });
});

describe("realtime", () => {
  it("pushes a balance event to the player's socket when money moves", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const p = await registerPlayer(t);
    const socket = new WebSocket(`${address.replace("http", "ws")}/ws`);
    const messages: string[] = [];
    socket.on("message", (data) => messages.push(String(data)));
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send(JSON.stringify({ token: p.token, merchant: "jogada" }));
    await expect.poll(() => messages).toContain(JSON.stringify({ type: "ready" }));

    await setTransferMode(false);
    try {
      await fund(p.id, 10_00n);
      await post("/wps/relay/GCS_walletTransfer", p.token, { from: "MAIN", to: "PG", amount: "1" });
      await expect.poll(() => messages).toContain(JSON.stringify({ type: "balance" }));
    } finally {
      await setTransferMode(true);
      socket.close();
    }

    const intruder = new WebSocket(`${address.replace("http", "ws")}/ws`);
    await new Promise((resolve) => intruder.once("open", resolve));
    intruder.send(JSON.stringify({ token: "not-a-token" }));
    const code = await new Promise((resolve) => intruder.once("close", resolve));
    expect(code).toBe(4401);
  });
});
