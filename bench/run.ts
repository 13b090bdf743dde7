/**
 * `npm run bench`: runs every bench/*.bench.ts, one after the other, each in its own process
 * (so one benchmark's pools and caches never colour another's figures). Each prints its figures
 * and ratios and writes bench/results/<name>.json. `npm run bench -- wallet` runs only the
 * benchmarks whose file name contains "wallet".
 */
import { spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, "../node_modules/.bin/tsx");
const filters = process.argv.slice(2);

// The wallet benchmark runs first: the games benchmark sets its figures beside the bare SQL floor
// the wallet benchmark has just written, so both come from the same run.
const order = (file: string) => (file.startsWith("wallet.") ? 0 : 1);
const files = (await readdir(here))
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
if (files.length === 0) {
  console.error(`no benchmark matches ${filters.join(", ")}`);
  process.exit(2);
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file}`);
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(tsx, [path.join(here, file)], { stdio: "inherit", env: process.env });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  console.log(
    `=== ${file}: ${code === 0 ? "done" : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (code !== 0) failed.push(file);
}
console.log(
  `\n${files.length - failed.length} of ${files.length} benchmarks done; figures in bench/results/`,
);
process.exit(failed.length === 0 ? 0 : 1);
