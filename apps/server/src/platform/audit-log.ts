import type { Queryable } from "./db.js";

export interface AuditEntry {
  /** Who acted: `operator:<name>`, `system`, a command-line tool... */
  actor: string;
  action: string;
  merchantCode?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * The one writer of `audit_log`, shared by every module that records who did what (brand changes,
 * back-office actions, withdrawal reviews). Pass the caller's transaction so the record commits
 * with the action it describes.
 */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query("insert into audit_log (actor, action, merchant_code, detail) values ($1, $2, $3, $4)", [
    entry.actor,
    entry.action,
    entry.merchantCode ?? null,
    JSON.stringify(entry.detail ?? {}),
  ]);
}
