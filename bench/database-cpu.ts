/**
 * Gives the local PostgreSQL server its own CPU for a benchmark run, the way a production set-up
 * gives the database its own machine: the postmaster and all its processes (new backends inherit
 * it) are held to CPU 0, and this process, with everything it starts later (the server), to the
 * others. Undone by `restore()`.
 *
 * Why it matters on a small machine: when the server sends a statement, PostgreSQL's backend wakes
 * and often takes the very core the server is running on, so the server waits for the database's
 * work although it has its own to do. With the database apart, the server and the load generator
 * share the other cores only with each other.
 *
 * Uses util-linux's `taskset`; needs the same user as PostgreSQL (or root) and a local server.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import type { Pool } from "../apps/server/src/platform/db.js";
import { childrenOf, postmasterOf } from "./process-cpu.js";

function setAffinity(pid: number, cpus: string, allThreads = false): void {
  try {
    execFileSync("taskset", [...(allThreads ? ["-a"] : []), "-p", "-c", cpus, String(pid)], {
      stdio: "ignore",
    });
  } catch {
    // A backend that ended meanwhile.
  }
}

export async function pinDatabaseApart(pool: Pool): Promise<{ restore: () => void; description: string }> {
  const cpus = os.cpus().length;
  if (cpus < 2) throw new Error("SPEED_DB_OWN_CPU needs at least two CPUs");
  const postmaster = await postmasterOf(pool).catch(() => {
    throw new Error("SPEED_DB_OWN_CPU needs the PostgreSQL server on this machine");
  });
  const others = cpus === 2 ? "1" : `1-${cpus - 1}`;
  const all = `0-${cpus - 1}`;
  for (const pid of [postmaster, ...childrenOf(postmaster)]) setAffinity(pid, "0");
  setAffinity(process.pid, others, true);
  return {
    description: `PostgreSQL on CPU 0; the load generator and the server on CPU ${others}`,
    restore: () => {
      for (const pid of [postmaster, ...childrenOf(postmaster)]) setAffinity(pid, all);
      setAffinity(process.pid, all, true);
    },
  };
}
