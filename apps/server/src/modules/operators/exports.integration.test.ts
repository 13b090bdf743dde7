import type { StaffRole } from "@jogada/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/staff.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/*
 * Bulk exports of personal data need their own permission (personal-data.export), and each one is
 * in the audit log with who asked, which export, its filters and how many rows the file carries.
 */
let t: TestApp;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["read-only", "support", "content", "finance", "risk", "administrator"] as const)
    tokens.set(role, await staffToken(t, `export.${role}`, role));
  await t.pool.query(
    `insert into members (merchant_code, username, nickname, email, password_hash)
     select 'jogada', 'pdx' || i, 'Person ' || i, 'pdx' || i || '@example.com', 'x'
       from generate_series(1, 7) as i`,
  );
});
afterAll(async () => {
  await t.close();
});

const exportPlayers = (role: StaffRole, query: string) =>
  t.app.inject({
    method: "GET",
    url: `/ops/players/export.csv${query}`,
    headers: { authorization: tokens.get(role)! },
  });

async function exportsInAudit(action: string) {
  const { rows } = await t.pool.query<{
    actor: string;
    merchant_code: string | null;
    ip: string | null;
    detail: { export: string; filters: Record<string, string>; rows: number };
  }>("select actor, merchant_code, ip, detail from audit_log where action = $1 order by seq", [action]);
  return rows;
}

describe("personal data exports", () => {
  it("are refused to roles without the export permission, before anything is read or recorded", async () => {
    for (const role of ["read-only", "support", "content"] as const) {
      const players = await exportPlayers(role, "?q=pdx&field=username");
      expect(players.statusCode, role).toBe(403);
      expect(players.json().errorCode).toBe("operator.permission.denied");
      const withdrawals = await t.app.inject({
        method: "GET",
        url: "/ops/withdrawals/export.csv",
        headers: { authorization: tokens.get(role)! },
      });
      expect(withdrawals.statusCode, role).toBe(403);
    }
    expect(await exportsInAudit("players.export")).toEqual([]);
  });

  it("are sent to finance, risk and administrators, each recorded with its filters and row count", async () => {
    const reply = await exportPlayers("risk", "?q=pdx&field=username&status=active");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toContain("text/csv");
    const lines = reply.body.trim().split("\r\n");
    expect(lines).toHaveLength(8);
    expect(lines[1]).toContain("pdx1@example.com");
    // Times on the brand's clock (the demo brand's Asia/Manila) with its offset, never bare UTC.
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00(,|$)/);

    const recorded = await exportsInAudit("players.export");
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actor: "operator:export.risk",
      detail: {
        export: "players",
        filters: { q: "pdx", field: "username", status: "active" },
        rows: 7,
      },
    });
    expect(recorded[0]!.ip).toBeTruthy();

    const none = await exportPlayers("finance", "?q=nobody-by-this-name&field=username");
    expect(none.statusCode).toBe(200);
    expect(none.body.trim().split("\r\n")).toHaveLength(1);
    expect((await exportsInAudit("players.export")).map((r) => [r.actor, r.detail.rows])).toEqual([
      ["operator:export.risk", 7],
      ["operator:export.finance", 0],
    ]);

    const withdrawals = await t.app.inject({
      method: "GET",
      url: "/ops/withdrawals/export.csv?status=review&merchantCode=jogada",
      headers: { authorization: tokens.get("administrator")! },
    });
    expect(withdrawals.statusCode).toBe(200);
    expect(await exportsInAudit("withdrawals.export")).toEqual([
      expect.objectContaining({
        actor: "operator:export.administrator",
        merchant_code: "jogada",
        detail: { export: "withdrawals", filters: { status: "review", merchantCode: "jogada" }, rows: 0 },
      }),
    ]);
  });
});
