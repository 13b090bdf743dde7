import { useSyncExternalStore } from "react";
import { parseRole, type StaffRole } from "./roles";

/** A staff member's back-office session: its own token, never the player's. */
export interface StaffSession {
  token: string;
  username: string;
  role: StaffRole;
  /** What the server says this session may do. */
  permissions: string[];
  expiresAt: string;
  /** Minutes without activity after which the console signs out. */
  idleMinutes: number;
}

/** Why the last session ended, shown on the login page. */
export type EndReason = "idle" | "ended" | "logout";

const KEY = "backoffice.session";
const ACTIVITY_KEY = "backoffice.activity";
export const DEFAULT_IDLE_MINUTES = 15;

interface State {
  session: StaffSession | null;
  ended: EndReason | null;
}

function read(): StaffSession | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as StaffSession | null;
    if (!parsed?.token) return null;
    return { ...parsed, role: parseRole(parsed.role) };
  } catch {
    return null;
  }
}

let state: State = { session: read(), ended: null };
const listeners = new Set<() => void>();

function emit(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Kept per tab (sessionStorage): closing the browser ends the staff session on this device. */
export function startSession(session: StaffSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
  touchActivity();
  emit({ session, ended: null });
}

export function endSession(reason: EndReason): void {
  if (!state.session && state.ended === reason) return;
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(ACTIVITY_KEY);
  emit({ session: null, ended: reason });
}

export function currentSession(): StaffSession | null {
  return state.session;
}

export function touchActivity(at = Date.now()): void {
  sessionStorage.setItem(ACTIVITY_KEY, String(at));
}

export function lastActivity(): number {
  return Number(sessionStorage.getItem(ACTIVITY_KEY) ?? Date.now());
}

/** Milliseconds left before the idle timeout (negative once passed). */
export function idleLeft(session: StaffSession, now = Date.now()): number {
  return lastActivity() + session.idleMinutes * 60_000 - now;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffSession(): State {
  return useSyncExternalStore(subscribe, () => state);
}
