import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AGGREGATOR_SECRET,
  freePort,
  type RunningAggregator,
  startAggregator,
} from "../../../test/aggregator.js";
import { depositThroughSandbox } from "../../../test/deposits.js";
import { fund, openGameSession, walletCall } from "../../../test/games.js";
import { chooseLosingClientSeed } from "../../../test/house-seeds.js";
import { loginPlayer, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { staffLogin } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppContext } from "../../platform/context.js";
import { BrandService } from "../brand/service.js";
import { depositFactsOf } from "../cashier/deposit-service.js";
import { AggregatorClient } from "../games/aggregator-client.js";
import { CatalogueSync } from "../games/catalogue-sync.js";
import { AccountLinks } from "../integrity/links-service.js";
import { LedgerService } from "../ledger/service.js";
import { verifyLedger } from "../ledger/verify.js";
import { beaconOf, verifyBeaconRound } from "../lottery/index.js";
import { MemberService } from "../members/service.js";
import { createPromotions, type Promotions } from "./index.js";
import { drawWinners, seedHashOf } from "./raffle-draw.js";
import * as raffleRepo from "./raffle-repository.js";

let t: TestApp;
let sandbox: RunningAggregator;
let sandboxUrl: string;
let opsToken: string;
let promos: Promotions;
let ledger: LedgerService;

const DAY = 86_400_000;

function call(
  method: "GET" | "POST" | "PUT",
  url: string,
  token: string | null,
  payload?: unknown,
  language: "PT" | "EN" = "EN",
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: {
      ...(token ? { authorization: token } : {}),
      language,
      ...(method === "POST" && url.startsWith("/wps/bgs") ? { "idempotency-key": randomUUID() } : {}),
      ...(url.includes("DPS_createDeposit") ? { "idempotency-key": randomUUID() } : {}),
    },
  });
}

const ops = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  call(method, url, opsToken, payload);

async function wallet(memberId: number, w: "main" | "bonus"): Promise<bigint> {
  return (await ledger.balanceOf({ owner: "player", memberId, wallet: w }, "PHP"))?.available ?? 0n;
}

const deposit = (player: TestPlayer, amount: string) => depositThroughSandbox(t, player.token, amount);

const TEXTS = {
  PT: { title: "Promoção de teste", content: "<p>Texto</p>" },
  EN: { title: "Test promotion", content: "<p>Text</p>" },
};

