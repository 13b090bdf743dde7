import { existsSync } from "node:fs";
import { readFile, realpath, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { readLockFile, stopProcess } from "./postgres-process.js";
import { canListProcesses, isRunning, parentOf, processesWorkingIn } from "./processes.js";

/**
 * A cluster's processes can outlive whoever started them: a server or launcher killed with
 * SIGKILL (or by the out-of-memory killer) leaves its postmaster serving with no owner, still
 * holding the port; a postmaster killed with SIGKILL leaves its backends finishing, its shared
 * memory attached and its `postmaster.pid`. Before a cluster is started these are settled: a
 * postmaster whose owner still runs it is reused as it is; an orphaned one is shut down cleanly;
 * the backends of a dead one are waited for (killed if they linger); a stale lock file is removed.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Ownership {
  postmaster: number;
  owner: number;
}

function ownerFile(dataDir: string): string {
  return path.join(dataDir, "postmaster.owner.json");
}

/** Records that this process started (and so stops) the postmaster `pid`. */
export async function recordOwner(dataDir: string, pid: number): Promise<void> {
  const ownership: Ownership = { postmaster: pid, owner: process.pid };
  await writeFile(ownerFile(dataDir), JSON.stringify(ownership));
}

async function runByLiveOwner(dataDir: string, postmaster: number): Promise<number | undefined> {
  const ownership = (await readFile(ownerFile(dataDir), "utf8")
    .then(JSON.parse)
    .catch(() => undefined)) as Ownership | undefined;
  if (ownership?.postmaster !== postmaster || !isRunning(ownership.owner)) return undefined;
  // The owner's death hands the postmaster to another parent: a live process with the owner's
  // pid that is not its parent is a stranger that reused the pid.
  return parentOf(postmaster) === ownership.owner ? ownership.owner : undefined;
}

async function waitGone(pids: number[], ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = pids.filter(isRunning);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    left = left.filter(isRunning);
  }
  return left;
}

/** What a starter found: nothing in the way, or a postmaster that a live process runs. */
export type Leftovers = { reuse: false } | { reuse: true; postmaster: number; owner: number };

export async function settleLeftovers(
  dataDir: string,
  clusterDir: string,
  log: (message: string) => void,
): Promise<Leftovers> {
  const lock = await readLockFile(clusterDir);
  // Without a process list nothing can be told of the lock's pid: PostgreSQL itself decides.
  if (!lock || !canListProcesses) return { reuse: false };
  const dir = await realpath(clusterDir);
  const processes = processesWorkingIn(dir);
  if (processes.includes(lock.pid)) {
    const owner = await runByLiveOwner(dataDir, lock.pid);
    if (owner !== undefined) {
      log(`the embedded PostgreSQL of ${dataDir} is run by process ${owner}: using it`);
      return { reuse: true, postmaster: lock.pid, owner };
    }
    log(`stopping the embedded PostgreSQL left running by a process that is gone (pid ${lock.pid})`);
    await stopProcess(lock.pid);
  }
  // Backends of a postmaster killed outright end on their own once they notice; until then its
  // shared memory is in use and a new postmaster would refuse to start.
  const stragglers = await waitGone(processesWorkingIn(dir), 5_000);
  if (stragglers.length > 0) {
    log(`killing ${stragglers.length} processes of a dead PostgreSQL in ${clusterDir}`);
    for (const pid of stragglers) process.kill(pid, "SIGKILL");
    await waitGone(stragglers, 5_000);
  }
  // PostgreSQL removes a lock file whose pid is gone, but not one whose pid was reused by a
  // process it may not signal: none of the cluster's processes is left, so the file is stale.
  if (existsSync(path.join(clusterDir, "postmaster.pid"))) {
    log(`removing the stale lock file of pid ${lock.pid}`);
    await rm(path.join(clusterDir, "postmaster.pid"), { force: true });
  }
  return { reuse: false };
}
