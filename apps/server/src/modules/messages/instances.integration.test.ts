import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPlayer } from "../../../test/players.js";
import { openSocket } from "../../../test/sockets.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { type App, buildApp } from "../../app.js";
import { createPool, type Pool } from "../../platform/db.js";

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

// Needs a Redis (REDIS_URL, default 127.0.0.1:6379): two server instances on one database.
describe.skipIf(!hasRedis)("chat and badge across server instances", () => {
  let t: TestApp;
  let second: App;
  let secondPool: Pool;
  let secondAddress: string;

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    secondPool = createPool(t.databaseUrl, 5);
    second = await buildApp(t.config, secondPool);
    secondAddress = await second.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await second?.close();
    await secondPool?.end();
    await t?.close();
  });

  it("a line posted on one instance and a count changed there reach a tab on the other", async () => {
    const writer = await registerPlayer(t);
    const reader = await registerPlayer(t);
    const tab = await openSocket(secondAddress, reader.token);
    try {
      const posted = await t.app.inject({
        method: "POST",
        url: "/wps/chat/messages",
        headers: { authorization: writer.token },
        payload: { text: "olá da outra instância" },
      });
      expect(posted.statusCode, posted.body).toBe(200);
      await expect
        .poll(() => tab.events.find((e) => e.type === "chat")?.data)
        .toEqual({ action: "posted", message: posted.json().value });

      const marked = await t.app.inject({
        method: "PUT",
        url: "/wps/member/messages/read",
        headers: { authorization: reader.token },
        payload: { all: true, read: true },
      });
      expect(marked.statusCode, marked.body).toBe(200);
      await expect.poll(() => tab.events.find((e) => e.type === "message")?.data).toEqual({ unread: 0 });
    } finally {
      tab.close();
    }
  });
});
