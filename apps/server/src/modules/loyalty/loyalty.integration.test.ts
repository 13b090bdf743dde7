import { randomUUID } from "node:crypto";
import type { LoyaltySettings } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AGGREGATOR_SECRET,
  freePort,
  type RunningAggregator,
  startAggregator,
} from "../../../test/aggregator.js";
import { depositThroughSandbox } from "../../../test/deposits.js";
import { fund, openGameSession, walletCall } from "../../../test/games.js";
import { callEncrypted, loginPlayer, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppContext } from "../../platform/context.js";
import { BrandService } from "../brand/service.js";
import { depositFactsOf } from "../cashier/deposit-service.js";
import { AggregatorClient } from "../games/aggregator-client.js";
import { CatalogueSync } from "../games/catalogue-sync.js";
import { AccountLinks } from "../integrity/links-service.js";
import { LedgerService } from "../ledger/service.js";
import { verifyLedger } from "../ledger/verify.js";
import { MemberService } from "../members/service.js";
import { createPromotions } from "../promotions/index.js";
import { ResponsibleGamingGuard } from "../responsible-gaming/index.js";
import { createLoyalty, defaultSettings, type Loyalty } from "./index.js";
import { decideLevel, readLevelReason } from "./levels.js";

// Registrations, deposits through the sandbox and bets: slow on a shared machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

let t: TestApp;
let sandbox: RunningAggregator;
let opsToken: string;
let loyalty: Loyalty;
let ledger: LedgerService;
const notices: { memberId: number; template: string; params: unknown }[] = [];
const published: { memberId: number; type: string; data?: unknown }[] = [];

function call(
  method: "GET" | "POST" | "PUT",
  url: string,
  token: string | null,
  payload?: unknown,
  options: { language?: "PT" | "EN"; key?: string } = {},
) {
  const money =
    url.includes("passwordCheck/") || url.includes("DPS_createDeposit") || url.startsWith("/wps/bgs");
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: {
      ...(token ? { authorization: token } : {}),
      language: options.language ?? "EN",
      ...(money ? { "idempotency-key": options.key ?? randomUUID() } : {}),
    },
  });
}

const ops = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  call(method, url, opsToken, payload);

async function main(memberId: number): Promise<bigint> {
  return (await ledger.balanceOf({ owner: "player", memberId, wallet: "main" }, "PHP")).available;
}

async function points(memberId: number) {
  return ledger.balanceOf({ owner: "player", memberId, wallet: "points" }, "PTS");
}

/** Gives a player points from the house, as earning them would. */
async function grantPoints(memberId: number, amount: bigint) {
  await ledger.transfer({
    from: { owner: "house", merchant: "jogada", kind: "house_points", code: "test" },
    to: { owner: "player", memberId, wallet: "points" },
    amount,
    currency: "PTS",
    reference: `test-points:${randomUUID()}`,
    kind: "points",
  });
}

const deposit = (player: TestPlayer, amount: string) => depositThroughSandbox(t, player.token, amount);

