import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningAggregator, startAggregator } from "../../../test/aggregator.js";
import { randomIp, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { verifyAuditChain } from "../../platform/audit-verify.js";

let t: TestApp;
let sandbox: RunningAggregator;
let staff: string;

beforeAll(async () => {
  const platformPort = await freePort();
  const sandboxPort = await freePort();
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  sandbox = await startAggregator(`http://127.0.0.1:${platformPort}`, sandboxPort);
  t = await createTestApp({
    PUBLIC_URL: `http://127.0.0.1:${platformPort}`,
    SANDBOX_URL: sandboxUrl,
    GAMES_SYNC_INTERVAL_SECONDS: "0",
    // The loyalty consumer (referrals) runs every second, so a test waits for it by polling.
    PROMOTIONS_JOB_SECONDS: "1",
    CRASH_ENABLED: "false",
  });
  await t.app.listen({ port: platformPort, host: "127.0.0.1" });
  staff = await staffToken(t, "ops.integrity", "administrator");
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

function call(
  method: "GET" | "POST" | "PUT",
  url: string,
  token: string,
  payload?: unknown,
  language = "EN",
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: {
      authorization: token,
      language,
      ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}),
    },
  });
}

/**
 * A deposit paid on the sandbox's checkout page, waited for up to 30 s: the first payment of a
 * fresh sandbox takes longer than the shared helper's one-second poll on a busy machine.
 */
async function deposit(p: TestPlayer, amount: string) {
  const res = await call("POST", "/wps/relay/DPS_createDeposit", p.token, { channelId: "bank", amount });
  expect(res.statusCode, res.body).toBe(200);
  const { checkoutUrl, orderNo } = res.json().value;
  expect((await fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" })).status).toBe(303);
  await expect
    .poll(
      async () =>
        (await call("GET", `/wps/relay/DPS_depositOrder?orderNo=${orderNo}`, p.token)).json().value.status,
      { timeout: 30_000 },
    )
    .toBe("paid");
}

const referralCodeOf = async (p: TestPlayer) =>
  (await call("GET", "/wps/member/info", p.token)).json().value.referralCode as string;

const referral = async (friendId: number) =>
  (
    await t.pool.query<{ status: string; reward_id: string | null }>(
      "select status, reward_id from loyalty_referrals where referred_id = $1",
      [friendId],
    )
  ).rows[0];

const panel = async (memberId: number) =>
  (await call("GET", `/ops/players/${memberId}/links`, staff)).json().value;

describe("linked accounts", () => {
  it("refuses the reward of a self-referral from the same address and keeps the reason for staff", async () => {
    const ip = randomIp();
    const first = await registerPlayer(t, {}, { ip });
    const second = await registerPlayer(t, { referralCode: await referralCodeOf(first) }, { ip });
    await deposit(second, "100.00");
    await expect.poll(async () => (await referral(second.id))?.status, { timeout: 30_000 }).toBe("qualified");
    expect((await referral(second.id))?.reward_id).toBeNull();
    const centre = (await call("GET", "/wps/relay/MCS2_getRewardCenter", first.token)).json().value.list;
    expect(centre.filter((r: { source: string }) => r.source === "referral")).toEqual([]);

    const seen = await panel(first.id);
    expect(seen.links).toContainEqual(
      expect.objectContaining({ memberId: String(second.id), signals: ["ip"], linked: true, review: null }),
    );
    expect(seen.refusals).toEqual([
      expect.objectContaining({
        kind: "referral",
        reference: `referral:${second.id}`,
        refusedMemberId: String(first.id),
        relatedMemberId: String(second.id),
        signals: ["ip"],
      }),
    ]);
    // The friend's page shows the same refusal, from the other side.
    expect((await panel(second.id)).refusals).toHaveLength(1);
  });

  it("still rewards a friend who shares nothing with the inviter", async () => {
    const inviter = await registerPlayer(t);
    const friend = await registerPlayer(t, { referralCode: await referralCodeOf(inviter) });
    await deposit(friend, "100.00");
    await expect
      .poll(async () => (await referral(friend.id))?.reward_id ?? null, { timeout: 30_000 })
      .not.toBeNull();
    expect((await panel(inviter.id)).links).toEqual([]);
  });

  it("refuses a bonus to an account linked by device to one that took it; staff clear the link and it is paid", async () => {
    const device = { "device-id": `dev-${randomUUID()}` };
    const a = await registerPlayer(t, {}, { headers: device });
    const b = await registerPlayer(t, {}, { headers: device });
    const list = (await call("GET", "/wps/relay/MCSFE_getPromotionList", a.token)).json().value.list;
    const registration = list.find((p: { kind: string }) => p.kind === "registration");
    const claim = (p: TestPlayer, language = "EN") =>
      call(
        "POST",
        "/wps/relay/MCSFE_signUpRequestReward",
        p.token,
        { promotionId: registration.id },
        language,
      );
    expect((await claim(a)).statusCode).toBe(200);

    const refused = await claim(b, "PT");
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errorCode: "promotion.linked.account",
      message:
        "Esta promoção já foi recebida por uma conta ligada à sua. Fale com o apoio ao cliente se achar que é um erro.",
    });
    const seen = await panel(b.id);
    expect(seen.links).toEqual([
      expect.objectContaining({ memberId: String(a.id), signals: ["device"], linked: true }),
    ]);
    expect(seen.refusals).toEqual([
      expect.objectContaining({
        kind: "bonus",
        reference: `promotion:${registration.id}`,
        signals: ["device"],
      }),
    ]);

    // Staff find the accounts belong to two people (a shared family computer) and clear the link.
    const cleared = await call("PUT", `/ops/players/${b.id}/links/${a.id}`, staff, {
      status: "cleared",
      note: "two siblings, documents checked",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().value.links[0]).toMatchObject({
      linked: false,
      review: { status: "cleared", staff: "ops.integrity", note: "two siblings, documents checked" },
    });
    expect((await claim(b)).statusCode).toBe(200);

    // Confirming links accounts that share nothing; the review is audited.
    const c = await registerPlayer(t);
    const confirmed = await call("PUT", `/ops/players/${c.id}/links/${a.id}`, staff, {
      status: "confirmed",
      note: "same person by the documents",
    });
    expect(confirmed.json().value.links).toEqual([
      expect.objectContaining({ memberId: String(a.id), signals: [], linked: true }),
    ]);
    expect((await claim(c)).json().errorCode).toBe("promotion.linked.account");
    const audit = await t.pool.query<{ n: string }>(
      "select count(*) as n from audit_log where action = 'player.link.review'",
    );
    expect(Number(audit.rows[0]?.n)).toBe(2);
    expect((await verifyAuditChain(t.pool)).breaks).toEqual([]);
  });
});