async function createPromotion(body: Record<string, unknown>): Promise<number> {
  const res = await ops("POST", "/ops/promotions", {
    texts: TEXTS,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}

const MATCH = {
  kind: "deposit_match",
  deposit: "first",
  percent: 100,
  cap: "1000",
  minDeposit: "100",
  wagering: { multiple: 5, base: "bonus", contributions: {}, maxStake: "200", expiryDays: 30 },
};

async function dice(player: TestPlayer, amount: string) {
  return call("POST", "/wps/bgs/dice/bet", player.token, { amount, target: "95.00", direction: "under" });
}

beforeAll(async () => {
  const platformPort = await freePort();
  const sandboxPort = await freePort();
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = await startAggregator(`http://127.0.0.1:${platformPort}`, sandboxPort);
  t = await createTestApp({
    PUBLIC_URL: `http://127.0.0.1:${platformPort}`,
    SANDBOX_URL: sandboxUrl,
    AGGREGATOR_URL: `${sandboxUrl}/aggregator`,
    AGGREGATOR_SECRET,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    PROMOTIONS_JOB_SECONDS: "3600",
    CRASH_ENABLED: "false",
  });
  await t.app.listen({ port: platformPort, host: "127.0.0.1" });
  await new CatalogueSync(
    t.pool,
    new AggregatorClient(`${sandboxUrl}/aggregator`, AGGREGATOR_SECRET, t.config.AGGREGATOR_OPERATOR),
    t.app.log,
  ).run();
  ledger = new LedgerService(t.pool);
  const brands = new BrandService(t.pool, "jogada");
  const ctx = {
    config: t.config,
    pool: t.pool,
    log: t.app.log,
    ledger,
    brands,
    members: new MemberService({ pool: t.pool }),
    links: new AccountLinks({ pool: t.pool }),
    events: { publish: async () => {} },
  } as unknown as AppContext;
  promos = createPromotions(
    ctx,
    { depositCount: async (memberId) => (await depositFactsOf(t.pool, memberId)).depositCount },
    beaconOf(t.config),
  );
  const { secret: _secret, ...staffBody } = await staffLogin(t.pool, "ops.promo", "operator-password-1");
  const login = await t.app.inject({
    method: "POST",
    url: "/ops/session/login",
    payload: staffBody,
  });
  opsToken = login.json().value.token;
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe("seeded promotions: what the demo brand announces exists", () => {
  it("lists the registration bonus, the first-deposit match and the lottery cashback with states", async () => {
    const guest = (await call("GET", "/wps/relay/MCSFE_getPromotionList", null)).json().value.list;
    const byKind = Object.fromEntries(guest.map((p: { kind: string }) => [p.kind, p]));
    expect(byKind.registration.headline).toBe("P\u00a010.00 when you sign up");
    expect(byKind.deposit_match.headline).toBe("100% on your first deposit up to P\u00a01,000.00");
    expect(byKind.cashback.headline).toBe("5% weekly cashback up to P\u00a05,000.00");
    expect(byKind.deposit_match).toMatchObject({ state: "join", action: "join" });
    expect(byKind.cashback).toMatchObject({ state: "process", action: "none" });
    const info = (await call("GET", "/wps/system/status", null)).json();
    expect(info.value.info.registerBonus).toBe("10");
    const pt = (await call("GET", "/wps/relay/MCSFE_getPromotionList", null, undefined, "PT")).json().value
      .list;
    expect(pt.find((p: { kind: string }) => p.kind === "deposit_match").headline).toBe(
      "100% no primeiro depósito até P\u00a01.000,00",
    );
  });

  it("registration bonus: claimable once, even from two tabs at once", async () => {
    const player = await registerPlayer(t);
    const list = (await call("GET", "/wps/relay/MCSFE_getPromotionList", player.token)).json().value.list;
    const registration = list.find((p: { kind: string }) => p.kind === "registration");
    expect(registration).toMatchObject({ state: "claim", action: "claim" });
    const centre = (await call("GET", "/wps/relay/MCS2_getRewardCenter", player.token)).json().value.list;
    expect(centre).toContainEqual(
      expect.objectContaining({
        source: "promotion",
        promotionId: registration.id,
        amount: "10.00",
        action: "claim",
      }),
    );
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        call("POST", "/wps/relay/MCSFE_signUpRequestReward", player.token, { promotionId: registration.id }),
      ),
    );
    const ok = claims.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json().value).toMatchObject({ state: "claimed", action: "none" });
    for (const refused of claims.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorCode).toBe("promotion.already.claimed");
    }
    expect(await wallet(player.id, "main")).toBe(1000n);
    const after = (await call("GET", "/wps/relay/MCS2_getRewardCenter", player.token)).json().value.list;
    expect(after.some((r: { promotionId: number }) => r.promotionId === registration.id)).toBe(false);
    const again = await call(
      "POST",
      "/wps/relay/MCSFE_signUpRequestReward",
      player.token,
      { promotionId: registration.id },
      "PT",
    );
    expect(again.json().message).toBe("Esta recompensa já foi resgatada.");
  });
});

