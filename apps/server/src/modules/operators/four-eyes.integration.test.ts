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

    const set = await ops(admin, "PUT", url, { limit: "20.00" });
    expect(set.json().value).toMatchObject({ limit: "20.00", source: "brand", updatedBy: "ops.admin" });

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

    // Back to the platform default: the same amount applies at once.
    expect((await ops(admin, "PUT", url, { limit: null })).json().value).toMatchObject({
      limit: "100.00",
      source: "default",
    });
    expect((await adjust(maker, player.id, "50.00")).json().value.status).toBe("applied");
    const ledger = (await ops(admin, "GET", `/ops/members/${player.id}/ledger`)).json().value;
    expect(ledger.wallets.find((w: { wallet: string }) => w.wallet === "main").balance).toBe("115.00");

    const audit = await t.pool.query<{ actor: string; before: { limit: string }; after: { limit: string } }>(
      "select actor, before, after from audit_log where action = 'brand.four-eyes' order by seq",
    );
    expect(audit.rows.map((r) => [r.actor, r.before.limit, r.after.limit])).toEqual([
      ["operator:ops.admin", "100.00", "20.00"],
      ["operator:ops.admin", "20.00", "100.00"],
    ]);
    expect((await verifyAuditChain(t.pool)).breaks).toEqual([]);
  });
});
