import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { registerPlayer } from "../../../test/players.js";
import { nextCode, opsCaller, staffLogin, staffToken, useAppWithStaff } from "../../../test/staff.js";
import type { TestApp } from "../../../test/test-app.js";
import { verifyAuditChain } from "../../platform/audit-verify.js";

let t: TestApp;
let admin: string;
useAppWithStaff({ env: { OPS_FOUR_EYES_ABOVE: "100" }, username: "ops.admin" }, (app, token) => {
  t = app;
  admin = token;
});

const login = (payload: object) => t.app.inject({ method: "POST", url: "/ops/session/login", payload });
const ops = opsCaller(() => t);

describe("staff login", () => {
  it("needs the password and a fresh authenticator code; a code works once", async () => {
    const body = await staffLogin(t.pool, "ops.bruno");
    const wrongCode = await login({ ...body, code: body.code === "000000" ? "111111" : "000000" });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().errorCode).toBe("operator.totp.invalid");
    const wrongPassword = await login({ ...body, password: "not the password" });
    expect(wrongPassword.json().errorCode).toBe("operator.login.invalid");
    const ok = await login({ username: body.username, password: body.password, code: body.code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ username: "ops.bruno", role: "administrator", idleMinutes: 15 });
    const replayed = await login({ username: body.username, password: body.password, code: body.code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().errorCode).toBe("operator.totp.replayed");
    const next = await login({
      username: body.username,
      password: body.password,
      code: await nextCode(t.pool, body.username, body.secret),
    });
    expect(next.statusCode).toBe(200);
  });

  it("a token stolen after logout, or left idle, opens nothing", async () => {
    const token = await staffToken(t, "ops.carla");
    expect((await ops(token, "GET", "/ops/session")).statusCode).toBe(200);
    expect((await ops(token, "POST", "/ops/session/logout")).json().value).toEqual({ done: true });
    const stolen = await ops(token, "GET", "/ops/jobs");
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().errorCode).toBe("operator.session.required");

    const idle = await staffToken(t, "ops.dina");
    await t.pool.query(
      "update operator_sessions set last_seen_at = now() - interval '16 minutes' where operator_id = (select id from operators where username = 'ops.dina')",
    );
    expect((await ops(idle, "GET", "/ops/jobs")).statusCode).toBe(401);
  });

  it("a player's token never opens the back office; a support role cannot make a finance call", async () => {
    const player = await registerPlayer(t);
    const asPlayer = await ops(player.token, "GET", "/ops/withdrawals");
    expect(asPlayer.statusCode).toBe(401);
    const support = await staffToken(t, "ops.support", "support");
    const denied = await ops(support, "POST", "/ops/withdrawals/W1/approve", undefined, { language: "EN" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      errorCode: "operator.permission.denied",
      message: "Your role does not allow this action.",
    });
    expect((await ops(support, "GET", "/ops/withdrawals")).statusCode).toBe(200);
  });

  it("administrators manage staff: the secret is shown once, a disabled account's sessions end", async () => {
    const created = await ops(admin, "POST", "/ops/staff", {
      username: "ops.eva",
      password: "a long staff password",
      role: "finance",
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().value.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Jogada:ops\.eva\?/);
    expect(
      (
        await ops(admin, "POST", "/ops/staff", {
          username: "ops.eva",
          password: "another long one",
          role: "finance",
        })
      ).json().errorCode,
    ).toBe("operator.staff.exists");
    const finance = await staffToken(t, "ops.fin", "finance");
    expect((await ops(finance, "GET", "/ops/staff")).statusCode).toBe(403);
    expect((await ops(admin, "PUT", "/ops/staff/ops.fin", { disabled: true })).json().value.disabled).toBe(
      true,
    );
    expect((await ops(finance, "GET", "/ops/withdrawals")).statusCode).toBe(401);
    expect((await ops(admin, "PUT", "/ops/staff/ops.admin", { role: "support" })).json().errorCode).toBe(
      "operator.staff.self",
    );
  });
});

describe("adjustments", () => {
  it("applies a small one once per key; a large one waits for a second staff member, never its maker", async () => {
    const player = await registerPlayer(t);
    const maker = await staffToken(t, "ops.maker", "finance");
    const checker = await staffToken(t, "ops.checker", "finance");
    const key = randomUUID();
    const small = () =>
      ops(
        maker,
        "POST",
        `/ops/members/${player.id}/adjustments`,
        { amount: "25.00", reason: "goodwill" },
        {
          "idempotency-key": key,
        },
      );
    const first = await small();
    expect(first.json().value).toMatchObject({ status: "applied", amount: "25.00", maker: "ops.maker" });
    expect((await small()).json().value).toEqual(first.json().value);

    const large = await ops(
      maker,
      "POST",
      `/ops/members/${player.id}/adjustments`,
      { amount: "500.00", reason: "tournament prize" },
      { "idempotency-key": randomUUID() },
    );
    const pending = large.json().value;
    expect(pending).toMatchObject({ status: "pending", transferId: null });
    const byMaker = await ops(maker, "POST", `/ops/adjustments/${pending.id}/approve`);
    expect(byMaker.statusCode).toBe(403);
    expect(byMaker.json().errorCode).toBe("operator.adjustment.maker");
    const [a, b] = await Promise.all([
      ops(checker, "POST", `/ops/adjustments/${pending.id}/approve`),
      ops(admin, "POST", `/ops/adjustments/${pending.id}/approve`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ledger = await ops(admin, "GET", `/ops/members/${player.id}/ledger`);
    expect(ledger.json().value.wallets.find((w: { wallet: string }) => w.wallet === "main").balance).toBe(
      "525.00",
    );
    const listed = await ops(admin, "GET", "/ops/adjustments?status=approved");
    expect(listed.json().value.list[0]).toMatchObject({ id: pending.id, maker: "ops.maker" });
  });
});

describe("audit log", () => {
  it("records who, from where, before and after; is searchable; cannot be edited; the chain verifies", async () => {
    const search = await ops(admin, "GET", "/ops/audit?actor=ops.maker&action=adjustment");
    const rows = search.json().value.list;
    expect(rows.map((r: { action: string }) => r.action)).toContain("adjustment.request");
    expect(rows[0].ip).toBeTruthy();
    const status = await ops(admin, "GET", "/ops/audit?action=staff.update");
    expect(status.json().value.list[0]).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
    });
    await expect(t.pool.query("update audit_log set action = 'x' where seq = 1")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.pool.query("delete from audit_log where seq = 1")).rejects.toThrow(/append-only/);
    const support = await staffToken(t, "ops.sup2", "support");
    expect((await ops(support, "GET", "/ops/audit")).statusCode).toBe(403);
    expect((await verifyAuditChain(t.pool)).breaks).toEqual([]);
  });
});
