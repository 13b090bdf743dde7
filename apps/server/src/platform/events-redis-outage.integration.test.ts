import { spawnSync } from "node:child_process";
import type { RealtimeEvent } from "@jogada/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { startRedis } from "../../../../scripts/cluster/stack.js";
import { EVERYONE, RedisEventBus } from "./events.js";

/** A Redis of this test's own, stopped and started again (the machine's is shared). */
const PORT = Number(process.env.REDIS_OUTAGE_TEST_PORT ?? 4065);
const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("event bus while Redis goes away and comes back", () => {
  it.skipIf(!hasRedisServer)(
    "never fails a publish, delivers on the same instance meanwhile, and catches the tabs up after",
    async () => {
      let redis = await startRedis(PORT);
      cleanup.push(() => redis.stop());
      const a = new RedisEventBus(redis.url, () => {});
      const b = new RedisEventBus(redis.url, () => {});
      cleanup.push(
        () => a.close(),
        () => b.close(),
      );
      await Promise.all([a.whenReady(), b.whenReady()]);
      const onA: RealtimeEvent[] = [];
      const onB: RealtimeEvent[] = [];
      const everyoneOnB: RealtimeEvent[] = [];
      a.subscribe("m1", (event) => onA.push(event));
      b.subscribe("m1", (event) => onB.push(event));
      b.subscribe(EVERYONE, (event) => everyoneOnB.push(event));

      await a.publish("m1", { type: "balance" });
      await expect.poll(() => [onA.length, onB.length]).toEqual([1, 1]);

      await redis.stop();
      await expect
        .poll(() => a.publish("m1", { type: "deposit" }).then(() => onA.at(-1)?.type))
        .toBe("deposit");
      // Only the publishing instance's sockets had it; nothing was thrown.
      expect(onB.map((event) => event.type)).toEqual(["balance"]);

      redis = await startRedis(PORT);
      // Back on Redis: b's tabs are told to refetch what they may have missed...
      await expect
        .poll(() => everyoneOnB.map((event) => event.type), { timeout: 20_000 })
        .toEqual(["balance", "message"]);
      // ...and events travel between instances again.
      await expect
        .poll(
          async () => {
            await a.publish("m1", { type: "withdrawal" });
            return onB.some((event) => event.type === "withdrawal");
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
    },
    60_000,
  );
});