describe("deposit match, bonus wallet and wagering", () => {
  let player: TestPlayer;
  let promotionId: number;

  it("join, deposit through the gateway: the bonus lands in the bonus wallet once", async () => {
    promotionId = await createPromotion({ terms: MATCH });
    player = await registerPlayer(t);
    const joined = await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", player.token, { promotionId });
    expect(joined.json().value).toMatchObject({ state: "joined", action: "none" });
    const twice = await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", player.token, { promotionId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe("promotion.already.joined");
    const orderNo = await deposit(player, "150.00");
    // Applied right after the deposit's commit, when the gateway's notification is answered.
    await expect.poll(() => wallet(player.id, "bonus")).toBe(15_000n);
    expect(await wallet(player.id, "main")).toBe(15_000n);
    // The same deposit told again (the gateway's resend) qualifies nothing more.
    await promos.onDeposit({ memberId: player.id, merchant: "jogada", orderNo, amount: 15_000n });
    await promos.service.onDeposit({ memberId: player.id, merchant: "jogada", orderNo, amount: 15_000n });
    expect(await wallet(player.id, "bonus")).toBe(15_000n);
    const bonuses = (await call("GET", "/wps/relay/MCS2_getBonusDetails", player.token)).json().value.list;
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      amount: "150.00",
      balance: "150.00",
      wageringRequired: "750.00",
      wageringDone: "0.00",
      progressPercent: 0,
      maxStake: "200.00",
      state: "active",
    });
    const detail = (
      await call("GET", `/wps/relay/MCSFE_getPromotionDetail/${promotionId}`, player.token)
    ).json().value;
    expect(detail).toMatchObject({ state: "issued", action: "none" });
  });

  it("refuses a stake above the bonus's maximum and moves nothing", async () => {
    const res = await dice(player, "200.01");
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe("bonus.max.stake");
    expect(res.json().message).toBe("While a bonus is active, the largest stake is P\u00a0200.00.");
    expect(await wallet(player.id, "main")).toBe(15_000n);
    expect(await wallet(player.id, "bonus")).toBe(15_000n);
  });

  it("takes main money first, then bonus; the win follows the stake's split", async () => {
    const res = await dice(player, "200.00");
    expect(res.statusCode, res.body).toBe(200);
    const win = BigInt(Math.round(Number(res.json().value.round.win) * 100));
    // 150 from main, 50 from bonus: a quarter of the win goes back to the bonus wallet.
    const bonusShare = (win * 5_000n) / 20_000n;
    expect(await wallet(player.id, "main")).toBe(win - bonusShare);
    expect(await wallet(player.id, "bonus")).toBe(10_000n + bonusShare);
    expect(res.json().value.balance).toBe(((Number(win) + 10_000) / 100).toFixed(2));
  });

  it("a withdrawal while the bonus is active says what it forfeits", async () => {
    const preview = (await call("GET", "/wps/relay/MCS2_getWithdrawalForfeit", player.token)).json().value;
    expect(preview.forfeits).toBe(true);
    expect(preview.message).toContain("forfeits");
    const brand = (await new BrandService(t.pool, "jogada").get("jogada"))?.config;
    await expect(promos.guardWithdrawal(player.id, brand as NonNullable<typeof brand>)).rejects.toMatchObject(
      {
        code: "bonus.active.withdrawal",
      },
    );
  });

  it("counts settled bets by contribution and converts the bonus when the requirement is met", async () => {
    await fund(t, player.id, 200_000n);
    for (let i = 0; i < 3; i++) expect((await dice(player, "200.00")).statusCode).toBe(200);
    await promos.settledBets.consume();
    let bonus = (await call("GET", "/wps/relay/MCS2_getBonusDetails", player.token)).json().value.list[0];
    expect(bonus).toMatchObject({ wageringDone: "750.00", progressPercent: 100, state: "active" });
    const inBonus = await wallet(player.id, "bonus");
    const main = await wallet(player.id, "main");
    expect(await promos.bonuses.settleDue()).toBe(1);
    expect(await wallet(player.id, "bonus")).toBe(0n);
    expect(await wallet(player.id, "main")).toBe(main + inBonus);
    bonus = (await call("GET", "/wps/relay/MCS2_getBonusDetails", player.token)).json().value.list[0];
    expect(bonus.state).toBe("converted");
    const detail = (
      await call("GET", `/wps/relay/MCSFE_getPromotionDetail/${promotionId}`, player.token)
    ).json().value;
    expect(detail.state).toBe("claimed");
    const costs = (await ops("GET", "/ops/promotions"))
      .json()
      .value.list.find((p: { id: number }) => p.id === promotionId);
    expect(costs).toMatchObject({ participants: 1, cost: "150.00" });
    expect(Number(costs.converted)).toBe(Number(inBonus) / 100);
  });

  it("keeps the terms a player joined with when the promotion is edited", async () => {
    const id = await createPromotion({ terms: MATCH });
    const p = await registerPlayer(t);
    await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", p.token, { promotionId: id });
    const edited = await ops("PUT", `/ops/promotions/${id}`, {
      terms: { ...MATCH, percent: 10 },
      texts: TEXTS,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: null,
    });
    expect(edited.json().value.version).toBe(2);
    await deposit(p, "100.00");
    await expect.poll(() => wallet(p.id, "bonus")).toBe(10_000n);
    const later = await registerPlayer(t);
    const detail = (await call("GET", `/wps/relay/MCSFE_getPromotionDetail/${id}`, later.token)).json().value;
    expect(detail.terms.percent).toBe(10);
  });

  it("a rollback of a bet refunds each wallet its part and counts nothing toward wagering", async () => {
    const id = await createPromotion({ terms: MATCH });
    const p = await registerPlayer(t);
    await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", p.token, { promotionId: id });
    await deposit(p, "100.00");
    await expect.poll(() => wallet(p.id, "bonus")).toBe(10_000n);
    await promos.settledBets.consume();
    const session = await openGameSession(t, p.id);
    const base = {
      token: session.token,
      player: String(p.id),
      currency: "PHP",
      vendor: session.vendor,
      gameCode: session.gameCode,
    };
    const bet = await walletCall(t, "bet", {
      ...base,
      transactionId: `b-${p.id}`,
      roundId: `r-${p.id}`,
      amount: "150.00",
    });
    expect(bet.reply.status).toBe("OK");
    expect(await wallet(p.id, "main")).toBe(0n);
    expect(await wallet(p.id, "bonus")).toBe(5_000n);
    const rollback = await walletCall(t, "rollback", {
      ...base,
      transactionId: `rb-${p.id}`,
      betTransactionId: `b-${p.id}`,
      roundId: `r-${p.id}`,
    });
    expect(rollback.reply.status).toBe("OK");
    expect(await wallet(p.id, "main")).toBe(10_000n);
    expect(await wallet(p.id, "bonus")).toBe(10_000n);
    await promos.settledBets.consume();
    const bonus = (await call("GET", "/wps/relay/MCS2_getBonusDetails", p.token)).json().value.list[0];
    expect(bonus.wageringDone).toBe("0.00");
    // The seamless wallet refuses a stake above the bonus maximum as a limit.
    const big = await walletCall(t, "bet", {
      ...base,
      transactionId: `b2-${p.id}`,
      roundId: `r2-${p.id}`,
      amount: "200.01",
    });
    expect(big.reply.status).toBe("LIMIT_EXCEEDED");
    // Giving the bonus up before a withdrawal empties the bonus wallet to the house.
    const forfeit = await call("POST", "/wps/relay/MCS2_confirmWithdrawalForfeit", p.token, {
      confirm: true,
    });
    expect(forfeit.json().value.forfeited).toBe("100.00");
    expect(await wallet(p.id, "bonus")).toBe(0n);
    const after = (await call("GET", "/wps/relay/MCS2_getWithdrawalForfeit", p.token)).json().value;
    expect(after.forfeits).toBe(false);
  });
});

