import { randomUUID } from "node:crypto";
import { ERRORS } from "@jogada/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { balanceOf, fund } from "../../test/games.js";
import { registerPlayer, type TestPlayer } from "../../test/players.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { BrandService } from "../modules/brand/service.js";
import { verifyLedger } from "../modules/ledger/verify.js";
import { createPool, type Pool } from "./db.js";

/**
 * The database closes the server's connections under it (pg_terminate_backend, as a restart or a
 * failover would): the process stays up, held connections come back, calls go on working.
 * Vitest fails the file on an unhandled 'error' event, which is how the old server died.
 */
let t: TestApp;
let admin: pg.Client;
let database: string;
let otherInstance: Pool;

const waitUntil = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 50 });

/** Terminates the server's backends matching `where` (on pg_stat_activity `a`); returns their pids. */
async function terminate(where = "true"): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    `select a.pid, pg_terminate_backend(a.pid) from pg_stat_activity a
      where a.datname = $1 and a.pid <> pg_backend_pid() and (${where})`,
    [database],
  );
  return rows.map((row) => row.pid);
}

async function listenerPid(): Promise<number | undefined> {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and query like 'listen brand_changed%'",
    [database],
  );
  return rows[0]?.pid;
}

async function leaderPid(): Promise<number | undefined> {
  const { rows } = await admin.query<{ pid: number }>(
    `select l.pid from pg_locks l join pg_database d on d.oid = l.database
      where l.locktype = 'advisory' and l.granted and d.datname = $1 and l.objid = hashtext('jogada:crash')::oid`,
    [database],
  );
  return rows[0]?.pid;
}

async function diceBet(player: TestPlayer, key: string) {
  return t.app.inject({
    method: "POST",
    url: "/wps/bgs/dice/bet",
    headers: { authorization: player.token, language: "EN", "idempotency-key": key },
    payload: { amount: "1.00", target: "50.00", direction: "over" },
  });
}

beforeAll(async () => {
  t = await createTestApp({ CRASH_ENABLED: "true", CRASH_CHAIN_LENGTH: "200" });
  database = new URL(t.databaseUrl).pathname.slice(1);
  admin = new pg.Client({ connectionString: inject("adminDatabaseUrl") });
  await admin.connect();
  otherInstance = createPool(t.databaseUrl, 2);
});

afterAll(async () => {
  await otherInstance?.end();
  await admin?.end();
  await t?.close();
});

