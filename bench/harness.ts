/**
 * What every benchmark does the same way: percentiles of sorted timings, a timed drive of a piece
 * of work at a concurrency, the throwaway database's removal, the results file, and running a
 * bench file on its own.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dropDatabasesLike } from "../apps/server/test/databases.js";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Nearest-rank percentile of ascending timings: the smallest value with p% of them at or below it. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The value at index ⌊p·n⌋ of ascending timings (one rank above the nearest rank when p·n is whole). */
export function upperPercentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Runs `work` in `concurrency` loops until `seconds` have passed; gives each call's time in ms,
 * ascending, and the seconds the whole drive took.
 */
export async function timedDrive(
  concurrency: number,
  seconds: number,
  work: (worker: number) => Promise<void>,
): Promise<{ latencies: number[]; elapsedSeconds: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await work(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { latencies, elapsedSeconds };
}

/** Drops the bench's cloned database and its template. */
export async function dropBenchDatabases(adminUrl: string, template: string): Promise<void> {
  await dropDatabasesLike(adminUrl, template.replace("_tpl_", "_t_"));
  await dropDatabasesLike(adminUrl, template);
}

/** Drops them unless BENCH_KEEP_DATABASE is set, when it says which database was kept instead. */
export async function dropBenchDatabasesUnlessKept(
  adminUrl: string,
  template: string,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<void> {
  if (process.env.BENCH_KEEP_DATABASE) log(`kept: ${databaseUrl}`);
  else await dropBenchDatabases(adminUrl, template);
}

/** Writes bench/results/<name>.json and says so. */
export async function writeResults(
  name: string,
  result: unknown,
  log: (line: string) => void,
  lead = "",
): Promise<void> {
  await mkdir(path.join(here, "results"), { recursive: true });
  await writeFile(path.join(here, `results/${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  log(`${lead}written: bench/results/${name}.json`);
}

/** Runs the bench when its file is the one started (`tsx bench/x.bench.ts`), not when bench/run.ts imports it. */
export function runWhenMain(moduleUrl: string, run: () => Promise<unknown>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  run().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
