import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import pg from "pg";
import type { Pool } from "./db.js";
import { type MigrationState, migrationState } from "./migrate.js";

/** Each probe gives up after this long: a load balancer's check must answer quickly. */
export const PROBE_TIMEOUT_MS = 2_000;

/**
 * A report is reused for this long, so that several load balancers checking every second cost one
 * probe, while a failure still shows within a check period.
 */
const REPORT_REUSE_MS = 500;

/** "ok", or why the check failed. */
export type CheckOutcome = string;

export interface ReadinessReport {
  status: "ready" | "unready";
  /** The names of the failed checks (absent when ready). */
  failed?: string[];
  checks: { database: CheckOutcome; migrations: CheckOutcome; redis: CheckOutcome; draining: CheckOutcome };
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How the applied migrations differ from the shipped ones; "ok" when they are the same set. */
function describeMigrations(state: MigrationState): CheckOutcome {
  const problems = [
    state.pending.length > 0 && `not applied: ${state.pending.join(", ")}`,
    state.unknown.length > 0 && `applied but not shipped: ${state.unknown.join(", ")}`,
    state.changed.length > 0 && `changed since applied: ${state.changed.join(", ")}`,
    state.repeatablesDue.length > 0 && `repeatable not applied: ${state.repeatablesDue.join(", ")}`,
  ].filter(Boolean);
  return problems.length === 0 ? "ok" : problems.join("; ");
}

/**
 * Whether this instance should be sent traffic (`GET /ready`), as opposed to whether the process
 * answers at all (`/health`): the database answers, its migrations are exactly the ones this build
 * ships, Redis answers when one is configured, and the instance is not shutting down.
 * The database is probed on a connection of its own: a pool busy with requests must not make the
 * instance look unready, nor the probe wait behind them.
 */
export class Readiness {
  private draining = false;
  private readonly probePool: pg.Pool;
  private redis?: Redis;
  private redisConnecting?: Promise<void>;
  private last?: { at: number; report: Promise<Omit<ReadinessReport["checks"], "draining">> };

  constructor(
    pool: Pool,
    private readonly redisUrl: string | undefined,
  ) {
    this.probePool = new pg.Pool({
      ...pool.options,
      max: 1,
      idleTimeoutMillis: 10_000,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      allowExitOnIdle: true,
    });
    // A probe connection the database closes is reported by the next probe, not by a crash.
    this.probePool.on("error", () => {});
  }

  /** From now on the instance reports itself unready ("draining"); there is no way back. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async report(): Promise<ReadinessReport> {
    const now = Date.now();
    if (!this.last || now - this.last.at > REPORT_REUSE_MS) {
      this.last = { at: now, report: this.probe() };
    }
    const checks = { ...(await this.last.report), draining: this.draining ? "draining" : "ok" };
    const failed = Object.entries(checks)
      .filter(([, outcome]) => outcome !== "ok" && outcome !== "not configured")
      .map(([name]) => name);
    return failed.length === 0 ? { status: "ready", checks } : { status: "unready", failed, checks };
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
    await this.probePool.end().catch(() => {});
  }

  private async probe(): Promise<Omit<ReadinessReport["checks"], "draining">> {
    const [database, redis] = await Promise.all([this.probeDatabase(), this.probeRedis()]);
    return { ...database, redis };
  }

  private async probeDatabase(): Promise<{ database: CheckOutcome; migrations: CheckOutcome }> {
    try {
      const state = await withTimeout(migrationState(this.probePool), "the database");
      return { database: "ok", migrations: describeMigrations(state) };
    } catch (error) {
      return { database: `unreachable: ${reason(error)}`, migrations: "unknown" };
    }
  }

  private async probeRedis(): Promise<CheckOutcome> {
    if (!this.redisUrl) return "not configured";
    if (!this.redis) {
      // No offline queue: while Redis is away a ping fails at once; ioredis reconnects by itself.
      this.redis = new Redis(this.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: PROBE_TIMEOUT_MS,
      });
      this.redis.on("error", () => {});
      this.redisConnecting = this.redis.connect().catch(() => {});
    }
    await withTimeout(this.redisConnecting!, "Redis").catch(() => {});
    if (this.redis.status !== "ready") return `unreachable: connection ${this.redis.status}`;
    try {
      await withTimeout(this.redis.ping(), "Redis");
      return "ok";
    } catch (error) {
      return `unreachable: ${reason(error)}`;
    }
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** `/ready`'s checks, and `drain()` for the shutdown (platform/shutdown.ts). */
    readiness: Readiness;
  }
}

/**
 * `GET /ready`: 200 with the checks when the instance should get traffic, 503 naming the failed
 * ones otherwise. Outside the site's hooks (brand, sessions, rate limits): a load balancer asks
 * every second. While draining, every answer also closes its connection, so that the load
 * balancer's kept-alive connections are gone before the server stops accepting new ones.
 */
export const readinessPlugin = fp(
  async (app: FastifyInstance, options: { pool: Pool; redisUrl: string | undefined }) => {
    const readiness = new Readiness(options.pool, options.redisUrl);
    app.decorate("readiness", readiness);
    app.get("/ready", { schema: { hide: true }, logLevel: "warn" }, async (_request, reply) => {
      const report = await readiness.report();
      return reply
        .status(report.status === "ready" ? 200 : 503)
        .header("cache-control", "no-store")
        .send(report);
    });
    app.addHook("onSend", async (_request, reply) => {
      if (readiness.isDraining) reply.header("connection", "close");
    });
    app.addHook("onClose", async () => readiness.close());
  },
  { name: "readiness" },
);
