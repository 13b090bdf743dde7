import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { writeAudit } from "./audit-log.js";
import { verifyAuditChain } from "./audit-verify.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      writeAudit(t.pool, {
        actor: `operator:ops.${i % 3}`,
        action: "test.action",
        ip: "10.0.0.1",
        detail: { n: i, text: "ação" },
        before: { n: i - 1 },
        after: { n: i },
      }),
    ),
  );
});
afterAll(async () => {
  await t.close();
});

/** Tampering as someone with the database's superuser would: with the append-only triggers off. */
async function tamper(sql: string) {
  const client = await t.pool.connect();
  try {
    await client.query("set session_replication_role = replica");
    await client.query(sql);
  } finally {
    await client.query("set session_replication_role = origin");
    client.release();
  }
}

describe("audit chain", () => {
  it("verifies rows written at once from many connections", async () => {
    const result = await verifyAuditChain(t.pool);
    expect(result.rows).toBeGreaterThanOrEqual(40);
    expect(result.breaks).toEqual([]);
  });

  it("detects a changed row and a removed row", async () => {
    const { rows } = await t.pool.query<{ seq: string }>(
      "select seq::text from audit_log order by seq desc limit 5",
    );
    const changed = rows[3]!.seq;
    const removed = rows[1]!.seq;
    await tamper(`update audit_log set after = '{"n": 999}' where seq = ${changed}`);
    await tamper(`delete from audit_log where seq = ${removed}`);
    const { breaks } = await verifyAuditChain(t.pool);
    expect(breaks).toContainEqual({ seq: changed, problem: "changed" });
    expect(breaks).toContainEqual({ seq: removed, problem: "missing" });
  });
});