describe("free credits", () => {
  it("are spent in the in-house games only", async () => {
    const id = await createPromotion({
      terms: { kind: "free_credits", amount: "50", wagering: { multiple: 1, expiryDays: 7 } },
    });
    const p = await registerPlayer(t);
    const claimed = await call("POST", "/wps/relay/MCSFE_signUpRequestReward", p.token, { promotionId: id });
    expect(claimed.json().value.state).toBe("issued");
    expect(await wallet(p.id, "bonus")).toBe(5_000n);
    const session = await openGameSession(t, p.id);
    const base = {
      token: session.token,
      player: String(p.id),
      currency: "PHP",
      vendor: session.vendor,
      gameCode: session.gameCode,
    };
    const balance = await walletCall(t, "balance", base);
    expect(balance.reply.balance).toBe("0.00");
    const bet = await walletCall(t, "bet", {
      ...base,
      transactionId: `fc-${p.id}`,
      roundId: `fc-${p.id}`,
      amount: "10.00",
    });
    expect(bet.reply.status).toBe("NOT_ENOUGH_MONEY");
    const res = await dice(p, "10.00");
    expect(res.statusCode, res.body).toBe(200);
    const win = BigInt(Math.round(Number(res.json().value.round.win) * 100));
    expect(await wallet(p.id, "bonus")).toBe(4_000n + win);
    expect(await wallet(p.id, "main")).toBe(0n);
  });
});

