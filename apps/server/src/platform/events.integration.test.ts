import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { InProcessEventBus, RedisEventBus } from "./events.js";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAnswers();
const buses: RedisEventBus[] = [];
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
});

describe("event bus", () => {
  it("in-process: delivers to the member's subscribers only, until they unsubscribe", async () => {
    const bus = new InProcessEventBus();
    const got: string[] = [];
    const stop = bus.subscribe(7, (event) => got.push(`7:${event.type}`));
    bus.subscribe(8, (event) => got.push(`8:${event.type}`));
    await bus.publish(7, { type: "balance" });
    stop();
    await bus.publish(7, { type: "balance" });
    expect(got).toEqual(["7:balance"]);
  });

  // Needs a Redis (REDIS_URL, default 127.0.0.1:6379); without one there is nothing to fan out through.
  it.skipIf(!hasRedis)(
    "through Redis: an event published on one instance reaches sockets on another",
    async () => {
      const a = new RedisEventBus(REDIS_URL, () => {});
      const b = new RedisEventBus(REDIS_URL, () => {});
      buses.push(a, b);
      await Promise.all([a.whenReady(), b.whenReady()]);
      const member = `m${Date.now()}`;
      const onB: unknown[] = [];
      b.subscribe(member, (event) => onB.push(event));
      await a.publish(member, { type: "balance" });
      await a.publish("someone-else", { type: "balance" });
      await expect.poll(() => onB).toEqual([{ type: "balance" }]);
    },
  );
});
