import { createServer } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { startRedis } from "../../../../scripts/cluster/stack.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/**
 * `/ready` on a real server and database: 200 while the database answers with exactly the
 * migrations this build ships (and Redis answers, when configured); 503 naming the failed check
 * when the database refuses connections, a migration is missing or unknown, Redis is gone, or the
 * instance is draining. `/health` (the process answers) stays as it was.
 */
let t: TestApp;
let admin: pg.Client;
let database: string;

const ready = async (app = t.app) => {
  const res = await app.inject({ url: "/ready" });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
/** Reports are reused for half a second: wait for the one that shows the change. */
const until = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 100 });

beforeAll(async () => {
  t = await createTestApp({ CRASH_ENABLED: "false" });
  database = new URL(t.databaseUrl).pathname.slice(1);
  admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await admin.connect();
});

afterAll(async () => {
  await admin?.query(`alter database "${database}" allow_connections true`).catch(() => {});
  await admin?.end();
  await t?.close();
});

describe("GET /ready", () => {
  it("answers 200 with its checks when the instance can take traffic", async () => {
    const { status, body, headers } = await ready();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", redis: "not configured", draining: "ok" },
    });
    expect(headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ url: "/health" })).json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 while a migration the database has is not one this build ships", async () => {
    await t.pool.query(
      "insert into schema_migrations (name, checksum) values ('9999_from_the_future.sql', 'x')",
    );
    try {
      await until(async () => {
        const { status, body } = await ready();
        expect(status).toBe(503);
        expect(body.failed).toEqual(["migrations"]);
        expect(body.checks.migrations).toBe("applied but not shipped: 9999_from_the_future.sql");
        expect(body.checks.database).toBe("ok");
      });
    } finally {
      await t.pool.query("delete from schema_migrations where name = '9999_from_the_future.sql'");
    }
    await until(async () => expect((await ready()).status).toBe(200));
  });

  it("answers 503 while a shipped migration is not applied, or was applied with other text", async () => {
    const { rows } = await t.pool.query<{ name: string; checksum: string; applied_at: Date }>(
      "select * from schema_migrations order by name desc limit 1",
    );
    const last = rows[0]!;
    await t.pool.query("delete from schema_migrations where name = $1", [last.name]);
    try {
      await until(async () => {
        const { status, body } = await ready();
        expect(status).toBe(503);
        expect(body.checks.migrations).toBe(`not applied: ${last.name}`);
      });
      await t.pool.query("insert into schema_migrations (name, checksum) values ($1, 'edited')", [last.name]);
      await until(async () => {
        const { body } = await ready();
        expect(body.checks.migrations).toBe(`changed since applied: ${last.name}`);
      });
    } finally {
      await t.pool.query("delete from schema_migrations where name = $1", [last.name]);
      await t.pool.query("insert into schema_migrations (name, checksum, applied_at) values ($1, $2, $3)", [
        last.name,
        last.checksum,
        last.applied_at,
      ]);
    }
    await until(async () => expect((await ready()).status).toBe(200));
  });

  it("answers 503 while the database refuses connections, and 200 once it takes them again", async () => {
    await admin.query(`alter database "${database}" allow_connections false`);
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
      await until(async () => {
        const { status, body } = await ready();
        expect(status).toBe(503);
        expect(body.status).toBe("unready");
        expect(body.failed).toContain("database");
        expect(body.checks.database).toMatch(/^unreachable: /);
        expect(body.checks.migrations).toBe("unknown");
      });
    } finally {
      await admin.query(`alter database "${database}" allow_connections true`);
    }
    await until(async () => expect((await ready()).body.checks.database).toBe("ok"));
  });

  it("answers 503 while Redis is configured but gone", async () => {
    const redis = await startRedis(await freePort());
    let withRedis: TestApp | undefined;
    try {
      withRedis = await createTestApp({ CRASH_ENABLED: "false", REDIS_URL: redis.url });
      const app = withRedis.app;
      await until(async () =>
        expect(await ready(app)).toMatchObject({ status: 200, body: { checks: { redis: "ok" } } }),
      );
      await redis.stop();
      await until(async () => {
        const { status, body } = await ready(app);
        expect(status).toBe(503);
        expect(body.failed).toEqual(["redis"]);
        expect(body.checks.redis).toMatch(/^unreachable: /);
      });
    } finally {
      await redis.stop();
      await withRedis?.close();
    }
  });

  it("answers 503 'draining' from the moment the instance drains, and closes every connection it answers", async () => {
    t.app.readiness.drain();
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body.failed).toEqual(["draining"]);
    expect(body.checks.draining).toBe("draining");
    const health = await t.app.inject({ url: "/health" });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe("close");
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
