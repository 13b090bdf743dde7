import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { JobRegistry } from "./jobs.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const log = pino({ level: "silent" });

describe("job registry", () => {
  it("runs a singleton job on one instance at a time, and an every-instance job on each", async () => {
    const a = new JobRegistry(t.pool, log);
    const b = new JobRegistry(t.pool, log);
    let inside = 0;
    let most = 0;
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const singleton = {
      name: "test.singleton",
      scope: "singleton" as const,
      everySeconds: 3600,
      async run() {
        inside++;
        most = Math.max(most, inside);
        runs++;
        await gate;
        inside--;
      },
    };
    a.register([singleton]);
    b.register([{ ...singleton }]);
    const first = a.runNow("test.singleton");
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The other instance finds the lock taken and skips its turn.
    expect(await b.runNow("test.singleton")).toBe(true);
    release();
    await first;
    expect(most).toBe(1);
    expect(runs).toBe(1);

    let everywhere = 0;
    const shared = { name: "test.everywhere", scope: "every-instance" as const, everySeconds: 3600 };
    a.register([{ ...shared, run: async () => void everywhere++ }]);
    b.register([{ ...shared, run: async () => void everywhere++ }]);
    await Promise.all([a.runNow("test.everywhere"), b.runNow("test.everywhere")]);
    expect(everywhere).toBe(2);
  });

  it("records each run: duration, next run, and the last failure with its message", async () => {
    const registry = new JobRegistry(t.pool, log);
    let fail = true;
    registry.register([
      {
        name: "test.flaky",
        scope: "singleton",
        everySeconds: 600,
        retrySeconds: 5,
        async run() {
          if (fail) throw new Error("provider down");
        },
      },
    ]);
    expect(await registry.runNow("test.flaky")).toBe(false);
    let [status] = await registry.status();
    expect(status).toMatchObject({ name: "test.flaky", runs: 1, failures: 1, lastError: "provider down" });
    expect(Date.parse(status?.nextRunAt ?? "") - Date.now()).toBeLessThan(10_000);
    fail = false;
    expect(await registry.runNow("test.flaky")).toBe(true);
    [status] = await registry.status();
    expect(status).toMatchObject({ runs: 2, failures: 1, lastError: "provider down" });
    expect(status?.lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(status?.nextRunAt ?? "") - Date.now()).toBeGreaterThan(500_000);
  });

  it("refuses a job declared twice", () => {
    const registry = new JobRegistry(t.pool, log);
    const job = { name: "test.twice", scope: "singleton" as const, everySeconds: 1, run: async () => {} };
    registry.register([job]);
    expect(() => registry.register([job])).toThrow(/declared twice/);
  });

  it("shows the server's jobs to operators", async () => {
    const names = (await t.app.inject({ method: "GET", url: "/ops/jobs" })).statusCode;
    expect(names).toBe(401);
  });
});
