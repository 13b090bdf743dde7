import type { ChangeSubscriber } from "../../platform/change-feed.js";
import type { SessionRow } from "./sessions-repository.js";

/** Safety net should a `session_changed` notification be lost on a live connection. */
export const SESSION_CACHE_TTL_MS = 10_000;
/** About 300 bytes each: a few MB at most, whatever the number of players. */
const MAX_ENTRIES = 20_000;

/**
 * Live sessions as last read, so that a player's calls do not each cost a database round trip
 * before their own statement. Trusted only while the change feed listens: every change a cached
 * answer depends on (revocation, the member's status, type, name, password state) is announced on
 * `session_changed` by triggers (migration 1160) and drops the member's entries on every instance;
 * changes made by this process are also dropped here right after their commit. Expiry is checked
 * on every use from the cached times, as the database's query would.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; at: number }>();
  private trusted = false;
  // A read that began before a change may answer after its notification: such a read is not kept.
  private generation = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  readonly changes: ChangeSubscriber = {
    channel: "session_changed",
    changed: (memberId) => this.forgetMember(memberId),
    reset: (listening) => {
      this.generation++;
      this.entries.clear();
      this.trusted = listening;
    },
  };

  /** Marks the start of a read whose answer may be kept by `keep`. */
  begin(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): SessionRow | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const { row } = entry;
    if (
      now - entry.at >= this.ttlMs ||
      row.idle_expires_at.getTime() <= now ||
      row.expires_at.getTime() <= now
    ) {
      this.entries.delete(key);
      return undefined;
    }
    return row;
  }

  keep(key: string, row: SessionRow, begun: number, now = Date.now()): void {
    if (!this.trusted || begun !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { row, at: now });
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  forgetMember(memberId: number | string): void {
    this.generation++;
    const id = String(memberId);
    for (const [key, entry] of this.entries) if (entry.row.member_id === id) this.entries.delete(key);
  }

  forgetSession(sessionId: number): void {
    this.generation++;
    const id = String(sessionId);
    for (const [key, entry] of this.entries) if (entry.row.session_id === id) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
