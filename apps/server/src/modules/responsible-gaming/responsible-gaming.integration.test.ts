import { randomUUID } from "node:crypto";
import type { WalletReply } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentServices } from "../../../test/agents.js";
import {
  aggregatorEnv,
  freePort,
  type RunningAggregator,
  startAggregator,
} from "../../../test/aggregator.js";
import { balanceOf, fund, openGameSession, walletCall } from "../../../test/games.js";
import { lotteryOn } from "../../../test/lottery.js";
import {
  callEncrypted,
  loginPlayer,
  registerPlayer,
  solveBotCheck,
  type TestPlayer,
} from "../../../test/players.js";
import { staffLogin } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { signBody } from "../../platform/signing.js";
import { BrandService } from "../brand/service.js";
import { AggregatorClient } from "../games/aggregator-client.js";
import { CatalogueSync } from "../games/catalogue-sync.js";
import { ResponsibleGamingGuard } from "./index.js";

let t: TestApp;
let aggregator: RunningAggregator;
let opsToken: string;

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({
    ...aggregatorEnv(port),
    SANDBOX_URL: `http://127.0.0.1:${port}`,
    LOTTERY_JOB_SECONDS: "3600",
  });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  const platformUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  aggregator = await startAggregator(platformUrl, port);
  const client = new AggregatorClient(
    t.config.AGGREGATOR_URL!,
    "integration-aggregator-secret",
    t.config.AGGREGATOR_OPERATOR,
  );
  await new CatalogueSync(t.pool, client, t.app.log).run();
  const { secret: _secret, ...staffBody } = await staffLogin(t.pool, "ops.rg", "operator-password-1");
  const login = await t.app.inject({
    method: "POST",
    url: "/ops/session/login",
    payload: staffBody,
  });
  opsToken = login.json().value.token;
});

afterAll(async () => {
  await aggregator?.close();
  await t?.close();
});

type Language = "PT" | "EN";

