import { loadConfig } from "../config.js";
import { verifyAuditChain } from "../platform/audit-verify.js";
import { resolveDatabase } from "../platform/database-url.js";
import { createPool } from "../platform/db.js";

/**
 * `npm run audit:verify`: checks the audit log's hash chain on the running system's database
 * (DATABASE_URL, or the embedded PostgreSQL of `npm start`); exits 1 when a row was changed or
 * removed, 2 when it cannot check.
 */
let database: Awaited<ReturnType<typeof resolveDatabase>>;
try {
  database = await resolveDatabase(loadConfig(), { reuseRunning: true });
} catch (error) {
  process.stderr.write(`audit:verify has no database to check: ${(error as Error).message}\n`);
  process.exit(2);
}
const pool = createPool(database.url, 2);
let exitCode = 2;
try {
  const { rows, breaks } = await verifyAuditChain(pool);
  if (breaks.length === 0) process.stdout.write(`audit log intact: ${rows} rows chained\n`);
  for (const b of breaks.slice(0, 50)) process.stdout.write(`BROKEN at seq ${b.seq}: row ${b.problem}\n`);
  if (breaks.length > 50) process.stdout.write(`... and ${breaks.length - 50} more\n`);
  exitCode = breaks.length === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`audit:verify could not run: ${(error as Error).message}\n`);
} finally {
  await pool.end().catch(() => {});
  await database.stop?.();
}
process.exit(exitCode);
