// A process that starts the embedded PostgreSQL of DATA_DIR on EMBEDDED_POSTGRES_PORT, prints
// the postmaster's pid and stays: a test kills it to leave that PostgreSQL without its owner.
import { startEmbeddedPostgres } from "../src/platform/embedded-postgres.js";

const database = await startEmbeddedPostgres({
  dataDir: process.env.DATA_DIR!,
  port: Number(process.env.EMBEDDED_POSTGRES_PORT),
  database: "jogada",
});
process.stdout.write(`${database.pid}\n`);
setInterval(() => {}, 60_000);
