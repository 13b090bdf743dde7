import { randomBytes } from "node:crypto";
import { ROLE_PERMISSIONS, type StaffRole } from "@jogada/contracts";
import { writeAudit } from "../../platform/audit-log.js";
import type { Pool, Queryable, Tx } from "../../platform/db.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { decoyHash, hashPassword, verifyPassword } from "../../platform/passwords.js";
import { RateCounter } from "../../platform/rate-counter.js";
import type { ChangeRequestRow, ChangeRequests } from "./change-requests.js";
import * as repo from "./repository.js";
import { operatorTokenHash } from "./sessions.js";
import { newTotpSecret, totpStep } from "./totp.js";

const SESSION_HOURS = 12;
/** Failed staff logins allowed per name and per address in a 15-minute window. */
const FAILURE_WINDOW_SECONDS = 900;
const MAX_FAILURES_PER_NAME = 10;
const MAX_FAILURES_PER_IP = 30;
const MIN_PASSWORD = 10;

const staffValue = (row: repo.OperatorRow) => ({
  username: row.username,
  role: row.role,
  disabled: row.disabled,
  createdAt: row.created_at.toISOString(),
  lastLoginAt: row.last_login_at?.toISOString() ?? null,
  memberId: row.member_id,
});

/**
 * Staff accounts: password plus a time-based code from an authenticator app (each code works once),
 * sessions that end after `idleMinutes` without a call or at logout, roles managed by administrators.
 */
export class StaffService {
  private readonly counters: RateCounter;

  constructor(
    private readonly pool: Pool,
    private readonly idleMinutes: number,
    private readonly changes?: ChangeRequests,
  ) {
    this.counters = new RateCounter(pool);
    changes?.on("staff.role", (tx, request, checker) => this.applyChange(tx, request, checker));
    changes?.on("staff.create", (tx, request, checker) => this.applyChange(tx, request, checker));
    changes?.on("staff.enable", (tx, request, checker) => this.applyChange(tx, request, checker));
  }

  private requests(): ChangeRequests {
    if (!this.changes) throw new Error("staff rights change only through change requests");
    return this.changes;
  }

  /** An approved role, new account or enabling: applied now, and the account's sessions end. */
  private async applyChange(tx: Tx, request: ChangeRequestRow, checker: string) {
    const username = request.target!;
    const before = await repo.lockOperator(tx, username);
    if (!before) throw new AppError("operator.staff.not.found");
    const change =
      request.kind === "staff.role" ? { role: request.change.role as StaffRole } : { disabled: false };
    const after = await repo.updateOperator(tx, username, change);
    await repo.deleteSessionsOf(tx, username);
    await writeAudit(tx, {
      actor: `operator:${checker}`,
      action: "staff.update",
      detail: { username, requestId: request.id, maker: request.maker },
      before: staffValue(before),
      after: after && staffValue(after),
    });
  }

  private async withPending(db: Queryable, row: repo.OperatorRow) {
    return { ...staffValue(row), pendingChange: await this.requests().pendingForStaff(db, row.username) };
  }

  /** The command line's create: makes or resets the account and hands out a new secret. */
  async createFromCommandLine(username: string, password: string, role: StaffRole) {
    if (password.length < MIN_PASSWORD)
      throw new Error(`A staff password needs at least ${MIN_PASSWORD} characters`);
    const name = username.toLowerCase();
    if (!/^[a-z0-9_.-]{3,32}$/.test(name)) throw new Error("A staff name is 3 to 32 of a-z 0-9 _ . -");
    const totp = newTotpSecret(name);
    await withTransaction(this.pool, async (tx) => {
      await repo.upsertOperator(tx, {
        username: name,
        passwordHash: await hashPassword(password),
        role,
        totpSecret: totp.secret,
      });
      await repo.deleteSessionsOf(tx, name);
      await writeAudit(tx, {
        actor: "command-line",
        action: "staff.create",
        detail: { username: name },
        after: { username: name, role },
      });
    });
    return { username: name, role, totpSecret: totp.secret, otpauthUrl: totp.url };
  }

