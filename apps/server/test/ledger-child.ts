// A process the ledger fault test kills mid-way: 200 small deposits with fixed references, so a
// second run completes exactly what the first did not.
import { LedgerService } from "../src/modules/ledger/service.js";
import { createPool } from "../src/platform/db.js";

const [databaseUrl, memberId] = process.argv.slice(2) as [string, string];
const pool = createPool(databaseUrl, 2);
const ledger = new LedgerService(pool);
for (let i = 0; i < 200; i++) {
  await ledger.transfer({
    from: { owner: "house", merchant: "jogada", kind: "house_payment", code: "TEST" },
    to: { owner: "player", memberId, wallet: "main" },
    amount: 1n,
    currency: "BRL",
    reference: `child-${i}`,
    kind: "deposit",
  });
  await new Promise((resolve) => setTimeout(resolve, 15));
}
await pool.end();
