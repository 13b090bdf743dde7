import client from "prom-client";
import type { Pool } from "./db.js";

/**
 * The server's metrics (Prometheus text format, scraped from `/metrics`): one registry per server,
 * so several servers in one process (the tests) count apart. Modules reach it as `ctx.metrics`.
 * Labels stay few and bounded: route patterns, call names, job names, states; never a member,
 * an order or a raw URL.
 */
export const METRIC_PREFIX = "jogada_";

/** Request latency buckets (seconds): the wallet path answers in milliseconds, pages in tens. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

/** The products bets are counted by. */
export type Product = "house" | "lottery" | "third_party";

/** Open cashier orders by state, as the cashier module counts them in the database. */
export interface OpenOrders {
  kind: "deposit" | "withdrawal";
  state: string;
  count: number;
  oldestSeconds: number;
}

/** Scrapes closer together than this reuse the last count of open orders (one query per window). */
const ORDERS_CACHE_MS = 10_000;

export class Metrics {
  readonly registry = new client.Registry();
  private readonly pools = new Map<string, Pool>();
  private openOrders?: () => Promise<OpenOrders[]>;
  private ordersCache?: { at: number; rows: Promise<OpenOrders[]> };

  readonly httpRequestDuration = new client.Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: "HTTP requests by declared route pattern, method and status: latency (its _count counts them)",
    labelNames: ["route", "method", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly seamlessCalls = new client.Counter({
    name: `${METRIC_PREFIX}seamless_calls_total`,
    help: "Seamless wallet calls from the game aggregator by call and the answer's status",
    labelNames: ["call", "status"] as const,
    registers: [this.registry],
  });

  readonly ledgerTransfers = new client.Counter({
    name: `${METRIC_PREFIX}ledger_transfers_total`,
    help: "Ledger transfers made through the ledger service by kind and outcome (posted, pending, post, void, replayed)",
    labelNames: ["kind", "outcome"] as const,
    registers: [this.registry],
  });

  readonly ledgerTransferFailures = new client.Counter({
    name: `${METRIC_PREFIX}ledger_transfer_failures_total`,
    help: "Ledger transfers refused or failed by kind and reason (an error code, or 'error' for an unexpected one)",
    labelNames: ["kind", "reason"] as const,
    registers: [this.registry],
  });

  readonly ledgerVerificationBreaches = new client.Gauge({
    name: `${METRIC_PREFIX}ledger_verification_breaches`,
    help: "Ledger invariants breached at the last periodic verification (0: the ledger is sound)",
    registers: [this.registry],
  });

  readonly ledgerVerificationLastRun = new client.Gauge({
    name: `${METRIC_PREFIX}ledger_verification_last_run_timestamp_seconds`,
    help: "When the periodic ledger verification last finished (Unix time)",
    registers: [this.registry],
  });

  readonly bets = new client.Counter({
    name: `${METRIC_PREFIX}bets_total`,
    help: "Bets accepted by product (house games, lottery tickets, third-party games)",
    labelNames: ["product"] as const,
    registers: [this.registry],
  });

  readonly roundsSettled = new client.Counter({
    name: `${METRIC_PREFIX}rounds_settled_total`,
    help: "Rounds settled by product (lottery: tickets settled)",
    labelNames: ["product"] as const,
    registers: [this.registry],
  });

  readonly deposits = new client.Counter({
    name: `${METRIC_PREFIX}deposits_total`,
    help: "Deposit orders entering a state (created, paid, failed)",
    labelNames: ["state"] as const,
    registers: [this.registry],
  });

  readonly withdrawals = new client.Counter({
    name: `${METRIC_PREFIX}withdrawals_total`,
    help: "Withdrawal orders entering a state (requested, approved, rejected, paid, failed, completed)",
    labelNames: ["state"] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new client.Counter({
    name: `${METRIC_PREFIX}job_runs_total`,
    help: "Periodic job runs by job and outcome (success, failure; skipped: another instance had it)",
    labelNames: ["name", "outcome"] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new client.Histogram({
    name: `${METRIC_PREFIX}job_duration_seconds`,
    help: "How long each job run took",
    labelNames: ["name"] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly jobLag = new client.Gauge({
    name: `${METRIC_PREFIX}job_lag_seconds`,
    help: "How late the job's last scheduled run started after it was due",
    labelNames: ["name"] as const,
    registers: [this.registry],
  });

  readonly jobLastSuccess = new client.Gauge({
    name: `${METRIC_PREFIX}job_last_success_timestamp_seconds`,
    help: "When the job last ran without failing on this instance (Unix time; the schedule's start until then)",
    labelNames: ["name"] as const,
    registers: [this.registry],
  });

  readonly jobInterval = new client.Gauge({
    name: `${METRIC_PREFIX}job_interval_seconds`,
    help: "The job's period",
    labelNames: ["name"] as const,
    registers: [this.registry],
  });

  readonly eventsPublished = new client.Counter({
    name: `${METRIC_PREFIX}events_published_total`,
    help: "Realtime events published on the event bus by channel (member, broadcast, topic)",
    labelNames: ["channel"] as const,
    registers: [this.registry],
  });

  readonly eventsDelivered = new client.Counter({
    name: `${METRIC_PREFIX}events_delivered_total`,
    help: "Realtime events handed to this instance's subscribers (sockets, topic listeners)",
    registers: [this.registry],
  });

  readonly eventBusErrors = new client.Counter({
    name: `${METRIC_PREFIX}event_bus_errors_total`,
    help: "Event bus errors (Redis unreachable, a bad message)",
    registers: [this.registry],
  });

  readonly websocketClients = new client.Gauge({
    name: `${METRIC_PREFIX}websocket_clients`,
    help: "Open WebSocket connections by state (connecting: no valid hello yet; ready: a logged-in tab)",
    labelNames: ["state"] as const,
    registers: [this.registry],
  });

  constructor(readonly enabled = true) {
    const metrics = this;
    new client.Gauge({
      name: `${METRIC_PREFIX}db_pool_connections`,
      help: "Database pool connections by pool and state (in_use, idle, waiting: requests queued for one; max)",
      labelNames: ["pool", "state"] as const,
      registers: [this.registry],
      collect() {
        for (const [name, pool] of metrics.pools) {
          this.set({ pool: name, state: "in_use" }, pool.totalCount - pool.idleCount);
          this.set({ pool: name, state: "idle" }, pool.idleCount);
          this.set({ pool: name, state: "waiting" }, pool.waitingCount);
          this.set({ pool: name, state: "max" }, pool.options.max ?? 10);
        }
      },
    });
    new client.Gauge({
      name: `${METRIC_PREFIX}cashier_open_orders`,
      help: "Open cashier orders by kind and state (the database's count: the same on every instance)",
      labelNames: ["kind", "state"] as const,
      registers: [this.registry],
      async collect() {
        for (const row of await metrics.currentOpenOrders())
          this.set({ kind: row.kind, state: row.state }, row.count);
      },
    });
    new client.Gauge({
      name: `${METRIC_PREFIX}cashier_oldest_open_order_seconds`,
      help: "Age of the oldest open cashier order by kind and state",
      labelNames: ["kind", "state"] as const,
      registers: [this.registry],
      async collect() {
        for (const row of await metrics.currentOpenOrders())
          this.set({ kind: row.kind, state: row.state }, row.oldestSeconds);
      },
    });
    if (enabled) client.collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
  }

  /** Reports a pool's connections on every scrape (read from pg's counters, no query). */
  trackPool(name: string, pool: Pool): void {
    this.pools.set(name, pool);
  }

  /** Where the open cashier orders are counted from (the cashier module's query). */
  countOpenOrdersWith(source: () => Promise<OpenOrders[]>): void {
    this.openOrders = source;
  }

  private currentOpenOrders(): Promise<OpenOrders[]> {
    if (!this.openOrders) return Promise.resolve([]);
    const now = Date.now();
    if (!this.ordersCache || now - this.ordersCache.at > ORDERS_CACHE_MS) {
      // A failed count (database away) answers nothing this scrape rather than failing it.
      this.ordersCache = { at: now, rows: this.openOrders().catch(() => []) };
    }
    return this.ordersCache.rows;
  }

  /** The text Prometheus scrapes. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
