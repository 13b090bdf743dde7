import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache.js";
import type { SessionRow } from "./sessions-repository.js";

const NOW = Date.parse("2026-11-26T12:00:00Z");

function row(memberId: string, sessionId: string, idleLeftMs = 60_000): SessionRow {
  return {
    session_id: sessionId,
    member_id: memberId,
    merchant_code: "jogada",
    method: "password",
    last_seen_at: new Date(NOW),
    idle_expires_at: new Date(NOW + idleLeftMs),
    expires_at: new Date(NOW + 3_600_000),
    username: `player${memberId}`,
    type: 0,
    status: 0,
    must_change_password: false,
    password_changed_at: new Date(NOW),
  };
}

function listening(ttlMs = 10_000): SessionCache {
  const cache = new SessionCache(ttlMs);
  cache.changes.reset(true);
  return cache;
}

describe("session cache", () => {
  it("keeps nothing until its change feed listens, and drops everything when the feed is lost", () => {
    const cache = new SessionCache();
    cache.keep("a", row("1", "10"), cache.begin(), NOW);
    expect(cache.get("a", NOW)).toBeUndefined();
    cache.changes.reset(true);
    cache.keep("a", row("1", "10"), cache.begin(), NOW);
    expect(cache.get("a", NOW)?.session_id).toBe("10");
    cache.changes.reset(false);
    expect(cache.get("a", NOW)).toBeUndefined();
    cache.keep("a", row("1", "10"), cache.begin(), NOW);
    expect(cache.size).toBe(0);
  });

  it("answers within its time limit and before the session's own expiry only", () => {
    const cache = listening(10_000);
    cache.keep("a", row("1", "10", 5_000), cache.begin(), NOW);
    expect(cache.get("a", NOW + 4_999)).toBeDefined();
    expect(cache.get("a", NOW + 5_000)).toBeUndefined();
    cache.keep("b", row("2", "20"), cache.begin(), NOW);
    expect(cache.get("b", NOW + 9_999)).toBeDefined();
    expect(cache.get("b", NOW + 10_000)).toBeUndefined();
  });

  it("a notification drops every session of its member, and only those", () => {
    const cache = listening();
    cache.keep("a", row("1", "10"), cache.begin(), NOW);
    cache.keep("b", row("1", "11"), cache.begin(), NOW);
    cache.keep("c", row("2", "20"), cache.begin(), NOW);
    cache.changes.changed("1");
    expect(cache.get("a", NOW)).toBeUndefined();
    expect(cache.get("b", NOW)).toBeUndefined();
    expect(cache.get("c", NOW)?.member_id).toBe("2");
    cache.forgetSession(20);
    expect(cache.get("c", NOW)).toBeUndefined();
  });

  it("does not keep a read that began before a change it may not have seen", () => {
    const cache = listening();
    const begun = cache.begin();
    cache.changes.changed("1"); // committed while the read was on its way
    cache.keep("a", row("1", "10"), begun, NOW);
    expect(cache.get("a", NOW)).toBeUndefined();
    cache.keep("a", row("1", "10"), cache.begin(), NOW);
    expect(cache.get("a", NOW)).toBeDefined();
  });
});