  /**
   * A new account is made disabled and its enabling asked for: another administrator approves it
   * before it can log in, so nobody makes themselves a second pair of eyes.
   */
  async create(actor: string, ip: string, input: { username: string; password: string; role: StaffRole }) {
    const totp = newTotpSecret(input.username);
    const passwordHash = await hashPassword(input.password);
    return withTransaction(this.pool, async (tx) => {
      const row = await repo.insertOperator(tx, {
        username: input.username,
        passwordHash,
        role: input.role,
        totpSecret: totp.secret,
        disabled: true,
      });
      if (!row) throw new AppError("operator.staff.exists");
      const pendingChange = await this.requests().ask(tx, actor, ip, {
        kind: "staff.create",
        target: row.username,
        change: { role: row.role, enabled: true },
      });
      await writeAudit(tx, {
        actor: `operator:${actor}`,
        action: "staff.create",
        ip,
        detail: { username: row.username },
        before: null,
        after: staffValue(row),
      });
      return { ...staffValue(row), totpSecret: totp.secret, otpauthUrl: totp.url, pendingChange };
    });
  }

  async list() {
    return (await repo.listOperators(this.pool)).map(staffValue);
  }

  /**
   * Disabling an account and naming its player account only take rights away: at once. A new
   * role, or enabling a disabled account, gives rights: asked for, applied on approval.
   */
  async update(
    actor: string,
    ip: string,
    username: string,
    change: { role?: StaffRole; disabled?: boolean; memberId?: number | null },
  ) {
    if (username === actor) throw new AppError("operator.staff.self");
    return withTransaction(this.pool, async (tx) => {
      const before = await repo.lockOperator(tx, username);
      if (!before) throw new AppError("operator.staff.not.found");
      const now: { disabled?: boolean; memberId?: number | null } = {};
      if (change.disabled === true) now.disabled = true;
      if (change.memberId !== undefined) now.memberId = change.memberId;
      let after = before;
      if (Object.keys(now).length > 0) {
        if (now.memberId && !(await repo.memberExists(tx, now.memberId)))
          throw new AppError("operator.member.not.found", {}, { field: "memberId" });
        after = (await repo.updateOperator(tx, username, now)) ?? before;
        // A disabled account takes effect now, not at the next login.
        if (now.disabled) await repo.deleteSessionsOf(tx, username);
        await writeAudit(tx, {
          actor: `operator:${actor}`,
          action: "staff.update",
          ip,
          detail: { username },
          before: staffValue(before),
          after: staffValue(after),
        });
      }
      if (change.role !== undefined && change.role !== before.role) {
        await this.requests().ask(tx, actor, ip, {
          kind: "staff.role",
          target: username,
          change: { role: change.role },
        });
      }
      if (change.disabled === false && before.disabled) {
        await this.requests().ask(tx, actor, ip, {
          kind: "staff.enable",
          target: username,
          change: { enabled: true },
        });
      }
      return this.withPending(tx, after);
    });
  }

  async resetTotp(actor: string, ip: string, username: string) {
    const totp = newTotpSecret(username);
    return withTransaction(this.pool, async (tx) => {
      const row = await repo.updateOperator(tx, username, { totpSecret: totp.secret });
      if (!row) throw new AppError("operator.staff.not.found");
      await repo.deleteSessionsOf(tx, username);
      await writeAudit(tx, {
        actor: `operator:${actor}`,
        action: "staff.totp.reset",
        ip,
        detail: { username },
      });
      return { ...(await this.withPending(tx, row)), totpSecret: totp.secret, otpauthUrl: totp.url };
    });
  }

