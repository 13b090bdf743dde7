import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { MemberService } from "../members/service.js";

let t: TestApp;
let token: string;
let agentId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await staffToken(t, "agents.reader", "read-only");
  agentId = await new MemberService({ pool: t.pool }).create(t.pool, {
    merchantCode: "jogada",
    username: "termsagent",
    password: "Secret123",
    type: 1,
  });
  const insert = (kind: string, product: string, terms: unknown, status: string) =>
    t.pool.query(
      "insert into agent_contracts (merchant_code, kind, product, agent_id, terms, status) values ('jogada', $1, $2, $3, $4, $5)",
      [kind, product, agentId, JSON.stringify(terms), status],
    );
  await insert(
    "dividend",
    "CONS",
    {
      period: "semimonthly",
      tiers: [
        { minimumBet: "1000", netLoss: "500", activeMember: 3, contractRate: "10" },
        { minimumBet: "5000", netLoss: "2000", activeMember: 10, contractRate: "25.5" },
      ],
    },
    "active",
  );
  await insert("realtime", "LOTT", { rate: "0.35" }, "offered");
});
afterAll(async () => {
  await t.close();
});

describe("an agent's contracts in the back office", () => {
  it("come with their kind, product and terms typed by kind, not as one loose record", async () => {
    const reply = await t.app.inject({
      method: "GET",
      url: `/ops/agents/${agentId}/contracts`,
      headers: { authorization: token },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [realtime, dividend] = reply.json().value;
    expect(dividend).toMatchObject({
      kind: "dividend",
      product: "CONS",
      status: "active",
      terms: {
        period: "semimonthly",
        tiers: [
          { minimumBet: "1000", netLoss: "500", activeMember: 3, contractRate: "10" },
          { minimumBet: "5000", netLoss: "2000", activeMember: 10, contractRate: "25.5" },
        ],
      },
    });
    expect(dividend.terms).not.toHaveProperty("kind");
    expect(realtime).toMatchObject({
      kind: "realtime",
      product: "LOTT",
      status: "offered",
      terms: { rate: "0.35" },
    });
  });
});
