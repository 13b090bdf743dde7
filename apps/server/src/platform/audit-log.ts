import { currentRequestId } from "./current-request.js";
import type { Queryable } from "./db.js";

export interface AuditEntry {
  /** Who acted: `operator:<name>`, `system`, a command-line tool... */
  actor: string;
  action: string;
  merchantCode?: string | null;
  /** The address the action came from (staff calls). */
  ip?: string | null;
  detail?: Record<string, unknown>;
  /** What the changed thing was before and after the action, when there is one. */
  before?: unknown;
  after?: unknown;
  /** The request the action answered; by default the one being handled (none for jobs and tools). */
  requestId?: string | null;
}

/**
 * The one writer of `audit_log`, shared by every module that records who did what (brand changes,
 * back-office actions, withdrawal reviews). Pass the caller's transaction so the record commits
 * with the action it describes. The database chains each row to the previous one by hash (see
 * the audit_log_chain trigger) and refuses updates and deletes. The request id ties the row to
 * the request's log line (X-Request-Id).
 */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  const requestId = entry.requestId === undefined ? currentRequestId() : entry.requestId;
  await db.query(
    `insert into audit_log (actor, action, merchant_code, ip, detail, before, after, request_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.actor,
      entry.action,
      entry.merchantCode ?? null,
      entry.ip ?? null,
      JSON.stringify(entry.detail ?? {}),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      requestId ?? null,
    ],
  );
}

const SECRET_FIELDS = /password|secret|token|code/i;

/** A request's fields for the audit log, with passwords, secrets and codes left out. */
export function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, v]) => [
        key,
        SECRET_FIELDS.test(key) ? "[redacted]" : redacted(v),
      ]),
    );
  }
  return value;
}
