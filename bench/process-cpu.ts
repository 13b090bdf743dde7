/**
 * CPU time of processes from /proc (Linux), for benchmarks that say where a call's work is done:
 * each server, PostgreSQL (the postmaster and every backend), HAProxy and the load generator.
 * A process's /proc/<pid>/stat counts all its threads; times are in clock ticks (CLK_TCK).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type { Pool } from "../apps/server/src/platform/db.js";

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** The fields after the command name, which may hold spaces; its closing parenthesis ends it. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

export function parentOf(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : undefined;
}

export function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === parent);
}

/** User and system CPU seconds the process has used so far (0 once it is gone). */
export function cpuSecondsOf(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS : 0;
}

/** The local PostgreSQL server's postmaster, found as the parent of this pool's backend. */
export async function postmasterOf(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ pid: number }>("select pg_backend_pid() as pid");
  const postmaster = parentOf(rows[0]?.pid as number);
  if (!postmaster) throw new Error("the PostgreSQL server is not on this machine");
  return postmaster;
}

/**
 * Measures named groups of processes between `start` and `stop`. A group's pids are read at both
 * ends (PostgreSQL's backends come and go); a process that ends in between loses its share, so
 * benchmarks keep their connections open (pools) while they measure.
 */
export class CpuMeter {
  private before = new Map<string, Map<number, number>>();

  constructor(private readonly groups: Record<string, () => number[]>) {}

  private sample(): Map<string, Map<number, number>> {
    const sampled = new Map<string, Map<number, number>>();
    for (const [name, pids] of Object.entries(this.groups))
      sampled.set(name, new Map(pids().map((pid) => [pid, cpuSecondsOf(pid)])));
    return sampled;
  }

  start(): void {
    this.before = this.sample();
  }

  /** CPU seconds per group since `start`. */
  stop(): Record<string, number> {
    const after = this.sample();
    return Object.fromEntries(
      [...after].map(([name, pids]) => {
        let seconds = 0;
        for (const [pid, now] of pids) seconds += now - (this.before.get(name)?.get(pid) ?? now);
        return [name, seconds];
      }),
    );
  }
}