async function dice(player: TestPlayer, amount: string) {
  const res = await call("POST", "/wps/bgs/dice/bet", player.token, {
    amount,
    target: "50.00",
    direction: "under",
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function setPaymentPassword(player: TestPlayer, password = "135790") {
  const res = await callEncrypted(
    t,
    "POST",
    "/wps/member/password/payment",
    { newPaymentPassword: password, confirmPaymentPassword: password },
    { token: player.token },
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** Small thresholds so a test reaches levels with a few bets. */
function testSettings(): LoyaltySettings {
  const s = defaultSettings();
  const figures: [string, string, string][] = [
    ["0", "0", "0"],
    ["100", "50", "40"],
    ["200", "100", "80"],
    ["300", "150", "120"],
    ["400", "200", "160"],
    ["500", "250", "200"],
    ["600", "300", "240"],
    ["700", "350", "280"],
  ];
  s.levels = s.levels.map((l, i) => {
    const [minDeposit, minTurnover, keepTurnover] = figures[i] as [string, string, string];
    return { ...l, minDeposit, minTurnover, keepTurnover };
  });
  s.keepDays = 60;
  s.points.earnPer100 = { house: 10, slots: 10 };
  s.referral = { enabled: true, condition: "first_deposit", amount: "50", reward: "20", maxRewarded: 100 };
  s.leaderboard = { enabled: true, period: "weekly", prizes: ["30", "20", "10"], size: 20 };
  s.levels = s.levels.map((l) => ({ ...l, rebate: { ...l.rebate, house: 0.25 * l.rankLevel } }));
  const one = s.levels[1];
  if (one) s.levels[1] = { ...one, dailyWithdrawalLimit: "300", dailyWithdrawalCount: 2 };
  return s;
}

beforeAll(async () => {
  const platformPort = await freePort();
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
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
    responsibleGaming: new ResponsibleGamingGuard(t.pool, brands),
    events: {
      publish: async (memberId: number, event: { type: string; data?: unknown }) => {
        published.push({ memberId: Number(memberId), ...event });
      },
    },
    notify: async (memberId: number, template: string, params: unknown) => {
      notices.push({ memberId: Number(memberId), template, params });
    },
  } as unknown as AppContext;
  const promotions = createPromotions(ctx, {
    depositCount: async (memberId) => (await depositFactsOf(t.pool, memberId)).depositCount,
  });
  loyalty = createLoyalty(ctx, async (tx, input) => {
    const issued = await promotions.bonuses.issue(tx, {
      ...input,
      promotionId: null,
      participationId: null,
      deposit: 0n,
    });
    return { bonusId: issued.bonusId, announce: async () => {} };
  });
  opsToken = await staffToken(t, "ops.loyalty");
  const saved = await ops("PUT", "/ops/loyalty/settings", { settings: testSettings() });
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe("VIP levels", () => {
  it("decides up, keep and down from the figures alone", () => {
    const s = testSettings();
    const up = decideLevel(s, 2, {
      current: 0,
      deposit: 20_000n,
      turnover: 10_000n,
      window: 10_000n,
      keepDue: false,
    });
    expect(up?.level).toBe(2);
    // Reached thresholds but the window misses level 3's keep turnover: not level 3.
    expect(
      decideLevel(s, 2, { current: 2, deposit: 30_000n, turnover: 15_000n, window: 10_000n, keepDue: false }),
    ).toBeUndefined();
    // Below the keep turnover, but the window has not passed since the last change: kept.
    expect(
      decideLevel(s, 2, { current: 2, deposit: 20_000n, turnover: 10_000n, window: 0n, keepDue: false }),
    ).toBeUndefined();
    const down = decideLevel(s, 2, {
      current: 2,
      deposit: 20_000n,
      turnover: 10_000n,
      window: 3_000n,
      keepDue: true,
    });
    expect(down).toMatchObject({ level: 0 });
    expect(down?.reason).toMatch(/^keep: 60-day turnover 3000 below 8000/);
    // The back office reads the stored reasons back as amounts in the currency, for its own words.
    expect(readLevelReason(down?.reason as string, 2)).toEqual({
      kind: "keep",
      keepDays: 60,
      window: "30.00",
      keep: "80.00",
    });
    expect(readLevelReason(up?.reason as string, 2)).toEqual({
      kind: "upgrade",
      deposit: "200.00",
      turnover: "100.00",
      keepDays: 60,
      window: "100.00",
    });
    expect(readLevelReason("test: upgrade after midnight", 2)).toEqual({
      kind: "recorded",
      note: "test: upgrade after midnight",
    });
    const oneDown = decideLevel(s, 2, {
      current: 2,
      deposit: 20_000n,
      turnover: 10_000n,
      window: 5_000n,
      keepDue: true,
    });
    expect(oneDown?.level).toBe(1);
  });

  it("levels come from real deposits and settled bets, with reason, labels, upgrade bonus, keep and downgrade", async () => {
    const p = await registerPlayer(t);
    const before = (await call("GET", "/wps/member/info", p.token)).json().value;
    expect(before.clubLabel).toEqual({ labelName: "VIP0", rankLevel: 0 });
    expect(before.memberLabel).toEqual([]);
    await deposit(p, "150.00");
    await dice(p, "30.00");
    // A seamless bet still open (no win yet) is not counted: the level waits for settled bets.
    const session = await openGameSession(t, p.id);
    const base = {
      token: session.token,
      player: String(p.id),
      currency: "PHP",
      vendor: session.vendor,
      gameCode: session.gameCode,
    };
    expect(
      (
        await walletCall(t, "bet", {
          ...base,
          transactionId: `b-${p.id}`,
          roundId: `r-${p.id}`,
          amount: "40.00",
        })
      ).reply.status,
    ).toBe("OK");
    await loyalty.engine.drain();
    let vip = (await call("GET", "/wps/relay/MCSFE_getVipLevels", p.token)).json().value;
    expect(vip.me).toMatchObject({ rankLevel: 0, deposit: "150.00", turnover: "30.00" });
    expect(vip.me.next).toMatchObject({ rankLevel: 1, depositNeeded: "0.00", turnoverNeeded: "20.00" });
    expect(vip.levels).toHaveLength(8);
    // The round settles: its stake counts now, and the player goes up.
    const win = await walletCall(t, "win", {
      ...base,
      transactionId: `w-${p.id}`,
      betTransactionId: `b-${p.id}`,
      roundId: `r-${p.id}`,
      amount: "0.00",
      roundClosed: true,
    });
    expect(win.reply.status).toBe("OK");
    await loyalty.engine.drain();
    vip = (await call("GET", "/wps/relay/MCSFE_getVipLevels", p.token, undefined, { language: "PT" })).json()
      .value;
    expect(vip.me).toMatchObject({
      rankLevel: 1,
      labelName: "VIP1 Bronze",
      turnover: "70.00",
      vipService: false,
    });
    const info = (await call("GET", "/wps/member/info", p.token)).json().value;
    expect(info.clubLabel).toEqual({ labelName: "VIP1", rankLevel: 1 });
    expect(info.memberLabel).toEqual([{ labelName: "VIP1", labelCode: "VIP" }]);
    const change = await t.pool.query(
      "select from_level, to_level, reason from loyalty_level_changes where member_id = $1",
      [p.id],
    );
    expect(change.rows).toEqual([
      {
        from_level: 0,
        to_level: 1,
        reason: expect.stringMatching(/^upgrade: deposits 15000, turnover 7000/),
      },
    ]);
    expect(notices).toContainEqual({
      memberId: p.id,
      template: "level.upgraded",
      params: { level: "VIP1 Bronze" },
    });

    // The upgrade bonus waits in the reward centre; claimed once, a second claim is refused.
    const centre = (await call("GET", "/wps/relay/MCS2_getRewardCenter", p.token)).json().value.list;
    const bonus = centre.find((r: { source: string }) => r.source === "vip");
    expect(bonus).toMatchObject({ amount: "5.00", action: "claim", title: "Upgrade bonus: VIP1 Bronze" });
    const mainBefore = await main(p.id);
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        call("POST", "/wps/relay/MCS2_claimLoyaltyReward", p.token, {
          source: "vip",
          sourceId: bonus.sourceId,
        }),
      ),
    );
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of claims.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorCode).toBe("loyalty.reward.already.claimed");
    }
    expect(await main(p.id)).toBe(mainBefore + 500n);
    const pt = await call(
      "POST",
      "/wps/relay/MCS2_claimLoyaltyReward",
      p.token,
      { source: "vip", sourceId: bonus.sourceId },
      { language: "PT" },
    );
    expect(pt.json().message).toBe("Esta recompensa já foi resgatada.");

    // Inside the keep window nothing changes even without play.
    await loyalty.engine.keepLevels();
    expect((await call("GET", "/wps/member/info", p.token)).json().value.clubLabel.rankLevel).toBe(1);
    // 61 days later with no turnover in the window: one level down, with the reason.
    await t.pool.query(
      "update loyalty_members set changed_at = now() - interval '61 days' where member_id = $1",
      [p.id],
    );
    await t.pool.query("update loyalty_turnover_days set day = day - 61 where member_id = $1", [p.id]);
    await loyalty.engine.keepLevels();
    expect((await call("GET", "/wps/member/info", p.token)).json().value.clubLabel).toEqual({
      labelName: "VIP0",
      rankLevel: 0,
    });
    const down = await t.pool.query(
      "select to_level, reason from loyalty_level_changes where member_id = $1 order by id desc limit 1",
      [p.id],
    );
    expect(down.rows[0]).toEqual({ to_level: 0, reason: "keep: 60-day turnover 0 below 4000" });
    // Coming back up does not pay the upgrade bonus twice.
    await dice(p, "45.00");
    await loyalty.engine.drain();
    expect((await call("GET", "/wps/member/info", p.token)).json().value.clubLabel.rankLevel).toBe(1);
    const again = (await call("GET", "/wps/relay/MCS2_getRewardCenter", p.token)).json().value.list;
    expect(again.filter((r: { source: string }) => r.source === "vip")).toEqual([]);
  });
});

describe("missions", () => {
  it("progress from deposits, bets per category, rounds, login streaks and invited friends; rewards claimed once", async () => {
    const texts = (n: string) => ({
      PT: { title: `Missão ${n}`, description: "" },
      EN: { title: `Mission ${n}`, description: "" },
    });
    const create = async (body: Record<string, unknown>) => {
      const res = await ops("POST", "/ops/loyalty/missions", {
        texts: texts(String(body.key)),
        ...body,
        key: undefined,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.id as number;
    };
    // Created before the player does anything: progress counts events after a mission exists.
    const ids = {
      deposit: await create({
        key: "deposit",
        period: "weekly",
        goal: { kind: "deposit", amount: "100" },
        reward: { kind: "cash", amount: "3" },
      }),
      bet: await create({
        key: "bet",
        period: "daily",
        goal: { kind: "bet", amount: "20", category: "house" },
        reward: { kind: "points", points: 40 },
      }),
      slots: await create({
        key: "slots",
        period: "daily",
        goal: { kind: "bet", amount: "20", category: "slots" },
        reward: { kind: "points", points: 40 },
      }),
      rounds: await create({
        key: "rounds",
        period: "daily",
        goal: { kind: "rounds", count: 3 },
        reward: {
          kind: "bonus",
          amount: "4",
          wagering: { multiple: 2, base: "bonus", contributions: {}, expiryDays: 7 },
        },
      }),
      login: await create({
        key: "login",
        period: "weekly",
        goal: { kind: "login_streak", count: 1 },
        reward: { kind: "points", points: 5 },
      }),
      invite: await create({
        key: "invite",
        period: "once",
        goal: { kind: "invite", count: 1 },
        reward: { kind: "points", points: 70 },
      }),
    };
    const severalDays = {
      texts: texts("x"),
      period: "daily",
      goal: { kind: "login_streak", count: 3 },
      reward: { kind: "points", points: 1 },
    };
    const refused = await ops("POST", "/ops/loyalty/missions", severalDays);
    expect(refused.json().errorCode).toBe("loyalty.mission.invalid");
    // The rule's reason is in the staff's language too, not only the sentence around it.
    expect(refused.json().message).toBe("Invalid mission: a daily mission cannot need several days in a row");
    const refusedPt = await call("POST", "/ops/loyalty/missions", opsToken, severalDays, { language: "PT" });
    expect(refusedPt.json().message).toBe(
      "Missão inválida: uma missão diária não pode exigir vários dias seguidos",
    );

    const p = await registerPlayer(t);
    await deposit(p, "100.00");
    for (const amount of ["5.00", "7.00", "8.00"]) await dice(p, amount);
    await loginPlayer(t, p.username, p.password);
    const friend = await registerPlayer(t, {
      referralCode: (await call("GET", "/wps/member/info", p.token)).json().value.referralCode,
    });
    await deposit(friend, "100.00");
    await loyalty.engine.drain();

    const summary = (await call("GET", "/wps/relay/MCSFE_getMissionSummaryDetails", p.token)).json().value;
    const byId = new Map(summary.list.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(ids.deposit)).toMatchObject({
      state: "claim",
      progress: "100.00",
      target: "100.00",
      percent: 100,
    });
    expect(byId.get(ids.bet)).toMatchObject({ state: "claim", progress: "20.00" });
    expect(byId.get(ids.slots)).toMatchObject({ state: "process", progress: "0.00", percent: 0 });
    expect(byId.get(ids.rounds)).toMatchObject({ state: "claim", progress: "3", target: "3" });
    expect(byId.get(ids.login)).toMatchObject({ state: "claim", progress: "1" });
    expect(byId.get(ids.invite)).toMatchObject({ state: "claim", progress: "1", endsAt: null });
    expect(summary.claimable).toBeGreaterThanOrEqual(5);
    expect(summary.openCount).toBeGreaterThanOrEqual(summary.claimable);
    expect(notices).toContainEqual({
      memberId: p.id,
      template: "mission.completed",
      params: { name: "Missão deposit" },
    });

    // Each reward kind: cash to main, points to the points wallet, a bonus through the promotions engine.
    const claim = (m: { rewardId: number }) =>
      call("POST", "/wps/relay/MCS2_claimLoyaltyReward", p.token, {
        source: "mission",
        sourceId: m.rewardId,
      });
    const mainBefore = await main(p.id);
    const pointsBefore = (await points(p.id)).available;
    expect((await claim(byId.get(ids.deposit) as { rewardId: number })).json().value).toMatchObject({
      kind: "cash",
      amount: "3.00",
    });
    expect((await claim(byId.get(ids.bet) as { rewardId: number })).json().value).toMatchObject({
      kind: "points",
      amount: "40",
    });
    const bonus = (await claim(byId.get(ids.rounds) as { rewardId: number })).json().value;
    expect(bonus).toMatchObject({ kind: "bonus", amount: "4.00" });
    expect(bonus.bonusId).toBeGreaterThan(0);
    expect(await main(p.id)).toBe(mainBefore + 300n);
    expect((await points(p.id)).available).toBe(pointsBefore + 40n);
    const twice = await claim(byId.get(ids.deposit) as { rewardId: number });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe("loyalty.reward.already.claimed");
    // Someone else's reward is not found for this player.
    const other = await registerPlayer(t);
    const stolen = await call("POST", "/wps/relay/MCS2_claimLoyaltyReward", other.token, {
      source: "mission",
      sourceId: (byId.get(ids.login) as { rewardId: number }).rewardId,
    });
    expect(stolen.json().errorCode).toBe("loyalty.reward.not.found");
    const after = (await call("GET", "/wps/relay/MCSFE_getMissionSummaryDetails", p.token)).json().value;
    expect(after.list.find((m: { id: number }) => m.id === ids.deposit).state).toBe("claimed");

    // The friend: listed masked, qualified by the first deposit, the inviter's reward waits.
    const friends = (await call("GET", "/wps/relay/MCSFE_getReferralList", p.token)).json().value;
    expect(friends.list).toEqual([
      {
        friend: `${friend.username.slice(0, 2)}***${friend.username.slice(-2)}`,
        registeredAt: expect.any(String),
        status: "qualified",
        reward: "20.00",
      },
    ]);
    const details = (await call("GET", "/wps/relay/MCSFE_getReferralDetails", p.token)).json().value;
    expect(details).toMatchObject({ totalInvitations: 1, qualified: 1, condition: "first_deposit" });
    expect(details.registerPath).toBe(`/register?referralCode=${encodeURIComponent(details.referralCode)}`);
    for (const m of [ids.deposit, ids.bet, ids.slots, ids.rounds, ids.login, ids.invite])
      await ops("POST", `/ops/loyalty/missions/${m}/status`, { status: "ended" });
    const ended = await ops("POST", `/ops/loyalty/missions/${ids.bet}/status`, { status: "active" });
    expect(ended.json().errorCode).toBe("loyalty.status.final");
    // Nor is an ended mission changed: what players completed under it stays as it was.
    const changed = await ops("PUT", `/ops/loyalty/missions/${ids.bet}`, {
      texts: texts("changed"),
      period: "daily",
      goal: { kind: "bet", amount: "1" },
      reward: { kind: "points", points: 1000 },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorCode).toBe("loyalty.status.final");
    const kept = await t.pool.query("select goal, reward from missions where id = $1", [ids.bet]);
    expect(kept.rows[0]).toMatchObject({ goal: { amount: "20" }, reward: { points: 40 } });
  });

  it("self-referral and referral loops pay nothing", async () => {
    const a = await registerPlayer(t);
    const b = await registerPlayer(t, {
      referralCode: (await call("GET", "/wps/member/info", a.token)).json().value.referralCode,
    });
    await expect(
      t.pool.query(
        "insert into loyalty_referrals (referred_id, referrer_id, merchant_code) values ($1, $1, 'jogada')",
        [a.id],
      ),
    ).rejects.toThrow(/loyalty_referrals_not_self/);
    // A loop written behind the platform's back: b "referred" a as well; a's deposit pays b nothing.
    await t.pool.query(
      "insert into loyalty_referrals (referred_id, referrer_id, merchant_code) values ($1, $2, 'jogada')",
      [a.id, b.id],
    );
    await deposit(a, "100.00");
    await loyalty.engine.drain();
    const row = await t.pool.query("select status, reward_id from loyalty_referrals where referred_id = $1", [
      a.id,
    ]);
    expect(row.rows[0]).toEqual({ status: "qualified", reward_id: null });
    const centre = (await call("GET", "/wps/relay/MCS2_getRewardCenter", b.token)).json().value.list;
    expect(centre.filter((r: { source: string }) => r.source === "referral")).toEqual([]);
  });
});

describe("points", () => {
  it("are earned per valid bet at the category's ratio, the remainder carried to the next bet", async () => {
    const p = await registerPlayer(t);
    await fund(t, p.id, 100_000n);
    await dice(p, "5.00"); // 10 points per 100: half a point
    await loyalty.engine.drain();
    expect((await points(p.id)).available).toBe(0n);
    await dice(p, "5.00");
    await dice(p, "12.00");
    await loyalty.engine.drain();
    expect((await points(p.id)).available).toBe(2n);
    const balance = (await call("GET", "/wps/relay/MCS2_getPointBalance", p.token)).json().value;
    expect(balance).toEqual({ points: 2, pending: 0, cashValue: "0.02" });
    const config = (await call("GET", "/wps/relay/MCS2_getPointConfig", null)).json().value;
    expect(config).toMatchObject({ convertPoints: 100, convertAmount: "1", minConvert: 100 });
    expect(config.earn).toContainEqual({ category: "house", pointsPer100: 10 });
  });

  it("the job's run takes a backlog larger than one batch in full batches, each bet once", async () => {
    await loyalty.engine.drain();
    const p = await registerPlayer(t);
    await fund(t, p.id, 100_000n);
    for (let i = 0; i < 5; i++) await dice(p, "10.00"); // one point each
    await loyalty.engine.consumeQueued(2);
    const queued = await t.pool.query("select count(*)::int as n from loyalty_events");
    expect(queued.rows[0].n).toBe(0);
    expect((await points(p.id)).available).toBe(5n);
  });

  it("conversion: whole points only, at the ratio, with the payment password", async () => {
    const p = await registerPlayer(t);
    await setPaymentPassword(p);
    await grantPoints(p.id, 350n);
    for (const bad of [-100, 150.5, 0, 99]) {
      const res = await call("POST", "/wps/relay/passwordCheck/MCS2_convertPoint", p.token, {
        points: bad,
        paymentPassword: "135790",
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errorCode).toBe("points.amount.invalid");
    }
    const pt = await call(
      "POST",
      "/wps/relay/passwordCheck/MCS2_convertPoint",
      p.token,
      { points: 1.5, paymentPassword: "135790" },
      { language: "PT" },
    );
    expect(pt.json().message).toBe("Informe um número inteiro de pontos, no mínimo 100.");
    const tooMany = await call("POST", "/wps/relay/passwordCheck/MCS2_convertPoint", p.token, {
      points: 400,
      paymentPassword: "135790",
    });
    expect(tooMany.json().errorCode).toBe("points.insufficient");
    const key = randomUUID();
    const ok = await call(
      "POST",
      "/wps/relay/passwordCheck/MCS2_convertPoint",
      p.token,
      { points: 300, paymentPassword: "135790" },
      { key },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toEqual({ points: 300, amount: "3.00", balance: 50 });
    // The same key again: the first answer, nothing moves twice.
    const replay = await call(
      "POST",
      "/wps/relay/passwordCheck/MCS2_convertPoint",
      p.token,
      { points: 300, paymentPassword: "135790" },
      { key },
    );
    expect(replay.json().value).toEqual(ok.json().value);
    expect(await main(p.id)).toBe(300n);
    expect((await points(p.id)).available).toBe(50n);
  });

  it("a wrong payment password repeated locks redeem and convert like withdrawals", async () => {
    const p = await registerPlayer(t);
    await setPaymentPassword(p);
    await grantPoints(p.id, 5_000n);
    const mall = (await call("GET", "/wps/relay/MCS2_getPointReward", p.token)).json().value.list;
    const cash = mall.find((m: { kind: string }) => m.kind === "cash");
    let last = 0;
    const codes: string[] = [];
    for (let i = 0; i < 12 && last !== 429; i++) {
      const res = await call("POST", "/wps/relay/passwordCheck/MCS2_redeemPointReward", p.token, {
        rewardId: cash.id,
        quantity: 1,
        paymentPassword: "000000",
      });
      last = res.statusCode;
      codes.push(res.json().errorCode);
    }
    expect(codes[0]).toBe("payment.password.invalid");
    expect(codes.at(-1)).toBe("password.attempts.locked");
    // Locked for every payment-password check, even with the right one; nothing was spent.
    const convert = await call("POST", "/wps/relay/passwordCheck/MCS2_convertPoint", p.token, {
      points: 100,
      paymentPassword: "135790",
    });
    expect(convert.json().errorCode).toBe("password.attempts.locked");
    expect((await points(p.id)).available).toBe(5_000n);
  });

  it("many players redeeming the last unit at once: one gets it, stock never below zero, no points lost", async () => {
    const created = await ops("POST", "/ops/loyalty/mall", {
      kind: "cash",
      points: 500,
      amount: "5",
      stock: 1,
      perPlayerLimit: 1,
      texts: { PT: { title: "Último", description: "" }, EN: { title: "Last one", description: "" } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().value.id as number;
    const players = await Promise.all(Array.from({ length: 6 }, () => registerPlayer(t)));
    for (const p of players) {
      await setPaymentPassword(p);
      await grantPoints(p.id, 800n);
    }
    const results = await Promise.all(
      players.map((p) =>
        call("POST", "/wps/relay/passwordCheck/MCS2_redeemPointReward", p.token, {
          rewardId: item,
          quantity: 1,
          paymentPassword: "135790",
        }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(won[0]?.json().value).toMatchObject({ status: "approved", points: 500, amount: "5.00" });
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json().errorCode).toBe("points.out.of.stock");
    const stock = await t.pool.query("select stock from mall_rewards where id = $1", [item]);
    expect(stock.rows[0].stock).toBe(0);
    const balances = await Promise.all(players.map(async (p) => (await points(p.id)).available));
    expect(balances.filter((b) => b === 300n)).toHaveLength(1);
    expect(balances.filter((b) => b === 800n)).toHaveLength(5);
    const winner = players[results.indexOf(won[0] as (typeof results)[number])] as TestPlayer;
    expect(await main(winner.id)).toBe(500n);
    const history = (await call("GET", "/wps/relay/MCS2_getRedeemPointList", winner.token)).json().value;
    expect(history.list).toEqual([
      expect.objectContaining({ title: "Last one", status: "approved", quantity: 1 }),
    ]);
    // Once ended, the item stays as it was redeemed: no new price or stock.
    await ops("POST", `/ops/loyalty/mall/${item}/status`, { status: "ended" });
    const restocked = await ops("PUT", `/ops/loyalty/mall/${item}`, {
      kind: "cash",
      points: 1,
      amount: "5",
      stock: 100,
      perPlayerLimit: 1,
      texts: { PT: { title: "Último", description: "" }, EN: { title: "Last one", description: "" } },
    });
    expect(restocked.statusCode).toBe(409);
    expect(restocked.json().errorCode).toBe("loyalty.status.final");
    const after = await t.pool.query("select points, stock from mall_rewards where id = $1", [item]);
    expect(after.rows[0]).toEqual({ points: "500", stock: 0 });
  });

  it("redeem refusals: more points than held, bad quantity, no address, limit; physical goods wait for an operator", async () => {
    const p = await registerPlayer(t);
    await setPaymentPassword(p);
    await grantPoints(p.id, 30_000n);
    const mall = (
      await call("GET", "/wps/relay/MCS2_getPointReward", p.token, undefined, { language: "PT" })
    ).json().value.list;
    const phones = mall.find((m: { kind: string }) => m.kind === "physical");
    expect(phones).toMatchObject({ title: "Fones de ouvido sem fio", needsAddress: true, perPlayerLimit: 1 });
    const redeem = (body: Record<string, unknown>, language: "PT" | "EN" = "EN") =>
      call(
        "POST",
        "/wps/relay/passwordCheck/MCS2_redeemPointReward",
        p.token,
        { paymentPassword: "135790", ...body },
        { language },
      );
    expect((await redeem({ rewardId: phones.id, quantity: 1.5 })).json().errorCode).toBe(
      "points.quantity.invalid",
    );
    expect((await redeem({ rewardId: phones.id, quantity: -1 })).json().errorCode).toBe(
      "points.quantity.invalid",
    );
    const noAddress = await redeem({ rewardId: phones.id, quantity: 1 }, "PT");
    expect(noAddress.json()).toMatchObject({
      errorCode: "points.address.required",
      message: "Informe o endereço de entrega para este item.",
    });
    const address = {
      fullName: "Ana Lima",
      phone: "+55 11 5555-0000",
      line1: "Rua A, 10",
      city: "São Paulo",
      postcode: "01000-000",
      country: "BR",
    };
    expect((await redeem({ rewardId: phones.id, quantity: 2, address })).json().errorCode).toBe(
      "points.limit.reached",
    );
    const first = await redeem({ rewardId: phones.id, quantity: 1, address });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.status).toBe("in_process");
    expect(await points(p.id)).toMatchObject({ available: 5_000n, pending: 25_000n });
    const short = await redeem(
      { rewardId: mall.find((m: { kind: string }) => m.kind === "bonus").id, quantity: 3 },
      "PT",
    );
    expect(short.json()).toMatchObject({
      errorCode: "points.insufficient",
      message: "Pontos insuficientes: você tem 5000 e precisa de 6000.",
    });

    // The operator sees it waiting, rejects it with a reason: points and the unit come back.
    const waiting = (await ops("GET", "/ops/loyalty/redemptions")).json().value.list;
    const mine = waiting.find((r: { id: number }) => r.id === first.json().value.id);
    expect(mine).toMatchObject({
      username: p.username,
      status: "in_process",
      address: expect.objectContaining({ city: "São Paulo" }),
    });
    const stockBefore = (await t.pool.query("select stock from mall_rewards where id = $1", [phones.id]))
      .rows[0].stock;
    const rejected = await ops("POST", `/ops/loyalty/redemptions/${mine.id}/decision`, {
      decision: "reject",
      reason: "Sem estoque físico",
    });
    expect(rejected.json().value).toMatchObject({ status: "rejected", reason: "Sem estoque físico" });
    expect(await points(p.id)).toMatchObject({ available: 30_000n, pending: 0n });
    expect(
      (await t.pool.query("select stock from mall_rewards where id = $1", [phones.id])).rows[0].stock,
    ).toBe(stockBefore + 1);
    expect(
      (await ops("POST", `/ops/loyalty/redemptions/${mine.id}/decision`, { decision: "approve" })).json()
        .errorCode,
    ).toBe("points.redemption.decided");
    // A second request is approved: the held points are spent.
    const second = await redeem({ rewardId: phones.id, quantity: 1, address });
    const approved = await ops("POST", `/ops/loyalty/redemptions/${second.json().value.id}/decision`, {
      decision: "approve",
    });
    expect(approved.json().value.status).toBe("approved");
    expect(await points(p.id)).toMatchObject({ available: 5_000n, pending: 0n });
    const history = (await call("GET", "/wps/relay/MCS2_getRedeemPointList", p.token)).json().value.list;
    expect(history.map((h: { status: string }) => h.status)).toEqual(["approved", "rejected"]);
  });
});

describe("leaderboard", () => {
  it("ranks by valid turnover and pays each period's prizes exactly once", async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => registerPlayer(t)));
    const stakes = ["9.00", "31.00", "17.00", "4.00"];
    for (const [i, p] of players.entries()) {
      await fund(t, p.id, 10_000n);
      await dice(p, stakes[i] as string);
    }
    await loyalty.engine.drain();
    const board = (
      await call("GET", "/wps/relay/MCSFE_getMissionLeaderboard", players[2]?.token ?? null)
    ).json().value;
    const ours = board.list.filter((e: { turnover: string }) => stakes.includes(e.turnover));
    expect(ours.map((e: { turnover: string }) => e.turnover)).toEqual(["31.00", "17.00", "9.00", "4.00"]);
    expect(board.me).toMatchObject({ turnover: "17.00" });
    expect(board.list.find((e: { rank: number }) => e.rank === board.me.rank).turnover).toBe("17.00");
    expect(board.settled).toBe(false);
    // Nothing is paid while the period runs.
    expect(await loyalty.leaderboard.settleEnded()).toBe(0);
    // The period ends (moved a week back): two runs at once pay it once.
    await t.pool.query(
      "update leaderboard_scores set period_start = period_start - 7 where period_start = $1",
      [board.periodStart],
    );
    const before = await Promise.all(players.map((p) => main(p.id)));
    const runs = await Promise.all([loyalty.leaderboard.settleEnded(), loyalty.leaderboard.settleEnded()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await loyalty.leaderboard.settleEnded()).toBe(0);
    const after = await Promise.all(players.map((p) => main(p.id)));
    const gains = after.map((a, i) => a - (before[i] as bigint));
    // Everything on the board this period was these players' turnover (plus earlier tests').
    const results = (await ops("GET", "/ops/loyalty/leaderboards")).json().value.list[0];
    expect(results.settled).toBe(true);
    const prizeOf = (name: string) =>
      results.winners.find((w: { username: string }) => w.username === name)?.prize;
    for (const [i, p] of players.entries()) {
      const prize = prizeOf(p.username);
      expect(gains[i]).toBe(prize ? BigInt(Math.round(Number(prize) * 100)) : 0n);
    }
    expect(results.winners.map((w: { rank: number }) => w.rank)).toEqual([1, 2, 3]);
    const last = (
      await call("GET", `/wps/relay/MCSFE_getMissionLeaderboard?periodStart=${results.periodStart}`, null)
    ).json().value;
    expect(last.settled).toBe(true);
  });
});

describe("ledger", () => {
  it("points and loyalty cash keep every ledger invariant", async () => {
    await loyalty.engine.drain();
    expect(await verifyLedger(t.pool)).toEqual([]);
    const pts = await t.pool.query(
      "select sum(balance) as total from ledger_accounts where currency = 'PTS'",
    );
    expect(pts.rows[0].total).toBe("0");
    const kinds = await t.pool.query(
      "select distinct kind from ledger_accounts where currency = 'PTS' order by kind",
    );
    expect(kinds.rows.map((r) => r.kind)).toEqual(["house_points", "points"]);
  });
});

describe("back office", () => {
  it("shows the ladder with counts and changes; refuses settings that do not climb", async () => {
    const ladder = (await ops("GET", "/ops/loyalty/vip")).json().value;
    expect(ladder.levels).toHaveLength(8);
    expect(ladder.levels[1].members).toBeGreaterThanOrEqual(1);
    expect(ladder.changes.length).toBeGreaterThan(0);
    expect(["upgrade", "keep", "shortened", "recorded"]).toContain(ladder.changes[0].reason.kind);
    const bad = testSettings();
    bad.levels[3] = { ...(bad.levels[3] as LoyaltySettings["levels"][number]), minTurnover: "1" };
    const res = await ops("PUT", "/ops/loyalty/settings", { settings: bad });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe("loyalty.settings.invalid");
    expect(res.json().message).toBe(
      "Invalid loyalty settings: level 3's thresholds cannot be below level 2's",
    );
  });
});

/** Puts a player at a level with matching lifetime figures, as earlier play would have. */
async function placeAt(memberId: number, rankLevel: number) {
  const s = testSettings();
  const level = s.levels[rankLevel];
  const minor = (text: string) => BigInt(Math.round(Number(text) * 100));
  await t.pool.query(
    `insert into loyalty_members (member_id, merchant_code, rank_level, highest_level, deposit_total, turnover_total, changed_at)
     values ($1, 'jogada', $2, $2, $3, $4, now())
     on conflict (member_id) do update set rank_level = $2, highest_level = $2, deposit_total = $3,
       turnover_total = $4, changed_at = now()`,
    [memberId, rankLevel, minor(level?.minDeposit ?? "0"), minor(level?.minTurnover ?? "0")],
  );
}

describe("VIP perks", () => {
  it("rebate: paid once per player, finished day and category at the level's rate", async () => {
    const p = await registerPlayer(t);
    await fund(t, p.id, 10_000n);
    await placeAt(p.id, 3);
    await dice(p, "10.00");
    await dice(p, "10.00");
    await loyalty.engine.drain();
    // The day is not over: nothing paid yet.
    expect(await loyalty.perks.payRebates()).toBe(0);
    const day = await t.pool.query<{ day: string }>(
      "select to_char(day, 'YYYY-MM-DD') as day from loyalty_category_days where member_id = $1",
      [p.id],
    );
    expect(day.rows).toHaveLength(1);
    // The day ends (moved back one day), with slots turnover of the same day beside it.
    await t.pool.query("update loyalty_category_days set day = day - 1 where member_id = $1", [p.id]);
    await t.pool.query(
      `insert into loyalty_category_days (member_id, merchant_code, day, category, turnover)
       select member_id, merchant_code, day, 'slots', 10000 from loyalty_category_days where member_id = $1`,
      [p.id],
    );
    const before = await main(p.id);
    const runs = await Promise.all([loyalty.perks.payRebates(), loyalty.perks.payRebates()]);
    expect(await loyalty.perks.payRebates()).toBe(0);
    const paid = await t.pool.query(
      "select category, turnover, percent, amount from loyalty_rebates where member_id = $1 order by category",
      [p.id],
    );
    // Level 3: house 0.75% of 20.00 = 0.15; slots 0.60% of 100.00 = 0.60.
    expect(paid.rows).toEqual([
      { category: "house", turnover: "2000", percent: "0.75", amount: "15" },
      { category: "slots", turnover: "10000", percent: "0.60", amount: "60" },
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    expect((await main(p.id)) - before).toBe(75n);
    const kinds = await t.pool.query(
      "select kind, count(*)::int as n from ledger_transfers where reference like $1 group by kind",
      [`vip.rebate:${p.id}:%`],
    );
    expect(kinds.rows).toEqual([{ kind: "vip.rebate", n: 2 }]);
    expect(notices.filter((n) => n.memberId === p.id && n.template === "vip.rebate")).toHaveLength(1);
    const record = await call("GET", "/wps/relay/ODSFE2_MemTransDet", p.token);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.body).toContain("vip.rebate");
  });

  it("birthday: a validated birth date in the profile, the level's bonus once per year", async () => {
    const p = await registerPlayer(t);
    await placeAt(p.id, 2);
    const bad = await call("PUT", "/wps/member/info/birthday", p.token, { birthday: "1990-02-30" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe("rg.birthday.invalid");
    const brand = (await t.pool.query("select config from brands where merchant_code = 'jogada'")).rows[0]
      .config;
    const now = new Date();
    const { localDay } = await import("./periods.js");
    const today = localDay(now, brand.timeZone ?? "UTC");
    const set = await call("PUT", "/wps/member/info/birthday", p.token, {
      birthday: `1990-${today.slice(5)}`,
    });
    expect(set.statusCode, set.body).toBe(200);
    const before = await main(p.id);
    const runs = await Promise.all([loyalty.perks.payBirthdays(now), loyalty.perks.payBirthdays(now)]);
    expect(await loyalty.perks.payBirthdays(now)).toBe(0);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    // Level 2 of the default ladder: 10.00, once.
    expect((await main(p.id)) - before).toBe(1000n);
    expect(notices.filter((n) => n.memberId === p.id && n.template === "vip.birthday")).toHaveLength(1);
    const nextYear = new Date(now.getTime() + 365 * 86_400_000);
    if (localDay(nextYear, brand.timeZone ?? "UTC").slice(5) === today.slice(5)) {
      await loyalty.perks.payBirthdays(nextYear);
      expect((await main(p.id)) - before).toBe(2000n);
    }
    const years = await t.pool.query("select year from loyalty_birthday_bonuses where member_id = $1", [
      p.id,
    ]);
    expect(years.rows.length).toBeGreaterThanOrEqual(1);
  });

  it("withdrawals: the level's daily amount and count, refused at the limit in the player's language", async () => {
    const p = await registerPlayer(t);
    await fund(t, p.id, 100_000n);
    await placeAt(p.id, 1);
    await setPaymentPassword(p);
    const payee = await call("POST", "/wps/relay/WDS_addPayeeAccount", p.token, {
      type: "BANK",
      institution: "Banco Demo",
      accountNo: "55554444",
      holderName: "Maria Silva",
    });
    expect(payee.statusCode, payee.body).toBe(200);
    const ask = (amount: string, language: "PT" | "EN" = "EN") =>
      call(
        "POST",
        "/wps/relay/passwordCheck/WDS_withdraw",
        p.token,
        { payeeAccountId: payee.json().value.id, amount, paymentPassword: "135790" },
        { language },
      );
    expect((await ask("200")).statusCode).toBe(200);
    const over = await ask("150", "PT");
    expect(over.statusCode).toBe(422);
    expect(over.json().errorCode).toBe("loyalty.withdrawal.daily.limit");
    expect(over.json().errorMsg ?? over.body).toMatch(/300,00/);
    const overEn = await ask("150");
    expect(overEn.body).toMatch(/300\.00/);
    // Up to the limit exactly: accepted.
    expect((await ask("100")).statusCode).toBe(200);
    const third = await ask("100");
    expect(third.statusCode).toBe(409);
    expect(third.json().errorCode).toBe("loyalty.withdrawal.daily.count");
    const ladder = (await call("GET", "/wps/relay/MCSFE_getVipLevels", p.token)).json().value;
    expect(ladder.levels[1]).toMatchObject({ dailyWithdrawalLimit: "300", dailyWithdrawalCount: 2 });
  });

  it("a level change is pushed as a realtime event and an upgrade writes an inbox message", async () => {
    const p = await registerPlayer(t);
    await fund(t, p.id, 10_000n);
    await t.pool.query(
      `insert into loyalty_members (member_id, merchant_code, deposit_total) values ($1, 'jogada', 10000)`,
      [p.id],
    );
    await dice(p, "60.00");
    await loyalty.engine.drain();
    expect(published).toContainEqual({ memberId: p.id, type: "level", data: { rankLevel: 1 } });
    expect(notices.find((n) => n.memberId === p.id && n.template === "level.upgraded")).toBeTruthy();
  });
});

describe("leaderboard standings", () => {
  it("the own rank from standings plus scores changed since is the exact rank", async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => registerPlayer(t)));
    for (const p of players) await fund(t, p.id, 100_000n);
    for (const [i, p] of players.entries()) await dice(p, `${(i + 1) * 7}.00`);
    await loyalty.engine.drain();
    const exact = async () => {
      const { rows } = await t.pool.query<{ member_id: string; rank: string }>(
        `select member_id, row_number() over (order by turnover desc, updated_at, member_id) as rank
           from leaderboard_scores where merchant_code = 'jogada'
            and period_start = (select max(period_start) from leaderboard_scores where merchant_code = 'jogada')`,
      );
      return new Map(rows.map((r) => [Number(r.member_id), Number(r.rank)]));
    };
    const shown = async () =>
      new Map(
        await Promise.all(
          players.map(
            async (p) =>
              [
                p.id,
                (await call("GET", "/wps/relay/MCSFE_getMissionLeaderboard", p.token)).json().value.me.rank,
              ] as [number, number],
          ),
        ),
      );
    const check = async () => {
      const truth = await exact();
      for (const [id, rank] of await shown()) expect(rank).toBe(truth.get(id));
    };
    await check(); // no standings for these scores yet
    expect(await loyalty.leaderboard.takeStandings()).toBeGreaterThanOrEqual(1);
    await check();
    // After the standings: the last climbs to the top, the second adds a little.
    await dice(players[0]!, "80.00");
    await dice(players[1]!, "1.00");
    await loyalty.engine.drain();
    await check();
    await loyalty.leaderboard.takeStandings();
    await check();
  });
});

/** A time-out of a day or a six-month self-exclusion, asked by the player. */
async function exclude(player: TestPlayer, kind: "timeout" | "self-exclusion") {
  const res = await t.app.inject({
    method: "POST",
    url: `/wps/member/responsible-gaming/${kind === "timeout" ? "time-out" : "self-exclusion"}`,
    payload: kind === "timeout" ? { days: 1 } : { period: "6m", confirm: true },
    headers: { authorization: player.token, language: "EN", "idempotency-key": randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The exclusion is over (as its end passing would make it). */
async function endExclusion(player: TestPlayer) {
  await t.pool.query(
    "update rg_players set excluded_until = now() - interval '1 second' where member_id = $1",
    [player.id],
  );
}

/** Cash the rebate moved to the player, from the ledger (bets move the balance meanwhile). */
async function rebatePaid(memberId: number): Promise<bigint> {
  const { rows } = await t.pool.query<{ total: string }>(
    "select coalesce(sum(amount), 0) as total from ledger_transfers where kind = 'vip.rebate' and reference like $1",
    [`vip.rebate:${memberId}:%`],
  );
  return BigInt(rows[0]?.total ?? 0);
}

async function rebatesOf(memberId: number) {
  const { rows } = await t.pool.query(
    `select category, rank_level, turnover, percent, amount, withheld, withheld_reason, payouts
       from loyalty_rebates where member_id = $1 order by category`,
    [memberId],
  );
  return rows;
}

/** Four players with these stakes, alone in a leaderboard period `weeksBack` weeks ago (ended, unsettled). */
async function pastBoard(stakes: string[], weeksBack: number) {
  const players = await Promise.all(stakes.map(() => registerPlayer(t)));
  for (const [i, p] of players.entries()) {
    await fund(t, p.id, 100_000n);
    await dice(p, stakes[i] as string);
  }
  await loyalty.engine.drain();
  const { rows } = await t.pool.query<{ start: string }>(
    `update leaderboard_scores set period_start = period_start - $2::int where member_id = any($1)
     returning to_char(period_start, 'YYYY-MM-DD') as start`,
    [players.map((p) => p.id), weeksBack * 7],
  );
  return { players, start: rows[0]?.start as string };
}

describe("VIP perks and responsible gaming", () => {
  it("rebate: at the rate of the level held at the end of the day, not the level after an upgrade", async () => {
    const p = await registerPlayer(t);
    await fund(t, p.id, 10_000n);
    await placeAt(p.id, 2);
    await dice(p, "10.00");
    await dice(p, "10.00");
    await loyalty.engine.drain();
    await t.pool.query("update loyalty_category_days set day = day - 1 where member_id = $1", [p.id]);
    // Upgraded after the day ended (today): yesterday's turnover keeps level 2's rate.
    await t.pool.query(
      `insert into loyalty_level_changes (member_id, merchant_code, from_level, to_level, reason)
       values ($1, 'jogada', 2, 3, 'test: upgrade after midnight')`,
      [p.id],
    );
    await t.pool.query("update loyalty_members set rank_level = 3, highest_level = 3 where member_id = $1", [
      p.id,
    ]);
    const before = await main(p.id);
    expect(await loyalty.perks.payRebates()).toBe(1);
    // Level 2: house 0.50% of 20.00 = 0.10 (level 3 would pay 0.15).
    expect(await rebatesOf(p.id)).toEqual([
      {
        category: "house",
        rank_level: 2,
        turnover: "2000",
        percent: "0.50",
        amount: "10",
        withheld: "0",
        withheld_reason: null,
        payouts: 1,
      },
    ]);
    expect((await main(p.id)) - before).toBe(10n);
  });

  it("rebate: turnover settled after its day was paid is paid on the next run, only the difference, once", async () => {
    const p = await registerPlayer(t);
    await fund(t, p.id, 10_000n);
    await placeAt(p.id, 3);
    await dice(p, "10.00");
    await loyalty.engine.drain();
    await t.pool.query("update loyalty_category_days set day = day - 1 where member_id = $1", [p.id]);
    expect(await loyalty.perks.payRebates()).toBe(1);
    // 0.75% of 10.00 = 0.075, floored: 0.07.
    expect(await rebatePaid(p.id)).toBe(7n);
    // A bet of that day settles late: the engine writes that day's turnover again.
    await dice(p, "10.00");
    await dice(p, "10.00");
    await loyalty.engine.drain();
    await t.pool.query("update loyalty_category_days set day = day - 1 where member_id = $1", [p.id]);
    const runs = await Promise.all([loyalty.perks.payRebates(), loyalty.perks.payRebates()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await loyalty.perks.payRebates()).toBe(0);
    // 0.75% of 30.00 = 0.22 in all: 0.15 more, not 0.15 on top of a lost 0.07 nor 0.22 twice.
    expect(await rebatePaid(p.id)).toBe(22n);
    expect(await rebatesOf(p.id)).toEqual([
      expect.objectContaining({ turnover: "3000", percent: "0.75", amount: "22", withheld: "0", payouts: 2 }),
    ]);
    const refs = await t.pool.query<{ reference: string; amount: string }>(
      "select reference, amount from ledger_transfers where reference like $1 order by id",
      [`vip.rebate:${p.id}:%`],
    );
    expect(refs.rows.map((r) => r.reference.split(":").length)).toEqual([4, 5]);
    expect(notices.filter((n) => n.memberId === p.id && n.template === "vip.rebate")).toHaveLength(2);
  });

  it("rebate: withheld with the reason during a time-out, late turnover too, never paid afterwards", async () => {
    const p = await registerPlayer(t);
    await fund(t, p.id, 10_000n);
    await placeAt(p.id, 3);
    await dice(p, "10.00");
    await dice(p, "10.00");
    await loyalty.engine.drain();
    await t.pool.query("update loyalty_category_days set day = day - 1 where member_id = $1", [p.id]);
    await exclude(p, "timeout");
    expect(await loyalty.perks.payRebates()).toBe(0);
    expect(await rebatesOf(p.id)).toEqual([
      expect.objectContaining({ amount: "0", withheld: "15", withheld_reason: "timeout", payouts: 0 }),
    ]);
    // The time-out ends; a late bet of the same day: only its own share is paid.
    await endExclusion(p);
    await dice(p, "20.00");
    await loyalty.engine.drain();
    await t.pool.query("update loyalty_category_days set day = day - 1 where member_id = $1", [p.id]);
    expect(await loyalty.perks.payRebates()).toBe(1);
    expect(await rebatesOf(p.id)).toEqual([
      expect.objectContaining({ turnover: "4000", amount: "15", withheld: "15", payouts: 1 }),
    ]);
    expect(await rebatePaid(p.id)).toBe(15n);
    expect(notices.filter((n) => n.memberId === p.id && n.template === "vip.rebate")).toHaveLength(1);
  });

  it("birthday: a self-excluded player's bonus is withheld with the reason, not paid later that year", async () => {
    const p = await registerPlayer(t);
    await placeAt(p.id, 2);
    const brand = (await t.pool.query("select config from brands where merchant_code = 'jogada'")).rows[0]
      .config;
    const now = new Date();
    const { localDay } = await import("./periods.js");
    const today = localDay(now, brand.timeZone ?? "UTC");
    const set = await call("PUT", "/wps/member/info/birthday", p.token, {
      birthday: `1990-${today.slice(5)}`,
    });
    expect(set.statusCode, set.body).toBe(200);
    await exclude(p, "self-exclusion");
    const before = await main(p.id);
    await loyalty.perks.payBirthdays(now);
    const { rows } = await t.pool.query(
      "select amount, withheld, withheld_reason from loyalty_birthday_bonuses where member_id = $1",
      [p.id],
    );
    expect(rows).toEqual([{ amount: "0", withheld: "1000", withheld_reason: "self-exclusion" }]);
    await endExclusion(p);
    await loyalty.perks.payBirthdays(now);
    expect(await main(p.id)).toBe(before);
    expect(notices.filter((n) => n.memberId === p.id && n.template === "vip.birthday")).toHaveLength(0);
  });

  it("reward centre: a claim during a time-out is refused in the player's language; the reward waits", async () => {
    const p = await registerPlayer(t);
    await fund(t, p.id, 10_000n);
    await t.pool.query(
      `insert into loyalty_members (member_id, merchant_code, deposit_total) values ($1, 'jogada', 10000)`,
      [p.id],
    );
    await dice(p, "60.00");
    await loyalty.engine.drain();
    const centre = (await call("GET", "/wps/relay/MCS2_getRewardCenter", p.token)).json().value.list;
    const bonus = centre.find((r: { source: string }) => r.source === "vip");
    expect(bonus).toMatchObject({ amount: "5.00", action: "claim" });
    await exclude(p, "timeout");
    const claim = (language: "PT" | "EN") =>
      call(
        "POST",
        "/wps/relay/MCS2_claimLoyaltyReward",
        p.token,
        { source: "vip", sourceId: bonus.sourceId },
        { language },
      );
    const before = await main(p.id);
    const pt = await claim("PT");
    expect(pt.statusCode).toBe(403);
    expect(pt.json()).toMatchObject({
      errorCode: "loyalty.reward.excluded",
      message:
        "Recompensas não podem ser resgatadas durante uma pausa, autoexclusão ou encerramento da conta.",
    });
    expect((await claim("EN")).json().message).toBe(
      "Rewards cannot be claimed during a time-out, self-exclusion or account closure.",
    );
    expect(await main(p.id)).toBe(before);
    await endExclusion(p);
    expect((await claim("EN")).statusCode).toBe(200);
    expect(await main(p.id)).toBe(before + 500n);
  });

  it("leaderboard: an excluded winner's prize is withheld with the reason, not passed down; the ranks stand", async () => {
    const { players, start } = await pastBoard(["40.00", "30.00", "20.00", "10.00"], 4);
    const [first, second, third] = players as [TestPlayer, TestPlayer, TestPlayer];
    await exclude(first, "self-exclusion");
    const before = await Promise.all(players.map((p) => main(p.id)));
    expect(await loyalty.leaderboard.settleEnded()).toBeGreaterThanOrEqual(1);
    const gains = (await Promise.all(players.map((p) => main(p.id)))).map(
      (a, i) => a - (before[i] as bigint),
    );
    expect(gains).toEqual([0n, 2000n, 1000n, 0n]);
    const winners = await t.pool.query(
      `select rank, member_id::int as member, prize, withheld, withheld_reason from leaderboard_winners
        where merchant_code = 'jogada' and period_start = $1 order by rank`,
      [start],
    );
    expect(winners.rows).toEqual([
      { rank: 1, member: first.id, prize: "0", withheld: "3000", withheld_reason: "self-exclusion" },
      { rank: 2, member: second.id, prize: "2000", withheld: "0", withheld_reason: null },
      { rank: 3, member: third.id, prize: "1000", withheld: "0", withheld_reason: null },
    ]);
    const results = (await ops("GET", "/ops/loyalty/leaderboards")).json().value.list;
    const period = results.find((r: { periodStart: string }) => r.periodStart === start);
    expect(period.paid).toBe("30.00");
    expect(period.winners[0]).toMatchObject({
      username: first.username,
      prize: "0.00",
      withheld: "30.00",
      withheldReason: "self-exclusion",
    });
  });

  it("leaderboard: the own rank on a settled period is read from its final standings", async () => {
    const { players, start } = await pastBoard(["40.00", "30.00", "20.00", "10.00"], 5);
    const [, second, , fourth] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    expect(await loyalty.leaderboard.settleEnded()).toBeGreaterThanOrEqual(1);
    // A bet of that period settles after it was paid: the final standings do not move.
    await t.pool.query(
      "update leaderboard_scores set turnover = turnover + 100000 where member_id = $1 and period_start = $2",
      [fourth.id, start],
    );
    const view = async (p: TestPlayer) =>
      (await call("GET", `/wps/relay/MCSFE_getMissionLeaderboard?periodStart=${start}`, p.token)).json()
        .value;
    const last = await view(fourth);
    expect(last.settled).toBe(true);
    expect(last.me).toEqual({ rank: 4, turnover: "10.00" });
    expect(last.list.map((e: { turnover: string }) => e.turnover)).toEqual([
      "40.00",
      "30.00",
      "20.00",
      "10.00",
    ]);
    expect((await view(second)).me).toEqual({ rank: 2, turnover: "30.00" });
    const stranger = await registerPlayer(t);
    expect((await view(stranger)).me).toEqual({ rank: null, turnover: "0.00" });
    // Kept with the period: one primary-key probe answers it.
    const { rows } = await t.pool.query<{ member: number; rank: number }>(
      `select member_id::int as member, rank from leaderboard_standings
        where merchant_code = 'jogada' and period_start = $1 order by rank`,
      [start],
    );
    expect(rows).toEqual(players.map((p, i) => ({ member: p.id, rank: i + 1 })));
  });
});