describe("a withdrawal with an active bonus", () => {
  it("gives the bonus up only inside a withdrawal that goes through", async () => {
    const id = await createPromotion({
      terms: { kind: "free_credits", amount: "30", wagering: { multiple: 5, expiryDays: 7 } },
    });
    const username = `wd${randomUUID().slice(0, 8)}`;
    const memberId = await new MemberService({ pool: t.pool }).create(t.pool, {
      merchantCode: "jogada",
      username,
      password: "Secret123",
      paymentPassword: "654321",
    });
    const { token } = await loginPlayer(t, username, "Secret123");
    await fund(t, memberId, 50_000n);
    const claimed = await call("POST", "/wps/relay/MCSFE_signUpRequestReward", token, { promotionId: id });
    expect(claimed.json().value.state, claimed.body).toBe("issued");
    expect(await wallet(memberId, "bonus")).toBe(3_000n);
    // The player's inbox says so.
    await expect
      .poll(async () => (await call("GET", "/wps/member/messages", token)).json().value.list[0]?.title)
      .toBe("Bonus received");
    const payee = await t.app.inject({
      method: "POST",
      url: "/wps/relay/WDS_addPayeeAccount",
      payload: { type: "BANK", institution: "Banco Demo", accountNo: "12345678", holderName: "Maria Silva" },
      headers: { authorization: token, "idempotency-key": randomUUID() },
    });
    expect(payee.statusCode, payee.body).toBe(200);
    const withdraw = (body: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: "/wps/relay/passwordCheck/WDS_withdraw",
        payload: { payeeAccountId: payee.json().value.id, amount: "100", ...body },
        headers: { authorization: token, language: "PT", "idempotency-key": randomUUID() },
      });
    // Without the player's yes: refused, with what it would forfeit.
    const refused = await withdraw({ paymentPassword: "654321" });
    expect(refused.json().errorCode).toBe("bonus.active.withdrawal");
    // Yes, but the withdrawal itself is refused: the bonus stays.
    const wrong = await withdraw({ paymentPassword: "000000", forfeitBonus: true });
    expect(wrong.json().errorCode).toBe("payment.password.invalid");
    const tooMuch = await withdraw({ paymentPassword: "654321", forfeitBonus: true, amount: "999999" });
    expect(tooMuch.statusCode).toBeGreaterThanOrEqual(400);
    expect(await wallet(memberId, "bonus")).toBe(3_000n);
    // Yes, and the withdrawal goes through: the bonus is given up in the same transaction.
    const done = await withdraw({ paymentPassword: "654321", forfeitBonus: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(await wallet(memberId, "bonus")).toBe(0n);
    expect(await wallet(memberId, "main")).toBe(40_000n);
    const bonus = (await call("GET", "/wps/relay/MCS2_getBonusDetails", token)).json().value.list[0];
    expect(bonus.state).toBe("forfeited");
  });
});

describe("refusals in the player's language", () => {
  it("not started, paused, ended, out of segment, a first deposit already made", async () => {
    const p = await registerPlayer(t);
    const future = await createPromotion({
      terms: MATCH,
      startsAt: new Date(Date.now() + DAY).toISOString(),
    });
    const list = (await call("GET", "/wps/relay/MCSFE_getPromotionList?size=100", p.token)).json().value.list;
    expect(list.find((x: { id: number }) => x.id === future)).toMatchObject({
      state: "coming_soon",
      action: "none",
    });
    const notStarted = await call(
      "POST",
      "/wps/relay/MCSFE_signUpPromotionJoin",
      p.token,
      { promotionId: future },
      "PT",
    );
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().errorCode).toBe("promotion.not.started");
    expect(notStarted.json().message).toMatch(/^Esta promoção ainda não começou: começa em /);

    const paused = await createPromotion({ terms: MATCH });
    await ops("POST", `/ops/promotions/${paused}/status`, { status: "paused" });
    const pausedJoin = await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", p.token, {
      promotionId: paused,
    });
    expect(pausedJoin.json().errorCode).toBe("promotion.paused");

    const ended = await createPromotion({
      terms: MATCH,
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      endsAt: new Date(Date.now() - DAY).toISOString(),
    });
    const endedJoin = await call(
      "POST",
      "/wps/relay/MCSFE_signUpPromotionJoin",
      p.token,
      { promotionId: ended },
      "PT",
    );
    expect(endedJoin.json()).toMatchObject({
      errorCode: "promotion.ended",
      message: "Esta promoção já terminou.",
    });

    const segment = await createPromotion({ terms: MATCH, eligibility: { countries: ["BR"] } });
    const listed = (await call("GET", "/wps/relay/MCSFE_getPromotionList?size=100", p.token)).json().value
      .list;
    // Outside its segment: the promotion still runs (not shown as ended), the player is told why not.
    expect(listed.find((x: { id: number }) => x.id === segment)).toMatchObject({
      state: "join",
      action: "none",
      blocked: "ineligible",
      blockedReason: "not available in your country.",
    });
    const outside = await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", p.token, {
      promotionId: segment,
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe(
      "You cannot take part in this promotion: not available in your country.",
    );
    const detail = (
      await call("GET", `/wps/relay/MCSFE_getPromotionDetail/${segment}`, p.token, undefined, "PT")
    ).json().value;
    expect(detail).toMatchObject({
      state: "join",
      action: "none",
      blocked: "ineligible",
      blockedReason: "não disponível no seu país.",
    });

    await fund(t, p.id, 1n);
    await deposit(p, "100.00");
    const first = await createPromotion({ terms: MATCH });
    const late = await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", p.token, { promotionId: first });
    expect(late.json().errorCode).toBe("promotion.not.eligible");

    const notClaimable = await call("POST", "/wps/relay/MCSFE_signUpRequestReward", p.token, {
      promotionId: first,
    });
    expect(notClaimable.json().errorCode).toBe("promotion.not.claimable");
  });
});

