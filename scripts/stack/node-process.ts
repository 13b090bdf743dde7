import { spawn } from "node:child_process";
import type { Exit, Running } from "./supervise.js";

/** How long a process may take to finish its work after SIGTERM before it is killed. */
const STOP_GRACE_MS = 12_000;

/**
 * Runs a TypeScript entry as one Node.js process (tsx as a loader, not its wrapper CLI, whose
 * own process would stand between: killing the wrapper would leave the real one serving).
 */
export function startNode(root: string, entry: string, env: NodeJS.ProcessEnv): Running {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { cwd: root, env, stdio: "inherit" });
  const exited = new Promise<Exit>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: 127, signal: null }));
  });
  return {
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
