// Boots the server once on the embedded PostgreSQL (no DATABASE_URL), in a fresh data directory,
// checks health and site info, then stops it. CI runs this beside the suite, which uses DATABASE_URL.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "jogada-smoke-"));
const port = 3290;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  EMBEDDED_POSTGRES_PORT: "54349",
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["apps/server/src/main.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});

let failed = false;
try {
  const deadline = Date.now() + 120_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    healthy = await fetch(`http://127.0.0.1:${port}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (!healthy) await new Promise((r) => setTimeout(r, 500));
  }
  if (!healthy) throw new Error("server did not become healthy in 120 s");
  const status = await (await fetch(`http://127.0.0.1:${port}/wps/system/status`)).json();
  if (!status.success || status.value.status !== 0)
    throw new Error(`unexpected site info: ${JSON.stringify(status)}`);
  console.log("smoke: embedded PostgreSQL, migrations, seed and site info OK");
} catch (error) {
  failed = true;
  console.error(`smoke failed: ${error.message}`);
} finally {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
