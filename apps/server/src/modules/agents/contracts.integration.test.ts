import { calls } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentServices } from "../../../test/agents.js";
import { createAgent, type TestPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * Contracts between an upline and its direct downline agents: offers within the upline's own
 * terms, acceptance, refusals of expired or withdrawn offers, racing offers, termination and the
 * lower-rate cascade. Top-level agents hold the demo brand's house terms (daily 0.5/1/1.5 %,
 * real-time 0.3 %).
 */

let t: TestApp;
let top: TestPlayer;

const realtime = calls.agents.processRealTimeSalaryContract;
const daily = calls.agents.processDailySalContract;

function act(definition: typeof realtime | typeof daily, token: string, body: object) {
  return t.app.inject({
    method: "POST",
    url: definition.path,
    payload: body,
    headers: { authorization: token },
  });
}

const dailyTerms = (rate: string, betVolume = "100000", activeMember = 20) => ({
  details: [{ betVolume, activeMember, rateType: "P", rate }],
});

async function agreed(
  definition: typeof realtime | typeof daily,
  upline: TestPlayer,
  agent: TestPlayer,
  terms: object,
): Promise<string> {
  const offer = await act(definition, upline.token, { action: "offer", memberId: agent.id, terms });
  expect(offer.statusCode, offer.body).toBe(200);
  const id = offer.json().value.id as string;
  const accept = await act(definition, agent.token, { action: "accept", contractId: id });
  expect(accept.statusCode, accept.body).toBe(200);
  expect(accept.json().value.status).toBe("active");
  return id;
}

async function statusOf(id: string) {
  const { rows } = await t.pool.query<{ status: string; end_reason: string | null }>(
    "select status, end_reason from agent_contracts where id = $1",
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  top = await createAgent(t);
});
afterAll(async () => {
  await t.close();
});

