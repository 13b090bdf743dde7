import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Pool } from "./db.js";
import * as repo from "./jobs-repository.js";
import type { Metrics } from "./metrics.js";

/**
 * A job, declared once in its module's `jobs.ts`:
 * - "singleton": one instance runs it at a time, whatever the number of servers sharing the
 *   database (a PostgreSQL advisory lock taken for the run; the others skip that turn), and once
 *   per period across them all (a turn is skipped when another instance started a run less than
 *   a period ago).
 * - "every-instance": each server runs it (work claimed row by row with SKIP LOCKED, or
 *   local to the process).
 */
export interface JobDefinition {
  /** `module.what`, e.g. `cashier.auto-receive`. */
  name: string;
  scope: "singleton" | "every-instance";
  /** Seconds between the end of one run and the start of the next; 0 switches the job off. */
  everySeconds: number;
  /** Run once as soon as the server is ready, instead of after the first interval. */
  runAtStart?: boolean;
  /** After a failure, retry after this many seconds, doubling up to `everySeconds`. */
  retrySeconds?: number;
  run(): Promise<unknown>;
}

export interface JobStatus {
  name: string;
  scope: JobDefinition["scope"];
  everySeconds: number;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  lastErrorAt: string | null;
  nextRunAt: string | null;
  runs: number;
  failures: number;
  lastInstance: string | null;
}

interface Scheduled {
  job: JobDefinition;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  consecutiveFailures: number;
  /** When the scheduled run is due (Date.now()), for the lag metric. */
  dueAt?: number;
}

/** Singleton runs in flight at once per instance: each holds one lock connection meanwhile. */
const LOCK_CONNECTIONS = 4;

/** A run started within this share of the period counts as this turn's (timers are not exact). */
const SAME_TURN = 0.9;

/** Where every periodic job runs: schedule, single-instance lock, and a record operators can read. */
export class JobRegistry {
  private readonly scheduled = new Map<string, Scheduled>();
  private started = false;
  private readonly instance = `${hostname()}:${process.pid}`;
  /**
   * A singleton's advisory lock lives on a session held for the whole run. Those sessions come
   * from a small pool of their own: taken from the main pool, a dozen singletons due at once
   * would each hold a connection while waiting for another to work with, and starve requests,
   * start-up recovery and one another.
   */
  private readonly lockPool: Pool;

  constructor(
    private readonly pool: Pool,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Metrics,
  ) {
    // Idle lock sessions close soon and never keep the process alive.
    this.lockPool = new pg.Pool({
      ...pool.options,
      max: LOCK_CONNECTIONS,
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
    });
    // An idle lock connection the database closes must not end the process.
    this.lockPool.on("error", (error) => this.log.warn({ err: error }, "job lock connection lost"));
    metrics?.trackPool("job_locks", this.lockPool);
  }

