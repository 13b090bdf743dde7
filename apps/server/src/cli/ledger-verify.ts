import { loadConfig } from "../config.js";
import { verifyLedger } from "../modules/ledger/verify.js";
import { resolveDatabase } from "../platform/database-url.js";
import { createPool } from "../platform/db.js";

/**
 * `npm run ledger:verify`: checks every ledger invariant on the running system's database
 * (DATABASE_URL, or the embedded PostgreSQL of `npm start`) and exits 1 on any breach, 2 when it
 * cannot check.
 */
let database: Awaited<ReturnType<typeof resolveDatabase>>;
try {
  database = await resolveDatabase(loadConfig(), { reuseRunning: true });
} catch (error) {
  process.stderr.write(`ledger:verify has no database to check: ${(error as Error).message}\n`);
  process.exit(2);
}
const pool = createPool(database.url, 2);
let exitCode = 2;
try {
  const breaches = await verifyLedger(pool);
  const { rows } = await pool.query<{ accounts: string; transfers: string; entries: string }>(
    `select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transfers) as transfers,
            (select count(*) from ledger_entries) as entries`,
  );
  const counts = rows[0];
  if (breaches.length === 0) {
    process.stdout.write(
      `ledger sound: ${counts?.accounts} accounts, ${counts?.transfers} transfers, ${counts?.entries} entries\n`,
    );
  } else {
    for (const breach of breaches) {
      process.stdout.write(`BREACH: ${breach.check} (${breach.count} rows)\n`);
      for (const row of breach.sample) process.stdout.write(`  ${JSON.stringify(row)}\n`);
    }
  }
  exitCode = breaches.length === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`ledger:verify could not run: ${(error as Error).message}\n`);
} finally {
  await pool.end().catch(() => {});
  await database.stop?.();
}
process.exit(exitCode);
