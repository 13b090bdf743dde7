/** How a supervised process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A started process: how it ends, and how to end it. */
export interface Running {
  exited: Promise<Exit>;
  stop(): Promise<void>;
}

/** A run shorter than this counts as a fast crash; this many in a row and the stack gives up. */
export const FAST_CRASH_MS = 30_000;
export const MAX_FAST_CRASHES = 5;
/** The exit status of a refused configuration (sysexits' EX_CONFIG): restarting would not help. */
export const EXIT_CONFIG = 78;

/** The wait before the next start: a quarter of a second after one crash, doubling with each fast one. */
export function restartDelay(fastCrashes: number): number {
  return Math.min(30_000, 250 * 2 ** Math.max(0, fastCrashes - 1));
}

const describe = (exit: Exit) => exit.signal ?? `status ${exit.code}`;

/**
 * Keeps one process running: started again after a crash (with backoff), and given up on, with
 * `onFatal`, after MAX_FAST_CRASHES crashes in a row each soon after its start, after a refused
 * configuration (EXIT_CONFIG), or at once when it is not to be restarted.
 */
export class Supervised {
  private current: Running | undefined;
  private starting: Promise<void> | undefined;
  private stopping = false;
  private fastCrashes = 0;

  constructor(
    private readonly name: string,
    private readonly start: () => Promise<Running>,
    private readonly options: {
      restart: boolean;
      log: (message: string) => void;
      onFatal: (status: number) => void;
    },
  ) {}

  /** The first start; rejects when it fails (the caller decides what the stack does then). */
  async begin(): Promise<void> {
    this.starting = this.launch();
    await this.starting;
  }

  private async launch(): Promise<void> {
    if (this.stopping) return;
    const startedAt = Date.now();
    const running = await this.start();
    this.current = running;
    if (this.stopping) return;
    void running.exited.then((exit) => this.onExit(exit, startedAt));
  }

  private onExit(exit: Exit, startedAt: number): void {
    this.current = undefined;
    if (this.stopping) return;
    const { log, onFatal } = this.options;
    if (!this.options.restart || exit.code === EXIT_CONFIG) {
      log(`${this.name} stopped (${describe(exit)}); stopping the stack`);
      onFatal(exit.code ?? 1);
      return;
    }
    this.crashed(`stopped (${describe(exit)})`, Date.now() - startedAt < FAST_CRASH_MS, exit.code || 1);
  }

  private crashed(what: string, fast: boolean, status: number): void {
    const { log, onFatal } = this.options;
    this.fastCrashes = fast ? this.fastCrashes + 1 : 0;
    if (this.fastCrashes >= MAX_FAST_CRASHES) {
      log(`${this.name} crashed ${this.fastCrashes} times in a row soon after starting; stopping the stack`);
      onFatal(status);
      return;
    }
    const delay = restartDelay(this.fastCrashes);
    log(`${this.name} ${what}; starting it again in ${delay / 1000} s`);
    setTimeout(() => {
      if (this.stopping) return;
      this.starting = this.launch().catch((error: Error) =>
        this.crashed(`could not start: ${error.message}`, true, 1),
      );
    }, delay);
  }

  /** Stops it for good: no restart, and a start under way is stopped once it is done. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.starting?.catch(() => {});
    await this.current?.stop();
  }
}
