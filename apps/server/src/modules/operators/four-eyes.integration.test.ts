import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { registerPlayer } from "../../../test/players.js";
import { opsCaller, staffToken, useAppWithStaff } from "../../../test/staff.js";
import type { TestApp } from "../../../test/test-app.js";
import { verifyAuditChain } from "../../platform/audit-verify.js";

let t: TestApp;
let admin: string;
useAppWithStaff({ env: { OPS_FOUR_EYES_ABOVE: "100" }, username: "ops.admin" }, (app, token) => {
  t = app;
  admin = token;
});

const ops = opsCaller(() => t);
const approve = async (token: string, id: string) => {
  const res = await ops(token, "POST", `/ops/change-requests/${id}/approve`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const adjust = (token: string, memberId: number, amount: string) =>
  ops(
    token,
    "POST",
    `/ops/members/${memberId}/adjustments`,
    { amount, reason: "tournament prize" },
    { "idempotency-key": randomUUID() },
  );

describe("four-eyes limit per brand", () => {
  it("defaults to the platform value, is set by an administrator only, audited, and adjustments follow it", async () => {
    const url = "/ops/brands/jogada/four-eyes";
    expect((await ops(admin, "GET", url)).json().value).toMatchObject({
      merchantCode: "jogada",
      limit: "100.00",
      defaultLimit: "100.00",
      source: "default",
      updatedBy: null,
    });
    const maker = await staffToken(t, "ops.maker", "finance");
    const checker = await staffToken(t, "ops.checker", "finance");
    expect((await ops(maker, "GET", url)).statusCode).toBe(200);
    const denied = await ops(maker, "PUT", url, { limit: "20.00" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorCode).toBe("operator.permission.denied");
    const bad = await ops(admin, "PUT", url, { limit: "-5" }, { language: "EN" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: "wallet.amount.invalid" });
    expect((await ops(admin, "PUT", url, { limit: "1.001" })).statusCode).toBe(400);
    expect((await ops(admin, "PUT", "/ops/brands/nobrand/four-eyes", { limit: "1" })).json().errorCode).toBe(
      "merchant.unknown",
    );

    // A new amount is asked for; another administrator puts it in force.
    const second = await staffToken(t, "ops.second", "administrator");
    const asked = await ops(admin, "PUT", url, { limit: "20.00" });
    expect(asked.json().value).toMatchObject({
      limit: "100.00",
      source: "default",
      pendingChange: { kind: "four-eyes.limit", change: { limit: "20.00" }, maker: "ops.admin" },
    });
    await approve(second, asked.json().value.pendingChange.id);
    expect((await ops(admin, "GET", url)).json().value).toMatchObject({
      limit: "20.00",
      source: "brand",
      updatedBy: "ops.admin",
      pendingChange: null,
    });

    const player = await registerPlayer(t);
    expect((await adjust(maker, player.id, "15.00")).json().value.status).toBe("applied");
    const pending = (await adjust(maker, player.id, "50.00")).json().value;
    expect(pending.status).toBe("pending");
    // The maker of an adjustment above the limit cannot approve it; another staff member can.
    const byMaker = await ops(maker, "POST", `/ops/adjustments/${pending.id}/approve`);
    expect(byMaker.statusCode).toBe(403);
    expect(byMaker.json().errorCode).toBe("operator.adjustment.maker");
    expect((await ops(checker, "POST", `/ops/adjustments/${pending.id}/approve`)).json().value.status).toBe(
      "approved",
    );

    // Back to the platform default, approved by the other administrator: the same amount applies at once.
    const back = (await ops(admin, "PUT", url, { limit: null })).json().value;
    expect(back).toMatchObject({ limit: "20.00", pendingChange: { change: { limit: null } } });
    await approve(second, back.pendingChange.id);
    expect((await ops(admin, "GET", url)).json().value).toMatchObject({ limit: "100.00", source: "default" });
    expect((await adjust(maker, player.id, "50.00")).json().value.status).toBe("applied");
    const ledger = (await ops(admin, "GET", `/ops/members/${player.id}/ledger`)).json().value;
    expect(ledger.wallets.find((w: { wallet: string }) => w.wallet === "main").balance).toBe("115.00");

    const audit = await t.pool.query<{ actor: string; before: { limit: string }; after: { limit: string } }>(
      "select actor, before, after from audit_log where action = 'brand.four-eyes' order by seq",
    );
    expect(audit.rows.map((r) => [r.actor, r.before.limit, r.after.limit])).toEqual([
      ["operator:ops.second", "100.00", "20.00"],
      ["operator:ops.second", "20.00", "100.00"],
    ]);
    expect((await verifyAuditChain(t.pool)).breaks).toEqual([]);
  });

  it("cannot be switched off by the administrator it checks: a raised limit waits for another administrator", async () => {
    const url = "/ops/brands/jogada/four-eyes";
    const solo = await staffToken(t, "ops.solo", "administrator");
    const other = await staffToken(t, "ops.other", "administrator");
    const player = await registerPlayer(t);

    const raised = await ops(solo, "PUT", url, { limit: "100000.00" }, { language: "EN" });
    expect(raised.statusCode).toBe(200);
    const request = raised.json().value.pendingChange;
    expect(request).toMatchObject({ status: "pending", maker: "ops.solo", change: { limit: "100000.00" } });
    expect(raised.json().value.limit).toBe("100.00");
    // A second request for the same brand while one waits is refused, not stacked.
    const again = await ops(solo, "PUT", url, { limit: "200000.00" }, { language: "EN" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe("operator.change.pending");

    // The adjustment is judged by the limit in force when it is asked for: it waits.
    const big = (await adjust(solo, player.id, "50000.00")).json().value;
    expect(big).toMatchObject({ status: "pending", fourEyesLimit: "100.00" });

    // The administrator cannot approve their own limit change, nor their own adjustment.
    const selfApprove = await ops(solo, "POST", `/ops/change-requests/${request.id}/approve`, undefined, {
      language: "PT",
    });
    expect(selfApprove.statusCode).toBe(403);
    expect(selfApprove.json()).toMatchObject({
      errorCode: "operator.change.maker",
      message: "Quem pediu a alteração não a pode aprovar: outro administrador tem de o fazer.",
    });
    expect((await ops(solo, "POST", `/ops/adjustments/${big.id}/approve`)).json().errorCode).toBe(
      "operator.adjustment.maker",
    );
    expect((await ops(solo, "GET", url)).json().value.limit).toBe("100.00");

    // Approved by another administrator, the new limit does not reach back to the waiting adjustment.
    await approve(other, request.id);
    expect((await ops(solo, "GET", url)).json().value).toMatchObject({
      limit: "100000.00",
      pendingChange: null,
    });
    const listed = (await ops(other, "GET", "/ops/adjustments?status=pending")).json().value.list;
    expect(listed.find((a: { id: string }) => a.id === big.id)).toMatchObject({ status: "pending" });
    const ledger = (await ops(other, "GET", `/ops/members/${player.id}/ledger`)).json().value;
    expect(ledger.wallets.find((w: { wallet: string }) => w.wallet === "main")?.balance ?? "0.00").toBe(
      "0.00",
    );
    // Reject it and go back to the default, both by the second administrator.
    await ops(other, "POST", `/ops/adjustments/${big.id}/reject`, { reason: "not agreed" });
    const back = (await ops(solo, "PUT", url, { limit: null })).json().value.pendingChange;
    await approve(other, back.id);
  });

  it("a role, a new account or enabling one waits for a second administrator; disabling is at once", async () => {
    const boss = await staffToken(t, "ops.boss", "administrator");
    const peer = await staffToken(t, "ops.peer", "administrator");
    await staffToken(t, "ops.clerk", "support");

    const promote = await ops(boss, "PUT", "/ops/staff/ops.clerk", { role: "administrator" });
    expect(promote.json().value).toMatchObject({
      role: "support",
      pendingChange: { kind: "staff.role", change: { role: "administrator" }, maker: "ops.boss" },
    });
    const id = promote.json().value.pendingChange.id;
    expect((await ops(boss, "POST", `/ops/change-requests/${id}/approve`)).json().errorCode).toBe(
      "operator.change.maker",
    );
    await approve(peer, id);
    const staff = (await ops(boss, "GET", "/ops/staff")).json().value;
    expect(staff.find((s: { username: string }) => s.username === "ops.clerk").role).toBe("administrator");

    // A new account cannot log in until approved: nobody makes their own second pair of eyes.
    const made = await ops(boss, "POST", "/ops/staff", {
      username: "ops.puppet",
      password: "a long staff password",
      role: "administrator",
    });
    expect(made.json().value).toMatchObject({ disabled: true, pendingChange: { kind: "staff.create" } });
    // Rejected by its maker (withdrawn): it stays disabled.
    const withdrawn = await ops(
      boss,
      "POST",
      `/ops/change-requests/${made.json().value.pendingChange.id}/reject`,
      {
        reason: "made by mistake",
      },
    );
    expect(withdrawn.json().value).toMatchObject({ status: "rejected", checker: "ops.boss" });
    expect(
      (await t.pool.query("select disabled from operators where username = 'ops.puppet'")).rows[0].disabled,
    ).toBe(true);

    const disabled = await ops(boss, "PUT", "/ops/staff/ops.clerk", { disabled: true });
    expect(disabled.json().value).toMatchObject({ disabled: true, pendingChange: null });
    const enable = (await ops(boss, "PUT", "/ops/staff/ops.clerk", { disabled: false })).json().value;
    expect(enable).toMatchObject({ disabled: true, pendingChange: { kind: "staff.enable" } });
    const audit = await t.pool.query<{ action: string }>(
      "select action from audit_log where action like 'change.%' order by seq",
    );
    expect(audit.rows.map((r) => r.action)).toContain("change.approve");
    expect((await verifyAuditChain(t.pool)).breaks).toEqual([]);
  });

  it("a staff member never adjusts, reviews or changes the status of their own player account", async () => {
    const boss = await staffToken(t, "ops.owner", "administrator");
    const colleague = await staffToken(t, "ops.colleague", "administrator");
    const own = await registerPlayer(t);
    const set = await ops(boss, "PUT", "/ops/staff/ops.colleague", { memberId: own.id });
    expect(set.json().value).toMatchObject({ memberId: String(own.id) });
    const refused = await adjust(colleague, own.id, "5.00");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe("operator.own.account");
    const status = await ops(
      colleague,
      "PUT",
      `/ops/players/${own.id}/status`,
      {
        status: "locked",
        reason: "checking a complaint",
      },
      { language: "EN" },
    );
    expect(status.json()).toMatchObject({
      errorCode: "operator.own.account",
      message: "This is your own player account: another staff member must handle it.",
    });
    // Another staff member's adjustment above the limit: the owner cannot approve it.
    const pending = (await adjust(boss, own.id, "500.00")).json().value;
    expect(pending.status).toBe("pending");
    expect((await ops(colleague, "POST", `/ops/adjustments/${pending.id}/approve`)).json().errorCode).toBe(
      "operator.own.account",
    );
  });
});