describe("a running first-deposit bonus for a player who has already deposited", () => {
  it("says already used, with the reason, in PT and EN, while staff still see it active", async () => {
    const p = await registerPlayer(t);
    // As the demo brand seeds it (at most 0 deposits), and with no condition but the terms' "first".
    const seeded = await createPromotion({ terms: MATCH, eligibility: { maxDeposits: 0 } });
    const plain = await createPromotion({ terms: MATCH });
    const entry = async (id: number, language: "PT" | "EN") =>
      (await call("GET", "/wps/relay/MCSFE_getPromotionList?size=100", p.token, undefined, language))
        .json()
        .value.list.find((x: { id: number }) => x.id === id);
    for (const id of [seeded, plain]) {
      expect(await entry(id, "EN")).toMatchObject({
        state: "join",
        action: "join",
        blocked: null,
        blockedReason: "",
      });
    }

    await deposit(p, "100.00");
    for (const id of [seeded, plain]) {
      expect(await entry(id, "EN")).toMatchObject({
        state: "join",
        action: "none",
        blocked: "used",
        blockedReason: "only for a first deposit, and yours is already made.",
      });
      expect(await entry(id, "PT")).toMatchObject({
        blocked: "used",
        blockedReason: "só vale para o primeiro depósito, e o seu já foi feito.",
      });
      const detail = (
        await call("GET", `/wps/relay/MCSFE_getPromotionDetail/${id}`, p.token, undefined, "PT")
      ).json().value;
      expect(detail).toMatchObject({
        state: "join",
        action: "none",
        blocked: "used",
        blockedReason: "só vale para o primeiro depósito, e o seu já foi feito.",
      });
    }
    // The join the button would have sent is refused the same way.
    const join = await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", p.token, { promotionId: plain });
    expect(join.json().errorCode).toBe("promotion.not.eligible");

    // A guest sees it open; staff see it active.
    expect(
      (await call("GET", "/wps/relay/MCSFE_getPromotionList?size=100", null))
        .json()
        .value.list.find((x: { id: number }) => x.id === seeded),
    ).toMatchObject({ state: "join", action: "join", blocked: null });
    const staff = (await ops("GET", "/ops/promotions?size=100")).json().value;
    const rows = (Array.isArray(staff) ? staff : staff.list) as { id: number; status: string }[];
    expect(rows.find((x) => x.id === seeded)?.status).toBe("active");
  });
});

