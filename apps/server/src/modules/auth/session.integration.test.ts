import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAgent, createTrialPlayer, registerPlayer } from "../../../test/players.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { type App, buildApp } from "../../app.js";
import { createPool } from "../../platform/db.js";

describe("sessions and the auth hook", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("registers, reads member info with the raw token, and logs out for good", async () => {
    const player = await registerPlayer(t);
    const info = await t.app.inject({ url: "/wps/member/info", headers: { authorization: player.token } });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({ id: player.id, account: player.username, type: 0 });

    const stored = await t.pool.query("select token_hash from sessions where member_id = $1", [player.id]);
    expect(stored.rows[0].token_hash.length).toBe(32);
    expect(stored.rows[0].token_hash.toString("base64url")).not.toBe(player.token);

    const out = await t.app.inject({
      method: "DELETE",
      url: "/wps/session/logout",
      headers: { authorization: player.token },
    });
    expect(out.statusCode).toBe(200);
    const again = await t.app.inject({
      url: "/wps/member/info",
      headers: { authorization: player.token, language: "EN" },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      errorCode: "login.not.session",
      message: "You are not logged in, please login.",
    });
  });

  it("answers 401 without a token, with a Bearer prefix, or with a made-up token", async () => {
    const player = await registerPlayer(t);
    for (const authorization of [undefined, `Bearer ${player.token}`, "x".repeat(43)]) {
      const res = await t.app.inject({
        url: "/wps/member/info",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it("does not accept a session of one brand on another", async () => {
    const player = await registerPlayer(t);
    await t.pool.query(
      `insert into brands (merchant_code, config) select 'other', jsonb_set(config, '{merchantCode}', '"other"') from brands where merchant_code = 'jogada'`,
    );
    const res = await t.app.inject({
      url: "/wps/member/info",
      headers: { authorization: player.token, merchant: "other" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("expires idle sessions and refuses after the absolute expiry", async () => {
    const player = await registerPlayer(t);
    const info = () => t.app.inject({ url: "/wps/member/info", headers: { authorization: player.token } });
    expect((await info()).statusCode).toBe(200);
    await t.pool.query(
      "update sessions set idle_expires_at = now() - interval '1 second' where member_id = $1",
      [player.id],
    );
    // As a change made by another instance: the session cache follows it a moment after commit.
    await vi.waitFor(async () => expect((await info()).statusCode).toBe(401), {
      timeout: 5000,
      interval: 20,
    });
  });

  it("gives trial and agent accounts the right type", async () => {
    const trial = await createTrialPlayer(t);
    const agent = await createAgent(t, { type: 41 });
    const trialInfo = await t.app.inject({
      url: "/wps/member/info",
      headers: { authorization: trial.token },
    });
    expect(trialInfo.json().value.type).toBe(4);
    const agentInfo = await t.app.inject({
      url: "/wps/member/info",
      headers: { authorization: agent.token },
    });
    expect(agentInfo.json().value.type).toBe(41);
  });

  it("a session cached by two instances ends on both when it is revoked or its player locked", async () => {
    const pool = createPool(t.databaseUrl, 4);
    const other = await buildApp(t.config, pool);
    await other.ready();
    try {
      const info = (app: App, player: { token: string }) =>
        app.inject({ url: "/wps/member/info", headers: { authorization: player.token } });
      const gone = (app: App, player: { token: string }) =>
        vi.waitFor(async () => expect((await info(app, player)).statusCode).toBe(401), {
          timeout: 5000,
          interval: 20,
        });

      const leaving = await registerPlayer(t);
      expect((await info(other, leaving)).statusCode).toBe(200);
      expect((await info(t.app, leaving)).statusCode).toBe(200);
      const out = await t.app.inject({
        method: "DELETE",
        url: "/wps/session/logout",
        headers: { authorization: leaving.token },
      });
      expect(out.statusCode).toBe(200);
      // The instance that logged out forgets at once; the other follows the notification.
      expect((await info(t.app, leaving)).statusCode).toBe(401);
      await gone(other, leaving);

      const locked = await registerPlayer(t);
      expect((await info(other, locked)).statusCode).toBe(200);
      expect((await info(t.app, locked)).statusCode).toBe(200);
      await t.pool.query("update members set status = 1 where id = $1", [locked.id]);
      await gone(other, locked);
      await gone(t.app, locked);
    } finally {
      await other.close();
      await pool.end();
    }
  });
});