describe("offer and accept", () => {
  it("offers within the upline's terms; the downline sees the flag, accepts, and the contract is in force", async () => {
    const sub = await createAgent(t, { type: 2, uplineId: top.id });
    const offer = await act(realtime, top.token, {
      action: "offer",
      memberId: sub.id,
      terms: { rate: "0.3" },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().value).toMatchObject({
      status: "offered",
      product: "CONS",
      uplineUsername: top.username,
    });

    const info = (
      await t.app.inject({ url: "/wps/member/info", headers: { authorization: sub.token } })
    ).json().value;
    expect(info).toMatchObject({ realtimesalreqtype: 1, realtimesalinfotype: 0, divtypereq: 0 });

    const accepted = await act(realtime, sub.token, { action: "accept", contractId: offer.json().value.id });
    expect(accepted.json().value.status).toBe("active");
    const after = (
      await t.app.inject({ url: "/wps/member/info", headers: { authorization: sub.token } })
    ).json().value;
    expect(after).toMatchObject({ realtimesalreqtype: 0, realtimesalinfotype: 1 });

    const history = await t.app.inject({
      url: `${calls.agents.contractHistory.path}?contractId=${offer.json().value.id}`,
      headers: { authorization: top.token },
    });
    expect(history.json().value.list.map((e: { action: string }) => e.action)).toEqual(["accept", "offer"]);
  });

  it("refuses terms better than the upline's own, naming the tier", async () => {
    const sub = await createAgent(t, { type: 2, uplineId: top.id });
    const res = await act(realtime, top.token, {
      action: "offer",
      memberId: sub.id,
      terms: { rate: "0.31" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe("agent.contract.terms.above.own");
    // The house terms pay 1 % from 100,000 with 20 active; 1 % from 50,000 is better than that.
    const low = await act(daily, top.token, {
      action: "offer",
      memberId: sub.id,
      terms: dailyTerms("1", "50000", 20),
    });
    expect(low.statusCode).toBe(422);
    // The same offer from a downline that holds nothing: no terms of its own to offer.
    const subsub = await createAgent(t, { type: 2, uplineId: sub.id });
    const none = await act(realtime, sub.token, {
      action: "offer",
      memberId: subsub.id,
      terms: { rate: "0.1" },
    });
    expect(none.json().errorCode).toBe("agent.contract.no.own.terms");
  });

  it("refuses offers to a member who is not an agent, or not a direct downline", async () => {
    const sub = await createAgent(t, { type: 2, uplineId: top.id });
    const subsub = await createAgent(t, { type: 2, uplineId: sub.id });
    const indirect = await act(realtime, top.token, {
      action: "offer",
      memberId: subsub.id,
      terms: { rate: "0.1" },
    });
    expect(indirect.json().errorCode).toBe("agent.downline.not.direct");
    const { MemberService } = await import("../members/service.js");
    const playerId = await new MemberService({ pool: t.pool }).create(t.pool, {
      merchantCode: "jogada",
      username: `pl${Date.now()}`,
      password: "Secret123",
      uplineId: top.id,
    });
    const player = await act(realtime, top.token, {
      action: "offer",
      memberId: playerId,
      terms: { rate: "0.1" },
    });
    expect(player.json().errorCode).toBe("agent.downline.not.agent");
  });

  it("refuses accepting an expired offer, and the job marks it expired", async () => {
    const sub = await createAgent(t, { type: 2, uplineId: top.id });
    const offer = await act(realtime, top.token, {
      action: "offer",
      memberId: sub.id,
      terms: { rate: "0.2" },
    });
    const id = offer.json().value.id;
    await t.pool.query("update agent_contracts set expires_at = now() - interval '1 second' where id = $1", [
      id,
    ]);
    const accept = await act(realtime, sub.token, { action: "accept", contractId: id });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().errorCode).toBe("agent.contract.offer.expired");
    const agents = agentServices(t.pool);
    expect(await agents.contracts.expireOffers()).toBeGreaterThanOrEqual(1);
    await agents.close();
    expect(await statusOf(id)).toEqual({ status: "expired", end_reason: "expired" });
    const again = await act(realtime, sub.token, { action: "accept", contractId: id });
    expect(again.json().errorCode).toBe("agent.contract.state.invalid");
  });

  it("refuses accepting a withdrawn offer; only the upline withdraws, only the downline accepts", async () => {
    const sub = await createAgent(t, { type: 2, uplineId: top.id });
    const offer = await act(realtime, top.token, {
      action: "offer",
      memberId: sub.id,
      terms: { rate: "0.2" },
    });
    const id = offer.json().value.id;
    expect((await act(realtime, top.token, { action: "accept", contractId: id })).json().errorCode).toBe(
      "agent.contract.state.invalid",
    );
    expect((await act(realtime, sub.token, { action: "withdraw", contractId: id })).json().errorCode).toBe(
      "agent.contract.state.invalid",
    );
    expect((await act(realtime, top.token, { action: "withdraw", contractId: id })).json().value.status).toBe(
      "withdrawn",
    );
    const accept = await act(realtime, sub.token, { action: "accept", contractId: id });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().errorCode).toBe("agent.contract.state.invalid");
  });

  it("lets one of several racing offers win; the others are refused", async () => {
    const sub = await createAgent(t, { type: 2, uplineId: top.id });
    const results = await Promise.all(
      ["0.1", "0.15", "0.2", "0.25", "0.3"].map((rate) =>
        act(realtime, top.token, { action: "offer", memberId: sub.id, terms: { rate } }),
      ),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? "ok" : r.json().errorCode)).sort();
    expect(codes).toEqual([
      "agent.contract.offer.exists",
      "agent.contract.offer.exists",
      "agent.contract.offer.exists",
      "agent.contract.offer.exists",
      "ok",
    ]);
    const { rows } = await t.pool.query(
      "select 1 from agent_contracts where agent_id = $1 and status = 'offered'",
      [sub.id],
    );
    expect(rows).toHaveLength(1);
  });

  it("a second accept of the same offer racing the first changes nothing", async () => {
    const sub = await createAgent(t, { type: 2, uplineId: top.id });
    const offer = await act(realtime, top.token, {
      action: "offer",
      memberId: sub.id,
      terms: { rate: "0.2" },
    });
    const id = offer.json().value.id;
    const results = await Promise.all(
      [1, 2, 3].map(() => act(realtime, sub.token, { action: "accept", contractId: id })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const events = await t.pool.query(
      "select 1 from agent_contract_events where contract_id = $1 and action = 'accept'",
      [id],
    );
    expect(events.rows).toHaveLength(1);
  });
});

describe("termination", () => {
  it("one side asks, the same side cannot confirm, the other side confirms", async () => {
    const sub = await createAgent(t, { type: 2, uplineId: top.id });
    const id = await agreed(realtime, top, sub, { rate: "0.2" });
    expect(
      (await act(realtime, sub.token, { action: "terminate", contractId: id })).json().value,
    ).toMatchObject({
      status: "terminating",
      terminationRequestedBy: "agent",
    });
    expect(
      (await act(realtime, sub.token, { action: "confirmTerminate", contractId: id })).json().errorCode,
    ).toBe("agent.contract.state.invalid");
    expect(
      (await act(realtime, top.token, { action: "confirmTerminate", contractId: id })).json().value.status,
    ).toBe("terminated");
  });
});

describe("the lower-rate rule", () => {
  it("agreeing a lower rate ends every downline contract above it, down the tree, and tells both sides", async () => {
    const a = await createAgent(t, { type: 2, uplineId: top.id });
    const b = await createAgent(t, { type: 2, uplineId: a.id });
    const c = await createAgent(t, { type: 2, uplineId: b.id });
    const d = await createAgent(t, { type: 2, uplineId: a.id });
    await agreed(daily, top, a, dailyTerms("1"));
    const ab = await agreed(daily, a, b, dailyTerms("0.9"));
    const bc = await agreed(daily, b, c, dailyTerms("0.5"));
    const ad = await agreed(daily, a, d, dailyTerms("0.7"));
    // A pending offer above the new rate is withdrawn too.
    const pending = await createAgent(t, { type: 2, uplineId: a.id });
    const offer = await act(daily, a.token, {
      action: "offer",
      memberId: pending.id,
      terms: dailyTerms("0.95"),
    });

    // A agrees a new, lower contract with its upline: 0.8 %.
    await agreed(daily, top, a, dailyTerms("0.8"));

    expect(await statusOf(ab)).toEqual({ status: "terminated", end_reason: "upline.rate.lowered" });
    // B holds nothing any more, so C's contract with B ends as well.
    expect(await statusOf(bc)).toEqual({ status: "terminated", end_reason: "upline.rate.lowered" });
    // 0.7 % stays within 0.8 %.
    expect(await statusOf(ad)).toEqual({ status: "active", end_reason: null });
    expect(await statusOf(offer.json().value.id)).toEqual({
      status: "withdrawn",
      end_reason: "upline.rate.lowered",
    });

    for (const [who, contract] of [
      [a, ab],
      [b, ab],
      [b, bc],
      [c, bc],
    ] as const) {
      const notices = await t.app.inject({
        url: calls.agents.contractNotices.path,
        headers: { authorization: who.token, language: "EN" },
      });
      const list = notices.json().value.list as { contractId: string; reason: string; message: string }[];
      expect(list.some((n) => n.contractId === contract && n.reason === "upline.rate.lowered")).toBe(true);
      expect(list[0]?.message).toContain("was ended");
    }
    const history = await t.app.inject({
      url: `${calls.agents.contractHistory.path}?contractId=${ab}`,
      headers: { authorization: b.token },
    });
    expect(history.json().value.list[0]).toMatchObject({
      action: "upline.rate.lowered",
      toStatus: "terminated",
    });
  });
});
