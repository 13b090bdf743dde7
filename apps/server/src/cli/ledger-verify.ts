import { loadConfig } from "../config.js";
import { verifyLedger } from "../modules/ledger/verify.js";
import { createPool } from "../platform/db.js";
import { runningDatabaseUrl } from "./running-database.js";

/**
 * `npm run ledger:verify`: checks every ledger invariant on the database of DATABASE_URL (the
 * running system's) and exits 1 on any breach, 2 when it cannot check.
 */
const databaseUrl = runningDatabaseUrl(loadConfig());
if (!databaseUrl) {
  process.stderr.write(
    "No database to check: set DATABASE_URL or start the system with `npm start` first.\n",
  );
  process.exit(2);
}
const pool = createPool(databaseUrl, 2);
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
  await pool.end();
  process.exit(breaches.length === 0 ? 0 : 1);
} catch (error) {
  process.stderr.write(`ledger:verify could not run: ${(error as Error).message}\n`);
  await pool.end().catch(() => {});
  process.exit(2);
}