describe("database connections closed under the server", () => {
  it("discards killed idle pool connections and serves the next calls", async () => {
    await Promise.all([1, 2, 3, 4].map(() => t.app.inject({ url: "/health" })));
    expect((await terminate()).length).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: "/health" });
      expect([200, 503]).toContain(res.statusCode);
    }
    await waitUntil(async () => expect((await t.app.inject({ url: "/health" })).statusCode).toBe(200));
    expect((await t.app.inject({ url: "/wps/system/status" })).statusCode).toBe(200);
  });

  it("listens for brand and session changes again after its LISTEN connection is killed", async () => {
    await waitUntil(async () => expect(await listenerPid()).toBeDefined());
    const before = await listenerPid();
    await terminate(`a.pid = ${before}`);
    await waitUntil(async () => {
      const now = await listenerPid();
      expect(now).toBeDefined();
      expect(now).not.toBe(before);
    });
    const url = "/wps/relay/MCSFE_getNoticeList?page=1&size=9";
    expect((await t.app.inject({ url })).statusCode).toBe(200); // cached again
    const setMaintenance = (enabled: boolean) =>
      new BrandService(otherInstance, "jogada").update("jogada", "test", "maintenance", (config) => ({
        ...config,
        maintenance: { ...config.maintenance, enabled },
      }));
    await setMaintenance(true);
    try {
      // Well inside the cache's 30 s lifetime: the notification did it.
      await vi.waitFor(
        async () => {
          const res = await t.app.inject({ url, headers: { language: "EN" } });
          expect(res.statusCode).toBe(503);
          expect(res.json().errorCode).toBe("system.maintenance");
        },
        { timeout: 5000, interval: 20 },
      );
    } finally {
      await setMaintenance(false);
    }
    await vi.waitFor(async () => expect((await t.app.inject({ url })).statusCode).toBe(200), {
      timeout: 5000,
    });
    // Sessions cached again after the reconnection end on a lock written by another hand.
    const player = await registerPlayer(t);
    const info = () => t.app.inject({ url: "/wps/member/info", headers: { authorization: player.token } });
    expect((await info()).statusCode).toBe(200);
    expect((await info()).statusCode).toBe(200);
    await otherInstance.query("update members set status = 1 where id = $1", [player.id]);
    await vi.waitFor(async () => expect((await info()).statusCode).toBe(401), {
      timeout: 5000,
      interval: 20,
    });
  });

  it("claims the crash leadership again after its connection is killed", async () => {
    await waitUntil(async () => expect(await leaderPid()).toBeDefined());
    const before = await leaderPid();
    await terminate(`a.pid = ${before}`);
    await waitUntil(async () => {
      const now = await leaderPid();
      expect(now).toBeDefined();
      expect(now).not.toBe(before);
    });
    // The new leader may not have stored its first round yet (503 bgs.crash.unavailable meanwhile).
    await waitUntil(async () =>
      expect((await t.app.inject({ url: "/wps/bgs/crash/state" })).statusCode).toBeLessThan(500),
    );
  });

  it("answers a call whose transaction lost its connection with a retryable 503; the retry moves money once", async () => {
    const player = await registerPlayer(t);
    await fund(t, player.id, 10_000n);
    // Warm up: the player's accounts and seed exist, so the bet's transaction is the only writer.
    expect((await diceBet(player, randomUUID())).statusCode).toBe(200);
    const start = await balanceOf(t, player.id);

    const locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    await locker.query("begin");
    await locker.query(
      "select id from ledger_accounts where owner_kind = 'player' and owner_id = $1 and kind = 'main' for update",
      [String(player.id)],
    );
    const key = randomUUID();
    const pending = diceBet(player, key);
    let victims: number[] = [];
    await waitUntil(async () => {
      victims = await terminate(
        `a.wait_event_type = 'Lock' and a.pid <> ${(locker as unknown as { processID: number }).processID}`,
      );
      expect(victims.length).toBe(1);
    });
    const lost = await pending;
    await locker.query("rollback");
    await locker.end();

    expect(lost.statusCode).toBe(503);
    expect(lost.headers["retry-after"]).toBe("1");
    expect(lost.json()).toMatchObject({
      errorCode: "database.unavailable",
      message: ERRORS["database.unavailable"].EN,
    });
    expect(await balanceOf(t, player.id)).toBe(start);

    const retried = await diceBet(player, key);
    expect(retried.statusCode).toBe(200);
    const replay = await diceBet(player, key);
    expect(replay.json().value.round.roundId).toBe(retried.json().value.round.roundId);
    const { rows } = await t.pool.query<{ n: string }>(
      "select count(*) as n from house_rounds where member_id = $1",
      [player.id],
    );
    expect(Number(rows[0]?.n)).toBe(2);
    const win = BigInt(Math.round(Number(retried.json().value.round.win) * 100));
    expect(await balanceOf(t, player.id)).toBe(start - 100n + win);
    expect(await verifyLedger(t.pool)).toEqual([]);
  });

  it("applies a brand change within the cache's lifetime even without a notification", async () => {
    const brands = new BrandService(otherInstance, "jogada", 30_000);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect((await brands.get("jogada"))?.config.maintenance.enabled).toBe(false);
      await otherInstance.query(
        `update brands set config = jsonb_set(config, '{maintenance,enabled}', 'true') where merchant_code = 'jogada'`,
      );
      expect((await brands.get("jogada"))?.config.maintenance.enabled).toBe(false);
      vi.setSystemTime(Date.now() + 30_001);
      expect((await brands.get("jogada"))?.config.maintenance.enabled).toBe(true);
    } finally {
      vi.useRealTimers();
      await otherInstance.query(
        `update brands set config = jsonb_set(config, '{maintenance,enabled}', 'false') where merchant_code = 'jogada'`,
      );
    }
  });
});
