import pg from "pg";

// Return bigint columns (money in minor units) as strings; services convert to bigint.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export type Pool = pg.Pool;
export type Tx = pg.PoolClient;
/** Anything a repository can run SQL on: the pool or a transaction's client. */
export type Queryable = pg.Pool | pg.PoolClient;

export function createPool(connectionString: string, max = 20): pg.Pool {
  return new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
}

/** Waits for the database to answer, retrying for a bounded time, then throws a clear error. */
export async function waitForDatabase(
  pool: pg.Pool,
  timeoutSeconds: number,
  onRetry: (attempt: number, error: Error) => void = () => {},
): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query("select 1");
      return;
    } catch (error) {
      if (Date.now() >= deadline) {
        throw new Error(`The database is unreachable after ${timeoutSeconds} s: ${(error as Error).message}`);
      }
      onRetry(attempt, error as Error);
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * attempt)));
    }
  }
}

export type IsolationLevel = "READ COMMITTED" | "REPEATABLE READ" | "SERIALIZABLE";

/** Runs `work` inside one transaction: commit on success, rollback on any error. */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (tx: pg.PoolClient) => Promise<T>,
  isolation: IsolationLevel = "READ COMMITTED",
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`begin isolation level ${isolation}`);
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
