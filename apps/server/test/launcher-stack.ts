import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../src/config.js";
import { resolveDatabase } from "../src/platform/database-url.js";
import { stopProcess } from "../src/platform/postgres-process.js";
import { type ProcessIdentity, processesWorkingIn, processTree } from "../src/platform/processes.js";
import { freePort } from "./aggregator.js";
import type { LoadTarget } from "./chaos-load.js";
import { chaosEnv, exited, waitForHealth } from "./chaos-stack.js";

/**
 * The stack as `npm start` runs it (scripts/stack/main.ts, the launcher) on the embedded
 * PostgreSQL: no DATABASE_URL, its own DATA_DIR in a temporary folder, its own ports. The
 * launcher leads its own process group, as it does under a terminal, so a Ctrl+C can be sent to
 * the group.
 */
export interface LauncherStack extends LoadTarget {
  launcher: ChildProcess;
  ports: number[];
  /** The URL of the launcher's database, as a command-line tool finds it. */
  databaseUrl(): Promise<string>;
  serverPid(): number | undefined;
  postmasterPid(): number;
  /** The launcher, everything below it, and every process of its PostgreSQL cluster. */
  processes(): ProcessIdentity[];
  /** What the stack printed (for a failure's message). */
  output(): string;
  /** Ctrl+C: SIGINT to the launcher's process group; resolves with its exit status. */
  interrupt(): Promise<number | null>;
  /** Whatever is left, killed; the data removed. */
  destroy(): Promise<void>;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** Whether nothing listens on 127.0.0.1:`port`. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export async function startLauncherStack(): Promise<LauncherStack> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "jogada-launcher-"));
  const dataDir = path.join(folder, "data");
  const clusterDir = path.join(dataDir, "postgres", "cluster");
  const [port, sandboxPort, postgresPort] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...chaosEnv(port, sandboxPort),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
  };
  delete env.DATABASE_URL;
  const logFile = path.join(folder, "stack.log");
  const log = openSync(logFile, "a");
  const launcher = spawn(process.execPath, ["--import", "tsx", "scripts/stack/main.ts"], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const output = () => readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n");
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const postmasterPid = () =>
    Number(readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const stack: LauncherStack = {
    launcher,
    baseUrl,
    sandboxUrl,
    ports: [port, sandboxPort, postgresPort],
    async databaseUrl() {
      const config = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: postgresPort, DATABASE_URL: undefined };
      return (await resolveDatabase(config, { reuseRunning: true })).url;
    },
    serverPid: () =>
      processTree(launcher.pid!).find(({ pid }) => commandOf(pid).includes("apps/server/src/main.ts"))?.pid,
    postmasterPid,
    processes() {
      const cluster = processesWorkingIn(realpathSync(clusterDir));
      return [...processTree(launcher.pid!), ...cluster.flatMap(processTree)];
    },
    output,
    async interrupt() {
      process.kill(-launcher.pid!, "SIGINT");
      await exited(launcher);
      return launcher.exitCode;
    },
    async destroy() {
      if (launcher.exitCode === null && launcher.signalCode === null) {
        try {
          process.kill(-launcher.pid!, "SIGKILL");
        } catch {
          // the group is gone already
        }
      }
      const cluster = existsSync(clusterDir) ? processesWorkingIn(realpathSync(clusterDir)) : [];
      for (const pid of cluster) await stopProcess(pid);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(`${sandboxUrl}/health`, launcher, 120);
    await waitForHealth(`${baseUrl}/health`, launcher, 120);
  } catch (error) {
    const printed = output();
    await stack.destroy();
    throw new Error(`${(error as Error).message}\n${printed}`);
  }
  return stack;
}
