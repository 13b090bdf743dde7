import type { FastifyInstance } from "fastify";

export interface ShutdownOptions {
  /** The server: `/ready` turns 503 at once, then `close()` finishes requests and hands work over. */
  app: FastifyInstance;
  /** How long the instance keeps serving, unready, so the load balancer takes it out first. */
  graceSeconds: number;
  /** How long finishing and handing over may take after the grace period before exit status 1. */
  timeoutSeconds: number;
  /** Whatever outlives the server and is closed after it (the pool, the embedded database). */
  release: () => Promise<void>;
  say: (message: string) => void;
  exit?: (status: number) => void;
}

export type Signal = "SIGTERM" | "SIGINT";

/**
 * The shutdown on SIGTERM (an orchestrator, a rolling restart) or SIGINT (Ctrl+C):
 * 1. `/ready` answers 503 "draining" at once, and every answer closes its connection;
 * 2. for the grace period (SIGTERM only) requests are still served, new ones included, while the
 *    load balancer's checks see the instance unready and stop sending it traffic;
 * 3. `app.close()`: sockets are told the server is going away (1001), no connection is accepted,
 *    requests in flight finish, then the jobs stop (a singleton's run finishes and its lock is
 *    released) and the crash rounds' lock is released and announced so another instance drives
 *    them at once;
 * 4. the pool and the embedded database close, and the process exits 0.
 * Another signal meanwhile starts nothing again (a SIGINT only cuts the grace period short); when
 * steps 3-4 take longer than `timeoutSeconds` the process exits 1 anyway.
 */
export function shutdownOnSignals(options: ShutdownOptions): (signal: Signal) => Promise<void> {
  const { app, say } = options;
  const exit = options.exit ?? ((status: number) => process.exit(status));
  let running: Promise<void> | undefined;
  let endGrace: (() => void) | undefined;

  const run = async (signal: Signal) => {
    app.readiness.drain();
    const grace = signal === "SIGINT" ? 0 : options.graceSeconds;
    say(`${signal} received: draining (unready now, serving ${grace} s more)`);
    const hardLimit = setTimeout(
      () => {
        say(`shutdown did not finish within ${options.timeoutSeconds} s after the grace period; exiting`);
        exit(1);
      },
      (grace + options.timeoutSeconds) * 1000,
    );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, grace * 1000);
      endGrace = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    say("finishing requests in flight, handing jobs and crash rounds over, closing sockets");
    try {
      await app.close();
      await options.release();
    } catch (error) {
      say(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      clearTimeout(hardLimit);
      exit(1);
      return;
    }
    clearTimeout(hardLimit);
    say("stopped");
    exit(0);
  };

  const shutdown = (signal: Signal): Promise<void> => {
    if (running) {
      say(`${signal} received again: already shutting down`);
      if (signal === "SIGINT") endGrace?.();
      return running;
    }
    running = run(signal);
    return running;
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return shutdown;
}
