/**
 * Site speed: Lighthouse (mobile emulation, simulated throttling, performance only) against the
 * production build served by a real server on localhost, for /, /bgs, /rng and /lottery; the
 * scripts each route loads (gzip bytes as sent), the compression and caching of the assets, and
 * the warm start (a server process started on a migrated, seeded database until it answers).
 * Writes bench/results/site.json.
 *
 * `npm run build` first; then `npm run bench:site` or `npm run bench -- site`. CHROMIUM_PATH
 * (/usr/bin/chromium), BENCH_SITE_PORT (4080), BENCH_SITE_RUNS (3 per route; the median is kept),
 * BENCH_SITE_LIST (print each run's scripts, LCP element, main-thread work and long tasks), BENCH_SITE_ROUTES
 * (comma-separated routes instead of the four), BENCH_SITE_REPORTS (a folder to keep each run's report in).
 * Script bytes are also given gzip-compressed (the build's .gz files), against the budget of
 * 180 KB gzip for a route's scripts on its first screen.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { loadConfig } from "../apps/server/src/config.js";
import { adminUrl } from "../apps/server/test/databases.js";
import { startCluster, startRedis } from "../scripts/cluster/stack.js";

const here = path.dirname(fileURLToPath(import.meta.url));
/** BENCH_SITE_ROUTES=/,/lottery: a subset while working on one (the results file then has those only). */
const ROUTES = process.env.BENCH_SITE_ROUTES?.split(",") ?? ["/", "/bgs", "/rng", "/lottery"];
const PORT = Number(process.env.BENCH_SITE_PORT ?? 4080);
const RUNS = Number(process.env.BENCH_SITE_RUNS ?? 3);
/** A route's scripts on its first screen, gzip: the budget the site is built to. */
const SCRIPT_BUDGET_KB = 180;
const DIST = path.join(here, "../apps/web/dist");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** BENCH_SITE_LIST=1: print each run's scripts (gzip) and its LCP element, to see what to cut. */
const LIST = Boolean(process.env.BENCH_SITE_LIST);
/** BENCH_SITE_REPORTS=dir: keep each run's whole Lighthouse report there (JSON), to dig into. */
const REPORTS = process.env.BENCH_SITE_REPORTS;

if (!existsSync(path.join(here, "../apps/web/dist/index.html"))) {
  console.error("no production build: run `npm run build` first");
  process.exit(2);
}

const admin = await adminUrl(loadConfig().DATABASE_URL);
const database = new URL(admin.url);
database.pathname = "/jogada_site_bench";
const redis = await startRedis(PORT + 9);
console.log("starting the server on a demo database (migrated and seeded on the first run)");
const cluster = await startCluster({
  instances: 1,
  basePort: PORT,
  databaseUrl: database.toString(),
  redisUrl: redis.url,
  env: { LOG_LEVEL: "error", PUBLIC_URL: `http://localhost:${PORT + 1}` },
});
const server = cluster.instances[0]!;
const origin = `http://localhost:${server.port}`;