function api(
  player: TestPlayer | null,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: unknown,
  options: { language?: Language; key?: string; ops?: boolean } = {},
) {
  const headers: Record<string, string> = { language: options.language ?? "EN" };
  if (options.ops) headers.authorization = opsToken;
  else if (player) headers.authorization = player.token;
  if (method !== "GET") headers["idempotency-key"] = options.key ?? randomUUID();
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function funded(amount = 1_000_00n): Promise<TestPlayer> {
  const player = await registerPlayer(t);
  await fund(t, player.id, amount);
  return player;
}

const RG = "/wps/member/responsible-gaming";
const setLimit = (player: TestPlayer, body: unknown) => api(player, "PUT", `${RG}/limits`, body);
const overview = async (player: TestPlayer) => (await api(player, "GET", RG)).json().value;
const limitOf = (value: { limits: { type: string; period: string }[] }, type: string, period: string) =>
  value.limits.find((l) => l.type === type && l.period === period) as Record<string, unknown>;

/** A seamless-wallet session of the player and its bet / win / rollback calls. */
async function seamless(player: TestPlayer) {
  const { token } = await openGameSession(t, player.id);
  const base = { token, player: String(player.id), currency: "PHP", vendor: "PG", gameCode: "PG_RNG_0001" };
  return {
    bet: async (amount: string, roundId = randomUUID(), transactionId = randomUUID()) =>
      ({
        ...(await walletCall(t, "bet", { ...base, transactionId, roundId, amount })).reply,
        roundId,
        transactionId,
      }) as WalletReply & {
        roundId: string;
        transactionId: string;
      },
    win: async (roundId: string, betTransactionId: string, amount: string) =>
      (
        await walletCall(t, "win", {
          ...base,
          transactionId: randomUUID(),
          roundId,
          betTransactionId,
          amount,
          roundClosed: false,
        })
      ).reply,
    rollback: async (roundId: string, betTransactionId: string) =>
      (await walletCall(t, "rollback", { ...base, transactionId: randomUUID(), roundId, betTransactionId }))
        .reply,
  };
}

/** Moves a pending change's cooling-off into the past (as 24 hours passing would). */
async function coolingOffPassed(player: TestPlayer) {
  await t.pool.query(
    "update rg_limits set pending_confirmable_at = now() - interval '1 second' where member_id = $1 and pending",
    [player.id],
  );
}

describe("limits: set, decrease at once, increase after the cooling-off", () => {
  it("applies a first and a lower limit at once, holds an increase and a removal for 24 hours, then on confirmation", async () => {
    const player = await funded();
    const first = await setLimit(player, { type: "loss", period: "day", amount: "50.00" });
    expect(first.statusCode).toBe(200);
    expect(first.json().value.applied).toBe("now");
    expect(limitOf(first.json().value.overview, "loss", "day")).toMatchObject({
      player: "50.00",
      effective: "50.00",
    });

    const raise = await setLimit(player, { type: "loss", period: "day", amount: "100.00" });
    expect(raise.json().value.applied).toBe("after-cooling-off");
    const pending = limitOf(raise.json().value.overview, "loss", "day");
    expect(pending).toMatchObject({ effective: "50.00", pending: { value: "100.00", confirmable: false } });

    const early = await api(
      player,
      "POST",
      `${RG}/limits/confirm`,
      { type: "loss", period: "day" },
      { language: "PT" },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe("rg.limit.cooling.off");
    expect(early.json().message).toMatch(/período de reflexão de 24 horas/);

    await coolingOffPassed(player);
    const confirmed = await api(player, "POST", `${RG}/limits/confirm`, { type: "loss", period: "day" });
    expect(confirmed.statusCode).toBe(200);
    expect(limitOf(confirmed.json().value.overview, "loss", "day")).toMatchObject({
      effective: "100.00",
      pending: null,
    });

    const lower = await setLimit(player, { type: "loss", period: "day", amount: "20.00" });
    expect(lower.json().value.applied).toBe("now");
    const removal = await setLimit(player, { type: "loss", period: "day", amount: null });
    expect(removal.json().value.applied).toBe("after-cooling-off");
    expect(limitOf(removal.json().value.overview, "loss", "day").effective).toBe("20.00");
    const cancelled = await api(player, "POST", `${RG}/limits/cancel`, { type: "loss", period: "day" });
    expect(limitOf(cancelled.json().value.overview, "loss", "day")).toMatchObject({
      effective: "20.00",
      pending: null,
    });

    const session = await setLimit(player, { type: "session", minutes: 60 });
    expect(session.json().value.overview.session).toMatchObject({ player: 60, effective: 60 });

    const history = (await api(player, "GET", `${RG}/history?size=50`)).json().value;
    expect(history.list.map((h: { action: string }) => h.action)).toEqual([
      "limit.set",
      "limit.increase.cancelled",
      "limit.removal.requested",
      "limit.decreased",
      "limit.increase.confirmed",
      "limit.increase.requested",
      "limit.set",
    ]);
    expect(history.list[3]).toMatchObject({
      limit: "loss.day",
      before: "100.00",
      after: "20.00",
      by: "player",
    });
  });

  it("refuses malformed amounts and unknown periods with a clear error", async () => {
    const player = await funded();
    const decimals = await setLimit(player, { type: "deposit", period: "day", amount: "10.123" });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errorCode).toBe("rg.limit.amount.invalid");
    const zero = await setLimit(player, { type: "deposit", period: "day", amount: "0" });
    expect(zero.json().errorCode).toBe("rg.limit.amount.invalid");
    const period = await setLimit(player, { type: "deposit", period: "year", amount: "10" });
    expect(period.statusCode).toBe(400);
    expect(period.json().errorCode).toBe("request.invalid");
    const none = await api(player, "POST", `${RG}/limits/confirm`, { type: "wager", period: "week" });
    expect(none.statusCode).toBe(404);
    expect(none.json().errorCode).toBe("rg.limit.change.none");
  });
});

describe("limits on the seamless wallet", () => {
  it("refuses the bet that would pass the daily loss limit (LIMIT_EXCEEDED naming it), never a win or a rollback", async () => {
    const player = await funded();
    await setLimit(player, { type: "loss", period: "day", amount: "30.00" });
    const game = await seamless(player);
    const first = await game.bet("20.00");
    expect(first.status).toBe("OK");
    const refused = await game.bet("15.00");
    expect(refused).toMatchObject({ status: "LIMIT_EXCEEDED", limit: "loss.day", balance: "980.00" });
    expect(refused.message).toMatch(/Limite de perda de 24 horas atingido: restam P\u00a010,00\./);
    // The open round is still won, and the win makes room under the loss limit.
    expect((await game.win(first.roundId, first.transactionId, "8.00")).status).toBe("OK");
    const second = await game.bet("15.00");
    expect(second.status).toBe("OK");
    expect((await game.bet("4.00")).status).toBe("LIMIT_EXCEEDED");
    // A rollback is never refused, and the refunded stake no longer counts.
    expect((await game.rollback(second.roundId, second.transactionId)).status).toBe("OK");
    expect((await game.bet("15.00")).status).toBe("OK");
    expect(await balanceOf(t, player.id)).toBe(1_000_00n - 20_00n + 8_00n - 15_00n);
  });

  it("keeps the old limit until an increase is confirmed after the cooling-off", async () => {
    const player = await funded();
    await setLimit(player, { type: "wager", period: "week", amount: "30.00" });
    await setLimit(player, { type: "wager", period: "week", amount: "1000.00" });
    const game = await seamless(player);
    expect((await game.bet("25.00")).status).toBe("OK");
    expect(await game.bet("10.00")).toMatchObject({ status: "LIMIT_EXCEEDED", limit: "wager.week" });
    await coolingOffPassed(player);
    // Not yet confirmed: the cooling-off alone changes nothing.
    expect((await game.bet("10.00")).status).toBe("LIMIT_EXCEEDED");
    await api(player, "POST", `${RG}/limits/confirm`, { type: "wager", period: "week" });
    expect((await game.bet("10.00")).status).toBe("OK");
  });

  it("never accepts two concurrent bets that together cross a limit", async () => {
    const player = await funded();
    await setLimit(player, { type: "loss", period: "day", amount: "50.00" });
    const game = await seamless(player);
    const replies = await Promise.all(Array.from({ length: 8 }, () => game.bet("30.00")));
    expect(replies.filter((r) => r.status === "OK")).toHaveLength(1);
    expect(replies.filter((r) => r.status === "LIMIT_EXCEEDED")).toHaveLength(7);
    expect(await balanceOf(t, player.id)).toBe(1_000_00n - 30_00n);
    const wager = await funded();
    await setLimit(wager, { type: "wager", period: "month", amount: "100.00" });
    const other = await seamless(wager);
    const many = await Promise.all(Array.from({ length: 12 }, () => other.bet("20.00")));
    expect(many.filter((r) => r.status === "OK")).toHaveLength(5);
  });

  it("counts movements on the server's clock: a bet 25 hours ago is outside the day but inside the week", async () => {
    const player = await funded();
    await t.pool.query(
      "insert into rg_usage (member_id, hour, staked, bets) values ($1, rg_hour(now() - interval '25 hours'), 4000, 1)",
      [player.id],
    );
    await setLimit(player, { type: "loss", period: "day", amount: "50.00" });
    await setLimit(player, { type: "loss", period: "week", amount: "60.00" });
    const value = await overview(player);
    expect(limitOf(value, "loss", "day")).toMatchObject({ used: "0.00", remaining: "50.00" });
    expect(limitOf(value, "loss", "week")).toMatchObject({ used: "40.00", remaining: "20.00" });
    const game = await seamless(player);
    // Windows come from the server's clock alone: nothing a client sends carries a time or a zone.
    const refused = await game.bet("25.00");
    expect(refused).toMatchObject({ status: "LIMIT_EXCEEDED", limit: "loss.week" });
    const placed = await game.bet("20.00");
    expect(placed.status).toBe("OK");
    // The hour turns (as if two hours passed): the hour's usage moves to rg_usage and still counts.
    await t.pool.query(
      `update rg_players set cur_hour = cur_hour - interval '2 hours', past_hour = past_hour - interval '2 hours'
        where member_id = $1`,
      [player.id],
    );
    expect((await game.win(placed.roundId, placed.transactionId, "5.00")).status).toBe("OK");
    const moved = await t.pool.query(
      "select staked from rg_usage where member_id = $1 and hour > now() - interval '3 hours'",
      [player.id],
    );
    expect(moved.rows.map((r) => r.staked)).toEqual(["2000"]);
    expect(limitOf(await overview(player), "loss", "day")).toMatchObject({
      used: "15.00",
      remaining: "35.00",
    });
    expect(await game.bet("6.00")).toMatchObject({ status: "LIMIT_EXCEEDED", limit: "loss.week" });
    expect((await game.bet("5.00")).status).toBe("OK");
  });

  it("ends play when the session time limit is used up", async () => {
    const player = await funded();
    await setLimit(player, { type: "session", minutes: 5 });
    const game = await seamless(player);
    expect((await game.bet("1.00")).status).toBe("OK");
    await t.pool.query(
      "update rg_players set session_started_at = now() - interval '6 minutes' where member_id = $1",
      [player.id],
    );
    expect(await game.bet("1.00")).toMatchObject({ status: "LIMIT_EXCEEDED", limit: "session" });
    const launch = await api(player, "POST", "/wps/game/launchGame", { gameId: "PG_RNG_0001" });
    expect(launch.json().errorCode).toBe("rg.limit.session");
    // A new login starts a new session.
    const login = await loginPlayer(t, player.username, player.password);
    const again = await seamless({ ...player, token: login.token });
    expect((await again.bet("1.00")).status).toBe("OK");
  });
});

describe("limits on the other stake paths", () => {
  it("refuses an in-house bet past the loss limit, with the reason in Portuguese and English", async () => {
    const player = await funded();
    await setLimit(player, { type: "loss", period: "day", amount: "5.00" });
    const dice = (language: Language) =>
      api(
        player,
        "POST",
        "/wps/bgs/dice/bet",
        { amount: "10.00", target: "50.00", direction: "over" },
        { language },
      );
    const pt = await dice("PT");
    expect(pt.statusCode).toBe(403);
    expect(pt.json()).toMatchObject({
      errorCode: "rg.limit.loss.day",
      message: "Limite de perda de 24 horas atingido: restam P\u00a05,00.",
    });
    const en = await dice("EN");
    expect(en.json().message).toBe("24-hour loss limit reached: P\u00a05.00 left.");
    expect(await balanceOf(t, player.id)).toBe(1_000_00n);
  });

  it("stops an auto-play run after its plays and before a bet that could pass its loss limit", async () => {
    const player = await funded();
    const tooMany = await api(player, "POST", `${RG}/auto-play`, { plays: 101, lossLimit: "10" });
    expect(tooMany.statusCode).toBe(400);
    const run = (await api(player, "POST", `${RG}/auto-play`, { plays: 2, lossLimit: "25.00" })).json().value;
    const bet = () =>
      api(player, "POST", "/wps/bgs/dice/bet", {
        amount: "10.00",
        target: "50.00",
        direction: "over",
        autoRunId: run.runId,
      });
    expect((await bet()).statusCode).toBe(200);
    expect((await bet()).statusCode).toBe(200);
    const third = await bet();
    expect(third.json().errorCode).toBe("rg.auto.play.plays.reached");
    const small = (await api(player, "POST", `${RG}/auto-play`, { plays: 100, lossLimit: "5.00" })).json()
      .value;
    const refused = await api(player, "POST", "/wps/bgs/dice/bet", {
      amount: "10.00",
      target: "50.00",
      direction: "over",
      autoRunId: small.runId,
    });
    expect(refused.json().errorCode).toBe("rg.auto.play.loss.reached");
    const unknown = await api(player, "POST", "/wps/bgs/dice/bet", {
      amount: "1.00",
      target: "50.00",
      direction: "over",
      autoRunId: randomUUID(),
    });
    expect(unknown.json().errorCode).toBe("rg.auto.play.unknown");
  });

  it("counts every auto-play game's stakes and wins in the run, and takes no run in mines", async () => {
    const player = await funded();
    const run = (await api(player, "POST", `${RG}/auto-play`, { plays: 10, lossLimit: "50.00" })).json()
      .value;
    const bets: [string, Record<string, unknown>][] = [
      ["/wps/bgs/dice/bet", { target: "50.00", direction: "over" }],
      ["/wps/bgs/limbo/bet", { target: "2.00" }],
      ["/wps/bgs/plinko/bet", { rows: 8, risk: "low" }],
      ["/wps/bgs/keno/bet", { picks: [1, 5, 9, 33], risk: "classic" }],
    ];
    let won = 0;
    for (const [path, body] of bets) {
      const reply = await api(player, "POST", path, { amount: "2.00", autoRunId: run.runId, ...body });
      expect(reply.statusCode).toBe(200);
      won += Math.round(Number(reply.json().value.round.win) * 100);
    }
    const mines = await api(player, "POST", "/wps/bgs/mines/start", {
      amount: "2.00",
      mines: 3,
      autoRunId: run.runId,
    });
    expect(mines.statusCode).toBe(200);
    const { rows } = await t.pool.query<{ played: number; staked: string; won: string }>(
      "select played, staked, won from rg_auto_runs where id = $1",
      [run.runId],
    );
    expect(rows[0]).toEqual({ played: 4, staked: "800", won: String(won) });
  });

  it("refuses lottery tickets past the wager limit and counts refunds back", async () => {
    const lottery = lotteryOn(t.pool, t.config, t.app.log);
    await lottery.draws.createAhead();
    const player = await funded();
    await setLimit(player, { type: "wager", period: "day", amount: "3.00" });
    const draws = (await api(null, "GET", "/lgw/lottery/games/vn-north/draws?count=3")).json().value.draws;
    const place = (stake: string) =>
      api(player, "POST", "/lgw/lottery/tickets", {
        gameCode: "vn-north",
        drawId: draws[0].drawId,
        lines: [{ betType: "de", numbers: ["42"], stake }],
      });
    const ok = await place("2.00");
    expect(ok.statusCode).toBe(200);
    const refused = await place("2.00");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe("rg.limit.wager.day");
    const ticketNo = ok.json().value.tickets[0].ticketNo;
    expect((await api(player, "POST", `/lgw/lottery/tickets/${ticketNo}/cancel`)).statusCode).toBe(200);
    expect((await place("2.00")).statusCode).toBe(200);
  });

  it("refuses a deposit order past the deposit limit; a failed payment gives the amount back", async () => {
    const player = await funded();
    await setLimit(player, { type: "deposit", period: "day", amount: "500.00" });
    const deposit = (amount: string) =>
      api(player, "POST", "/wps/relay/DPS_createDeposit", { channelId: "bank", amount });
    const first = await deposit("300.00");
    expect(first.statusCode).toBe(200);
    const refused = await deposit("250.00");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: "rg.limit.deposit.day",
      message: "24-hour deposit limit reached: P\u00a0200.00 left.",
    });
    const fitting = await deposit("200.00");
    expect(fitting.statusCode).toBe(200);
    expect((await deposit("100.00")).json().errorCode).toBe("rg.limit.deposit.day");
    // The provider reports the first payment failed: its amount no longer counts.
    const raw = JSON.stringify({
      notificationId: randomUUID(),
      kind: "payment",
      orderNo: first.json().value.orderNo,
      providerRef: "PAY-failed",
      amount: "300.00",
      currency: "PHP",
      status: "FAILED",
      occurredAt: new Date().toISOString(),
    });
    const failed = await t.app.inject({
      method: "POST",
      url: "/api/payments/SANDBOXPAY/notify",
      payload: raw,
      headers: {
        "content-type": "application/json",
        "x-signature": signBody(t.config.PAYMENT_GATEWAY_SECRET, raw),
      },
    });
    expect(failed.json().outcome).toBe("failed");
    expect((await deposit("300.00")).statusCode).toBe(200);
  });
});

