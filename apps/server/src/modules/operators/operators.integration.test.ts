import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { BrandService } from "../brand/service.js";
import { createCashier } from "../cashier/index.js";
import { LedgerService } from "../ledger/service.js";
import { MemberService } from "../members/service.js";
import { OperatorService } from "./service.js";

let t: TestApp;
let operators: OperatorService;
beforeAll(async () => {
  t = await createTestApp();
  const ctx = {
    config: t.config,
    pool: t.pool,
    brands: new BrandService(t.pool, "jogada"),
    ledger: new LedgerService(t.pool),
    members: new MemberService({ pool: t.pool }),
    events: { publish: async () => {} },
    notify: async () => {},
  } as never;
  operators = new OperatorService(ctx, createCashier(ctx, (ctx as { members: MemberService }).members));
  await operators.create("Ops.Bruno", "a long operator password");
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string) =>
  t.app.inject({ method: "POST", url: "/ops/session/login", payload: { username, password } });

describe("operators", () => {
  it("refuses short passwords and unknown actors", async () => {
    await expect(operators.create("short", "123")).rejects.toThrow(/10 characters/);
    await expect(operators.assertExists("nobody")).rejects.toThrow(/No active operator/);
    expect(await operators.assertExists("OPS.BRUNO")).toBe("ops.bruno");
  });

  it("logs in by name in any case, and the session opens /ops calls but not player calls", async () => {
    const ok = await login("OPS.bruno", "a long operator password");
    expect(ok.statusCode).toBe(200);
    const token = ok.json().value.token as string;
    const jobs = await t.app.inject({ method: "GET", url: "/ops/jobs", headers: { authorization: token } });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json().value.map((job: { name: string }) => job.name)).toContain("cashier.auto-receive");
    const asPlayer = await t.app.inject({
      method: "GET",
      url: "/wps/member/info",
      headers: { authorization: token },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await login("ops.bruno", "wrong password!!")).json().errorCode).toBe("operator.login.invalid");
  });

  it("a player's token never opens the back office", async () => {
    const player = await registerPlayer(t);
    const reply = await t.app.inject({
      method: "GET",
      url: "/ops/withdrawals",
      headers: { authorization: player.token },
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().errorCode).toBe("operator.session.required");
  });

  it("adjusts a balance once per key, refuses an empty reason, and audits who did it", async () => {
    const player = await registerPlayer(t);
    const key = randomUUID();
    const first = await operators.adjust(
      "ops.bruno",
      player.id,
      { amount: "25.00", reason: "goodwill" },
      key,
    );
    const again = await operators.adjust(
      "ops.bruno",
      player.id,
      { amount: "25.00", reason: "goodwill" },
      key,
    );
    expect(again).toEqual(first);
    await expect(
      operators.adjust("ops.bruno", player.id, { amount: "5.00", reason: "  " }, randomUUID()),
    ).rejects.toMatchObject({ code: "operator.reason.required" });
    const ledger = await operators.ledger("ops.bruno", player.id, 1, 10);
    expect(ledger.wallets.find((w) => w.wallet === "main")?.balance).toBe("25.00");
    const { rows } = await t.pool.query<{ action: string }>(
      "select action from audit_log where actor = 'operator:ops.bruno' and action like 'member.%' order by id",
    );
    expect(rows.map((r) => r.action)).toEqual(["member.adjust", "member.ledger.view"]);
  });
});
