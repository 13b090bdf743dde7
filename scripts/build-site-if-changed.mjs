// Builds the player site unless the last build was made from the same sources. `npm start`
// runs this before starting the stack, so a second start does not spend its first seconds
// rebuilding what is already built. The sources are every file the build reads (the web app, the
// shared packages, the lockfile); their contents are hashed, not their dates, so a fresh clone or
// a checkout of other sources always builds.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");
// Beside the build, not in it: the build is served as it is.
const stamp = path.join(root, "node_modules/.cache/player-site-sources");
const SOURCES = ["apps/web", "packages", "package-lock.json", "package.json", "tsconfig.base.json"];
const SKIP = new Set(["node_modules", "dist", ".turbo", "coverage"]);

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => !SKIP.has(item.name) && !item.name.endsWith(".tsbuildinfo"))
    .flatMap((item) => files(path.join(entry, item.name)));
}

const hash = createHash("sha256");
for (const file of SOURCES.flatMap(files).sort()) {
  hash
    .update(file)
    .update("\0")
    .update(readFileSync(path.join(root, file)))
    .update("\0");
}
const sources = hash.digest("hex");

if (
  existsSync(stamp) &&
  readFileSync(stamp, "utf8") === sources &&
  existsSync(path.join(dist, "index.html"))
) {
  console.log("[build] the player site is built from these sources already");
} else {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, sources);
}
