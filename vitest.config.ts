import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Three tiers (DESIGN.md §8); `npm test` runs them all. The cluster test runs on its own. */
export default defineConfig({
  test: {
    // Vitest's default is one file at a time on two cores (cores - 1); a file waits on PostgreSQL,
    // sockets and child processes much of its time, so two at once keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ["default", "./scripts/slowest-tests-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["{apps,packages}/*/src/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
          // A guard against hangs: the simulations (RTP, crash odds) take seconds of a core, more
          // while integration files run beside them.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["{apps,packages}/*/{src,test}/**/*.integration.test.ts"],
          exclude: ["**/node_modules/**"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          setupFiles: ["apps/server/test/cheap-hashing.ts"],
          // A guard against hangs, not a speed target: tests of several logins (bot check, argon2)
          // or of killed connections take 20-30 s when two cores run the files side by side.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Events between instances and jobs take longer than expect.poll's default 1 s on a
          // busy machine; a poll still fails when its condition never comes true.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // `npm run test:cluster`: three server processes behind HAProxy (not part of `npm test`).
        test: {
          name: "cluster",
          include: ["apps/server/test/cluster/**/*.cluster.test.ts"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          setupFiles: ["apps/server/test/cheap-hashing.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // expect.poll's default of 1 s is shorter than one page's fetch on a busy machine; a poll
          // still fails when its condition never comes true.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, each worker on its own stack (e2e/global-setup.ts), after the
          // other tiers: a journey waits on the browser and the server much of its time.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
