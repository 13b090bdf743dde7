import { inject } from "vitest";

export interface E2eStack {
  /** The server, serving the built site. */
  baseUrl: string;
  /** The sandbox partners (SMS and phone sign-in outboxes, payments, games). */
  sandboxUrl: string;
  /** The server's database, for a journey's own accounts and settings. */
  databaseUrl: string;
}

/** The stack of this worker (e2e/global-setup.ts starts one per worker). */
export function e2eStack(): E2eStack {
  const stacks = inject("e2eStacks");
  const stack = stacks[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!stack) throw new Error(`no e2e stack for worker ${process.env.VITEST_POOL_ID} of ${stacks.length}`);
  return stack;
}
