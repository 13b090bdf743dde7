import { loadConfig } from "../config.js";
import { anchorFile, resetAnchor } from "../platform/audit-anchor.js";
import { verifyAuditChain } from "../platform/audit-verify.js";
import { resolveDatabase } from "../platform/database-url.js";
import { createPool } from "../platform/db.js";

/**
 * `npm run audit:verify`: checks the audit log's hash chain on the running system's database
 * (DATABASE_URL, or the embedded PostgreSQL of `npm start`) and its end against the signed anchor
 * under AUDIT_ANCHOR_DIR; exits 1 when a row was changed or removed (the end included), 2 when it
 * cannot check. A chain found whole moves the anchor to its end. `--reanchor` signs the current
 * end whatever the anchor said, for after a restore from a backup (or a new AUDIT_ANCHOR_KEY).
 */
const reanchor = process.argv.includes("--reanchor");
let database: Awaited<ReturnType<typeof resolveDatabase>>;
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`audit:verify has no configuration: ${(error as Error).message}\n`);
    process.exit(2);
  }
})();
try {
  database = await resolveDatabase(config, { reuseRunning: true });
} catch (error) {
  process.stderr.write(`audit:verify has no database to check: ${(error as Error).message}\n`);
  process.exit(2);
}
const pool = createPool(database.url, 2);
const settings = { key: config.AUDIT_ANCHOR_KEY, dir: config.AUDIT_ANCHOR_DIR };
const ANCHOR_PROBLEMS: Record<string, string> = {
  truncated: "the chain ends before its anchored end: rows were removed from the end",
  replaced: "the anchored row is not the one anchored: the end was removed and written again",
  forged: "the anchor's signature does not hold (another AUDIT_ANCHOR_KEY, or the file was edited)",
};
let exitCode = 2;
try {
  if (reanchor) {
    const anchor = await resetAnchor(pool, settings);
    process.stdout.write(
      anchor
        ? `anchor reset at seq ${anchor.seq} (${anchorFile(settings, anchor.database)})\n`
        : "audit log empty\n",
    );
  }
  const { rows, breaks, anchor, firstAnchor } = await verifyAuditChain(pool, { anchor: settings });
  if (breaks.length === 0) {
    const end = anchor
      ? `, anchored at seq ${anchor.seq}${firstAnchor ? " (first anchor written)" : ""}`
      : "";
    process.stdout.write(`audit log intact: ${rows} rows chained${end}\n`);
  }
  for (const b of breaks.slice(0, 50)) {
    const why = ANCHOR_PROBLEMS[b.problem];
    process.stdout.write(
      why ? `BROKEN at seq ${b.seq}: ${why}\n` : `BROKEN at seq ${b.seq}: row ${b.problem}\n`,
    );
  }
  if (breaks.length > 50) process.stdout.write(`... and ${breaks.length - 50} more\n`);
  exitCode = breaks.length === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`audit:verify could not run: ${(error as Error).message}\n`);
} finally {
  await pool.end().catch(() => {});
  await database.stop?.();
}
process.exit(exitCode);
