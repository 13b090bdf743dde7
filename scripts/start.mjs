// Starts the whole stack on one machine: the sandbox partners, then the server (which starts the
// embedded PostgreSQL when DATABASE_URL is not set, migrates, seeds the demo brand and serves the
// built player site). Ctrl+C stops everything.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const children = [];

function run(name, entry) {
  const child = spawn(tsx, [entry], { cwd: root, stdio: "inherit", env: process.env });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping the stack`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 12_000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on("exit", r)) : null))).then(
    () => process.exit(code),
  );
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run("sandbox", "apps/sandbox/src/main.ts");
run("server", "apps/server/src/main.ts");