describe("manual rewards: apply, approve or reject", () => {
  it("an application waits for an operator; approval credits once, rejection keeps the reason", async () => {
    const id = await createPromotion({ terms: { kind: "manual", amount: "25", needsApproval: true } });
    const a = await registerPlayer(t);
    const b = await registerPlayer(t);
    for (const p of [a, b]) {
      const res = await call("POST", "/wps/relay/MCSFE_signUpRequestReward", p.token, { promotionId: id });
      expect(res.json().value.state).toBe("applying");
    }
    const pending = (await ops("GET", "/ops/promotions/applications")).json().value.list;
    const ofA = pending.find((x: { username: string }) => x.username === a.username);
    const ofB = pending.find((x: { username: string }) => x.username === b.username);
    const approvals = await Promise.all([
      ops("POST", `/ops/promotions/applications/${ofA.participationId}`, { decision: "approve" }),
      ops("POST", `/ops/promotions/applications/${ofA.participationId}`, { decision: "approve" }),
    ]);
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await wallet(a.id, "main")).toBe(2_500n);
    await ops("POST", `/ops/promotions/applications/${ofB.participationId}`, {
      decision: "reject",
      reason: "Conta duplicada",
    });
    const detail = (await call("GET", `/wps/relay/MCSFE_getPromotionDetail/${id}`, b.token)).json().value;
    expect(detail).toMatchObject({ state: "rejected", rejectedReason: "Conta duplicada" });
    expect(await wallet(b.id, "main")).toBe(0n);
    const rewards = (await call("GET", "/wps/relay/MCS2_getRewardCenter", a.token)).json().value.list;
    expect(rewards.some((r: { promotionId: number }) => r.promotionId === id)).toBe(false);
  });
});

