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

  it("chains a row's request id: rows with and without one verify, a changed one does not", async () => {
    const requestIds = ["lb-0b6c4f0e-request-a", "lb-0b6c4f0e-request-b"];
    for (const requestId of [...requestIds, null]) {
      await writeAudit(t.pool, { actor: "operator:ops.0", action: "test.request", requestId });
    }
    const { rows } = await t.pool.query<{ seq: string; request_id: string | null }>(
      "select seq::text, request_id from audit_log where action = 'test.request' order by seq",
    );
    expect(rows.map((row) => row.request_id)).toEqual([...requestIds, null]);
    const before = (await verifyAuditChain(t.pool)).breaks;
    expect(before.filter((b) => rows.some((row) => row.seq === b.seq))).toEqual([]);

    await tamper(`update audit_log set request_id = 'lb-someone-else' where seq = ${rows[0]!.seq}`);
    await tamper(`update audit_log set request_id = null where seq = ${rows[1]!.seq}`);
    await tamper(`update audit_log set request_id = 'lb-added-later' where seq = ${rows[2]!.seq}`);
    const { breaks } = await verifyAuditChain(t.pool);
    for (const row of rows) expect(breaks).toContainEqual({ seq: row.seq, problem: "changed" });
  });

  it("refuses a request id that is not one", async () => {
    await expect(
      writeAudit(t.pool, { actor: "system", action: "test.request", requestId: "two words" }),
    ).rejects.toThrow(/audit_log_request_id_check/);
  });
});
