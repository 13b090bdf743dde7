// Starts the whole stack on one machine: the sandbox partners, then the server (which starts the
// embedded PostgreSQL when DATABASE_URL is not set, migrates, seeds the demo brand and serves the
// built player site). A crashed server is started again with backoff; one that keeps crashing
// soon after its start stops the stack. Ctrl+C stops everything.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const children = new Set();

/** A run shorter than this counts as a fast crash; this many in a row and we give up. */
const FAST_CRASH_MS = 30_000;
const MAX_FAST_CRASHES = 5;

/** The server's exit status for a refused configuration: restarting would not help. */
const EXIT_CONFIG = 78;

let stopping = false;

function run(name, entry, { restart }) {
  let fastCrashes = 0;
  const launch = () => {
    const startedAt = Date.now();
    const child = spawn(tsx, [entry], { cwd: root, stdio: "inherit", env: process.env });
    children.add(child);
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (stopping) return;
      if (!restart || code === EXIT_CONFIG) {
        console.error(`[start] ${name} stopped (${signal ?? code}); stopping the stack`);
        return stop(code ?? 1);
      }
      fastCrashes = Date.now() - startedAt < FAST_CRASH_MS ? fastCrashes + 1 : 0;
      if (fastCrashes >= MAX_FAST_CRASHES) {
        console.error(
          `[start] ${name} crashed ${fastCrashes} times in a row soon after starting; stopping the stack`,
        );
        return stop(code || 1);
      }
      const delay = Math.min(30_000, 1000 * 2 ** fastCrashes);
      console.error(`[start] ${name} stopped (${signal ?? code}); starting it again in ${delay / 1000} s`);
      setTimeout(() => {
        if (!stopping) launch();
      }, delay);
    });
  };
  launch();
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 12_000).unref();
  Promise.all([...children].map((c) => new Promise((r) => c.on("exit", r)))).then(() => process.exit(code));
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run("sandbox", "apps/sandbox/src/main.ts", { restart: false });
run("server", "apps/server/src/main.ts", { restart: true });
