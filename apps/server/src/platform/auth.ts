import { roleAllows, type StaffRole } from "@jogada/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./errors.js";

/**
 * Who may call a route (route `config.auth`):
 * - "optional": anyone; `request.member` is set when a live token is sent, otherwise null.
 * - "any": any logged-in account, trial (free-play) accounts included.
 * - "real": any logged-in account that is not a trial account (members and agents).
 * - "member": a player account (type 0): not an agent, not a trial account.
 * - "agent": an agent account (type 1, 2, 41 or 42).
 * - "operator": a back-office operator session (never a player token); sets `request.operator`.
 */
export type AuthLevel = "optional" | "any" | "real" | "member" | "agent" | "operator";

/** Finds the staff member of a back-office session token, or throws `operator.session.required`. */
export interface OperatorResolver {
  authenticate(token: string | undefined): Promise<{ username: string; role: StaffRole }>;
}

export interface AuthenticatedMember {
  id: number;
  merchantCode: string;
  username: string;
  /** The SPEC's isAgent value: 0 member, 1/2/41/42 agents, 4 trial. */
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  sessionId: number;
  /** How the session was opened: password, sms, register, freeplay, remember, reset. */
  method: string;
  /** The holder must change the password before any other call (default or expired password). */
  mustChangePassword: boolean;
}

export interface SessionResolver {
  /** The live session of this token for this brand, or undefined (unknown, expired or revoked). */
  authenticate(token: string, merchantCode: string): Promise<AuthenticatedMember | undefined>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (see AuthLevel); absent means public without reading the token. */
    auth?: AuthLevel;
    /** Still allowed while the holder must change the password (info, logout, change password). */
    allowPendingPasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in account for routes with `config.auth`; null when none. */
    member: AuthenticatedMember | null;
    /** The logged-in operator's username on operator routes; empty otherwise. */
    operator: string;
    /** The logged-in staff member's role on operator routes. */
    staffRole: StaffRole | null;
  }
}

/** The raw session token of `Authorization: <token>` (no "Bearer"), or undefined. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const token = header.trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/**
 * Reads the session for routes that declare `config.auth`, answers 401 `login.not.session` when
 * it is missing or dead and 403 when the account's role does not fit, and sets `request.member`.
 * Runs on `onRequest`, after the brand is known and before the body is read.
 */
export const authHook = fp(
  async (app: FastifyInstance, options: { sessions: SessionResolver; operators: OperatorResolver }) => {
    app.decorateRequest("member", null);
    app.decorateRequest("operator", "");
    app.decorateRequest("staffRole", null);

    app.addHook("onRequest", async (request) => {
      const config = request.routeOptions.config;
      const level = config?.auth;
      if (!level) return;
      if (level === "operator") {
        const staff = await options.operators.authenticate(sessionToken(request));
        request.operator = staff.username;
        request.staffRole = staff.role;
        // Every back-office call declares what it needs; the role must grant it.
        if (!roleAllows(staff.role, config.call?.permission))
          throw new AppError("operator.permission.denied");
        return;
      }
      const token = sessionToken(request);
      const member = token
        ? await options.sessions.authenticate(token, request.brand.config.merchantCode)
        : undefined;
      if (!member) {
        if (level === "optional") return;
        throw new AppError("login.not.session");
      }
      request.member = member;
      if (level === "optional") return;
      if (member.mustChangePassword && !config.allowPendingPasswordChange) {
        throw new AppError("password.change.required");
      }
      if (level === "real" && member.isTrial) throw new AppError("account.trial");
      if (level === "member") {
        if (member.isTrial) throw new AppError("account.trial");
        if (member.isAgent) throw new AppError("login.member.only");
      }
      if (level === "agent" && !member.isAgent) throw new AppError("login.agent.only");
    });
  },
);
