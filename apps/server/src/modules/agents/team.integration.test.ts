import { randomUUID } from "node:crypto";
import { calls } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentServices, fundMain, settledBet } from "../../../test/agents.js";
import { createAgent, loginPlayer, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/* The agent centre's team calls through HTTP: registration, the tree, reports and transfers. */

let t: TestApp;
let agent: TestPlayer & { affiliateCode: string };
let services: ReturnType<typeof agentServices>;

function get(path: string, token: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({ url: `${path}${qs ? `?${qs}` : ""}`, headers: { authorization: token } });
}

function post(path: string, token: string, payload: object, key = randomUUID()) {
  return t.app.inject({
    method: "POST",
    url: path,
    payload,
    headers: { authorization: token, "idempotency-key": key },
  });
}

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  services = agentServices(t.pool);
  agent = await createAgent(t);
});
afterAll(async () => {
  await services.close();
  await t.close();
});

describe("building the team", () => {
  let subAgent: { id: number; username: string };
  let member: { id: number; username: string };

  it("registers a member and an agent directly under the caller, once per Idempotency-Key", async () => {
    const key = randomUUID();
    const body = {
      username: `dm${Date.now().toString(36)}`,
      password: "Secret123",
      confirmPassword: "Secret123",
      role: "member",
    };
    const first = await post(calls.agents.registerDownline.path, agent.token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    member = first.json().value;
    expect(member).toMatchObject({ username: body.username, type: 0 });
    const replay = await post(calls.agents.registerDownline.path, agent.token, body, key);
    expect(replay.json().value.id).toBe(member.id);
    const taken = await post(calls.agents.registerDownline.path, agent.token, body);
    expect(taken.json().errorCode).toBe("register.username.taken");
    const mismatch = await post(calls.agents.registerDownline.path, agent.token, {
      ...body,
      username: "other1",
      confirmPassword: "x",
    });
    expect(mismatch.json().errorCode).toBe("password.confirm.mismatch");

    const sub = await post(calls.agents.registerDownline.path, agent.token, {
      username: `da${Date.now().toString(36)}`,
      password: "Secret123",
      confirmPassword: "Secret123",
      role: "agent",
    });
    subAgent = sub.json().value;
    expect(subAgent).toMatchObject({ type: 2 });
    // The new agent can log in and use the agent centre.
    const login = await loginPlayer(t, subAgent.username, "Secret123");
    const mine = await get(calls.agents.affiliateInfo.path, login.token);
    expect(mine.json().value.affiliateCode).toMatch(/^[0-9A-F]{8}$/);
  });

  it("a visitor registering with the sub-agent's affiliate link joins its team, under the caller's tree", async () => {
    const login = await loginPlayer(t, subAgent.username, "Secret123");
    const { affiliateCode, registerPath } = (await get(calls.agents.affiliateInfo.path, login.token)).json()
      .value;
    expect(registerPath).toBe(`/?affiliateCode=${affiliateCode}`);
    const visitor = await registerPlayer(t, { affiliateCode });
    const tree = await get(calls.agents.downlineTree.path, agent.token, { parentId: subAgent.id });
    expect(tree.json().value).toMatchObject({ node: { id: subAgent.id, directCount: 1, teamSize: 1 } });
    expect(tree.json().value.children).toEqual([
      expect.objectContaining({ id: visitor.id, username: visitor.username }),
    ]);
    const root = await get(calls.agents.downlineTree.path, agent.token);
    expect(root.json().value.node).toMatchObject({ id: agent.id, directCount: 2, teamSize: 3 });
  });

  it("lists the whole team with level, upline and balance; filters by name, role and node", async () => {
    await fundMain(services.ledger, member.id, 12_345n);
    const all = (await get(calls.agents.downlineList.path, agent.token)).json().value;
    expect(all.total).toBe(3);
    expect(all.list.map((d: { level: number }) => d.level)).toEqual([1, 1, 2]);
    expect(all.list.find((d: { id: number }) => d.id === member.id)).toMatchObject({
      balance: "123.45",
      uplineUsername: agent.username,
      status: 0,
    });
    const agents = (await get(calls.agents.downlineList.path, agent.token, { role: "agent" })).json().value;
    expect(agents.list.map((d: { id: number }) => d.id)).toEqual([subAgent.id]);
    const byName = (
      await get(calls.agents.downlineList.path, agent.token, { username: member.username.slice(2) })
    ).json().value;
    expect(byName.list.map((d: { id: number }) => d.id)).toEqual([member.id]);
    const direct = (await get(calls.agents.downlineList.path, agent.token, { directOnly: "true" })).json()
      .value;
    expect(direct.total).toBe(2);
    const paged = (await get(calls.agents.downlineList.path, agent.token, { size: 1, page: 2 })).json().value;
    expect(paged).toMatchObject({ total: 3, totalPages: 3, page: 2 });
  });

  it("transfers to a direct downline through the ledger, once per key, with the payment password", async () => {
    const { MemberService } = await import("../members/service.js");
    await new MemberService({ pool: t.pool }).setPaymentPassword(agent.id, {
      newPaymentPassword: "Pay123456",
    });
    await fundMain(services.ledger, agent.id, 1000_00n);
    const key = randomUUID();
    const body = { memberId: member.id, amount: "10.50", paymentPassword: "Pay123456" };
    const first = await post(calls.agents.transferToDownline.path, agent.token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ amount: "10.50", toUsername: member.username });
    await post(calls.agents.transferToDownline.path, agent.token, body, key);
    const balance = (
      await services.ledger.balanceOf({ owner: "player", memberId: member.id, wallet: "main" }, "PHP")
    ).balance;
    expect(balance).toBe(123_45n + 10_50n);
    const wrong = await post(calls.agents.transferToDownline.path, agent.token, {
      ...body,
      paymentPassword: "nope",
    });
    expect(wrong.json().errorCode).toBe("payment.password.invalid");
    const indirect = await post(calls.agents.transferToDownline.path, agent.token, {
      ...body,
      memberId: (await get(calls.agents.downlineList.path, agent.token)).json().value.list[2].id,
    });
    expect(indirect.json().errorCode).toBe("agent.downline.not.direct");
    const records = (
      await get(calls.agents.downlineTransactions.path, agent.token, { memberId: member.id })
    ).json().value;
    expect(records.list.map((r: { amount: string }) => r.amount)).toEqual(["10.50", "123.45"]);
  });

  it("reports the team's bets, profit and loss and overview from the booked figures", async () => {
    const now = new Date();
    await settledBet(t.pool, { memberId: member.id, validBet: 500_00n, payout: 200_00n, settledAt: now });
    await settledBet(t.pool, { memberId: member.id, validBet: 100_00n, payout: 0n, settledAt: now });
    const brand = (await services.brands.get("jogada"))!.config;
    await services.settlement.book(brand, undefined);
    const overview = (await get(calls.agents.teamOverview.path, agent.token)).json().value;
    expect(overview).toMatchObject({
      teamSize: 3,
      directMembers: 2,
      agents: 1,
      validBet: "600.00",
      profitLoss: "-400.00",
      activeMembers: 1,
      endDate: expect.any(String),
    });
    expect(overview.series).toHaveLength(7);
    expect(overview.newMembers).toBe(3);
    const pl = (await get(calls.agents.memberProfitLoss.path, agent.token)).json().value;
    expect(pl.list).toEqual([
      expect.objectContaining({ memberId: member.id, bets: 2, validBet: "600.00", profitLoss: "-400.00" }),
    ]);
    const income = (await get(calls.agents.myIncome.path, agent.token)).json().value;
    expect(income).toMatchObject({ total: "0.00", owedToMe: "0.00" });
    const bad = await get(calls.agents.teamOverview.path, agent.token, {
      startDate: today(),
      endDate: "2020-01-01",
    });
    // The contract refuses an end before the start, naming the end.
    expect(bad.json()).toMatchObject({ errorCode: "request.period.order", field: "endDate" });
  });
});
