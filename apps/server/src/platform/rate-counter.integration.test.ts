import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { RATE_COUNTER_CAP, RateCounter } from "./rate-counter.js";

let t: TestApp;
let counters: RateCounter;
beforeAll(async () => {
  t = await createTestApp();
  counters = new RateCounter(t.pool);
});
afterAll(async () => {
  await t.close();
});

/** Stores hits made `secondsAgo` ago, as earlier requests would have. */
async function hitsAgo(key: string, ...secondsAgo: number[]) {
  await t.pool.query(
    `insert into rate_counters (key, hits, expires_at)
     select $1, array_agg(now() - make_interval(secs => s) order by s desc), now() + interval '1 hour'
       from unnest($2::float8[]) s`,
    [key, secondsAgo],
  );
}

describe("rate counters", () => {
  it("counts the hits of the last window, whatever the clock's minute", async () => {
    const key = `test:${randomUUID()}`;
    // Two failures 14 and 10 minutes ago, then one now: three in the last quarter hour, however
    // the quarter hours of the clock fall between them.
    await hitsAgo(key, 14 * 60, 10 * 60);
    expect(await counters.count(key, 900)).toBe(2);
    expect(await counters.hit(key, 900)).toBe(3);
    // In an eleven-minute window the one of 14 minutes ago has left; in five minutes only the last is.
    expect(await counters.count(key, 11 * 60)).toBe(2);
    expect(await counters.count(key, 5 * 60)).toBe(1);
  });

  it("forgets hits older than the window when it adds one", async () => {
    const key = `test:${randomUUID()}`;
    await hitsAgo(key, 3600 * 2, 3600 + 5, 30);
    expect(await counters.hit(key, 3600)).toBe(2);
    const stored = await t.pool.query<{ n: number }>(
      "select cardinality(hits) as n from rate_counters where key = $1",
      [key],
    );
    expect(stored.rows[0]!.n).toBe(2);
  });

  it("gives concurrent hits on one key distinct totals", async () => {
    const key = `test:${randomUUID()}`;
    const totals = await Promise.all(Array.from({ length: 20 }, () => counters.hit(key, 60)));
    expect([...totals].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("keeps at most its cap of hits for a key", async () => {
    const key = `test:${randomUUID()}`;
    await hitsAgo(key, ...Array.from({ length: RATE_COUNTER_CAP + 50 }, (_, i) => 1 + i / 100));
    expect(await counters.hit(key, 3600)).toBe(RATE_COUNTER_CAP);
  });

  it("starts again from nothing after a reset", async () => {
    const key = `test:${randomUUID()}`;
    await counters.hit(key, 60);
    await counters.reset(key);
    expect(await counters.count(key, 60)).toBe(0);
    expect(await counters.hit(key, 60)).toBe(1);
  });
});