  /**
   * The command line's enrolment of an existing account in the authenticator (accounts made before
   * staff logins needed a code cannot log in until they have a secret). An account that already has
   * one keeps it unless `replace` is asked for; either way its sessions end.
   */
  async enrollTotpFromCommandLine(username: string, replace: boolean) {
    const name = username.toLowerCase();
    const totp = newTotpSecret(name);
    return withTransaction(this.pool, async (tx) => {
      const row = await repo.lockOperator(tx, name);
      if (!row) throw new Error(`No staff member named "${username}"`);
      if (row.totp_secret && !replace)
        throw new Error(`"${name}" already has an authenticator; add --replace to give it a new one`);
      await repo.updateOperator(tx, name, { totpSecret: totp.secret });
      await repo.deleteSessionsOf(tx, name);
      await writeAudit(tx, {
        actor: "command-line",
        action: "staff.totp.enroll",
        detail: { username: name, replaced: Boolean(row.totp_secret) },
      });
      return { username: name, role: row.role, totpSecret: totp.secret, otpauthUrl: totp.url };
    });
  }

  /** Command-line actions name an existing staff member (`--as`) so the audit log says who acted. */
  async assertExists(username: string): Promise<string> {
    const operator = await repo.findOperator(this.pool, username.toLowerCase());
    if (!operator || operator.disabled)
      throw new Error(`No active staff member named "${username}" (create one first)`);
    return operator.username;
  }

  async login(input: { username: string; password: string; code: string }, ip: string) {
    const name = input.username.toLowerCase();
    const nameKey = `ops-login:${name}`;
    const ipKey = `ops-login-ip:${ip}`;
    const [byName, byIp] = await Promise.all([
      this.counters.count(nameKey, FAILURE_WINDOW_SECONDS),
      this.counters.count(ipKey, FAILURE_WINDOW_SECONDS),
    ]);
    if (byName >= MAX_FAILURES_PER_NAME || byIp >= MAX_FAILURES_PER_IP) throw new AppError("rate.limited");
    const failed = async (
      code: "operator.login.invalid" | "operator.totp.invalid" | "operator.totp.replayed",
    ) => {
      await Promise.all([
        this.counters.hit(nameKey, FAILURE_WINDOW_SECONDS),
        this.counters.hit(ipKey, FAILURE_WINDOW_SECONDS),
      ]);
      await writeAudit(this.pool, {
        actor: `operator:${name}`,
        action: "staff.login.refused",
        ip,
        detail: { code },
      });
      return new AppError(code);
    };
    const operator = await repo.findOperator(this.pool, name);
    // Same work whether or not the name exists, so timing does not tell names apart.
    const ok = await verifyPassword(operator?.password_hash ?? (await decoyHash()), input.password);
    if (!operator || operator.disabled || !ok || !operator.totp_secret)
      throw await failed("operator.login.invalid");
    const step = totpStep(operator.username, operator.totp_secret, input.code);
    if (step === undefined) throw await failed("operator.totp.invalid");
    // A code seen once (or one older than the last used) never opens a second session.
    if (!(await repo.consumeTotpStep(this.pool, operator.id, step)))
      throw await failed("operator.totp.replayed");
    const token = randomBytes(32).toString("base64url");
    const expiresAt = await repo.insertSession(this.pool, {
      tokenHash: operatorTokenHash(token),
      operatorId: operator.id,
      hours: SESSION_HOURS,
      ip,
    });
    await writeAudit(this.pool, {
      actor: `operator:${operator.username}`,
      action: "staff.login",
      ip,
      detail: {},
    });
    return { token, ...this.sessionValue(operator.username, operator.role, expiresAt) };
  }

  sessionValue(username: string, role: StaffRole, expiresAt: Date) {
    return {
      username,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
      idleMinutes: this.idleMinutes,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async session(token: string | undefined, username: string, role: StaffRole) {
    const row = token
      ? await repo.touchSession(this.pool, operatorTokenHash(token), this.idleMinutes)
      : undefined;
    return this.sessionValue(username, role, row?.expires_at ?? new Date());
  }

  async logout(token: string | undefined, username: string, ip: string) {
    if (token) await repo.deleteSession(this.pool, operatorTokenHash(token));
    await writeAudit(this.pool, { actor: `operator:${username}`, action: "staff.logout", ip, detail: {} });
    return { done: true as const };
  }
}
