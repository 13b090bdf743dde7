import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "../../../test/backups.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { advanceAnchor, readAnchor } from "../../platform/audit-anchor.js";
import { writeAudit } from "../../platform/audit-log.js";
import { verifyAuditChain } from "../../platform/audit-verify.js";
import { JobRegistry } from "../../platform/jobs.js";
import { operatorJobs } from "./jobs.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

describe("audit chain anchor", () => {
  it("reports rows removed from the end, which the chain alone cannot see, and never re-anchors them", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "audit-anchor-"));
    const anchor = { key: "test-audit-anchor-key-0123456789", dir };
    const env = { DATABASE_URL: t.databaseUrl, AUDIT_ANCHOR_DIR: dir, AUDIT_ANCHOR_KEY: anchor.key };
    await tamper("delete from audit_log"); // a fresh, whole chain for this test
    for (let i = 0; i < 8; i++)
      await writeAudit(t.pool, { actor: "system", action: "test.anchor", detail: { i } });

    const first = await cli("audit-verify", [], env);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /^audit log intact: \d+ rows chained, anchored at seq \d+ \(first anchor written\)/,
    );
    const { rows } = await t.pool.query<{ seq: string }>(
      "select seq::text from audit_log order by seq desc limit 3",
    );
    const end = rows[0]!.seq;
    expect((await readAnchor(anchor, await dbName()))?.seq).toBe(end);

    // The newest three rows deleted with the triggers off: the shorter chain is whole in itself.
    await tamper(`delete from audit_log where seq >= ${rows[2]!.seq}`);
    expect((await verifyAuditChain(t.pool)).breaks).toEqual([]);
    const truncated = await cli("audit-verify", [], env);
    expect(truncated.code).toBe(1);
    expect(truncated.stdout).toBe(
      `BROKEN at seq ${end}: the chain ends before its anchored end: rows were removed from the end\n`,
    );
    // Neither the check nor the job moves the anchor back to the shortened end.
    expect(await advanceAnchor(t.pool, anchor)).toMatchObject({ problem: "truncated" });
    expect((await readAnchor(anchor, await dbName()))?.seq).toBe(end);

    // New rows written after the cut reach the old end again, but the anchored row is another one.
    for (let i = 0; i < 4; i++) await writeAudit(t.pool, { actor: "system", action: "test.anchor.after" });
    expect((await verifyAuditChain(t.pool)).breaks).toEqual([]);
    expect((await verifyAuditChain(t.pool, { anchor })).breaks).toEqual([{ seq: end, problem: "replaced" }]);

    // An anchor edited by hand (an older end, without the key) does not verify.
    const file = path.join(dir, `${await dbName()}.json`);
    const edited = { ...JSON.parse(await readFile(file, "utf8")), seq: rows[2]!.seq };
    await writeFile(file, JSON.stringify(edited));
    expect((await verifyAuditChain(t.pool, { anchor })).breaks).toEqual([
      { seq: rows[2]!.seq, problem: "forged" },
    ]);

    // After a restore, staff sign the end as it is now; checks hold again from there.
    const reset = await cli("audit-verify", ["--reanchor"], env);
    expect(reset.code, reset.stdout).toBe(0);
    expect(reset.stdout).toMatch(/^anchor reset at seq \d+ .*\naudit log intact: /);
  });

  it("is kept by a job on every instance, which fails while the log does not reach it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "audit-anchor-job-"));
    const settings = { key: "test-audit-anchor-key-0123456789", dir };
    const errors: string[] = [];
    const log = { info() {}, warn() {}, error: (_: unknown, message: string) => errors.push(message) };
    const jobs = new JobRegistry(t.pool, log as never);
    const config = { AUDIT_ANCHOR_KEY: settings.key, AUDIT_ANCHOR_DIR: dir, AUDIT_ANCHOR_SECONDS: 60 };
    jobs.register(operatorJobs({ config, pool: t.pool, log } as never));
    expect(await jobs.runNow("operators.audit-anchor")).toBe(true);
    const head = await t.pool.query<{ seq: string }>("select max(seq)::text as seq from audit_log");
    const end = head.rows[0]!.seq;
    expect((await readAnchor(settings, await dbName()))?.seq).toBe(end);

    await tamper(`delete from audit_log where seq = ${end}`);
    expect(await jobs.runNow("operators.audit-anchor")).toBe(false);
    expect(errors).toContain("audit log does not reach its anchor");
    expect((await readAnchor(settings, await dbName()))?.seq).toBe(end);
  });
});

async function dbName(): Promise<string> {
  return (await t.pool.query<{ n: string }>("select current_database() as n")).rows[0]!.n;
}
