import type { Language } from "@jogada/contracts";

/** A refusal from the API, carrying the server's code and its message in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
    /** The input the refusal is about (`odds.big.first`, `amount`), so a form can show it on that field. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface Session {
  token: string | null;
  merchant: string | null;
  language: Language;
}

/** Read by every call; the session and language stores keep it current. */
export const apiSession: Session = { token: null, merchant: null, language: "PT" };

/** The server's answers for a token it no longer accepts (ended, revoked or expired elsewhere). */
const SESSION_GONE = new Set(["login.not.session", "user.or.token.invalid"]);
const sessionGoneListeners = new Set<() => void>();

/** Whether this refusal means the session is gone (the session watcher has handled it). */
export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && SESSION_GONE.has(error.errorCode);
}

/**
 * Called once when a call made with the current token is refused because the session is gone;
 * calls still in flight with the same token after the session was cleared do not call it again.
 */
export function onSessionGone(listener: () => void): () => void {
  sessionGoneListeners.add(listener);
  return () => sessionGoneListeners.delete(listener);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** False for the few calls answering a format of their own (a bot-check challenge): returned as is. */
  envelope?: boolean;
  /** Another session's token (the back office's staff session) instead of the player's. */
  token?: string;
}

const DEVICE_KEY = "deviceId";

/**
 * A random id this browser keeps, sent as `Device-Id`: the server stores it hashed per account,
 * so staff see accounts opened from one device. Nothing about the device itself is read.
 */
function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,128}$/.test(id)) {
      id = crypto.randomUUID().replaceAll("-", "");
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** Calls the API with the Merchant, Language and Authorization headers and unwraps the envelope. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Language: apiSession.language, ...options.headers };
  if (apiSession.merchant) headers.Merchant = apiSession.merchant;
  const device = deviceId();
  if (device) headers["Device-Id"] = device;
  const sentToken = options.token ?? apiSession.token;
  if (sentToken) headers.Authorization = sentToken;
  // A FormData body (file upload) or a URL-encoded form post sets its own content type.
  const form =
    options.body instanceof FormData || options.body instanceof URLSearchParams ? options.body : undefined;
  if (options.body !== undefined && !form) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      cache: "no-store",
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network.error", "");
  }
  const payload = (await response.json().catch(() => null)) as
    | { success: true; value: T }
    | { success: false; errorCode: string; message: string; value?: unknown; field?: string }
    | null;
  if (!payload) throw new ApiError(response.status, "internal.error", "");
  if (options.envelope === false && response.ok) return payload as T;
  if (!payload.success) {
    if (
      response.status === 401 &&
      sentToken &&
      sentToken === apiSession.token &&
      SESSION_GONE.has(payload.errorCode)
    ) {
      for (const listener of sessionGoneListeners) listener();
    }
    throw new ApiError(
      response.status,
      payload.errorCode,
      payload.message,
      payload.value,
      typeof payload.field === "string" ? payload.field : undefined,
    );
  }
  return payload.value;
}

/** A binary answer (an image) with the same headers as `api`; a refusal still comes as the envelope. */
export async function apiBlob(
  path: string,
  options: { signal?: AbortSignal; token?: string; query?: RequestOptions["query"] } = {},
): Promise<Blob> {
  const headers: Record<string, string> = { Language: apiSession.language };
  if (apiSession.merchant) headers.Merchant = apiSession.merchant;
  const token = options.token ?? apiSession.token;
  if (token) headers.Authorization = token;
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  let response: Response;
  try {
    response = await fetch(url, {
      headers,
      signal: options.signal,
      cache: "no-store",
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network.error", "");
  }
  if (response.ok) return response.blob();
  const payload = (await response.json().catch(() => null)) as {
    errorCode?: string;
    message?: string;
  } | null;
  throw new ApiError(response.status, payload?.errorCode ?? "internal.error", payload?.message ?? "");
}
