import type { Pool } from "./db.js";

export interface JobRunRow {
  name: string;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_duration_ms: number | null;
  last_error: string | null;
  last_error_at: Date | null;
  next_run_at: Date | null;
  runs: string;
  failures: string;
  last_instance: string | null;
}

export async function listJobRuns(pool: Pool): Promise<JobRunRow[]> {
  const { rows } = await pool.query<JobRunRow>("select * from job_runs order by name");
  return rows;
}

export async function recordJobRun(
  pool: Pool,
  run: {
    name: string;
    startedAt: Date;
    durationMs: number;
    error: string | null;
    nextRunAt: Date;
    instance: string;
  },
): Promise<void> {
  await pool.query(
    `insert into job_runs as j (name, last_started_at, last_finished_at, last_duration_ms, last_error,
                                last_error_at, next_run_at, runs, failures, last_instance)
     values ($1, $2, now(), $3, $4, case when $4::text is null then null else now() end, $5, 1,
             case when $4::text is null then 0 else 1 end, $6)
     on conflict (name) do update set
       last_started_at = excluded.last_started_at,
       last_finished_at = excluded.last_finished_at,
       last_duration_ms = excluded.last_duration_ms,
       last_error = coalesce(excluded.last_error, j.last_error),
       last_error_at = coalesce(excluded.last_error_at, j.last_error_at),
       next_run_at = excluded.next_run_at,
       runs = j.runs + 1,
       failures = j.failures + excluded.failures,
       last_instance = excluded.last_instance`,
    [run.name, run.startedAt, run.durationMs, run.error, run.nextRunAt, run.instance],
  );
}

/**
 * Whether any instance started a run of this job less than `seconds` ago that did not fail (a
 * failed one leaves its retry to the instance's own schedule).
 */
export async function startedWithin(pool: Pool, name: string, seconds: number): Promise<boolean> {
  const { rows } = await pool.query<{ recent: boolean }>(
    `select last_started_at > now() - make_interval(secs => $2)
            and (last_error_at is null or last_error_at < last_started_at) as recent
       from job_runs where name = $1`,
    [name, seconds],
  );
  return rows[0]?.recent === true;
}

/**
 * Takes the job's session-level advisory lock on a connection of its own, held for the run;
 * returns its release, or undefined when another instance is running the job.
 */
export async function tryJobLock(pool: Pool, name: string): Promise<(() => Promise<void>) | undefined> {
  const client = await pool.connect();
  // A connection dropped while held must not take the process down; the lock dies with it.
  const onError = () => {};
  client.on("error", onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock(hashtextextended('job:' || $1, 0)) as locked",
      [name],
    );
    if (!rows[0]?.locked) {
      client.off("error", onError);
      client.release();
      return undefined;
    }
  } catch (error) {
    client.off("error", onError);
    client.release(error as Error);
    throw error;
  }
  return async () => {
    try {
      await client.query("select pg_advisory_unlock(hashtextextended('job:' || $1, 0))", [name]);
      client.off("error", onError);
      client.release();
    } catch (error) {
      client.off("error", onError);
      client.release(error as Error);
    }
  };
}