interface RouteFigures {
  route: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes of script as sent (brotli), in KB. */
  scriptKbSent: number;
  /** The same scripts gzip-compressed (the build's .gz files), in KB, and their share of the budget. */
  scriptKbGzip: number;
  budgetRatio: number;
  scripts: number;
  /** Lighthouse's own failure, when the run had one (its figures are then 0). */
  error?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A built asset's gzip size (its .gz beside it; small files are not compressed). */
async function gzipBytes(url: string): Promise<number> {
  const file = path.join(DIST, new URL(url).pathname);
  const gz = await stat(`${file}.gz`).catch(() => null);
  return gz?.size ?? (await stat(file).catch(() => null))?.size ?? 0;
}

const loadBefore = os.loadavg().map((value) => round(value, 2));
console.log(`load average before: ${loadBefore.join(" ")} (${os.cpus().length} cores)`);
const routes: RouteFigures[] = [];
let headers: Record<string, string | null> = {};
let warmStartMs = 0;
// Chromium with its debugging port for Lighthouse to drive (a profile of its own, thrown away).
const profile = await mkdtemp(path.join(os.tmpdir(), "jogada-lighthouse-"));
const debugPort = PORT + 8;
const chrome = spawn(
  CHROMIUM,
  [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ],
  { stdio: "ignore" },
);
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok) break;
  } catch {
    if (tries > 200) throw new Error("Chromium did not open its debugging port");
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
try {
  // What the server sends for a hashed script: compressed, cached for good.
  const html = await (await fetch(`${origin}/`)).text();
  const entry = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (entry) {
    const res = await fetch(`${origin}${entry}`, { headers: { "accept-encoding": "br, gzip" } });
    headers = {
      asset: entry,
      "content-encoding": res.headers.get("content-encoding"),
      "cache-control": res.headers.get("cache-control"),
    };
    const page = await fetch(`${origin}/`, { headers: { "accept-encoding": "br, gzip" } });
    headers["document content-encoding"] = page.headers.get("content-encoding");
  }

  for (const route of ROUTES) {
    const runs: RouteFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${route}`, {
        port: debugPort,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        formFactor: "mobile",
      });
      const lhr = result!.lhr;
      if (REPORTS) {
        await mkdir(REPORTS, { recursive: true });
        const name = `${route.replace(/\W+/g, "_") || "_"}-${run + 1}.json`;
        await writeFile(path.join(REPORTS, name), result!.report as string);
      }
      // A run whose trace Lighthouse could not read gives no score: said, and left out of the median.
      if (typeof lhr.categories.performance?.score !== "number") {
        const failed = Object.values(lhr.audits)
          .filter((a) => a.errorMessage && a.scoreDisplayMode === "error")
          .map((a) => `${a.id}: ${a.errorMessage}`);
        console.log(
          `  ${route} run ${run + 1}: no score (${lhr.runtimeError?.message ?? (failed.join("; ") || "no reason given")})`,
        );
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      const requests =
        (
          lhr.audits["network-requests"]?.details as {
            items?: { url: string; resourceType?: string; transferSize?: number }[];
          }
        )?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === "Script");
      const sizes = await Promise.all(scripts.map((r) => gzipBytes(r.url)));
      const gzip = sizes.reduce((a, b) => a + b, 0);
      if (LIST) {
        for (const [index, script] of scripts.entries()) {
          console.log(
            `  ${(sizes[index]! / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`,
          );
        }
        const lcp = (
          lhr.audits["lcp-breakdown-insight"]?.details as
            | { items?: { type: string; snippet?: string }[] }
            | undefined
        )?.items?.find((item) => item.type === "node");
        console.log(`  LCP element: ${lcp?.snippet ?? "?"}`);
        // Where the main thread's time goes (what TBT is made of), the heaviest groups and scripts.
        const items = (id: string) =>
          ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(
            0,
            5,
          );
        const work = items("mainthread-work-breakdown").map(
          (i) => `${i.groupLabel} ${Math.round(Number(i.duration))}`,
        );
        console.log(`  main thread (ms): ${work.join(", ")}`);
        // The longest tasks (TBT counts what each takes past 50 ms): start and length, simulated.
        const longTasks = (
          (lhr.audits["long-tasks"]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ??
          []
        )
          .slice(0, 10)
          .map(
            (t) =>
              `${Math.round(Number(t.startTime))}+${Math.round(Number(t.duration))} ${String(t.url).replace(origin, "")}`,
          );
        console.log(`  long tasks (start+ms, simulated): ${longTasks.join(", ")}`);
        for (const i of items("bootup-time")) {
          console.log(
            `  script ${Math.round(Number(i.total))} ms (scripting ${Math.round(Number(i.scripting))}): ${i.url}`,
          );
        }
      }
      runs.push({
        route,
        performance: round(lhr.categories.performance.score * 100),
        fcpMs: round(audit("first-contentful-paint")),
        lcpMs: round(audit("largest-contentful-paint")),
        tbtMs: round(audit("total-blocking-time")),
        cls: round(audit("cumulative-layout-shift"), 3),
        speedIndexMs: round(audit("speed-index")),
        scriptKbSent: round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024, 1),
        scriptKbGzip: round(gzip / 1024, 1),
        budgetRatio: round(gzip / 1024 / SCRIPT_BUDGET_KB, 2),
        scripts: scripts.length,
        ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
      });
    }
    if (runs.length === 0) throw new Error(`${route}: no run gave a score`);
    const best = runs.find((r) => r.performance === median(runs.map((x) => x.performance)))!;
    routes.push(best);
    console.log(
      `${route.padEnd(9)} performance ${String(best.performance).padStart(3)}  LCP ${best.lcpMs} ms  TBT ${best.tbtMs} ms  ` +
        `CLS ${best.cls}  FCP ${best.fcpMs} ms  scripts ${best.scripts}: ${best.scriptKbGzip} KB gzip ` +
        `(${best.budgetRatio}× the ${SCRIPT_BUDGET_KB} KB budget), ${best.scriptKbSent} KB as sent` +
        `${best.error ? `  error: ${best.error}` : ""}` +
        (RUNS > 1 ? `  [scores ${runs.map((r) => r.performance).join(", ")}]` : ""),
    );
  }

  // Warm start: the same server process again on the migrated, seeded database.
  await server.kill();
  const t0 = performance.now();
  await server.start();
  warmStartMs = round(performance.now() - t0);
  console.log(
    `warm start to first answered request: ${warmStartMs} ms (${round(warmStartMs / 10_000, 2)}× the 10 s target)`,
  );
} finally {
  chrome.kill();
  await rm(profile, { recursive: true, force: true }).catch(() => {});
  await cluster.stop();
  await redis.stop();
  await admin.stop?.();
}

console.log(`assets: ${JSON.stringify(headers)}`);
console.log(
  `load average after: ${os
    .loadavg()
    .map((value) => round(value, 2))
    .join(" ")}`,
);
const result = {
  name: "site",
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  node: process.version,
  lighthouse: "mobile emulation, simulated throttling, performance category",
  loadAverage: { before: loadBefore, after: os.loadavg().map((value) => round(value, 2)) },
  scriptBudgetKbGzip: SCRIPT_BUDGET_KB,
  routes,
  assets: headers,
  warmStartMs,
};
await mkdir(path.join(here, "results"), { recursive: true });
await writeFile(path.join(here, "results", "site.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log("written to bench/results/site.json");
process.exit(0);
