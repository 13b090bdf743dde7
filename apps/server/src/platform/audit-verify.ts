import { createHash } from "node:crypto";
import { type AnchorSettings, type AuditAnchor, advanceAnchor, checkAnchor } from "./audit-anchor.js";
import type { Pool } from "./db.js";

export interface AuditBreak {
  seq: string;
  /**
   * changed, missing, relinked: a row of the chain; truncated: the chain ends before its anchor;
   * replaced: the anchored row is not the one anchored; forged: the anchor's signature fails.
   */
  problem: "changed" | "missing" | "relinked" | "truncated" | "replaced" | "forged";
}

export interface AuditVerification {
  rows: number;
  breaks: AuditBreak[];
  /** The anchor in force after the check (moved to the chain's end when all held); none without settings. */
  anchor?: AuditAnchor;
  /** True when no anchor existed before this check (the first one was written). */
  firstAnchor?: boolean;
}

const BATCH = 5000;

/**
 * Walks the audit log in chain order and recomputes every row's hash from its content and the
 * previous row's hash: a changed row no longer matches its hash, a removed row leaves a gap in
 * `seq` and the next row's `prev_hash` pointing at nothing. The content is read back as the
 * database renders it (the same text the chaining trigger hashed). With `anchor` settings the
 * chain's end is compared with the anchor kept outside the table (platform/audit-anchor.ts), so
 * rows removed from the end are found too, and a chain found whole moves the anchor to its end.
 */
export async function verifyAuditChain(
  pool: Pool,
  options: { anchor?: AnchorSettings } = {},
): Promise<AuditVerification> {
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
  if (!options.anchor) return { rows, breaks };
  const check = await checkAnchor(pool, options.anchor);
  if (check.problem) {
    breaks.push({ seq: check.anchor?.seq ?? "", problem: check.problem });
    return { rows, breaks, anchor: check.anchor };
  }
  if (breaks.length > 0) return { rows, breaks, anchor: check.anchor };
  const moved = await advanceAnchor(pool, options.anchor);
  if (moved.problem) breaks.push({ seq: moved.anchor?.seq ?? "", problem: moved.problem });
  return { rows, breaks, anchor: moved.anchor, firstAnchor: !check.anchor && Boolean(moved.anchor) };
}