describe("raffle: tickets, a draw anyone can check, prizes claimed once", () => {
  it("draws with the committed seed and the beacon round after the end", async () => {
    const players = [await registerPlayer(t), await registerPlayer(t), await registerPlayer(t)];
    const endsAt = new Date(Date.now() + 5000);
    const id = await createPromotion({
      terms: { kind: "raffle", turnoverPerTicket: "10", prizes: ["500", "100"] },
      endsAt: endsAt.toISOString(),
    });
    for (const p of players) {
      await fund(t, p.id, 10_000n);
      expect(
        (await call("POST", "/wps/relay/MCSFE_signUpPromotionJoin", p.token, { promotionId: id })).statusCode,
      ).toBe(200);
    }
    await dice(players[0] as TestPlayer, "30.00");
    await dice(players[1] as TestPlayer, "10.00");
    await promos.settledBets.consume();
    const before = (
      await call("GET", `/wps/relay/MCSFE_getPromotionDetail/${id}`, players[0]?.token ?? "")
    ).json().value;
    expect(before.tickets).toBe(3);
    const drawId = before.drawId as number;
    const open = (await call("GET", `/wps/relay/MCSFE_getRaffleDraw/${drawId}`, null)).json().value;
    expect(open.seed).toBeNull();
    expect(open.seedHash).toMatch(/^[0-9a-f]{64}$/);

    await expect.poll(() => promos.raffles.drawDue(), { timeout: 20_000, interval: 1000 }).toBe(1);
    const drawn = (await call("GET", `/wps/relay/MCSFE_getRaffleDraw/${drawId}`, null)).json().value;
    expect(drawn.state).toBe("drawn");
    expect(seedHashOf(drawn.seed)).toBe(open.seedHash);
    expect(drawn.tickets).toBe(4);
    const row = await raffleRepo.findDraw(t.pool, drawId);
    const beaconOk = await verifyBeaconRound(
      { chainHash: t.config.BEACON_CHAIN_HASH, publicKey: t.config.BEACON_PUBLIC_KEY },
      {
        round: drawn.beaconRound,
        randomness: drawn.beaconRandomness,
        signature: (await t.pool.query("select beacon_signature from raffle_draws where id = $1", [drawId]))
          .rows[0].beacon_signature,
      },
      drawn.beaconRound,
    );
    expect(beaconOk).toBe(true);
    expect(row?.period_end.getTime()).toBe(endsAt.getTime());
    const holders = [
      { memberId: players[0]?.id as number, tickets: 3 },
      { memberId: players[1]?.id as number, tickets: 1 },
    ];
    const again = drawWinners(drawn.seed, drawn.beaconRandomness, holders, 2);
    expect(drawn.winners.map((w: { ticket: number }) => w.ticket)).toEqual(again.map((w) => w.ticket));

    const first = again[0];
    const winner = players.find((p) => p.id === first?.memberId) as TestPlayer;
    const rewards = (await call("GET", "/wps/relay/MCS2_getRewardCenter", winner.token)).json().value.list;
    expect(rewards).toContainEqual(
      expect.objectContaining({ source: "raffle", sourceId: drawId, amount: "500.00" }),
    );
    const mainBefore = await wallet(winner.id, "main");
    const claims = await Promise.all([
      call("POST", "/wps/relay/MCS2_claimRafflePromotion", winner.token, { promotionId: id, drawId }),
      call("POST", "/wps/relay/MCS2_claimRafflePromotion", winner.token, { promotionId: id, drawId }),
    ]);
    expect(claims.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await wallet(winner.id, "main")).toBe(mainBefore + 50_000n);
    const loser = players[2] as TestPlayer;
    const lost = await call("POST", "/wps/relay/MCS2_claimRafflePromotion", loser.token, {
      promotionId: id,
      drawId,
    });
    expect(lost.json().errorCode).toBe("raffle.not.winner");
    const board = (await call("GET", "/wps/relay/MCSFE_getWinnerBoard", null)).json().value.list;
    expect(board).toContainEqual(expect.objectContaining({ kind: "raffle", amount: "500.00" }));
    expect(board.every((w: { player: string }) => w.player.includes("***"))).toBe(true);
  });
});

describe("cashback", () => {
  it("accrues net losses of the period and pays when the period is over", async () => {
    const id = await createPromotion({
      terms: { kind: "cashback", period: "daily", categories: ["house"], percent: 10, cap: "1000" },
    });
    const p = await registerPlayer(t);
    await fund(t, p.id, 10_000n);
    // Lost on purpose: a 2% chance of winning each, and a client seed under which all three lose.
    expect((await call("GET", "/wps/bgs/seeds", p.token)).statusCode).toBe(200);
    await chooseLosingClientSeed(t.pool, p.id, 3, { target: 200, direction: "under" }, async (clientSeed) => {
      expect((await call("POST", "/wps/bgs/seeds/client", p.token, { clientSeed })).statusCode).toBe(200);
    });
    for (let i = 0; i < 3; i++)
      await call("POST", "/wps/bgs/dice/bet", p.token, {
        amount: "10.00",
        target: "2.00",
        direction: "under",
      });
    await promos.settledBets.consume();
    const detailReply = (await call("GET", `/wps/relay/MCSFE_getPromotionDetail/${id}`, p.token)).json();
    expect(detailReply.success, JSON.stringify(detailReply)).toBe(true);
    const detail = detailReply.value;
    expect(detail.state).toBe("process");
    const loss = BigInt(Math.round(Number(detail.accrued) * 100));
    expect(loss).toBe(10_000n - (await wallet(p.id, "main")));
    const main = await wallet(p.id, "main");
    expect(await promos.periodRewards.payFinished(new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await wallet(p.id, "main")).toBe(main + (loss > 0n ? loss / 10n : 0n));
  });
});

describe("the ledger after all of it", () => {
  it("keeps every invariant", async () => {
    expect(await verifyLedger(t.pool)).toEqual([]);
  });
});
