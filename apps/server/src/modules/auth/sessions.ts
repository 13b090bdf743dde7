import { createHash, randomBytes } from "node:crypto";
import { isAgentType, isTrialType } from "@jogada/contracts";
import type { AuthenticatedMember, SessionResolver } from "../../platform/auth.js";
import type { AppContext } from "../../platform/context.js";
import type { Queryable } from "../../platform/db.js";
import { SessionCache } from "./session-cache.js";
import * as repo from "./sessions-repository.js";

/** Sessions whose last use is older than this get their idle expiry moved (one write a minute). */
const TOUCH_AFTER_MS = 60_000;

export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

/** Methods that skip the forced password change (SPEC §4: not for SMS or third-party logins). */
const NO_FORCED_CHANGE = new Set(["sms", "freeplay"]);

export interface PasswordState {
  mustChangePassword: boolean;
  passwordChangedAt: Date;
}

/**
 * Opaque session tokens (DESIGN.md §3): 256 random bits given to the client once, only their
 * SHA-256 kept, with idle and absolute expiry; logout and password changes revoke.
 */
export class SessionService implements SessionResolver {
  /** Follows `session_changed` once subscribed to the change feed (app.ts); else never trusted. */
  readonly cache = new SessionCache();

  constructor(
    private readonly ctx: Pick<AppContext, "config" | "pool" | "brands"> &
      Partial<Pick<AppContext, "responsibleGaming">>,
  ) {}

  async open(
    db: Queryable,
    member: { id: number; merchantCode: string },
    method: string,
    client: { ip: string; userAgent: string },
  ): Promise<{ token: string; sessionId: number }> {
    const token = randomBytes(32).toString("base64url");
    const sessionId = await repo.insertSession(db, {
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantCode: member.merchantCode,
      method,
      ip: client.ip,
      userAgent: client.userAgent,
      idleMinutes: this.ctx.config.SESSION_IDLE_MINUTES,
      absoluteHours: this.ctx.config.SESSION_ABSOLUTE_HOURS,
    });
    // Reality checks and the session time limit count from each login.
    await this.ctx.responsibleGaming?.sessionStarted(db, member.id, member.merchantCode);
    // Ended sessions are kept a week for support questions, then swept now and then.
    if (Math.random() < 0.01) void repo.deleteOldSessions(this.ctx.pool).catch(() => {});
    return { token, sessionId };
  }

  passwordExpired(changedAt: Date): boolean {
    return changedAt.getTime() < Date.now() - this.ctx.config.PASSWORD_MAX_AGE_DAYS * 86_400_000;
  }

  /** Whether a session opened by `method` must change its password before anything else. */
  async mustChange(merchantCode: string, method: string, state: PasswordState): Promise<boolean> {
    if (NO_FORCED_CHANGE.has(method)) return false;
    if (state.mustChangePassword) return true;
    if (!this.passwordExpired(state.passwordChangedAt)) return false;
    const brand = await this.ctx.brands.get(merchantCode);
    return brand ? this.ctx.brands.isModuleEnabled(brand, "PWDEXPFORCECHANGE3") : false;
  }

  async authenticate(token: string, merchantCode: string): Promise<AuthenticatedMember | undefined> {
    const tokenHash = hashToken(token);
    const key = `${merchantCode}:${tokenHash.toString("base64")}`;
    let row = this.cache.get(key);
    if (!row) {
      const begun = this.cache.begin();
      row = await repo.findLiveSession(this.ctx.pool, tokenHash, merchantCode);
      if (!row) return undefined;
      this.cache.keep(key, row, begun);
    }
    const sessionId = Number(row.session_id);
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      await repo.touchSession(this.ctx.pool, sessionId, this.ctx.config.SESSION_IDLE_MINUTES);
      // The next call reads the moved idle expiry.
      this.cache.forget(key);
    }
    return {
      id: Number(row.member_id),
      merchantCode: row.merchant_code,
      username: row.username,
      type: row.type,
      isAgent: isAgentType(row.type),
      isTrial: isTrialType(row.type),
      sessionId,
      method: row.method,
      mustChangePassword: await this.mustChange(row.merchant_code, row.method, {
        mustChangePassword: row.must_change_password,
        passwordChangedAt: row.password_changed_at,
      }),
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await repo.revokeSession(this.ctx.pool, sessionId);
    this.cache.forgetSession(sessionId);
  }

  /** Inside the caller's transaction: call `forgetMember` once it has committed. */
  revokeAllOf(db: Queryable, memberId: number, keep?: number): Promise<void> {
    return repo.revokeMemberSessions(db, memberId, keep);
  }

  /**
   * After a committed change to a member's sessions or account: this instance stops answering
   * from its cache at once (other instances follow the change's notification).
   */
  forgetMember(memberId: number): void {
    this.cache.forgetMember(memberId);
  }
}
