import { inject } from "vitest";
import { claim, type E2eStack } from "./stack-lock.js";

export type { E2eStack } from "./stack-lock.js";

const pause = new Int32Array(new SharedArrayBuffer(4));
let mine: E2eStack | undefined;

/**
 * The stack this file has to itself (e2e/global-setup.ts starts one per worker). Journeys change
 * the brand's settings (maintenance, registration rules), so two files must never share a stack
 * at once: each test process claims a free one by an exclusive lock file, held until it exits,
 * starting with its worker's own, and waits for one when all are taken.
 */
export function e2eStack(): E2eStack {
  if (mine) return mine;
  const stacks = inject("e2eStacks");
  const first = Math.max(0, Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stacks.length;
  const order = stacks.map((_, i) => stacks[(first + i) % stacks.length] as E2eStack);
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; Atomics.wait(pause, 0, 0, 200)) {
    mine = order.find(claim);
    if (mine) return mine;
  }
  throw new Error(`no e2e stack came free in 10 minutes (${stacks.length} stacks, all claimed)`);
}
