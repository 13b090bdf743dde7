import { randomUUID } from "node:crypto";
import { type AnyCall, calls } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, registerPlayer, type TestPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * The agent calls' access rules: only agents, and only their own team. An id from another team
 * is answered exactly like an id that does not exist.
 */

let t: TestApp;
let agentA: TestPlayer;
let agentB: TestPlayer;
let memberOfB: TestPlayer;
let subAgentOfB: TestPlayer;
let player: TestPlayer;

const agentCalls = Object.values(calls.agents) as AnyCall[];

function send(definition: AnyCall, token: string, input: { query?: object; body?: object } = {}) {
  const query = input.query ? `?${new URLSearchParams(input.query as Record<string, string>)}` : "";
  return t.app.inject({
    method: definition.method,
    url: `${definition.path}${query}`,
    ...(input.body ? { payload: input.body } : {}),
    headers: { authorization: token, ...(definition.idempotent ? { "idempotency-key": randomUUID() } : {}) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  agentA = await createAgent(t);
  agentB = await createAgent(t);
  subAgentOfB = await createAgent(t, { type: 2, uplineId: agentB.id });
  memberOfB = await registerPlayer(t, {
    affiliateCode: (await createAgent(t, { uplineId: subAgentOfB.id })).affiliateCode,
  });
  player = await registerPlayer(t);
});
afterAll(async () => {
  await t.close();
});

describe("who may call", () => {
  it("refuses a player on every agent call with login.agent.only", async () => {
    expect(agentCalls.length).toBeGreaterThanOrEqual(22);
    for (const definition of agentCalls) {
      const res = await send(definition, player.token, definition.method === "GET" ? {} : { body: {} });
      expect(res.statusCode, definition.path).toBe(403);
      expect(res.json().errorCode, definition.path).toBe("login.agent.only");
    }
  });

  it("answers the message in Portuguese and English", async () => {
    const pt = await t.app.inject({
      url: calls.agents.teamOverview.path,
      headers: { authorization: player.token, language: "PT" },
    });
    expect(pt.json().message).toBe("Apenas agentes podem fazer login.");
    const en = await t.app.inject({
      url: calls.agents.teamOverview.path,
      headers: { authorization: player.token, language: "EN" },
    });
    expect(en.json().message).toBe("Only agents can log in.");
  });
});

describe("another team's ids", () => {
  const outsider = () => memberOfB.id;
  const outsiderAgent = () => subAgentOfB.id;
  const cases: [string, AnyCall, () => { query?: object; body?: object }][] = [
    ["downline list by parent", calls.agents.downlineList, () => ({ query: { parentId: outsiderAgent() } })],
    ["tree node", calls.agents.downlineTree, () => ({ query: { parentId: outsiderAgent() } })],
    [
      "transfer",
      calls.agents.transferToDownline,
      () => ({ body: { memberId: outsider(), amount: "1", paymentPassword: "x" } }),
    ],
    ["team bets", calls.agents.teamBets, () => ({ query: { memberId: outsider() } })],
    ["team bets by name", calls.agents.teamBets, () => ({ query: { username: memberOfB.username } })],
    ["profit and loss", calls.agents.memberProfitLoss, () => ({ query: { memberId: outsider() } })],
    ["transactions", calls.agents.downlineTransactions, () => ({ query: { memberId: outsider() } })],
    [
      "dividend bills",
      calls.agents.dividendRecords,
      () => ({ query: { role: "downline", memberId: outsiderAgent() } }),
    ],
    [
      "daily bills",
      calls.agents.dailyWageRecords,
      () => ({ query: { role: "downline", memberId: outsiderAgent() } }),
    ],
    [
      "hourly bills",
      calls.agents.hourlySalaryRecords,
      () => ({ query: { role: "downline", memberId: outsiderAgent() } }),
    ],
    [
      "real-time bills",
      calls.agents.realtimeSalaryRecords,
      () => ({ query: { role: "downline", memberId: outsiderAgent() } }),
    ],
    ["contract info", calls.agents.contractInfo, () => ({ query: { memberId: outsiderAgent() } })],
    ["contract history", calls.agents.contractHistory, () => ({ query: { memberId: outsiderAgent() } })],
    [
      "preview",
      calls.agents.contractPreview,
      () => ({ body: { kind: "realtime", memberId: outsiderAgent(), terms: { rate: "0.1" } } }),
    ],
    [
      "dividend offer",
      calls.agents.processDividendReq,
      () => ({
        body: {
          action: "offer",
          memberId: outsiderAgent(),
          terms: {
            period: "weekly",
            tiers: [{ minimumBet: "1", netLoss: "1", activeMember: 1, contractRate: "1" }],
          },
        },
      }),
    ],
    [
      "daily offer",
      calls.agents.processDailySalContract,
      () => ({
        body: {
          action: "offer",
          memberId: outsiderAgent(),
          terms: { details: [{ betVolume: "1", activeMember: 1, rateType: "P", rate: "0.1" }] },
        },
      }),
    ],
    [
      "hourly offer",
      calls.agents.processContractHourSalary,
      () => ({
        body: {
          action: "offer",
          memberId: outsiderAgent(),
          terms: { hourSalaryRates: [{ minimumBet: "1", activeMember: 1, rateType: "P", rate: "0.1" }] },
        },
      }),
    ],
    [
      "real-time offer",
      calls.agents.processRealTimeSalaryContract,
      () => ({ body: { action: "offer", memberId: outsiderAgent(), terms: { rate: "0.1" } } }),
    ],
  ];

  for (const [name, definition, input] of cases) {
    it(`${name}: another team's id is not found, like an id that does not exist`, async () => {
      const theirs = await send(definition, agentA.token, input());
      expect(theirs.statusCode, theirs.body).toBe(404);
      expect(theirs.json().errorCode).toBe("agent.member.not.found");
      // The owner of the team gets past the access rule with the same input.
      const mine = await send(definition, agentB.token, input());
      expect(mine.json().errorCode ?? "").not.toBe("agent.member.not.found");
    });
  }

  it("a contract id of another team is not found", async () => {
    const res = await send(calls.agents.processRealTimeSalaryContract, agentA.token, {
      body: { action: "accept", contractId: "999999" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe("agent.contract.not.found");
  });
});
