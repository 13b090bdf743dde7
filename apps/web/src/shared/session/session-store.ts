import { useSyncExternalStore } from "react";
import { apiSession } from "../api/client";

/**
 * The player's session as SPEC §3 keeps it: sessionStorage keys `token`, `isAgent`, `account`
 * and `merchant`. Login writes it with `setSession`, sign-out calls `clearSession` (which keeps
 * the merchant code). Every API call reads the token from here through `apiSession`.
 */
export interface SessionState {
  token: string | null;
  isAgent: number | null;
  account: string | null;
  merchant: string | null;
}

const KEYS = ["token", "isAgent", "account", "merchant"] as const;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): SessionState {
  const store = storage();
  const isAgent = store?.getItem("isAgent");
  return {
    token: store?.getItem("token") || null,
    isAgent: isAgent != null && isAgent !== "" && Number.isFinite(Number(isAgent)) ? Number(isAgent) : null,
    account: store?.getItem("account") || null,
    merchant: store?.getItem("merchant") || null,
  };
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  apiSession.token = next.token;
  apiSession.merchant = next.merchant;
  for (const listener of listeners) listener();
}

apiSession.token = state.token;
apiSession.merchant = state.merchant;

export function getSession(): SessionState {
  return state;
}

export function setSession(patch: Partial<SessionState>): void {
  const next = { ...state, ...patch };
  const store = storage();
  for (const key of KEYS) {
    if (!(key in patch)) continue;
    const value = next[key];
    if (value === null || value === undefined) store?.removeItem(key);
    else store?.setItem(key, String(value));
  }
  publish(next);
}

/** Sign-out (SPEC §2): everything goes except the merchant code. */
export function clearSession(): void {
  const store = storage();
  const merchant = state.merchant;
  store?.clear();
  if (merchant) store?.setItem("merchant", merchant);
  publish({ token: null, isAgent: null, account: null, merchant });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
