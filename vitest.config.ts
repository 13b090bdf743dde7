import { defineConfig } from "vitest/config";

/** Three tiers (DESIGN.md §8); `npm test` runs them all. The cluster test runs on its own. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{apps,packages}/*/src/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["{apps,packages}/*/{src,test}/**/*.integration.test.ts"],
          exclude: ["**/node_modules/**"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          // A guard against hangs, not a speed target: tests of several logins (bot check, argon2)
          // or of killed connections take 20-30 s when two cores run the files side by side.
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
