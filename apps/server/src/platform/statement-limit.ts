import { availableParallelism } from "node:os";
import pLimit, { type LimitFunction } from "p-limit";
import type { Pool } from "./db.js";

/**
 * How many one-statement money calls of one kind (seamless wallet calls, instant house-game bets,
 * lottery slips) an instance lets into PostgreSQL at once. A few per core keep the database busy;
 * more only queue inside it, each on a connection of its own, which stretches every call's wait
 * (the p99) and takes connections the rest of the platform needs. Callers wait their turn in
 * arrival order. At most half the pool, so the ledger and other calls always find a connection.
 */
export function statementLimit(pool: Pool): LimitFunction {
  const half = Math.floor((pool.options.max ?? 10) / 2);
  return pLimit(Math.max(1, Math.min(half, 4 * availableParallelism())));
}
