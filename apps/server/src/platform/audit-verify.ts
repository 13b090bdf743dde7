import { createHash } from "node:crypto";
import type { Pool } from "./db.js";

export interface AuditBreak {
  seq: string;
  problem: "changed" | "missing" | "relinked";
}

const BATCH = 5000;

/**
 * Walks the audit log in chain order and recomputes every row's hash from its content and the
 * previous row's hash: a changed row no longer matches its hash, a removed row leaves a gap in
 * `seq` and the next row's `prev_hash` pointing at nothing. The content is read back as the
 * database renders it (the same text the chaining trigger hashed).
 */
export async function verifyAuditChain(pool: Pool): Promise<{ rows: number; breaks: AuditBreak[] }> {
  const breaks: AuditBreak[] = [];
  let prevHash = "";
  let expectedSeq = 1n;
  let after = 0n;
  let rows = 0;
  for (;;) {
    const batch = await pool.query<{
      seq: string;
      prev_hash: string;
      hash: string;
      actor: string;
      action: string;
      merchant_code: string | null;
      ip: string | null;
      detail: string;
      before: string | null;
      after: string | null;
      created: string;
      request_id: string | null;
    }>(
      `select a.seq::text as seq, prev_hash, hash, actor, action, merchant_code, ip, detail::text as detail,
              before::text as before, after::text as after,
              to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as created, request_id
         from audit_log a where a.seq > $1 order by a.seq limit $2`,
      [after.toString(), BATCH],
    );
    for (const row of batch.rows) {
      rows += 1;
      const seq = BigInt(row.seq);
      if (seq !== expectedSeq) breaks.push({ seq: expectedSeq.toString(), problem: "missing" });
      if (row.prev_hash !== prevHash) breaks.push({ seq: row.seq, problem: "relinked" });
      const text = [
        row.seq,
        row.prev_hash,
        row.actor,
        row.action,
        row.merchant_code ?? "",
        row.ip ?? "",
        row.detail,
        row.before ?? "",
        row.after ?? "",
        row.created,
        // Rows with a request id (migration 1182) hash it last; rows without hash as before.
        ...(row.request_id === null ? [] : [row.request_id]),
      ].join("|");
      const hash = createHash("sha256").update(text, "utf8").digest("hex");
      if (hash !== row.hash) breaks.push({ seq: row.seq, problem: "changed" });
      prevHash = row.hash;
      expectedSeq = seq + 1n;
      after = seq;
    }
    if (batch.rows.length < BATCH) break;
  }
  return { rows, breaks };
}
