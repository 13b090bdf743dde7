import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * What the kernel says of running processes (Linux /proc; elsewhere only what `kill(pid, 0)`
 * tells). A process that has exited but not been reaped yet (a zombie) counts as gone.
 */

interface ProcessStat {
  state: string;
  parent: number;
  /** Clock ticks after boot: with the pid, it names one process even when pids are reused. */
  startedAt: number;
}

function statOf(pid: number): ProcessStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after it are counted
  // from its last closing parenthesis.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0] ?? "", parent: Number(fields[1]), startedAt: Number(fields[19]) };
}

/** Whether this system lists its processes in /proc (Linux); elsewhere little can be told. */
export const canListProcesses = (() => {
  try {
    readdirSync("/proc/self");
    return true;
  } catch {
    return false;
  }
})();

/** Whether `pid` is a running process (not a zombie). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (canListProcesses) {
    const stat = statOf(pid);
    return stat !== undefined && stat.state !== "Z" && stat.state !== "X";
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The parent of `pid`, when the system tells. */
export function parentOf(pid: number): number | undefined {
  return statOf(pid)?.parent;
}

function allPids(): number[] {
  if (!canListProcesses) return [];
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/**
 * Running processes whose working directory is `dir` (a real path). PostgreSQL's postmaster and
 * every process it forks work in the data directory, so this finds a cluster's processes even
 * once their postmaster is gone. Empty where the system does not tell.
 */
export function processesWorkingIn(dir: string): number[] {
  return allPids().filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === dir && isRunning(pid);
    } catch {
      return false; // gone meanwhile, or not ours to look at
    }
  });
}

/** One process, named so that a later pid reuse is not mistaken for it. */
export interface ProcessIdentity {
  pid: number;
  startedAt: number;
}

/** `pid` and every process below it, as they are now. */
export function processTree(pid: number): ProcessIdentity[] {
  const children = new Map<number, number[]>();
  const started = new Map<number, number>();
  for (const each of allPids()) {
    const stat = statOf(each);
    if (!stat || stat.state === "Z") continue;
    started.set(each, stat.startedAt);
    children.set(stat.parent, [...(children.get(stat.parent) ?? []), each]);
  }
  const tree: ProcessIdentity[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const startedAt = started.get(next);
    if (startedAt !== undefined) tree.push({ pid: next, startedAt });
    queue.push(...(children.get(next) ?? []));
  }
  return tree;
}

/** Whether that very process still runs (a new process with the same pid does not count). */
export function stillRunning(process: ProcessIdentity): boolean {
  const stat = statOf(process.pid);
  return stat !== undefined && stat.state !== "Z" && stat.startedAt === process.startedAt;
}