describe("time-out and self-exclusion", () => {
  it("a time-out refuses launches, bets (USER_DISABLED) and deposits, keeps wins, login and the account's tools", async () => {
    const player = await funded();
    const game = await seamless(player);
    const open = await game.bet("10.00");
    const tooLong = await api(player, "POST", `${RG}/time-out`, { days: 43 });
    expect(tooLong.statusCode).toBe(400);
    const timeout = await api(player, "POST", `${RG}/time-out`, { days: 2 });
    expect(timeout.statusCode).toBe(200);
    expect(timeout.json().value).toMatchObject({ kind: "timeout" });

    const launch = await api(
      player,
      "POST",
      "/wps/game/launchGame",
      { gameId: "PG_RNG_0001" },
      { language: "PT" },
    );
    expect(launch.statusCode).toBe(403);
    expect(launch.json().errorCode).toBe("rg.timeout.active");
    expect(launch.json().message).toMatch(/Sua conta está em pausa até/);
    const bet = await game.bet("1.00");
    expect(bet.status).toBe("USER_DISABLED");
    expect(bet.message).toMatch(/pausa/);
    expect((await game.win(open.roundId, open.transactionId, "5.00")).status).toBe("OK");
    const dice = await api(player, "POST", "/wps/bgs/dice/bet", {
      amount: "1.00",
      target: "50.00",
      direction: "over",
    });
    expect(dice.json().errorCode).toBe("rg.timeout.active");
    const deposit = await api(player, "POST", "/wps/relay/DPS_createDeposit", {
      channelId: "bank",
      amount: "150.00",
    });
    expect(deposit.json().errorCode).toBe("rg.timeout.active");

    const shorter = await api(player, "POST", `${RG}/time-out`, { days: 1 });
    expect(shorter.json().errorCode).toBe("rg.exclusion.shorter");
    expect((await loginPlayer(t, player.username, player.password)).token).toBeTruthy();
    expect((await overview(player)).exclusion).toMatchObject({ kind: "timeout" });
    const guard = new ResponsibleGamingGuard(t.pool, new BrandService(t.pool, "jogada"));
    expect(await guard.isExcluded(player.id)).toBe(true);

    // Once it is over, play resumes.
    await t.pool.query(
      "update rg_players set excluded_until = now() - interval '1 second' where member_id = $1",
      [player.id],
    );
    expect((await game.bet("1.00")).status).toBe("OK");
  });

  it("a self-exclusion is never shortened and blocks registering again with the same email or phone", async () => {
    const email = `rg-${randomUUID().slice(0, 8)}@example.com`;
    const mobileNum = `9${Math.floor(Math.random() * 1e9)}`.padEnd(10, "7");
    const player = await registerPlayer(t, { email, mobileNum, countryDialingCode: "+55" });
    const missing = await api(player, "POST", `${RG}/self-exclusion`, { period: "6m" });
    expect(missing.statusCode).toBe(400);
    const excluded = await api(player, "POST", `${RG}/self-exclusion`, { period: "6m", confirm: true });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json().value.kind).toBe("self-exclusion");
    const timeout = await api(player, "POST", `${RG}/time-out`, { days: 7 });
    expect(timeout.json().errorCode).toBe("rg.exclusion.shorter");
    const forever = await api(player, "POST", `${RG}/self-exclusion`, { period: "permanent", confirm: true });
    expect(forever.json().value.until).toBeNull();
    const launch = await api(player, "POST", "/wps/game/launchGame", { gameId: "PG_RNG_0001" });
    expect(launch.json().errorCode).toBe("rg.self.exclusion.permanent");

    const again = async (body: Record<string, unknown>) =>
      callEncrypted(t, "PUT", "/wps/member/register", {
        username: `p${randomUUID().slice(0, 8).replace(/-/g, "")}`,
        password: "Secret123",
        confirmPassword: "Secret123",
        registerMethod: "WEB",
        acceptTerms: true,
        altcha: await solveBotCheck(t),
        ...body,
      });
    const sameEmail = await again({ email: email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(403);
    expect(sameEmail.json().errorCode).toBe("rg.registration.excluded");
    // The number is still the excluded account's own: refused either way.
    const samePhone = await again({ mobileNum, countryDialingCode: "55" });
    expect(["rg.registration.excluded", "register.mobile.taken"]).toContain(samePhone.json().errorCode);
    expect((await again({ email: `other-${email}` })).statusCode).toBe(200);
  });

  it("closes an account on request: no play or deposits, the history records it", async () => {
    const player = await funded();
    const closed = await api(player, "POST", `${RG}/closure`, { confirm: true, reason: "too much time" });
    expect(closed.json().value).toMatchObject({ kind: "closed", until: null });
    const dice = await api(player, "POST", "/wps/bgs/dice/bet", {
      amount: "1.00",
      target: "50.00",
      direction: "over",
    });
    expect(dice.json().errorCode).toBe("rg.account.closed");
    const history = (await api(player, "GET", `${RG}/history`)).json().value.list;
    expect(history[0]).toMatchObject({ action: "closure", note: "too much time" });
  });

  it("the agent line books no commission on a self-excluded player's play", async () => {
    const agents = agentServices(t.pool);
    try {
      const excluded = await funded();
      const playing = await funded();
      await api(excluded, "POST", `${RG}/self-exclusion`, { period: "1y", confirm: true });
      for (const member of [excluded, playing]) {
        await t.pool.query(
          `insert into agent_bet_queue (source, round_ref, member_id, merchant_code, product, valid_bet, payout, settled_at)
           values ('game', $1, $2, 'jogada', 'RNG', 10000, 2000, now())`,
          [Math.floor(Math.random() * 1e12), member.id],
        );
      }
      const brand = (await new BrandService(t.pool, "jogada").get("jogada"))!;
      await agents.settlement.book(brand.config, undefined);
      const { rows } = await t.pool.query<{ member_id: string }>(
        "select member_id from agent_bet_slots where member_id = any($1::bigint[])",
        [[excluded.id, playing.id]],
      );
      expect(rows.map((r) => Number(r.member_id))).toEqual([playing.id]);
    } finally {
      await agents.close();
    }
  });
});

describe("reality check, birthday and the operator's view", () => {
  it("reports this session's time and net result and the next reminder", async () => {
    const player = await funded();
    const bad = await api(player, "PUT", `${RG}/reality-check`, { intervalMinutes: 7 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await api(player, "PUT", `${RG}/reality-check`, { intervalMinutes: 15 })).json().value.intervalMinutes,
    ).toBe(15);
    const game = await seamless(player);
    const bet = await game.bet("10.00");
    await game.win(bet.roundId, bet.transactionId, "4.00");
    const session = (await api(player, "GET", `${RG}/session`)).json().value;
    expect(session).toMatchObject({ staked: "10.00", won: "4.00", net: "-6.00", realityCheckMinutes: 15 });
    const next = Date.parse(session.nextRealityCheckAt) - Date.parse(session.startedAt);
    expect(next % (15 * 60_000)).toBe(0);
    expect(Date.parse(session.nextRealityCheckAt)).toBeGreaterThan(Date.parse(session.serverTime));
  });

  it("checks birthdays: format, future, the brand's minimum age (21 by default, 18 when set)", async () => {
    const player = await funded();
    const put = (birthday: string) =>
      api(player, "PUT", "/wps/member/info/birthday", { birthday }, { language: "PT" });
    expect((await put("2001-02-30")).json().errorCode).toBe("rg.birthday.invalid");
    expect((await put("01/02/2001")).json().errorCode).toBe("rg.birthday.invalid");
    expect((await put("2999-01-01")).json().errorCode).toBe("rg.birthday.future");
    const year = new Date().getUTCFullYear();
    const nineteen = `${year - 19}-01-01`;
    const young = await put(nineteen);
    expect(young.statusCode).toBe(403);
    expect(young.json().message).toBe("É preciso ter pelo menos 21 anos para jogar.");
    expect((await put("1990-05-17")).json().value).toEqual({ birthday: "1990-05-17", minimumAge: 21 });

    const register = async (birthday?: string) =>
      callEncrypted(t, "PUT", "/wps/member/register", {
        username: `b${randomUUID().slice(0, 8).replace(/-/g, "")}`,
        password: "Secret123",
        confirmPassword: "Secret123",
        registerMethod: "WEB",
        acceptTerms: true,
        altcha: await solveBotCheck(t),
        ...(birthday ? { birthday } : {}),
      });
    expect((await register(nineteen)).json().errorCode).toBe("rg.age.under.minimum");
    const brands = new BrandService(t.pool, "jogada");
    await brands.update("jogada", "test", "minimum age 18, birthday asked", (config) => ({
      ...config,
      responsibleGaming: { ...config.responsibleGaming, minimumAge: 18, askBirthday: true },
    }));
    await expect.poll(async () => (await register(nineteen)).statusCode, { timeout: 5000 }).toBe(200);
    expect((await register()).json().errorCode).toBe("rg.birthday.required");
    await brands.update("jogada", "test", "defaults", (config) => ({
      ...config,
      responsibleGaming: { ...config.responsibleGaming, minimumAge: 21, askBirthday: false },
    }));
  });

  it("lets an operator set a stricter limit the player cannot loosen, and lists players crossing markers", async () => {
    const player = await funded();
    await setLimit(player, { type: "loss", period: "day", amount: "100.00" });
    const noReason = await api(
      null,
      "PUT",
      `/ops/members/${player.id}/responsible-gaming/limits`,
      {
        limit: { type: "loss", period: "day", amount: "20.00" },
        reason: " ",
      },
      { ops: true },
    );
    expect(noReason.json().errorCode).toBe("operator.reason.required");
    const set = await api(
      null,
      "PUT",
      `/ops/members/${player.id}/responsible-gaming/limits`,
      {
        limit: { type: "loss", period: "day", amount: "20.00" },
        reason: "loss velocity",
      },
      { ops: true },
    );
    expect(set.statusCode).toBe(200);
    expect(limitOf(set.json().value.overview, "loss", "day")).toMatchObject({
      player: "100.00",
      operator: "20.00",
      effective: "20.00",
    });
    expect(set.json().value.history[0]).toMatchObject({ by: "operator", note: "loss velocity" });
    // The player's own calls change only the player's limit.
    await setLimit(player, { type: "loss", period: "day", amount: "50.00" });
    expect(limitOf(await overview(player), "loss", "day").effective).toBe("20.00");
    const game = await seamless(player);
    expect(await game.bet("25.00")).toMatchObject({ status: "LIMIT_EXCEEDED", limit: "loss.day" });

    const heavy = await funded(100_000_00n);
    const heavyGame = await seamless(heavy);
    for (let i = 0; i < 3; i++) expect((await heavyGame.bet("500.00")).status).toBe("OK");
    for (let i = 0; i < 5; i++) {
      await api(heavy, "POST", "/wps/relay/DPS_createDeposit", { channelId: "bank", amount: "100.00" });
    }
    const markers = await api(null, "GET", "/ops/responsible-gaming/markers", undefined, { ops: true });
    expect(markers.statusCode).toBe(200);
    const entry = markers.json().value.list.find((p: { memberId: number }) => p.memberId === heavy.id);
    expect(entry.markers.map((m: { marker: string }) => m.marker)).toEqual([
      "deposit.frequency",
      "loss.velocity",
    ]);
    expect(markers.json().value.list.some((p: { memberId: number }) => p.memberId === player.id)).toBe(false);

    const unknown = await api(null, "GET", "/ops/members/99999999/responsible-gaming", undefined, {
      ops: true,
    });
    expect(unknown.statusCode).toBe(404);
    const asPlayer = await api(player, "GET", `/ops/members/${player.id}/responsible-gaming`);
    expect(asPlayer.statusCode).toBe(401);
  });
});