  register(jobs: readonly JobDefinition[]): void {
    for (const job of jobs) {
      if (this.scheduled.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
      this.scheduled.set(job.name, { job, consecutiveFailures: 0 });
    }
  }

  names(): string[] {
    return [...this.scheduled.keys()];
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const entry of this.scheduled.values()) {
      if (entry.job.everySeconds <= 0) continue;
      this.metrics?.jobInterval.set({ name: entry.job.name }, entry.job.everySeconds);
      // Until a first success, staleness counts from the schedule's start.
      this.metrics?.jobLastSuccess.set({ name: entry.job.name }, Date.now() / 1000);
      this.schedule(entry, entry.job.runAtStart ? 0 : entry.job.everySeconds * 1000);
    }
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const entry of this.scheduled.values()) clearTimeout(entry.timer);
    await Promise.all([...this.scheduled.values()].map((entry) => entry.running?.catch(() => undefined)));
  }

  /** Runs a job now (tests, the operator tool), under the same lock and bookkeeping. */
  async runNow(name: string): Promise<boolean> {
    const entry = this.scheduled.get(name);
    if (!entry) throw new Error(`no job named ${name}`);
    await entry.running?.catch(() => undefined);
    const run = this.execute(entry, false);
    entry.running = run.then(() => undefined);
    return run;
  }

  /** Every declared job with its last run as recorded in the database (any instance's). */
  async status(): Promise<JobStatus[]> {
    const rows = new Map((await repo.listJobRuns(this.pool)).map((row) => [row.name, row]));
    return [...this.scheduled.values()].map(({ job }) => {
      const row = rows.get(job.name);
      return {
        name: job.name,
        scope: job.scope,
        everySeconds: job.everySeconds,
        lastStartedAt: row?.last_started_at?.toISOString() ?? null,
        lastFinishedAt: row?.last_finished_at?.toISOString() ?? null,
        lastDurationMs: row?.last_duration_ms ?? null,
        lastError: row?.last_error ?? null,
        lastErrorAt: row?.last_error_at?.toISOString() ?? null,
        nextRunAt: row?.next_run_at?.toISOString() ?? null,
        runs: Number(row?.runs ?? 0),
        failures: Number(row?.failures ?? 0),
        lastInstance: row?.last_instance ?? null,
      };
    });
  }

  private schedule(entry: Scheduled, delayMs: number): void {
    if (!this.started) return;
    entry.dueAt = Date.now() + delayMs;
    entry.timer = setTimeout(() => {
      const run = this.execute(entry, true);
      entry.running = run.then(() => undefined);
      void run.then((succeeded) => {
        const { everySeconds, retrySeconds } = entry.job;
        const next =
          succeeded || !retrySeconds
            ? everySeconds
            : Math.min(everySeconds, retrySeconds * 2 ** Math.min(entry.consecutiveFailures - 1, 10));
        this.schedule(entry, next * 1000);
      });
    }, delayMs);
    entry.timer.unref();
  }

  /**
   * One run; true unless it failed. A singleton whose lock another instance holds counts as done,
   * and so does a scheduled turn of one another instance already ran within the period.
   */
  private async execute(entry: Scheduled, scheduled: boolean): Promise<boolean> {
    const { job } = entry;
    let release: (() => Promise<void>) | undefined;
    try {
      if (job.scope === "singleton") {
        release = await repo.tryJobLock(this.lockPool, job.name);
        if (!release) return this.skipped(job);
        // Instances start at different times: without this, N of them would each run it once a period.
        if (scheduled && (await repo.startedWithin(this.pool, job.name, job.everySeconds * SAME_TURN))) {
          return this.skipped(job);
        }
      }
      const started = new Date();
      if (scheduled && entry.dueAt !== undefined)
        this.metrics?.jobLag.set({ name: job.name }, Math.max(0, started.getTime() - entry.dueAt) / 1000);
      let failure: Error | undefined;
      try {
        await job.run();
        entry.consecutiveFailures = 0;
      } catch (error) {
        failure = error as Error;
        entry.consecutiveFailures++;
        this.log.warn({ err: failure, job: job.name }, "job failed");
      }
      this.counted(job, started, failure);
      const nextSeconds = failure && job.retrySeconds ? job.retrySeconds : job.everySeconds;
      await repo
        .recordJobRun(this.pool, {
          name: job.name,
          startedAt: started,
          durationMs: Date.now() - started.getTime(),
          error: failure?.message ?? null,
          nextRunAt: new Date(Date.now() + nextSeconds * 1000),
          instance: this.instance,
        })
        .catch((error) => this.log.warn({ err: error, job: job.name }, "job run not recorded"));
      return !failure;
    } catch (error) {
      // The lock could not even be asked for (database gone): try again next turn.
      entry.consecutiveFailures++;
      this.metrics?.jobRuns.inc({ name: job.name, outcome: "failure" });
      this.log.warn({ err: error, job: job.name }, "job could not start");
      return false;
    } finally {
      await release?.();
    }
  }

  private skipped(job: JobDefinition): true {
    this.metrics?.jobRuns.inc({ name: job.name, outcome: "skipped" });
    return true;
  }

  private counted(job: JobDefinition, started: Date, failure: Error | undefined): void {
    if (!this.metrics) return;
    const finished = Date.now();
    this.metrics.jobRuns.inc({ name: job.name, outcome: failure ? "failure" : "success" });
    this.metrics.jobDuration.observe({ name: job.name }, (finished - started.getTime()) / 1000);
    if (!failure) this.metrics.jobLastSuccess.set({ name: job.name }, finished / 1000);
  }
}
