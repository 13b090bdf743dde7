import pg from "pg";

// Return bigint columns (money in minor units) as strings; services convert to bigint.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export type Pool = pg.Pool;
export type Tx = pg.PoolClient;
/** Anything a repository can run SQL on: the pool or a transaction's client. */
export type Queryable = pg.Pool | pg.PoolClient;

/**
 * A client that is never without an 'error' listener: pg emits 'error' on a client whose
 * connection the database closes while no statement is running, and an 'error' event nobody
 * listens to ends the process. Statements in flight still fail on their own, and the pool still
 * drops a broken client (it checks `_queryable` on release).
 */
class ResilientClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", () => {});
  }
}

/**
 * A pool that survives the database closing its connections (a restart, a failover, an operator's
 * pg_terminate_backend): an idle connection's error is reported to `onError` and the connection
 * discarded; without a listener the pool's 'error' event would end the process.
 */
export function createPool(
  connectionString: string,
  max = 20,
  onError: (error: Error) => void = () => {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, Client: ResilientClient });
  pool.on("error", onError);
  return pool;
}

/**
 * SQLSTATEs and driver messages of a connection that is gone or cannot be had: the statement did
 * not run or its transaction aborted, so the call can be repeated (with its idempotency key).
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
];

/** Whether `error` says the database connection was lost or unavailable (not a refused statement). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_STATES.has(code) || code.startsWith("08"))) return true;
  if (typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"].includes(code))
    return true;
  return UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text));
}

/**
 * A client checked out of the pool with an 'error' listener for as long as it is held: a checked
 * out pg client has none, so a connection closed by the database between two statements would
 * end the process. The statement in flight fails on its own; `onError` hears about the loss.
 * Release it with `release(error)` when it failed, so the pool drops it.
 */
export async function connect(
  pool: pg.Pool,
  onError: (error: Error) => void = () => {},
): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const listener = (error: Error) => onError(error);
  client.on("error", listener);
  const release = client.release.bind(client);
  client.release = (destroy?: Error | boolean) => {
    client.removeListener("error", listener);
    // A connection the database closed must not go back to the pool.
    const broken = destroy ?? !(client as unknown as { _queryable?: boolean })._queryable;
    release(broken || undefined);
  };
  return client;
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
  const client = await connect(pool);
  let failure: Error | undefined;
  try {
    await client.query(`begin isolation level ${isolation}`);
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    if (isDatabaseUnavailable(error)) failure = error as Error;
    else await client.query("rollback").catch((rollbackError: Error) => (failure = rollbackError));
    throw error;
  } finally {
    client.release(failure);
  }
}
